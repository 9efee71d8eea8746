import { hydrateIslands } from '@/islands/hydrate-islands';
import { showFlashedNotice } from '@/lib/notify';

/** The public pages' only entry: prerendered HTML, whose islands hydrate on their own. */
hydrateIslands();
showFlashedNotice();
