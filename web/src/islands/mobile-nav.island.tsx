// Its words are the catalogue's: Paraglide's messages follow the page's language.
import '@/lib/follow-document-locale';
export { MobileNav as default } from '@/components/layout/mobile-nav';
