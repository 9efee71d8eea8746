/**
 * News images (decision 129): each upload is resized into these widths (the news card is 480 px
 * wide, twice that for sharp screens), and the site serves them from its own origin.
 */
export const NEWS_IMAGE_WIDTHS = [480, 960] as const;
export type NewsImageWidth = (typeof NEWS_IMAGE_WIDTHS)[number];

/** The card's frame is 16:9; images are cut to it. */
export const NEWS_IMAGE_ASPECT = 16 / 9;

export const NEWS_IMAGE_PREFIX = '/media/news/';

export function newsImagePath(id: string, width: number): string {
  return `${NEWS_IMAGE_PREFIX}${id}-${width}.webp`;
}

/** Where staff upload a news image (multipart, field `image`); editors and admins only. */
export const NEWS_IMAGE_UPLOAD_PATH = '/api/content/images';
