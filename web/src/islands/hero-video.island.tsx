export { HeroVideo as default } from '@/components/content/hero-video';
