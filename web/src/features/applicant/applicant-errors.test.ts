import { describe, expect, it } from 'vitest';
import { GENERIC_ACCOUNT_ERROR } from '@/lib/trpc-error';
import { DOCUMENT_EMPTY, DOCUMENT_TOO_LARGE, DOCUMENT_TYPE_REFUSED } from '@domain/document-types';
import { applicantErrorMessage, genericFailure, serverWordsIn, uploadRefusalMessage } from './applicant-errors';

/** A refusal as the tRPC client reports it (lib/trpc-error.ts reads these fields). */
const refusal = (code: string, message: string) =>
  Object.assign(new Error(message), { name: 'TRPCClientError', data: { code } });

describe("the server's words in the applicant's language", () => {
  it('leaves English as the server said it', () => {
    expect(serverWordsIn('Anything at all.', 'en')).toBe('Anything at all.');
    expect(applicantErrorMessage(refusal('BAD_REQUEST', 'Enter a valid e-mail address'), 'fallback', 'en')).toBe(
      'Enter a valid e-mail address',
    );
    expect(uploadRefusalMessage(DOCUMENT_TOO_LARGE, 'fallback', 'en')).toBe(DOCUMENT_TOO_LARGE);
  });

  it('says a known refusal in Arabic, facts kept', () => {
    expect(serverWordsIn(DOCUMENT_TOO_LARGE, 'ar')).toBe('حجم هذا الملف أكبر من 10 ميغابايت. يُرجى اختيار ملف أصغر.');
    expect(serverWordsIn(DOCUMENT_TYPE_REFUSED, 'ar')).toBe(
      'هذا الملف ليس بصيغة PDF أو JPEG أو PNG. يُرجى اختيار ملف بإحدى هذه الصيغ.',
    );
    expect(serverWordsIn(DOCUMENT_EMPTY, 'ar')).toBe('هذا الملف فارغ.');
    expect(
      applicantErrorMessage(
        refusal('BAD_REQUEST', 'This sign-in link has been used or has expired. Please ask for a new one.'),
        'x',
        'ar',
      ),
    ).toBe('سبق استخدام رابط تسجيل الدخول هذا أو انتهت صلاحيته. يُرجى طلب رابط جديد.');
  });

  it('says the wait of a rate limit in Arabic, with its number and the right plural', () => {
    expect(serverWordsIn('Too many attempts. Please wait 1 second and try again.', 'ar')).toBe(
      'محاولات كثيرة جدًا. يُرجى الانتظار ثانية واحدة ثم المحاولة مرة أخرى.',
    );
    expect(serverWordsIn('Too many attempts. Please wait 2 minutes and try again.', 'ar')).toBe(
      'محاولات كثيرة جدًا. يُرجى الانتظار دقيقتين ثم المحاولة مرة أخرى.',
    );
    expect(serverWordsIn('Too many attempts. Please wait 5 minutes and try again.', 'ar')).toBe(
      'محاولات كثيرة جدًا. يُرجى الانتظار 5 دقائق ثم المحاولة مرة أخرى.',
    );
    expect(serverWordsIn('Too many attempts. Please wait 15 minutes and try again.', 'ar')).toBe(
      'محاولات كثيرة جدًا. يُرجى الانتظار 15 دقيقة ثم المحاولة مرة أخرى.',
    );
    expect(serverWordsIn('Too many attempts. Please wait 2 hours and try again.', 'ar')).toBe(
      'محاولات كثيرة جدًا. يُرجى الانتظار ساعتين ثم المحاولة مرة أخرى.',
    );
    expect(serverWordsIn('Too many attempts. Please wait 5 hours and try again.', 'ar')).toBe(
      'محاولات كثيرة جدًا. يُرجى الانتظار 5 ساعات ثم المحاولة مرة أخرى.',
    );
    expect(serverWordsIn('Too many attempts. Please wait 24 hours and try again.', 'ar')).toBe(
      'محاولات كثيرة جدًا. يُرجى الانتظار 24 ساعة ثم المحاولة مرة أخرى.',
    );
  });

  it('keeps a refusal the server said in Arabic already (the interviews answer in the page’s language)', () => {
    const taken = 'عذرًا، حُجز هذا الموعد للتو. يُرجى اختيار موعد آخر.';
    expect(applicantErrorMessage(refusal('CONFLICT', taken), 'بديل', 'ar')).toBe(taken);
  });

  it("falls back to the screen's own Arabic words for anything else: never English on an Arabic screen", () => {
    expect(serverWordsIn('Something new the server says.', 'ar')).toBeNull();
    expect(applicantErrorMessage(refusal('CONFLICT', 'Something new.'), 'تعذّر سحب طلبك.', 'ar')).toBe('تعذّر سحب طلبك.');
    expect(applicantErrorMessage(new TypeError('Failed to fetch'), 'تعذّر سحب طلبك.', 'ar')).toBe('تعذّر سحب طلبك.');
    expect(
      applicantErrorMessage(refusal('INTERNAL_SERVER_ERROR', 'An error occurred. Please try again.'), 'بديل', 'ar'),
    ).toBe('بديل');
    expect(uploadRefusalMessage(null, 'بديل', 'ar')).toBe('بديل');
  });

  it('has the generic failure of the other screens in English, and in Arabic', () => {
    expect(genericFailure('en')).toBe(GENERIC_ACCOUNT_ERROR);
    expect(genericFailure('ar')).toBe('حدث خطأ. يُرجى المحاولة مرة أخرى.');
  });
});
