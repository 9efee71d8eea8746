import { UnrecoverableError } from 'bullmq';
import { site } from '../../../domain/site';
import type { EmailKindHandler } from '../email-kind';
import { renderEmail } from '../layout';

/** This e-mail's words (decision 101); it goes to admissions, so it stays English. */
const messages = {
  subject: (count: number) => `${site.name} website: ${count === 1 ? '1 thing' : `${count} things`} going out of date`,
  heading: 'The website is going out of date',
  intro: 'This week the dashboard warns of the following. Each warning goes once someone deals with it.',
  action: 'Open the dashboard',
  why: 'This e-mail comes once a week, only when there are warnings.',
} as const;

/**
 * The weekly list of what is going out of date (decision 129): the warnings the dashboard shows,
 * written into the outbox row by core/content/stale-content.ts when there were some.
 */
export const staleContent: EmailKindHandler = {
  kind: 'stale_content',
  async render(payload, { appUrl }) {
    const warnings = payload.warnings;
    if (!Array.isArray(warnings) || warnings.length === 0 || !warnings.every((w) => typeof w === 'string'))
      throw new UnrecoverableError('outbox payload has no warnings');
    return {
      subject: messages.subject(warnings.length),
      ...renderEmail({
        heading: messages.heading,
        paragraphs: [messages.intro, ...warnings.map((warning) => `- ${warning}`)],
        action: { label: messages.action, url: new URL('/admin', appUrl).toString() },
        closing: [messages.why],
      }),
    };
  },
};
