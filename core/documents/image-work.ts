import pLimit from 'p-limit';
import type sharpModule from 'sharp';
import type { Sharp, SharpOptions } from 'sharp';

/**
 * The longest side an image document is stored at: a passport page or a report stays legible
 * printed at A4 and 250 dpi, and a 7000-pixel photo costs a quarter of the memory and time.
 */
export const MAX_IMAGE_SIDE = 3000;

/**
 * Images decoded at once in this process. A decode holds its pixels (about 55 MB at the largest
 * side above, see docs/decisions/123-upload-limits.md) and a core; the server has two of each to
 * share with every other request, so a burst of photos waits in line instead.
 */
const IMAGES_AT_ONCE = 1;
const inLine = pLimit(IMAGES_AT_ONCE);

// Loaded on the first image, not at start-up: libvips adds about 20 MB to a process that may never see one.
let loaded: Promise<typeof sharpModule> | undefined;
function loadSharp() {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // Each document is decoded once: libvips's cache of operations would only hold memory.
    sharp.cache(false);
    // One libvips thread an image (its default on glibc already; said here for every platform).
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}

/** Runs `work` on `input` when this process's one image slot is free. */
export function withImageSlot<T>(input: Buffer, options: SharpOptions, work: (image: Sharp) => Promise<T>): Promise<T> {
  return inLine(async () => work((await loadSharp())(input, options)));
}
