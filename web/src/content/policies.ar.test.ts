/**
 * The Arabic policy pages and their neighbours: the privacy notice, terms of use, cookie
 * policy, apply, contact and not-found pages. Each page's Arabic carries the same facts as its
 * English and has the same shape, is written in Arabic wherever the English has words, and,
 * rendered in Arabic, shows no English prose and links to the Arabic pages.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@/lib/locale';
import { PrivacyNoticeLink } from '@/components/content/privacy-notice-link';
import { privacyNoticeMessages } from '@/components/content/privacy-notice-link.messages';
import { Breadcrumbs, courseCrumbs } from '@/components/page/breadcrumbs';
import { CallToAction } from '@/components/page/call-to-action';
import { IslandPrerenderContext, type IslandPrerender } from '@/islands/island';
import ApplyPage from '@/pages/apply-page';
import ContactPage from '@/pages/contact-page';
import CookiesPage from '@/pages/cookies-page';
import NotFoundPage from '@/pages/not-found-page';
import PrivacyPage from '@/pages/privacy-page';
import TermsPage from '@/pages/terms-page';
import type { Locale } from '@domain/locale';
import { RETENTION_KINDS } from '@domain/retention-periods';
import { site } from '@domain/site';
import { applyContent, applySteps } from './apply';
import { applyContentAr, applyStepsAr } from './apply.ar';
import { contactContent } from './contact';
import { contactContentAr } from './contact.ar';
import { factDifferences } from './fact-parity';
import { notFoundContent } from './not-found';
import { notFoundContentAr } from './not-found.ar';
import { controller, cookiesContent, privacyNoticeContent, termsContent } from './privacy';
import { cookiesContentAr, privacyNoticeContentAr, termsContentAr } from './privacy.ar';

interface PageUnderTest {
  path: string;
  Page: ComponentType;
  english: object;
  arabic: object;
}

/** Functions in the content (the apply page's "Step 1: ") are compared by what they return. */
const withStepLabel = <T extends { stepLabel: (step: number) => string }>(content: T) => ({
  ...content,
  stepLabel: content.stepLabel(1),
});

const pages: PageUnderTest[] = [
  { path: '/privacy', Page: PrivacyPage, english: privacyNoticeContent, arabic: privacyNoticeContentAr },
  { path: '/terms', Page: TermsPage, english: termsContent, arabic: termsContentAr },
  { path: '/cookies', Page: CookiesPage, english: cookiesContent, arabic: cookiesContentAr },
  {
    path: '/apply',
    Page: ApplyPage,
    english: { ...withStepLabel(applyContent), steps: applySteps },
    arabic: { ...withStepLabel(applyContentAr), steps: applyStepsAr },
  },
  { path: '/contact', Page: ContactPage, english: contactContent, arabic: contactContentAr },
  { path: '/404', Page: NotFoundPage, english: notFoundContent, arabic: notFoundContentAr },
];

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;

/** Where the Arabic differs in shape from the English (keys, list lengths), or has no Arabic where the English has words. */
function shapeProblems(english: unknown, arabic: unknown, path: string, problems: string[] = []): string[] {
  if (typeof english === 'string') {
    if (typeof arabic !== 'string') problems.push(`${path}: not a string`);
    else if (/[A-Za-z]{2}/.test(english) && !ARABIC_LETTER.test(arabic))
      problems.push(`${path}: no Arabic in "${arabic}"`);
    else if (ARABIC_INDIC_DIGIT.test(arabic)) problems.push(`${path}: Arabic-Indic digits in "${arabic}"`);
  } else if (Array.isArray(english)) {
    if (!Array.isArray(arabic) || arabic.length !== english.length)
      problems.push(`${path}: not a list of ${english.length}`);
    else english.forEach((item, index) => shapeProblems(item, arabic[index], `${path}[${index}]`, problems));
  } else if (english && typeof english === 'object') {
    if (!arabic || typeof arabic !== 'object') {
      problems.push(`${path}: not an object`);
    } else {
      const keys = Object.keys(english).sort();
      if (JSON.stringify(Object.keys(arabic).sort()) !== JSON.stringify(keys)) problems.push(`${path}: keys differ`);
      for (const key of keys)
        shapeProblems(
          english[key as keyof typeof english],
          arabic[key as keyof typeof arabic],
          `${path}.${key}`,
          problems,
        );
    }
  }
  return problems;
}

/** A page as the prerender renders it: in its language, with each island's own HTML left out. */
function render(node: ReactNode, locale: Locale): string {
  const islands: IslandPrerender = { locale, used: new Map(), nextId: () => 'i-', renderToString: () => '' };
  return renderToStaticMarkup(
    createElement(
      IslandPrerenderContext,
      { value: islands },
      createElement(LocaleProvider, { locale, children: node }),
    ),
  );
}

/** The text a reader meets: element text plus alt and aria-label attributes. */
function readableText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:alt|aria-label)="([^"]*)"/g)].map((match) => match[1]);
  return [html.replace(/<[^>]+>/g, ' '), ...attributes]
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'");
}

/**
 * Latin script an Arabic policy page may show: the academy's legal name, postal address and
 * e-mail addresses, the regulation and the regulator, the ICO's web address, the cookies' own
 * names, the zip and PDF formats, SHA-256, the IP in "عنوان IP", the CAS (the Home Office's own
 * name for the confirmation a visa application quotes), and the /ar address of the Arabic pages.
 */
const latinAllowed = [
  site.name,
  ...site.address.lines,
  site.address.city,
  site.address.postcode,
  site.address.country,
  site.email,
  controller.contactEmail,
  'ico.org.uk',
  'UK GDPR',
  'ICO',
  'Z0000000',
  '__Host-applicant_session',
  '__Host-session',
  'applicant_session',
  'session',
  'https',
  'zip',
  'PDF',
  'SHA-256',
  'IP',
  'CAS',
  '/ar',
];

function englishLeftIn(text: string): string[] {
  let rest = text;
  for (const allowed of [...latinAllowed].sort((a, b) => b.length - a.length)) rest = rest.split(allowed).join(' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

describe.each(pages)('$path in Arabic', ({ path, Page, english, arabic }) => {
  it('carries the same facts as the English: amounts, numbers, e-mail and web addresses', () => {
    expect(factDifferences(english, arabic)).toEqual({ onlyEnglish: [], onlyArabic: [] });
  });

  it('has the shape of the English, in Arabic wherever the English has words, with Western digits', () => {
    expect(shapeProblems(english, arabic, path)).toEqual([]);
  });

  it('renders with no English prose left', () => {
    const html = render(createElement(Page), 'ar');
    expect(englishLeftIn(readableText(html))).toEqual([]);
    expect(html).not.toMatch(ARABIC_INDIC_DIGIT);
  });

  it('links to other public pages in Arabic', () => {
    const html = render(createElement(Page), 'ar');
    const internal = [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]!);
    expect(internal.filter((href) => href !== '/ar' && !href.startsWith('/ar/'))).toEqual([]);
  });
});

describe('the English pages keep their words', () => {
  it('privacy notice', () => {
    const html = render(createElement(PrivacyPage), 'en');
    for (const text of [
      'What we collect and why',
      '<dt class="font-semibold">Lawful basis</dt>',
      'We never sell your data or use it for marketing without asking you first.',
      '<caption class="sr-only">Retention periods</caption>',
      'Kept for',
      'An application is closed when it is declined or withdrawn; until then we keep it, and our staff review open applications that are older than the contact period.',
      'You have the right:',
      `${site.name}, ${site.address.lines.join(', ')}, ${site.address.city} ${site.address.postcode}.`,
      'How this website uses cookies is in our <a href="/cookies"',
      '<span data-retention="contacts">2 years</span>',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('apply, contact and not-found pages', () => {
    expect(render(createElement(ApplyPage), 'en')).toContain('<span class="sr-only">Step 1: </span>Apply</h3>');
    const contact = render(createElement(ContactPage), 'en');
    for (const text of [
      '>Contact Us</h1>',
      'Get in Touch',
      '>Address</h3>',
      '>Phone</h3>',
      '>Email</h3>',
      '>Office Hours</h3>',
      '10:00 AM-2:00 PM',
    ]) {
      expect(contact).toContain(text);
    }
    const notFound = render(createElement(NotFoundPage), 'en');
    expect(readableText(notFound)).toContain('404:  Oops! Page not found');
    expect(notFound).toContain('href="/"');
    expect(notFound).toContain('Return to Home');
  });

  it('the cookie policy lists only the cookies the site sets and mentions no translation widget', () => {
    expect(cookiesContent.cookies.map((cookie) => cookie.name.split(' ')[0])).toEqual(['session', 'applicant_session']);
    const html = render(createElement(CookiesPage), 'en');
    expect(html).not.toMatch(/google|googtrans|widget/i);
    expect(html).toContain('This website loads no scripts from other companies');
  });
});

describe('the Arabic pages', () => {
  it('name the same cookies, in the same order', () => {
    expect(cookiesContentAr.cookies.map((cookie) => cookie.name.split(' ')[0])).toEqual(
      cookiesContent.cookies.map((cookie) => cookie.name.split(' ')[0]),
    );
    for (const [index, cookie] of cookiesContent.cookies.entries()) {
      expect(cookiesContentAr.cookies[index]!.name).toContain(/__Host-\w+/.exec(cookie.name)![0]);
    }
  });

  it('say the retention periods in Arabic and give every kind of record a label', () => {
    const html = render(createElement(PrivacyPage), 'ar');
    expect(html).toContain('<span data-retention="contacts">سنتان</span>');
    expect(html).toContain('<span data-retention="closedApplications">سنة واحدة</span>');
    expect(html).toContain('<span data-retention="drafts">شهر واحد</span>');
    expect(html).toContain('<span data-retention="emailRecords">3 أشهر</span>');
    expect(Object.keys(privacyNoticeContentAr.retentionLabels).sort()).toEqual([...RETENTION_KINDS].sort());
    expect(html).toContain(`href="mailto:${controller.contactEmail}"`);
  });

  it('send the not-found page home to the Arabic home page', () => {
    const html = render(createElement(NotFoundPage), 'ar');
    expect(html).toContain('href="/ar"');
    expect(html).toContain(notFoundContentAr.heading);
  });

  it('keep the phone number and e-mail address left to right', () => {
    const html = render(createElement(ContactPage), 'ar');
    expect(html).toContain(`<a href="${site.phoneHref}" dir="ltr"`);
    expect(html).toMatch(
      new RegExp(
        `<a href="mailto:${site.email}"[^>]*><bdi dir="ltr" class="whitespace-nowrap">${site.email}</bdi></a>`,
      ),
    );
  });
});

describe('the shared page parts in Arabic', () => {
  it('breadcrumbs lead to the Arabic home and courses pages, in Arabic, with a mirrored separator', () => {
    expect(courseCrumbs('A-Level').map((crumb) => crumb.label)).toEqual(['Home', 'Courses', 'A-Level']);
    const crumbs = courseCrumbs('A-Level', 'ar');
    expect(crumbs.map((crumb) => crumb.label)).toEqual(['الرئيسية', 'البرامج', 'A-Level']);
    const html = render(createElement(Breadcrumbs, { items: crumbs }), 'ar');
    expect(html).toContain('<nav aria-label="مسار التنقل"');
    expect(html).toContain('<a href="/ar" ');
    expect(html).toContain('<a href="/ar/courses" ');
    expect(html).toContain('rtl:-scale-x-100');
    expect(render(createElement(Breadcrumbs, { items: courseCrumbs('A-Level') }), 'en')).toContain('<a href="/" ');
  });

  it('a call to action links to site pages in the page language and to other sites as they are', () => {
    const actions = [
      { label: 'تواصل معنا', to: '/contact?enquiry=campus-visit' },
      { label: 'ادفع', to: 'https://pay.academy.example/fees' },
    ];
    const html = render(createElement(CallToAction, { title: 'عنوان', actions }), 'ar');
    expect(html).toContain('href="/ar/contact?enquiry=campus-visit"');
    expect(html).toContain('href="https://pay.academy.example/fees"');
    expect(render(createElement(CallToAction, { title: 'Title', actions }), 'en')).toContain(
      'href="/contact?enquiry=campus-visit"',
    );
  });

  it('the privacy notice beside a form is in the page language and links to its notice', () => {
    const arabic = render(
      createElement(PrivacyNoticeLink, { words: privacyNoticeMessages('الرد على استفسارك', 'ar') }),
      'ar',
    );
    expect(readableText(arabic)).toMatch(/لا نستخدم هذه البيانات إلا من أجل الرد على استفسارك\./);
    expect(arabic).toContain('href="/ar/privacy"');
    const english = render(
      createElement(PrivacyNoticeLink, { words: privacyNoticeMessages('answer your enquiry', 'en') }),
      'en',
    );
    expect(readableText(english).replace(/\s+/g, ' ')).toContain(
      'We use these details only to answer your enquiry. Read our privacy notice to see who sees them, how long we keep them and your rights.',
    );
    expect(english).toContain('href="/privacy"');
  });
});
