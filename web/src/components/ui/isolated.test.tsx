import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Isolated } from './isolated';

describe('Isolated', () => {
  it('sets the value apart in a <bdi> inside the whole sentence', () => {
    const html = renderToStaticMarkup(
      <Isolated message={(email) => `سجّلت الدخول بعنوان ${email}.`} value="a.b@mail.example" />,
    );
    expect(html).toBe('سجّلت الدخول بعنوان <bdi>a.b@mail.example</bdi>.');
  });

  it('keeps an e-mail address left to right and on one line', () => {
    const html = renderToStaticMarkup(
      <Isolated message={(email) => `راسلنا على ${email}.`} value="admissions@academy.example" email />,
    );
    expect(html).toBe('راسلنا على <bdi dir="ltr" class="whitespace-nowrap">admissions@academy.example</bdi>.');
  });

  it('reads the same as the plain sentence', () => {
    const html = renderToStaticMarkup(<Isolated message={(name) => `Remove ${name}?`} value="report <1>.pdf" />);
    expect(html).toBe('Remove <bdi>report &lt;1&gt;.pdf</bdi>?');
  });

  it('says the plain sentence when the message does not take the value once', () => {
    expect(renderToStaticMarkup(<Isolated message={() => 'No value here.'} value="x" />)).toBe('No value here.');
    expect(renderToStaticMarkup(<Isolated message={(v) => `${v} and ${v}`} value="x" />)).toBe('x and x');
  });
});
