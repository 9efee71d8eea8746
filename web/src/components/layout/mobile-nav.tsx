import { Menu, X } from 'lucide-react';
import { useRef } from 'react';
import { m } from '@i18n/messages';
import { useLocale } from '@/lib/locale';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { closeMenu, useDismissOnEscapeOrOutside } from './disclosure-menu';
import { MobileMenuPanel } from './mobile-menu-panel';

/**
 * The collapsible menu below 1024 px (docs/spec.md §2.2). A <details> disclosure with the whole
 * menu in the prerendered HTML, so it opens and its links work before this island's script has
 * loaded, or without JavaScript at all; once hydrated, Escape and a press outside close it.
 */
export function MobileNav({ currentPath }: { currentPath: string }) {
  const locale = useLocale();
  const menuRef = useRef<HTMLDetailsElement>(null);
  useDismissOnEscapeOrOutside(menuRef, 'details[data-menu="mobile"]');

  return (
    <details ref={menuRef} data-menu="mobile" className="group lg:hidden">
      <summary
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'cursor-pointer list-none select-none [&::-webkit-details-marker]:hidden',
        )}
      >
        <Menu aria-hidden="true" className="size-6! group-open:hidden" />
        <X aria-hidden="true" className="hidden size-6! group-open:block" />
        <span className="sr-only">{m.site_menu_toggle({}, { locale })}</span>
      </summary>
      <div
        id="mobile-menu"
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-background shadow-lg"
      >
        <MobileMenuPanel currentPath={currentPath} onNavigate={() => menuRef.current && closeMenu(menuRef.current)} />
      </div>
    </details>
  );
}
