export { MissingPageReport as default } from '@/components/page/missing-page-report';
