// Its words are the catalogue's: Paraglide's messages follow the page's language.
import '@/lib/follow-document-locale';
export { AuthLink as default } from '@/components/layout/auth-link';
