export { CampusVisitButton as default } from '@/features/forms/campus-visit';
