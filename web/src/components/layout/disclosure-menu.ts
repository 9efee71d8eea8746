import { useEffect, type RefObject } from 'react';

/** Closes a menu (a <details>); with `restoreFocus`, focus goes back to its summary. */
export function closeMenu(
  details: HTMLDetailsElement,
  { restoreFocus = false }: { restoreFocus?: boolean } = {},
): void {
  if (!details.open) return;
  details.open = false;
  if (restoreFocus) details.querySelector<HTMLElement>(':scope > summary')?.focus();
}

/**
 * What the header's menus gain once their island has hydrated (without it they are plain
 * <details> disclosures, which open and close on their own): Escape closes the open ones,
 * returning focus to the summary when it was inside, and a press anywhere outside `root`
 * closes them too. `selector` names the menus; `root` itself counts when it matches.
 */
export function useDismissOnEscapeOrOutside(root: RefObject<HTMLElement | null>, selector: string): void {
  useEffect(() => {
    const openMenus = (): HTMLDetailsElement[] => {
      const element = root.current;
      if (!element) return [];
      const candidates = [...(element.matches(selector) ? [element] : []), ...element.querySelectorAll(selector)];
      return candidates.filter(
        (candidate): candidate is HTMLDetailsElement => candidate instanceof HTMLDetailsElement && candidate.open,
      );
    };
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      for (const details of openMenus()) closeMenu(details, { restoreFocus: details.contains(document.activeElement) });
    }
    function onPointerDown(event: PointerEvent) {
      const element = root.current;
      if (!element || (event.target instanceof Node && element.contains(event.target))) return;
      for (const details of openMenus()) closeMenu(details);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [root, selector]);
}
