import { lazy, type ComponentType } from 'react';
import type { PageLoader } from './page-registry';

export interface LazyPage {
  (): React.JSX.Element;
  /** Fetches the page's chunk; once done, the page renders without suspending. */
  preload(): Promise<void>;
}

/**
 * A route's page as its own chunk. Before hydrating (and before prerendering) the current
 * route's page is preloaded, so the first render already contains it and matches the
 * prerendered HTML; later navigations suspend inside a transition, keeping the old page
 * on screen until the new chunk has arrived.
 */
export function lazyPage(load: PageLoader): LazyPage {
  let Loaded: ComponentType | null = null;
  const preload = async () => {
    Loaded ??= (await load()).default;
  };
  const Suspending = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  const Page = () => (Loaded ? <Loaded /> : <Suspending />);
  return Object.assign(Page, { preload });
}
