export { VisitManage as default } from '@/features/forms/visit-manage';
