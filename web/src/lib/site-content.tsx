import { createContext, use, type ReactNode } from 'react';
import type { ContentBodies, ContentKind, SiteContent } from '@domain/site-content';
import { defaultSiteContent } from '@/content/site-content-defaults';

const SiteContentContext = createContext<SiteContent | null>(null);
let defaults: SiteContent | null = null;

/**
 * The published content the pages show (decision 129): the prerender passes what was last
 * published, the staff preview passes a draft, and without either the pages show the content as
 * the code writes it (which the first publication was seeded from).
 */
export function SiteContentProvider({ content, children }: { content: SiteContent | null; children: ReactNode }) {
  return <SiteContentContext value={content}>{children}</SiteContentContext>;
}

export function useSiteContent(): SiteContent {
  const content = use(SiteContentContext);
  if (content) return content;
  defaults ??= defaultSiteContent();
  return defaults;
}

/** The staff preview: the site's content with one kind replaced by a draft. */
export function SiteContentPreview<K extends ContentKind>({
  kind,
  body,
  children,
}: {
  kind: K;
  body: ContentBodies[K];
  children: ReactNode;
}) {
  defaults ??= defaultSiteContent();
  return <SiteContentContext value={{ ...defaults, [kind]: body }}>{children}</SiteContentContext>;
}
