/**
 * Signs that a visitor is about to use something: pointing at it, pressing on it, touching or
 * focusing it. The islands runtime starts an island's code on them and the link prefetcher
 * fetches a page's HTML (decision 077). Browser events only, so this lives in web/, not domain/.
 */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const satisfies ReadonlyArray<
  keyof DocumentEventMap
>;

export type IntentEvent = (typeof INTENT_EVENTS)[number];
