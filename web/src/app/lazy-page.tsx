import { lazy, type ComponentType } from 'react';
import type { PageLoader } from './page-registry';

export interface LazyPage {
  (): React.JSX.Element;
  /** Fetches the page's chunk; once done, the page renders without suspending. */
  preload(): Promise<void>;
}

/**
 * A staff screen as its own chunk. The current screen's chunk is preloaded before the first
 * render, so it shows without a loading flash, and the others right after it; a navigation
 * that outruns them shows the loading status, never the old screen (decision 106).
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
