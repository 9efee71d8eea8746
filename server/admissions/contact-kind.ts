import { formColumnNames } from '../../db/form-columns';
import { contactFormSchema } from '../../domain/contact-form';
import { defineSubmissionKind } from './submission-kind';

const contactColumns = formColumnNames(contactFormSchema.shape);

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
    id: { header: 'Id' },
  },
  notFoundMessage: 'That enquiry no longer exists.',
  exportFileName: 'contact-submissions',
});
