import { z } from 'zod';
import { applicationFormSchema } from './application-form';
import { languageField } from './fields';
import { textField } from './plain-text';
import { APPLICATION_FORM_STEPS } from './application-form-steps';
import { APPLICATION_FORM_FIELDS, type ApplicationFormField } from './public-form-fields';

/**
 * An application draft ("save and finish later"): the form's values as typed, which
 * need not be valid yet (a half-typed address, a blank required field), but are the form's own
 * fields and no more of each than the form accepts. Derived from the form's schema, so a limit
 * changed there changes here: text is cleaned as the form cleans it and cut at the form's limit,
 * a choice is one of the form's or blank, and anything else (other keys, other types) is not
 * kept. The database refuses the rest (migration 0015).
 */

/** The one text field the form does not limit, the date of birth, is 10 characters when valid. */
const UNLIMITED_FIELD_CAP = 100;

/** `value` cut to `max` UTF-16 units, never leaving half of a surrogate pair at the end. */
export function capText(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The text or choice at the heart of a form field, inside its optional, nullable and pipe wrappers. */
function coreOf(field: z.ZodType): z.ZodType {
  let core = field;
  for (;;) {
    if (core instanceof z.ZodPipe) core = core.in as z.ZodType;
    else if (core instanceof z.ZodOptional || core instanceof z.ZodNullable) core = core.unwrap() as z.ZodType;
    else return core;
  }
}

type DraftField = z.ZodOptional<z.ZodType<string, string>>;

function draftField(field: z.ZodType): DraftField {
  const core = coreOf(field);
  if (core instanceof z.ZodEnum) {
    const choices = core.options.map(String).filter((choice) => choice !== '');
    return z.enum(['', ...choices]).optional();
  }
  const max = core instanceof z.ZodString && core.maxLength !== null ? core.maxLength : UNLIMITED_FIELD_CAP;
  return textField()
    .transform((value) => capText(value, max))
    .optional();
}

export const applicationDraftValuesSchema = z.object(
  Object.fromEntries(
    APPLICATION_FORM_FIELDS.map((name) => [name, draftField(applicationFormSchema.shape[name])]),
  ) as Record<ApplicationFormField, DraftField>,
);

export type ApplicationDraftValues = z.output<typeof applicationDraftValuesSchema>;

export const draftStepField = z.number().int().min(1).max(APPLICATION_FORM_STEPS.length);

/**
 * What the form sends to save its draft: its values, the step the applicant is in, and the
 * language of the page (English when absent), in which its e-mails go out.
 */
export const applicationDraftSchema = z.object({
  values: applicationDraftValuesSchema,
  step: draftStepField,
  language: languageField,
});

export type ApplicationDraftInput = z.input<typeof applicationDraftSchema>;
