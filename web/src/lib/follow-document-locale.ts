import { overwriteGetLocale } from '@i18n/runtime';
import { documentLocale } from './document-locale';

/**
 * Imported for its effect by each island whose code calls the compiled catalogues
 * (`@i18n/messages`): Paraglide's messages follow the page's language in the browser. Their
 * calls pass `{ locale }` anyway; this is what a call without it would read. Not in the islands
 * runtime (islands-main.ts): then every page's first load would carry Paraglide's runtime, which
 * the form pages' islands, whose words arrive as props, do not need.
 */
overwriteGetLocale(documentLocale);
