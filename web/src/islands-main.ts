import { hydrateIslands } from '@/islands/hydrate-islands';
import { prefetchPagesOnIntent } from '@/islands/prefetch-pages';
import { showFlashedNotice } from '@/lib/notify';

/** The public pages' only entry: prerendered HTML, whose islands hydrate on their own. */
hydrateIslands();
prefetchPagesOnIntent();
showFlashedNotice();
