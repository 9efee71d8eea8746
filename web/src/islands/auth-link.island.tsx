export { AuthLink as default } from '@/components/layout/auth-link';
