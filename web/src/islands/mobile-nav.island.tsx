export { MobileNav as default } from '@/components/layout/mobile-nav';
