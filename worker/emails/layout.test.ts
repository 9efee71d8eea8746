import { describe, expect, it } from 'vitest';
import { escapeHtml, renderEmail, rtlParagraphHtml } from './layout';

describe('renderEmail', () => {
  it('escapes user text in HTML and keeps its line breaks', () => {
    const { html, text } = renderEmail({
      heading: 'Hi <script>',
      paragraphs: ['Tom & "Jerry"\nsecond line'],
      fields: [
        ['Message', '<img src=x onerror=alert(1)>'],
        ['Phone', null],
      ],
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('Tom &amp; &quot;Jerry&quot;<br>second line');
    expect(html).toContain('<em>Not given</em>');
    expect(text).toContain('Message: <img src=x onerror=alert(1)>');
    expect(text).toContain('Phone: Not given');
  });

  it("signs off with the academy's name and contact details", () => {
    const { text, html } = renderEmail({ heading: 'H', paragraphs: [] });
    expect(text).toContain('Cardiff International Academy');
    expect(text).toContain('029 2018 0123');
    expect(html).toContain('enquiries@academy.example');
  });

  it('escapes every HTML-special character', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});

describe('renderEmail in Arabic', () => {
  const content = {
    heading: 'شكرًا لتقديم طلبك',
    paragraphs: ['راسلنا على admissions@academy.example أو اتصل بنا على الرقم 029 2018 0123.'],
    fields: [
      ['البرنامج', 'برنامج A-Level'],
      ['الهاتف', null],
    ] as const,
    action: { label: 'افتح مساحة طلبي', url: 'http://127.0.0.1:3000/applicant?a=1&b=2' },
    closing: ['مع أطيب التمنيات،'],
  };

  it('is right to left on the html element, the body and every block, aligned right', () => {
    const { html } = renderEmail(content, 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(/<body dir="rtl" style="[^"]*text-align:right/);
    expect(html).toContain('<table role="presentation" dir="rtl"');
    expect(html).toContain('<th align="right"');
    expect(html).not.toContain('align="left"');
    expect(html).not.toContain('lang="en"');
  });

  it('keeps e-mail addresses, phone numbers, Latin names and the link left to right', () => {
    const { html } = renderEmail(content, 'ar');
    expect(html).toContain('<span dir="ltr">admissions@academy.example</span>');
    // The sentence's full stop stays outside the number, at the Arabic end of the sentence.
    expect(html).toContain('<span dir="ltr">029 2018 0123</span>.');
    expect(html).toContain('برنامج <span dir="ltr">A-Level</span>');
    expect(html).toContain('<span dir="ltr">http://127.0.0.1:3000/applicant?a=1&amp;b=2</span>');
    expect(html).toContain('<em>لم يُذكر</em>');
    // The postal address is one left-to-right run, its parts in their order.
    expect(html).toContain('<span dir="ltr">12 Example Crescent, Cathays, Cardiff CF10 9ZZ, United Kingdom</span>');
  });

  it('writes the plain-text part in Arabic with the same facts', () => {
    const { text } = renderEmail(content, 'ar');
    expect(text).toContain('شكرًا لتقديم طلبك');
    expect(text).toContain('الهاتف: لم يُذكر');
    expect(text).toContain('افتح مساحة طلبي: http://127.0.0.1:3000/applicant?a=1&b=2');
    expect(text).toContain('أكاديمية كارديف الدولية');
    expect(text).toContain('الهاتف 029 2018 0123 · enquiries@academy.example');
    expect(text).toContain('12 Example Crescent, Cathays, Cardiff CF10 9ZZ, United Kingdom');
  });

  it('escapes text in Arabic e-mails as in English ones', () => {
    const html = rtlParagraphHtml('اسم <script>x</script> & "y"');
    expect(html).not.toMatch(/<(?!\/?span)/);
    expect(html).toContain('&lt;');
    expect(html).toContain('&amp;');
    expect(html).toContain('&quot;');
    expect(rtlParagraphHtml('سطر\nسطر')).toBe('سطر<br>سطر');
  });
});
