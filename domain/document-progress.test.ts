import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATES } from './document-checklist';
import { documentsComplete, incompleteRequiredItems, outstandingItems } from './document-progress';

describe('where an application’s documents stand', () => {
  it('is complete when every required item is uploaded or accepted, whatever the optional ones', () => {
    expect(
      documentsComplete([
        { required: true, state: 'uploaded' },
        { required: true, state: 'accepted' },
        { required: false, state: 'missing' },
      ]),
    ).toBe(true);
    for (const state of DOCUMENT_STATES.filter((s) => s !== 'uploaded' && s !== 'accepted')) {
      expect(
        documentsComplete([
          { required: true, state: 'accepted' },
          { required: true, state },
        ]),
        state,
      ).toBe(false);
    }
  });

  it('asks for the required items missing, rejected or refused, never one being scanned nor an optional one', () => {
    const items = [
      { key: 'a', required: true, state: 'missing' },
      { key: 'b', required: true, state: 'rejected' },
      { key: 'c', required: true, state: 'refused' },
      { key: 'd', required: true, state: 'scanning' },
      { key: 'e', required: true, state: 'uploaded' },
      { key: 'f', required: false, state: 'missing' },
    ] as const;
    expect(outstandingItems(items).map((item) => item.key)).toEqual(['a', 'b', 'c']);
  });

  it('counts every required item not uploaded or accepted as keeping an offer from being complete, a scanning one too', () => {
    const items = [
      { key: 'a', required: true, state: 'missing' },
      { key: 'b', required: true, state: 'scanning' },
      { key: 'c', required: true, state: 'uploaded' },
      { key: 'd', required: true, state: 'accepted' },
      { key: 'e', required: true, state: 'rejected' },
      { key: 'f', required: true, state: 'refused' },
      { key: 'g', required: false, state: 'missing' },
    ] as const;
    expect(incompleteRequiredItems(items).map((item) => item.key)).toEqual(['a', 'b', 'e', 'f']);
  });
});
