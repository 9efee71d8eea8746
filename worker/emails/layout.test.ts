import { describe, expect, it } from 'vitest';
import { escapeHtml, renderEmail } from './layout';

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
