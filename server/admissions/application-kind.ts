import { applicationFormSchema } from '../../domain/application-form';
import { ENGLISH_LEVELS, PROGRAMMES, choiceLabel } from '../../domain/application-choices';
import { intakeMonthLabel } from '../../domain/intakes';
import { APPLICATION_FIELD_LABELS as label } from '../../domain/application-field-labels';
import { statusLabel } from '../../domain/application-status';
import { documentProgressIs } from '../documents/document-filters';
import { casOverdueIs } from '../cas/cas-overdue-filter';
import { defineSubmissionKind } from './submission-kind';
import { formColumnsWithLanguage, languageName } from './submission-language';

export const applicationKind = defineSubmissionKind({
  type: 'application',
  table: 'applications',
  listColumns: ['first_name', 'last_name', 'email', 'phone', 'programme', 'start_date', 'status', 'language'],
  detailColumns: [...formColumnsWithLanguage(applicationFormSchema.shape), 'status'],
  searchColumns: ['first_name', 'last_name', 'email'],
  filterColumns: { status: 'status' },
  filterConditions: { documents: documentProgressIs, cas: casOverdueIs },
  csvColumns: {
    status: { header: 'Status', show: statusLabel },
    first_name: { header: label.firstName },
    last_name: { header: label.lastName },
    email: { header: label.email },
    phone: { header: label.phone },
    date_of_birth: { header: label.dateOfBirth },
    nationality: { header: label.nationality },
    address: { header: label.address },
    city: { header: label.city },
    postal_code: { header: label.postalCode },
    country: { header: label.country },
    programme: { header: label.programme, show: (value) => choiceLabel(PROGRAMMES, value) },
    start_date: { header: label.startDate, show: (value) => intakeMonthLabel(value, 'en') },
    previous_institution: { header: label.previousInstitution },
    qualifications: { header: label.qualifications },
    english_level: { header: label.englishLevel, show: (value) => choiceLabel(ENGLISH_LEVELS, value) },
    motivation: { header: label.motivation },
    language: { header: 'Language', show: languageName },
    id: { header: 'Id' },
  },
  notFoundMessage: 'That application no longer exists.',
  exportFileName: 'applications',
});
