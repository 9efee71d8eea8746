import { contactFormSchema } from '../../domain/contact-form';
import { defineSubmissionKind } from './submission-kind';
import { formColumnsWithLanguage, languageName } from './submission-language';

const contactColumns = formColumnsWithLanguage(contactFormSchema.shape);

export const contactKind = defineSubmissionKind({
  type: 'contact',
  table: 'contact_submissions',
  listColumns: contactColumns,
  detailColumns: contactColumns,
  searchColumns: ['first_name', 'last_name', 'email'],
  filterColumns: {},
  csvColumns: {
    first_name: { header: 'First name' },
    last_name: { header: 'Last name' },
    email: { header: 'Email' },
    phone: { header: 'Phone' },
    programme_interest: { header: 'Programme interest' },
    message: { header: 'Message' },
    language: { header: 'Language', show: languageName },
    id: { header: 'Id' },
  },
  notFoundMessage: 'That enquiry no longer exists.',
  exportFileName: 'contact-submissions',
});
