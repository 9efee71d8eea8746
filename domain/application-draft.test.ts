import { describe, expect, it } from 'vitest';
import { applicationDraftSchema, capText } from './application-draft';
import { RESUME_DRAFT_PATH } from './applicant-paths';
import { APPLICATION_FORM_STEPS, applicationStepOf } from './application-form-steps';
import { RESUME_DRAFT_PARAM } from './public-form-fields';

const parse = (values: unknown, step: unknown = 1) => applicationDraftSchema.safeParse({ values, step });

describe('application draft schema', () => {
  it('keeps half-typed and blank values the form would refuse on submit', () => {
    const parsed = parse({ firstName: 'Ami', email: 'ami@', dateOfBirth: '', programme: '', phone: ' 029 ' });
    expect(parsed.success && parsed.data.values).toEqual({
      firstName: 'Ami',
      email: 'ami@',
      dateOfBirth: '',
      programme: '',
      phone: ' 029 ',
    });
  });

  it('cuts text at the form’s own limits and drops keys the form does not have', () => {
    const hostile: unknown = JSON.parse('{"__proto__": {"admin": true}, "website": "bot", "extra": "y"}');
    const parsed = parse({ ...(hostile as object), firstName: 'x'.repeat(5000), motivation: 'm'.repeat(2001) });
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data.values.firstName).toHaveLength(100);
    expect(parsed.data.values.motivation).toHaveLength(2000);
    expect(Object.keys(parsed.data.values).sort()).toEqual(['firstName', 'motivation']);
  });

  it('cleans invisible controls as the form does, and never leaves half a surrogate pair', () => {
    const parsed = parse({ city: 'Car\u0000diff' });
    expect(parsed.success && parsed.data.values.city).toBe('Cardiff');
    expect(capText(`${'a'.repeat(99)}😀`, 100)).toBe('a'.repeat(99));
  });

  it('refuses a choice the form does not offer, a value that is not text, and a step outside the form', () => {
    expect(parse({ programme: 'medicine' }).success).toBe(false);
    expect(parse({ firstName: 42 }).success).toBe(false);
    expect(parse({ firstName: null }).success).toBe(false);
    expect(parse([]).success).toBe(false);
    expect(parse({}, 0).success).toBe(false);
    expect(parse({}, APPLICATION_FORM_STEPS.length + 1).success).toBe(false);
    expect(parse({}, 1.5).success).toBe(false);
    expect(parse({}, APPLICATION_FORM_STEPS.length).success).toBe(true);
  });

  it('puts every field in exactly one step', () => {
    expect(APPLICATION_FORM_STEPS.flat().sort()).toEqual([...new Set(APPLICATION_FORM_STEPS.flat())].sort());
    expect(applicationStepOf('programme')).toBe(1);
    expect(applicationStepOf('email')).toBe(3);
    expect(applicationStepOf('motivation')).toBe(5);
  });

  it('reopens the draft at the address whose flag the form reads', () => {
    const url = new URL(RESUME_DRAFT_PATH, 'https://academy.example');
    expect(url.pathname).toBe('/apply');
    expect(url.searchParams.get(RESUME_DRAFT_PARAM)).toBe('1');
  });
});
