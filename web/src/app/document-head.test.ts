import { describe, expect, it } from 'vitest';
import { publicRoutes } from '@/config/routes';
import { site } from '@domain/site';
import { headForPath, normalizePath, renderHeadTags } from './document-head';

describe('headForPath', () => {
  it('gives every public route its own title, description and canonical URL', () => {
    const titles = new Set(publicRoutes.map((route) => headForPath(route.path).title));
    expect(titles.size).toBe(publicRoutes.length);
    expect(headForPath('/courses/a-level')).toEqual({
      title: `A-Level Courses | ${site.name}`,
      description: publicRoutes.find((route) => route.path === '/courses/a-level')!.description,
      canonical: `${site.siteUrl}/courses/a-level`,
    });
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
  });
});

describe('renderHeadTags', () => {
  it('escapes text so a quote or angle bracket cannot break the markup', () => {
    const html = renderHeadTags({ title: 'A "quoted" <b> & title', description: 'x', canonical: 'https://e.example/a' });
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt; &amp; title</title>');
    expect(html).toContain('<meta property="og:url" content="https://e.example/a" />');
  });
});
