import { describe, expect, it } from 'vitest';
import { publicRoutes } from '@/config/routes';
import { site } from '@domain/site';
import { headForPath, normalizePath, renderHeadTags } from './document-head';

describe('headForPath', () => {
  it('gives every public route its own title, description and canonical URL', () => {
    const heads = publicRoutes.map((route) => headForPath(route.path));
    expect(new Set(heads.map((head) => head.title)).size).toBe(publicRoutes.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(publicRoutes.length);
    expect(headForPath('/courses/a-level')).toMatchObject({
      title: `A-Level Courses | ${site.name}`,
      description: publicRoutes.find((route) => route.path === '/courses/a-level')!.description,
      canonical: `${site.siteUrl}/courses/a-level`,
      locale: 'en',
    });
  });

  it('gives every Arabic page its own Arabic title and description, and its own canonical URL', () => {
    const heads = publicRoutes.map((route) => headForPath(route.path === '/' ? '/ar' : `/ar${route.path}`));
    expect(new Set(heads.map((head) => head.title)).size).toBe(publicRoutes.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(publicRoutes.length);
    for (const head of heads) {
      expect(head.locale).toBe('ar');
      expect(head.title).toMatch(/[\u0600-\u06FF]/);
      expect(head.description).toMatch(/[\u0600-\u06FF]/);
    }
    expect(headForPath('/ar/courses/a-level').canonical).toBe(`${site.siteUrl}/ar/courses/a-level`);
    expect(headForPath('/ar').canonical).toBe(`${site.siteUrl}/ar`);
  });

  it('links each page to itself in both languages, both ways, with English as x-default', () => {
    const expected = [
      { hreflang: 'en', href: `${site.siteUrl}/visa` },
      { hreflang: 'ar', href: `${site.siteUrl}/ar/visa` },
      { hreflang: 'x-default', href: `${site.siteUrl}/visa` },
    ];
    expect(headForPath('/visa').alternates).toEqual(expected);
    expect(headForPath('/ar/visa').alternates).toEqual(expected);
    const tags = renderHeadTags(headForPath('/ar/visa'));
    expect(tags).toContain('<link rel="alternate" hreflang="ar" href="https://');
    expect(tags).toContain('<meta property="og:locale" content="ar_AR" />');
    expect(tags).toContain('<meta property="og:locale:alternate" content="en_GB" />');
  });

  it("titles the applicant's space in its language; the staff screens have no Arabic", () => {
    expect(headForPath('/applicant')).toEqual({
      title: `Your Application Space | ${site.name}`,
      description: `Where your application to ${site.name} stands.`,
      noindex: true,
    });
    expect(headForPath('/ar/applicant')).toMatchObject({
      title: `مساحة طلبك | ${site.arabicName}`,
      noindex: true,
      locale: 'ar',
    });
    expect(headForPath('/ar/applicant/').title).toBe(`مساحة طلبك | ${site.arabicName}`);
    expect(headForPath('/ar/applicant/sign-in')).toMatchObject({
      title: `جارٍ تسجيل الدخول | ${site.arabicName}`,
      noindex: true,
      locale: 'ar',
    });
    expect(headForPath('/ar/applicant/sign-in').description).toMatch(/[\u0600-\u06FF]/);
    expect(headForPath('/ar/applicant').canonical).toBeUndefined();
    expect(headForPath('/ar/admin').title).toBe(`الصفحة غير موجودة | ${site.arabicName}`);
    expect(headForPath('/ar/auth').title).toBe(`الصفحة غير موجودة | ${site.arabicName}`);
  });

  it('treats a trailing slash as the same page', () => {
    expect(normalizePath('/about/')).toBe('/about');
    expect(normalizePath('/')).toBe('/');
    expect(headForPath('/about/').canonical).toBe(`${site.siteUrl}/about`);
  });

  it('keeps staff screens and unknown paths out of search results', () => {
    expect(headForPath('/admin').noindex).toBe(true);
    expect(headForPath('/admin').canonical).toBeUndefined();
    expect(headForPath('/nowhere')).toMatchObject({ title: `Page Not Found | ${site.name}`, noindex: true });
    expect(headForPath('/ar/nowhere')).toMatchObject({
      title: `الصفحة غير موجودة | ${site.arabicName}`,
      noindex: true,
      locale: 'ar',
    });
    expect(headForPath('/ar/admin').canonical).toBeUndefined();
  });

  it('keeps a page only a private link leads to out of search results, in both languages', () => {
    for (const path of ['/visit/manage', '/ar/visit/manage']) {
      const head = headForPath(path);
      expect(head.noindex, path).toBe(true);
      expect(head.canonical, path).toBeUndefined();
      expect(head.alternates, path).toBeUndefined();
    }
    expect(headForPath('/visit')).toMatchObject({ canonical: `${site.siteUrl}/visit` });
    expect(headForPath('/visit').noindex).toBeUndefined();
  });
});

describe('renderHeadTags', () => {
  it('escapes text so a quote or angle bracket cannot break the markup', () => {
    const html = renderHeadTags({
      title: 'A "quoted" <b> & title',
      description: 'x',
      canonical: 'https://e.example/a',
    });
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt; &amp; title</title>');
    expect(html).toContain('<meta property="og:url" content="https://e.example/a" />');
  });
});
