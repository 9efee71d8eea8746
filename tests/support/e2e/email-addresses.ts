import type { Locator } from '@playwright/test';

export interface AddressProblems {
  /** Addresses in the text that are not inside a `<bdi dir="ltr">`. */
  outsideBdi: string[];
  /** Addresses that the layout broke over more than one line, with the number of lines. */
  broken: Array<{ address: string; lines: number }>;
}

/**
 * Every e-mail address in the visible text of `scope`, checked as an Arabic reader needs it:
 * set apart in a `<bdi dir="ltr">` and on one line (the element has one client rect). Hidden
 * text (a closed menu) is left out: its layout says nothing.
 */
export function addressProblems(scope: Locator): Promise<AddressProblems> {
  return scope.evaluate((root) => {
    const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
    const problems: AddressProblems = { outsideBdi: [], broken: [] };
    const checked = new Set<Element>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style') || parent.getClientRects().length === 0) continue;
      for (const [address] of (node.textContent ?? '').matchAll(ADDRESS)) {
        const bdi = parent.closest('bdi[dir="ltr"]');
        if (!bdi || bdi.textContent !== address) {
          problems.outsideBdi.push(address);
          continue;
        }
        if (checked.has(bdi)) continue;
        checked.add(bdi);
        const lines = bdi.getClientRects().length;
        if (lines !== 1) problems.broken.push({ address, lines });
      }
    }
    return problems;
  });
}

/** What addressProblems reports when every address is whole. */
export const NO_ADDRESS_PROBLEMS: AddressProblems = { outsideBdi: [], broken: [] };
