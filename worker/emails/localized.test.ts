import { describe, expect, it } from 'vitest';
import { m } from '@i18n/messages';
import { PROGRAMMES } from '../../domain/application-choices';
import { DOCUMENT_ITEMS } from '../../domain/document-checklist';
import { describeDays } from '../../domain/retention-periods';
import english from '../../i18n/messages/emails/en.json';
import arabic from '../../i18n/messages/emails/ar.json';
import {
  documentLabel,
  emailLanguage,
  longDate,
  periodLabel,
  programmeLabel,
  startDateLabel,
  submittedInNote,
} from './localized';

/** The numbers and addresses a message states (as web/src/content/fact-parity.ts reads pages; the worker may not import web/). */
function factsIn(message: string): string[] {
  return [...new Set(message.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\d[\d,.:]*\d|\d/g) ?? [])].sort();
}

describe('the e-mails catalogue', () => {
  it('carries the same facts (numbers, addresses) in Arabic as in English, message by message', () => {
    for (const [key, value] of Object.entries(english)) {
      if (key === '$schema') continue;
      expect(factsIn((arabic as Record<string, string>)[key]!), key).toEqual(factsIn(value));
    }
  });

  it('writes Arabic in Arabic letters and Western digits only', () => {
    for (const [key, value] of Object.entries(arabic)) {
      if (key === '$schema' || key.endsWith('_slot')) continue;
      expect(value, key).toMatch(/[\u0600-\u06FF]/);
      expect(value, key).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
  });
});

describe('the words e-mails name things by', () => {
  it('names programmes and documents in English exactly as the rest of the system does', () => {
    for (const programme of PROGRAMMES) expect(programmeLabel(programme.value, 'en')).toBe(programme.label);
    for (const item of DOCUMENT_ITEMS) expect(documentLabel(item.key, 'en')).toBe(item.label);
    expect(startDateLabel('2026-09-01', 'en')).toBe('September 2026');
    expect(startDateLabel('2027-01-11', 'en')).toBe('January 2027');
  });

  it('names them in Arabic, keeping the Latin names applicants know', () => {
    expect(programmeLabel('alevel', 'ar')).toBe('برنامج A-Level');
    expect(programmeLabel('foundation', 'ar')).toContain('(Foundation)');
    expect(startDateLabel('2026-09-01', 'ar')).toBe('سبتمبر 2026');
    expect(startDateLabel('2026-01-01', 'ar')).toBe('يناير 2026');
    expect(documentLabel('identity', 'ar')).toMatch(/[\u0600-\u06FF]/);
  });

  it('writes dates with Arabic month names and Western digits', () => {
    const date = new Date('2026-12-03T12:00:00Z');
    expect(longDate(date, 'en')).toBe('3 December 2026');
    expect(longDate(date, 'ar')).toBe('3 ديسمبر 2026');
  });

  it('says periods as the English notice does, and in Arabic', () => {
    for (const days of [1, 30, 45, 90, 365, 730]) expect(periodLabel(days, 'en')).toBe(describeDays(days));
    expect(periodLabel(30, 'ar')).toBe('شهر واحد');
    expect(periodLabel(730, 'ar')).toBe('سنتان');
    expect(periodLabel(90, 'ar')).toBe('3 أشهر');
  });

  it('treats any stored language but Arabic as English', () => {
    expect(emailLanguage('ar')).toBe('ar');
    for (const other of ['en', 'fr', null, undefined, 1]) expect(emailLanguage(other)).toBe('en');
  });

  it('flags an Arabic submission to staff in English, and nothing else', () => {
    expect(submittedInNote('ar', 'applicant').join(' ')).toContain('Submitted in Arabic');
    expect(submittedInNote('en', 'applicant')).toEqual([]);
  });

  it('compiles the catalogue the worker reads', () => {
    expect(m.emails_contact_ack_heading({}, { locale: 'en' })).toBe('Thank you for contacting us');
    expect(m.emails_contact_ack_heading({}, { locale: 'ar' })).toBe('شكرًا لتواصلك معنا');
  });
});
