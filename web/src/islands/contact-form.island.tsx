export { ContactForm as default } from '@/features/forms/contact-form';
