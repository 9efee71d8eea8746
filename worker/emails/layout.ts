import { site } from '../../domain/site';

/** The words of every e-mail's frame (decision 101). */
const messages = {
  notGiven: 'Not given',
  buttonFallback: 'If the button does not work, copy this address into your browser:',
  telephone: (phone: string, email: string) => `Telephone ${phone} · ${email}`,
} as const;

/** How the e-mails to applicants end. */
export const admissionsSignOff = ['With best wishes,', `The Admissions Team, ${site.name}`] as const;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML. Every piece of user text goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Escaped text with its line breaks kept. */
function paragraphHtml(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
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

const contactLines = [
  site.name,
  [...site.address.lines, `${site.address.city} ${site.address.postcode}`, site.address.country].join(', '),
  messages.telephone(site.phone, site.email),
];

/** Renders the academy's e-mail layout as HTML and plain text from the same content. */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  const fieldsText = (content.fields ?? []).map(([label, value]) => `${label}: ${value ?? messages.notGiven}`);
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(fieldsText.length ? [...fieldsText, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.closing ?? []).flatMap((p) => [p, '']),
    '--',
    ...contactLines,
  ].join('\n');

  const fieldsHtml = content.fields?.length
    ? `<table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%;margin:16px 0">${content.fields
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top" style="border-bottom:1px solid #e2e8f0;width:38%;color:#475569;font-weight:600">${escapeHtml(label)}</th><td style="border-bottom:1px solid #e2e8f0">${value === null ? `<em>${messages.notGiven}</em>` : paragraphHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const actionHtml = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#12305c;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p><p style="font-size:13px;color:#475569">${messages.buttonFallback} ${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:640px;margin:0 auto;background:#ffffff">
<div style="background:#12305c;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold">${escapeHtml(site.name)}</div>
<div style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="line-height:1.5">${paragraphHtml(p)}</p>`).join('\n')}
${fieldsHtml}${actionHtml}
${(content.closing ?? []).map((p) => `<p style="line-height:1.5">${paragraphHtml(p)}</p>`).join('\n')}
</div>
<div style="padding:16px 24px;background:#e8eef7;font-size:13px;color:#334155">${contactLines.map(escapeHtml).join('<br>')}</div>
</div></body></html>`;
  return { html, text };
}
