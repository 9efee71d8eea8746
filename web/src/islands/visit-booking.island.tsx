export { VisitBooking as default } from '@/features/forms/visit-booking';
