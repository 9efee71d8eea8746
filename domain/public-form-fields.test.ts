import { describe, expect, it } from 'vitest';
import { applicationFormSchema } from './application-form';
import { contactFormSchema } from './contact-form';
import {
  APPLICATION_FORM_FIELDS,
  blankFormValues,
  CONTACT_FORM_FIELDS,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
} from './public-form-fields';

// The compiler checks that each schema names exactly the listed fields; this checks the order,
// which decides the field whose error a visitor is shown first.
describe('the public forms fields, listed once without zod', () => {
  it('lists the contact form fields in its schema order, then the honeypot and the language', () => {
    expect([...CONTACT_FORM_FIELDS, HONEYPOT_FIELD, LANGUAGE_FIELD]).toEqual(Object.keys(contactFormSchema.shape));
  });

  it('lists the application form fields in its schema order, then the honeypot and the language', () => {
    expect([...APPLICATION_FORM_FIELDS, HONEYPOT_FIELD, LANGUAGE_FIELD]).toEqual(
      Object.keys(applicationFormSchema.shape),
    );
  });

  it('starts every field blank, the honeypot and the selects included', () => {
    const blank = blankFormValues(APPLICATION_FORM_FIELDS);
    expect(Object.keys(blank)).toEqual([...APPLICATION_FORM_FIELDS, HONEYPOT_FIELD]);
    expect(new Set(Object.values(blank))).toEqual(new Set(['']));
    expect(blank.programme).toBe('');
    expect(blankFormValues(CONTACT_FORM_FIELDS)).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      programmeInterest: '',
      message: '',
      website: '',
    });
  });
});
