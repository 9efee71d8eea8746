import { createContext, use, type ComponentProps, type ReactNode } from 'react';
import type { Locale } from '@domain/locale';
import { IslandRoot } from './island-root';
import type { HydrateWhen, IslandComponent, IslandName } from './island-registry';

/**
 * What the prerender provides: a record of the islands a page uses, a fresh id per island and
 * `renderToString` (passed in, so the browser bundle never carries React's server renderer).
 */
export interface IslandPrerender {
  /** The page's language, which each island's own root provides again. */
  locale: Locale;
  used: Map<IslandName, HydrateWhen>;
  nextId(): string;
  renderToString(element: ReactNode, options: { identifierPrefix: string }): string;
}

export const IslandPrerenderContext = createContext<IslandPrerender | null>(null);

interface IslandProps<Name extends IslandName> {
  name: Name;
  component: IslandComponent<Name>;
  /** Serialised into the HTML; must be plain JSON. */
  props: ComponentProps<IslandComponent<Name>>;
  when: HydrateWhen;
}

/**
 * An interactive part of a prerendered page. While prerendering it renders the component as a
 * root of its own (so its ids match the browser's `hydrateRoot`) inside a marked element that
 * carries its name, props and id prefix; web/src/islands/hydrate-islands.ts hydrates it there.
 * In the client-rendered staff app it simply renders the component.
 */
export function Island<Name extends IslandName>({ name, component, props, when }: IslandProps<Name>) {
  const prerender = use(IslandPrerenderContext);
  const Component = component as React.ComponentType<Record<string, unknown>>;
  const islandProps = props as Record<string, unknown>;
  if (!prerender) {
    return (
      <div className="contents">
        <Component {...islandProps} />
      </div>
    );
  }
  prerender.used.set(name, prerender.used.get(name) === 'load' ? 'load' : when);
  const idPrefix = prerender.nextId();
  const html = prerender.renderToString(
    <IslandRoot locale={prerender.locale}>
      <Component {...islandProps} />
    </IslandRoot>,
    { identifierPrefix: idPrefix },
  );
  return (
    <div
      className="contents"
      data-island={name}
      data-island-when={when}
      data-island-id={idPrefix}
      data-island-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
