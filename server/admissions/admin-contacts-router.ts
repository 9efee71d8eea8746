import { z } from 'zod';
import { camelCase } from '../../db/column-case';
import { contactFormSchema } from '../../domain/contact-form';
import { locales } from '../../domain/locale';
import { contactKind } from './contact-kind';
import { router } from '../trpc/init';
import { contactFiltersInput } from './admin-schemas';
import { storedFieldsOutput, submissionOutputs, submissionProcedures } from '../submissions/submission-procedures';

// The language the enquiry was sent in (migration 0016), whether or not the form's schema lists it yet.
const outputs = submissionOutputs(
  { ...storedFieldsOutput(contactFormSchema), language: z.enum(locales) },
  {
    list: contactKind.listColumns.map(camelCase),
    detail: contactKind.detailColumns.map(camelCase),
  },
);

export const adminContactsRouter = router(
  submissionProcedures(contactKind, { filters: contactFiltersInput, ...outputs }),
);
