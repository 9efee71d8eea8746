import { routeByPath, routeText, type PublicPath } from '@/config/routes';
import { localeOfPath, localizedPath, locales, openGraphLocale, pathWithoutLocale, type Locale } from '@domain/locale';
import { site } from '@domain/site';

export interface DocumentHead {
  title: string;
  description: string;
  /** Absolute URL; only public, indexable pages have one. */
  canonical?: string;
  noindex?: boolean;
  /** The page's language (English when absent). */
  locale?: Locale;
  /** The same page in every language, for hreflang; only public pages have them. */
  alternates?: ReadonlyArray<{ hreflang: Locale | 'x-default'; href: string }>;
}

const siteName: Record<Locale, string> = { en: site.name, ar: site.arabicName };

const notFoundHead: Record<Locale, { title: string; description: string }> = {
  en: { title: 'Page Not Found', description: 'The page you were looking for could not be found.' },
  ar: { title: 'الصفحة غير موجودة', description: 'تعذّر العثور على الصفحة التي تبحث عنها.' },
};

function absoluteUrl(path: string): string {
  return site.siteUrl + path;
}

const staffHeads: Record<string, { title: string; description: string }> = {
  '/auth': { title: 'Sign In', description: `Staff sign-in for ${site.name}.` },
  '/auth/confirm': { title: 'Confirm Email', description: `Confirm a staff account of ${site.name}.` },
  '/admin': { title: 'Admin Dashboard', description: `Admissions dashboard of ${site.name}.` },
  '/applicant': { title: 'Your Application Space', description: `Where your application to ${site.name} stands.` },
  '/applicant/sign-in': { title: 'Signing In', description: `Sign in to your application space at ${site.name}.` },
  '/applicant/guardian': {
    title: 'Confirm an Acceptance',
    description: `A parent or guardian confirms an acceptance of a place at ${site.name}.`,
  },
};

/** The applicant's space in Arabic; the staff screens have no Arabic (/ar/admin is not found). */
const arabicStaffHeads: Record<string, { title: string; description: string }> = {
  '/ar/applicant': { title: 'مساحة طلبك', description: `تابِع المرحلة التي بلغها طلب التحاقك ب${site.arabicName}.` },
  '/ar/applicant/sign-in': {
    title: 'جارٍ تسجيل الدخول',
    description: `سجّل الدخول إلى مساحة طلبك في ${site.arabicName}.`,
  },
  '/ar/applicant/guardian': {
    title: 'تأكيد القبول',
    description: `يؤكد أحد الوالدين أو وليّ الأمر قبول مقعد في ${site.arabicName}.`,
  },
};

export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function headForPath(pathname: string): DocumentHead {
  const path = normalizePath(pathname);
  const locale = localeOfPath(path);
  const route = routeByPath(pathWithoutLocale(path));
  if (route) {
    const text = routeText(route.path as PublicPath, locale);
    if (route.indexed === false)
      return { title: `${text.title} | ${siteName[locale]}`, description: text.description, noindex: true, locale };
    return {
      title: `${text.title} | ${siteName[locale]}`,
      description: text.description,
      canonical: absoluteUrl(localizedPath(route.path, locale)),
      locale,
      alternates: [
        ...locales.map((hreflang) => ({ hreflang, href: absoluteUrl(localizedPath(route.path, hreflang)) })),
        { hreflang: 'x-default' as const, href: absoluteUrl(route.path) },
      ],
    };
  }
  const staff = locale === 'en' ? staffHeads[path] : arabicStaffHeads[path];
  if (staff) {
    const head = { title: `${staff.title} | ${siteName[locale]}`, description: staff.description, noindex: true };
    return locale === 'en' ? head : { ...head, locale };
  }
  const notFound = notFoundHead[locale];
  return { title: `${notFound.title} | ${siteName[locale]}`, description: notFound.description, noindex: true, locale };
}

/** The same tags the prerender writes, kept in step on client-side navigation. */
export function applyHead(head: DocumentHead): void {
  document.title = head.title;
  setMeta('name', 'description', head.description);
  setMeta('name', 'robots', head.noindex ? 'noindex' : null);
  setMeta('property', 'og:title', head.title);
  setMeta('property', 'og:description', head.description);
  setMeta('property', 'og:url', head.canonical ?? null);
  setMeta('property', 'og:type', 'website');
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (head.canonical) {
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = head.canonical;
  } else {
    canonical?.remove();
  }
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The head tags as HTML, for the prerendered files. */
export function renderHeadTags(head: DocumentHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    ...(head.alternates ?? []).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}" />` : '',
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(siteName[head.locale ?? 'en'])}" />`,
    head.locale ? `<meta property="og:locale" content="${openGraphLocale[head.locale]}" />` : '',
    ...(head.alternates ?? [])
      .filter(({ hreflang }) => hreflang !== 'x-default' && hreflang !== head.locale)
      .map(
        ({ hreflang }) => `<meta property="og:locale:alternate" content="${openGraphLocale[hreflang as Locale]}" />`,
      ),
  ];
  return tags.filter(Boolean).join('\n    ');
}
