import { camelCase } from '../../db/column-case';
import { contactFormSchema } from '../../domain/contact-form';
import { contactKind } from '../admissions/contact-kind';
import { router } from '../trpc/init';
import { contactFiltersInput } from './admin-schemas';
import { storedFieldsOutput, submissionOutputs, submissionProcedures } from './submission-procedures';

const outputs = submissionOutputs(storedFieldsOutput(contactFormSchema), {
  list: contactKind.listColumns.map(camelCase),
  detail: contactKind.detailColumns.map(camelCase),
});

export const adminContactsRouter = router(submissionProcedures(contactKind, { filters: contactFiltersInput, ...outputs }));
