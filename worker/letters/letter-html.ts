import { m } from '@i18n/messages';
import type { FilledTemplate } from '../../core/letters/message-templates';
import { siteNameIn } from '../../core/letters/merge-fields';
import { localeDirection, type Locale } from '../../domain/locale';
import { site } from '../../domain/site';
import { admissionsSignOff, escapeHtml } from '../emails/layout';
import { longDate } from '../emails/localized';
import { LETTER_FONT_FAMILY, letterFontCss } from './letter-fonts';

export interface LetterPage {
  locale: Locale;
  text: FilledTemplate;
  /** The day the letter is dated. */
  date: Date;
  /** The applicant as addressed at the top of the letter. */
  addressee: string;
  applicationId: string;
}

/**
 * A left-to-right run inside Arabic text: it starts with a Latin letter, a digit, a pound sign or
 * an opening bracket, and may hold the marks that join such words ("A-Level", "029 2018 0123",
 * "£18,500.00", "IELTS 5.5", an e-mail address, "<b>" typed into a name). Punctuation that ends a
 * sentence is left outside. Each run is isolated left to right, so its parts keep their order.
 */
const RUN_CHAR = "A-Za-z0-9@+_%/&=#~.:'?,<>£()\\[\\]-";
const LTR_RUN = new RegExp(`[A-Za-z0-9£<(\\[][${RUN_CHAR}]*(?: [A-Za-z0-9£<(\\[][${RUN_CHAR}]*)*`, 'g');

/** Escaped text with its line breaks; in Arabic, its Latin runs isolated left to right. */
export function letterProseHtml(value: string, rtl: boolean): string {
  if (!rtl) return escapeHtml(value).replace(/\r?\n/g, '<br>');
  let html = '';
  let last = 0;
  for (const match of value.matchAll(LTR_RUN)) {
    const run = match[0].replace(/[.:'?,-]+$/, '');
    html += escapeHtml(value.slice(last, match.index)) + `<span dir="ltr">${escapeHtml(run)}</span>`;
    last = match.index + run.length;
  }
  return (html + escapeHtml(value.slice(last))).replace(/\r?\n/g, '<br>');
}

/** How a letter names its application: the first part of its id, as staff see it on the dashboard. */
export function applicationReference(applicationId: string): string {
  return applicationId.slice(0, 8).toUpperCase();
}

/**
 * A letter as one self-contained HTML page for Chromium to print (decision 132): the academy's
 * letterhead, the date and reference, the addressee, the filled template and the sign-off, in the
 * letter's language and direction, with the academy's font inlined. Every text is escaped here
 * (a name or condition that holds HTML prints as text); Latin runs inside Arabic are isolated left
 * to right, as in the e-mails, so a phone number or a programme's Latin name keeps its order.
 * The page may load nothing: its content security policy allows only inline styles and data: fonts.
 */
export function letterHtml(page: LetterPage): string {
  const { locale } = page;
  const rtl = localeDirection[locale] === 'rtl';
  const prose = (value: string) => letterProseHtml(value, rtl);
  const address = [...site.address.lines, `${site.address.city} ${site.address.postcode}`, site.address.country];
  const contact = m.emails_layout_telephone({ phone: site.phone, email: site.email }, { locale });
  return `<!doctype html>
<html lang="${locale}" dir="${rtl ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; font-src data:">
<title>${escapeHtml(page.text.subject)}</title>
<style>
${letterFontCss()}
@page { size: A4; margin: 18mm 20mm 20mm; }
html { font-family: '${LETTER_FONT_FAMILY}', sans-serif; font-size: 11pt; line-height: 1.6; color: #0f172a; }
body { margin: 0; }
header { border-bottom: 2px solid #12305c; padding-bottom: 10pt; margin-bottom: 18pt; display: flex; justify-content: space-between; gap: 16pt; }
.name { font-size: 16pt; font-weight: 700; color: #12305c; margin: 0; }
.address { font-size: 9pt; color: #334155; margin: 2pt 0 0; }
.meta { font-size: 9.5pt; color: #334155; text-align: end; white-space: nowrap; }
.addressee { font-weight: 700; margin: 0 0 14pt; }
h1 { font-size: 14pt; margin: 0 0 12pt; color: #12305c; }
p { margin: 0 0 10pt; }
.sign-off { margin-top: 18pt; }
[dir="ltr"] { unicode-bidi: isolate; }
</style>
</head>
<body>
<header>
<div>
<p class="name">${escapeHtml(siteNameIn(locale))}</p>
${rtl ? `<p class="address" dir="ltr">${escapeHtml(site.name)}</p>` : ''}
<p class="address">${address.map(prose).join('<br>')}</p>
<p class="address">${prose(contact)}</p>
</div>
<div class="meta">
<div>${prose(m.emails_letter_date({ date: longDate(page.date, locale) }, { locale }))}</div>
<div>${prose(m.emails_letter_reference({ reference: applicationReference(page.applicationId) }, { locale }))}</div>
</div>
</header>
<main>
<p class="addressee">${prose(page.addressee)}</p>
<h1>${prose(page.text.subject)}</h1>
<p>${prose(page.text.heading)}</p>
${page.text.paragraphs.map((paragraph) => `<p>${prose(paragraph)}</p>`).join('\n')}
<div class="sign-off">${admissionsSignOff(locale)
    .map((line) => `<p>${prose(line)}</p>`)
    .join('')}</div>
</main>
</body>
</html>`;
}
