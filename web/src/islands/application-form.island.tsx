export { ApplicationForm as default } from '@/features/forms/application-form';
