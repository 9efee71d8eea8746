import { INTENT_EVENTS } from '@/lib/intent-events';
import { documentLocale } from '@/lib/document-locale';
import { ISLAND_PRELOADS_ID, islandModules, type IslandName } from './island-registry';
import { retype, watchTypingUntilHydrated } from './typing-before-hydration';

/** What a held click is replayed on. Links are left alone: they work before hydration. */
const CONTROLS = 'button, [role="button"], input, select, textarea, label, summary';

/** Idle islands start at the latest this long after the page's load event. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Hydrates the islands of a prerendered page (docs/decisions/077-islands.md). React and each
 * island's code are fetched only here, so a page whose islands are all `idle` loads no
 * JavaScript but this module before its load event. A click or submit that lands on an
 * island before it is hydrated is held and replayed once it is; links work without it.
 */
export function hydrateIslands(): void {
  const starts = new Map<HTMLElement, () => Promise<void>>();
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    let started: Promise<void> | null = null;
    const start = () =>
      (started ??= hydrateIsland(element).catch((error: unknown) => {
        started = null; // a failed fetch (offline) is tried again on the next intent
        console.error(`Could not start the ${element.dataset.island} island`, error);
      }));
    starts.set(element, start);
  }
  if (starts.size === 0) return;
  // Even the islands a page is for wait for its first paint: fetching and evaluating their
  // code first would hold back the page's text. Then all their modules are fetched at once.
  afterFirstPaint(() => {
    preloadModules();
    for (const [element, start] of starts) if (element.dataset.islandWhen === 'load') void start();
  });

  const waitingIsland = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('[data-island]:not([data-hydrated])') : null;

  const startFor = (island: HTMLElement | null) => (island ? starts.get(island)?.() : undefined);
  for (const type of INTENT_EVENTS) {
    document.addEventListener(type, (event) => void startFor(waitingIsland(event.target)), {
      capture: true,
      passive: true,
    });
  }

  // The last click per island is replayed; earlier ones would only toggle back and forth.
  const heldClicks = new Map<HTMLElement, HTMLElement>();
  document.addEventListener(
    'click',
    (event) => {
      const island = waitingIsland(event.target);
      // The control itself: a tap usually lands on its icon or label text.
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
      if (!island || !target || target.closest('a[href]')) return;
      event.preventDefault();
      event.stopPropagation();
      const alreadyHeld = heldClicks.has(island);
      heldClicks.set(island, target);
      if (alreadyHeld) return;
      void startFor(island)?.then(() => {
        const held = heldClicks.get(island);
        heldClicks.delete(island);
        if (island.dataset.hydrated !== undefined) held?.click();
      });
    },
    { capture: true },
  );
  // A form sent before its island is hydrated would go out as a plain GET: hold it instead.
  document.addEventListener(
    'submit',
    (event) => {
      const island = waitingIsland(event.target);
      if (!island || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      const form = event.target;
      void startFor(island)?.then(() => {
        if (island.dataset.hydrated !== undefined) form.requestSubmit();
      });
    },
    { capture: true },
  );

  afterLoadWhenIdle(() => {
    for (const [element, start] of starts) if (element.dataset.islandWhen !== 'load') void start();
  });
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName;
  const load = islandModules[name];
  if (!load) throw new Error(`No island named ${name}`);
  const [{ hydrateRoot }, { createElement, startTransition }, { IslandRoot }, { default: Component }] =
    await Promise.all([import('react-dom/client'), import('react'), import('./island-root'), load()]);
  const props = JSON.parse(element.dataset.islandProps ?? '{}') as object;
  const stopWatchingTyping = watchTypingUntilHydrated(element);
  await new Promise<void>((resolve) => {
    const island = createElement(IslandRoot, {
      locale: documentLocale(),
      onCommit: resolve,
      children: createElement(Component as React.ComponentType<object>, props),
    });
    // As a transition, React hydrates in slices of a few milliseconds and lets the browser
    // paint and answer input between them, instead of one long task for the whole form.
    startTransition(() => void hydrateRoot(element, island, { identifierPrefix: element.dataset.islandId }));
  });
  element.dataset.hydrated = '';
  retype(stopWatchingTyping());
}

/** Fetches, side by side, every module the page's `load` islands import (listed by the prerender). */
function preloadModules(): void {
  let files: unknown;
  try {
    files = JSON.parse(document.getElementById(ISLAND_PRELOADS_ID)?.textContent ?? '[]');
  } catch {
    return; // without the list the imports still load, one level at a time
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    document.head.append(link);
  }
}

/**
 * Once the page's first paint is on the screen: its `first-contentful-paint` entry, which the
 * browser records when the frame is presented. A timeout after the next frame only waits for
 * the frame's script to run, which can be before the frame is shown. Where there is no paint
 * timing, or nothing paints (a tab opened in the background), the next frame or
 * IDLE_TIMEOUT_MS will do.
 */
function afterFirstPaint(callback: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(callback, 0));
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
    setTimeout(callback, 0);
  };
  const observer = new PerformanceObserver(() => {
    if (painted()) once();
  });
  observer.observe({ type: 'paint' });
  const fallback = setTimeout(once, IDLE_TIMEOUT_MS);
}

/**
 * After the load event, the first paint and then an idle moment. The load event can come before
 * the first paint (a long page of Arabic text takes a while to lay out): the idle islands' code,
 * about 100 KB with React, would then share a slow connection with the fonts and images that
 * paint needs.
 */
function afterLoadWhenIdle(callback: () => void): void {
  const schedule = () =>
    afterFirstPaint(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(callback, 200);
    });
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
