export { DesktopNav as default } from '@/components/layout/desktop-nav';
