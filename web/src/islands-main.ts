import { hydrateIslands } from '@/islands/hydrate-islands';
import { prefetchPagesOnIntent } from '@/islands/prefetch-pages';
import { followDocumentLocale } from '@/lib/document-locale';
import { showFlashedNotice } from '@/lib/notify';

/** The public pages' only entry: prerendered HTML, whose islands hydrate on their own. */
followDocumentLocale();
hydrateIslands();
prefetchPagesOnIntent();
showFlashedNotice();
