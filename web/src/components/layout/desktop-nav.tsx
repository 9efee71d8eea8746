import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, type FocusEvent, type MouseEvent, type PointerEvent, type SyntheticEvent } from 'react';
import { m } from '@i18n/messages';
import { useLocale } from '@/lib/locale';
import { cn } from '@/lib/cn';
import { closeMenu, useDismissOnEscapeOrOutside } from './disclosure-menu';
import { dropdownMenus, isCurrent, otherLinks } from './nav-links';

/** docs/spec.md §2.2 and §9: 200 ms hover delay, 300 ms skip delay. */
const HOVER_DELAY_MS = 200;
const SKIP_DELAY_MS = 300;
/** A pointer that leaves a menu it opened by hovering has this long to come back. */
const CLOSE_DELAY_MS = 150;

/** Exclusive <details>: the browser itself keeps one menu open, with or without this script. */
const MENU_GROUP = 'site-menu';

const triggerClass =
  'inline-flex h-10 cursor-pointer list-none items-center gap-1 whitespace-nowrap rounded-md px-1.5 text-sm font-semibold text-foreground transition-colors select-none hover:bg-muted hover:text-primary xl:px-3 [&::-webkit-details-marker]:hidden';

const menuLinkClass =
  'block rounded-md px-3 py-2 text-sm text-foreground hover:bg-muted hover:text-primary aria-[current=page]:font-semibold aria-[current=page]:text-primary';

/**
 * The desktop menus (docs/spec.md §2.2). Each is a <details> disclosure whose links are in the
 * prerendered HTML, so the menus open and every link works before this island's script has
 * loaded, or without JavaScript at all. Once hydrated it adds what a script can: opening on
 * hover (with the spec's delays), Escape, closing on a press outside or when focus leaves.
 * `currentPath` marks the page being shown: a prop, because each island renders alone.
 */
export function DesktopNav({ currentPath, className }: { currentPath: string; className?: string }) {
  const locale = useLocale();
  const navRef = useRef<HTMLElement>(null);
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);
  const lastClosedAt = useRef(0);
  /** Menus opened by hovering: they close when the pointer leaves, and a click keeps them open. */
  const hoverOpened = useRef(new WeakSet<HTMLDetailsElement>());

  useDismissOnEscapeOrOutside(navRef, 'details[data-menu]');
  useEffect(
    () => () => {
      window.clearTimeout(openTimer.current);
      window.clearTimeout(closeTimer.current);
    },
    [],
  );

  const openMenus = () => [...(navRef.current?.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]') ?? [])];

  function onToggle(event: SyntheticEvent<HTMLDetailsElement>) {
    const details = event.currentTarget;
    if (details.open) {
      // For browsers without exclusive <details name>: one menu open at a time.
      for (const other of openMenus()) if (other !== details) other.open = false;
    } else {
      hoverOpened.current.delete(details);
      lastClosedAt.current = Date.now();
    }
  }

  function onPointerEnter(event: PointerEvent<HTMLDetailsElement>) {
    if (event.pointerType !== 'mouse') return;
    const details = event.currentTarget;
    window.clearTimeout(closeTimer.current);
    window.clearTimeout(openTimer.current);
    if (details.open) return;
    const openByHover = () => {
      hoverOpened.current.add(details);
      details.open = true;
    };
    // Moving from one menu to the next opens it at once; a first hover waits a moment.
    const skipDelay = openMenus().length > 0 || Date.now() - lastClosedAt.current < SKIP_DELAY_MS;
    if (skipDelay) openByHover();
    else openTimer.current = window.setTimeout(openByHover, HOVER_DELAY_MS);
  }

  function onPointerLeave(event: PointerEvent<HTMLDetailsElement>) {
    if (event.pointerType !== 'mouse') return;
    const details = event.currentTarget;
    window.clearTimeout(openTimer.current);
    if (!hoverOpened.current.has(details)) return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => closeMenu(details), CLOSE_DELAY_MS);
  }

  function onSummaryClick(event: MouseEvent<HTMLElement>) {
    window.clearTimeout(openTimer.current);
    const details = event.currentTarget.parentElement;
    if (!(details instanceof HTMLDetailsElement)) return;
    // A visitor who hovered a menu open and then clicks it means to keep it open.
    if (details.open && hoverOpened.current.has(details)) {
      event.preventDefault();
      hoverOpened.current.delete(details);
    }
  }

  function onBlur(event: FocusEvent<HTMLDetailsElement>) {
    const details = event.currentTarget;
    const next = event.relatedTarget;
    if (next instanceof Node && !details.contains(next)) closeMenu(details);
  }

  const linkClosesMenu = (event: MouseEvent<HTMLAnchorElement>) => {
    const details = event.currentTarget.closest('details');
    if (details) closeMenu(details);
  };

  return (
    <nav
      ref={navRef}
      aria-label={m.site_nav_main_label({}, { locale })}
      className={cn('relative z-40 items-center', className)}
    >
      <ul className="flex list-none items-center gap-1">
        {dropdownMenus(locale).map((menu) => {
          const wide = menu.links.length > 8;
          return (
            <li key={menu.id} className="relative">
              <details
                name={MENU_GROUP}
                data-menu={menu.id}
                className="group/menu"
                onToggle={onToggle}
                onPointerEnter={onPointerEnter}
                onPointerLeave={onPointerLeave}
                onBlur={onBlur}
              >
                <summary
                  onClick={onSummaryClick}
                  className={cn(triggerClass, 'group-open/menu:bg-muted group-open/menu:text-primary')}
                >
                  {menu.label}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 transition-transform duration-200 group-open/menu:rotate-180"
                  />
                </summary>
                {/* pt-2 rather than a margin: the pointer crosses the gap without leaving the menu. */}
                <div className={cn('absolute start-0 top-full z-50 pt-2', wide ? 'w-[28rem]' : 'w-64')}>
                  <ul
                    className={cn(
                      'grid list-none gap-0.5 rounded-lg border bg-card p-2 shadow-lg',
                      wide && 'grid-cols-2',
                    )}
                  >
                    {menu.links.map((link) => (
                      <li key={link.to}>
                        <a
                          href={link.to}
                          aria-current={isCurrent(currentPath, link.to) ? 'page' : undefined}
                          onClick={linkClosesMenu}
                          className={menuLinkClass}
                        >
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              </details>
            </li>
          );
        })}
        {otherLinks(locale).map((link) => (
          <li key={link.to}>
            <a
              href={link.to}
              aria-current={isCurrent(currentPath, link.to) ? 'page' : undefined}
              className={cn(triggerClass, 'aria-[current=page]:text-primary aria-[current=page]:underline')}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
