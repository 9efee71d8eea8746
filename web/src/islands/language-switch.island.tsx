export { LanguageSwitch as default } from '@/components/layout/language-switch';
