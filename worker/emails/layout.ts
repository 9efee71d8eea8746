import { m } from '@i18n/messages';
import { localeDirection, type Locale } from '../../domain/locale';
import { site } from '../../domain/site';
import { siteNameIn } from './localized';

/** How the e-mails to applicants end, in the applicant's language. */
export function admissionsSignOff(locale: Locale = 'en'): readonly string[] {
  return [
    m.emails_layout_sign_off_greeting({}, { locale }),
    m.emails_layout_sign_off_team({ siteName: siteNameIn(locale) }, { locale }),
  ];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML. Every piece of user text goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Escaped text with its line breaks kept. */
function paragraphHtml(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

/**
 * A run of left-to-right text inside right-to-left text: Latin words, digits, e-mail addresses,
 * phone numbers and times, with single spaces or Latin commas between them ("029 2018 0123",
 * "9:00 AM-5:00 PM", "A-Level", a postal address). Punctuation that ends a sentence is left
 * outside the run.
 */
const LTR_RUN = /[A-Za-z0-9@+_%/&=#~.:'?-]+(?:,? [A-Za-z0-9@+_%/&=#~.:'?-]+)*/g;

/**
 * Escaped right-to-left text whose left-to-right runs are each in a `dir="ltr"` span, so an
 * e-mail address, a phone number or a Latin name keeps its order and does not pull the Arabic
 * punctuation around it (mail clients that drop the span still show the text).
 */
export function rtlParagraphHtml(value: string): string {
  let html = '';
  let last = 0;
  for (const match of value.matchAll(LTR_RUN)) {
    const trailing = /[.:'?-]*$/.exec(match[0])![0];
    const run = match[0].slice(0, match[0].length - trailing.length);
    if (!/[A-Za-z0-9]/.test(run)) continue;
    html += escapeHtml(value.slice(last, match.index)) + `<span dir="ltr">${escapeHtml(run)}</span>`;
    last = match.index + run.length;
  }
  return (html + escapeHtml(value.slice(last))).replace(/\r?\n/g, '<br>');
}

export interface EmailContent {
  /** The heading inside the e-mail. */
  heading: string;
  /** Opening paragraphs (plain text; escaped here). */
  paragraphs: readonly string[];
  /** Label/value rows, e.g. the fields of a submission. Null values read "Not given". */
  fields?: ReadonlyArray<readonly [label: string, value: string | null]>;
  /** A button link, e.g. to confirm an address. */
  action?: { label: string; url: string };
  /** Closing paragraphs. */
  closing?: readonly string[];
}

/** The academy's name, address and telephone under every e-mail. The address stays as the post needs it. */
function contactLines(locale: Locale): string[] {
  return [
    locale === 'en' ? site.name : `${site.arabicName} (${site.name})`,
    [...site.address.lines, `${site.address.city} ${site.address.postcode}`, site.address.country].join(', '),
    m.emails_layout_telephone({ phone: site.phone, email: site.email }, { locale }),
  ];
}

/**
 * Renders the academy's e-mail layout as HTML and plain text from the same content, in the
 * e-mail's language: an Arabic e-mail is right to left (html, body and every block say so, as
 * some mail clients drop the html element's attributes), with its Latin runs kept left to right.
 */
export function renderEmail(content: EmailContent, locale: Locale = 'en'): { html: string; text: string } {
  const rtl = localeDirection[locale] === 'rtl';
  const notGiven = m.emails_layout_not_given({}, { locale });
  const buttonFallback = m.emails_layout_button_fallback({}, { locale });
  const lines = contactLines(locale);
  const fieldsText = (content.fields ?? []).map(([label, value]) => `${label}: ${value ?? notGiven}`);
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(fieldsText.length ? [...fieldsText, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.closing ?? []).flatMap((p) => [p, '']),
    '--',
    ...lines,
  ].join('\n');

  const prose = rtl ? rtlParagraphHtml : paragraphHtml;
  const dir = rtl ? ' dir="rtl"' : '';
  const align = rtl ? 'right' : 'left';
  const fieldsHtml = content.fields?.length
    ? `<table role="presentation"${dir} cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%;margin:16px 0">${content.fields
        .map(
          ([label, value]) =>
            `<tr><th align="${align}" valign="top" style="border-bottom:1px solid #e2e8f0;width:38%;color:#475569;font-weight:600${rtl ? ';text-align:right' : ''}">${escapeHtml(label)}</th><td${rtl ? ' align="right" style="border-bottom:1px solid #e2e8f0;text-align:right"' : ' style="border-bottom:1px solid #e2e8f0"'}>${value === null ? `<em>${notGiven}</em>` : prose(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const url = escapeHtml(content.action?.url ?? '');
  const actionHtml = content.action
    ? `<p style="margin:24px 0"><a href="${url}" style="background:#12305c;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p><p style="font-size:13px;color:#475569">${buttonFallback} ${rtl ? `<span dir="ltr">${url}</span>` : url}</p>`
    : '';
  const name = locale === 'en' ? site.name : site.arabicName;
  const html = rtl
    ? `<!doctype html><html lang="${locale}" dir="rtl"><head><meta charset="utf-8"><title>${escapeHtml(content.heading)}</title></head>
<body dir="rtl" style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;direction:rtl;text-align:right">
<div dir="rtl" style="max-width:640px;margin:0 auto;background:#ffffff;direction:rtl;text-align:right">
<div dir="rtl" style="background:#12305c;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold">${escapeHtml(name)}</div>
<div dir="rtl" style="padding:24px;text-align:right">
<h1 style="font-size:20px;margin:0 0 16px">${prose(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="line-height:1.7">${prose(p)}</p>`).join('\n')}
${fieldsHtml}${actionHtml}
${(content.closing ?? []).map((p) => `<p style="line-height:1.7">${prose(p)}</p>`).join('\n')}
</div>
<div dir="rtl" style="padding:16px 24px;background:#e8eef7;font-size:13px;color:#334155;text-align:right">${lines.map(prose).join('<br>')}</div>
</div></body></html>`
    : `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:640px;margin:0 auto;background:#ffffff">
<div style="background:#12305c;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold">${escapeHtml(name)}</div>
<div style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="line-height:1.5">${paragraphHtml(p)}</p>`).join('\n')}
${fieldsHtml}${actionHtml}
${(content.closing ?? []).map((p) => `<p style="line-height:1.5">${paragraphHtml(p)}</p>`).join('\n')}
</div>
<div style="padding:16px 24px;background:#e8eef7;font-size:13px;color:#334155">${lines.map(escapeHtml).join('<br>')}</div>
</div></body></html>`;
  return { html, text };
}
