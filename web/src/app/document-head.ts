import { routeByPath } from '@/config/routes';
import { site } from '@domain/site';

export interface DocumentHead {
  title: string;
  description: string;
  /** Absolute URL; only public, indexable pages have one. */
  canonical?: string;
  noindex?: boolean;
}

const staffHeads: Record<string, { title: string; description: string }> = {
  '/auth': { title: 'Sign In', description: `Staff sign-in for ${site.name}.` },
  '/auth/confirm': { title: 'Confirm Email', description: `Confirm a staff account of ${site.name}.` },
  '/admin': { title: 'Admin Dashboard', description: `Admissions dashboard of ${site.name}.` },
  '/applicant': { title: 'Your Application Space', description: `Where your application to ${site.name} stands.` },
  '/applicant/sign-in': { title: 'Signing In', description: `Sign in to your application space at ${site.name}.` },
};

export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function headForPath(pathname: string): DocumentHead {
  const path = normalizePath(pathname);
  const route = routeByPath(path);
  if (route) {
    return {
      title: `${route.title} | ${site.name}`,
      description: route.description,
      canonical: site.siteUrl + (path === '/' ? '/' : path),
    };
  }
  const staff = staffHeads[path];
  if (staff) return { title: `${staff.title} | ${site.name}`, description: staff.description, noindex: true };
  return { title: `Page Not Found | ${site.name}`, description: 'The page you were looking for could not be found.', noindex: true };
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
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}" />` : '',
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
  ];
  return tags.filter(Boolean).join('\n    ');
}
