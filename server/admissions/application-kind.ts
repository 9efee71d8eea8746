import { formColumnNames } from '../../db/form-columns';
import { applicationFormSchema } from '../../domain/application-form';
import { ENGLISH_LEVELS, PROGRAMMES, START_DATES, choiceLabel } from '../../domain/application-choices';
import { statusLabel } from '../../domain/application-status';
import { defineSubmissionKind } from './submission-kind';

export const applicationKind = defineSubmissionKind({
  type: 'application',
  table: 'applications',
  listColumns: ['first_name', 'last_name', 'email', 'phone', 'programme', 'start_date', 'status'],
  detailColumns: [...formColumnNames(applicationFormSchema.shape), 'status'],
  searchColumns: ['first_name', 'last_name', 'email'],
  filterColumns: { status: 'status' },
  csvColumns: {
    status: { header: 'Status', show: statusLabel },
    first_name: { header: 'First name' },
    last_name: { header: 'Last name' },
    email: { header: 'Email' },
    phone: { header: 'Phone' },
    date_of_birth: { header: 'Date of birth' },
    nationality: { header: 'Nationality' },
    address: { header: 'Address' },
    city: { header: 'City' },
    postal_code: { header: 'Postal code' },
    country: { header: 'Country' },
    programme: { header: 'Programme', show: (value) => choiceLabel(PROGRAMMES, value) },
    start_date: { header: 'Start date', show: (value) => choiceLabel(START_DATES, value) },
    previous_institution: { header: 'Previous institution' },
    qualifications: { header: 'Qualifications' },
    english_level: { header: 'English level', show: (value) => choiceLabel(ENGLISH_LEVELS, value) },
    motivation: { header: 'Motivation' },
    id: { header: 'Id' },
  },
  notFoundMessage: 'That application no longer exists.',
  exportFileName: 'applications',
});
