import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { AuthLink } from './auth-link';
import { dropdownMenus, isCurrent, otherLinks } from './nav-links';

const linkClass =
  'block rounded-md px-3 py-2.5 text-base text-foreground hover:bg-muted hover:text-primary aria-[current=page]:font-semibold aria-[current=page]:text-primary';

/** The collapsible menu below 1024 px (spec 2.2): one accordion section open at a time. */
export function MobileNav() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Choosing a link closes the menu, including links that navigate elsewhere on the page.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" className="size-6!" /> : <Menu aria-hidden="true" className="size-6!" />}
        <span className="sr-only">{open ? 'Close menu' : 'Menu'}</span>
      </Button>
      {open && (
        <div
          id="mobile-menu"
          className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-background shadow-lg lg:hidden"
        >
          <nav aria-label="Main" className="mx-auto max-w-7xl px-4 py-2">
            <Accordion type="single" collapsible>
              {dropdownMenus.map((menu) => (
                <AccordionItem key={menu.id} value={menu.id}>
                  <AccordionTrigger className="text-base">{menu.label}</AccordionTrigger>
                  <AccordionContent>
                    <ul>
                      {menu.links.map((link) => (
                        <li key={link.to}>
                          <Link to={link.to} onClick={close} aria-current={isCurrent(pathname, link.to) ? 'page' : undefined} className={linkClass}>
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
            <ul className="border-b py-2">
              {otherLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={close} aria-current={isCurrent(pathname, link.to) ? 'page' : undefined} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="flex flex-col gap-2 py-4 sm:flex-row">
              <Button asChild variant="accent" size="lg" className="sm:flex-1">
                <Link to="/apply" onClick={close}>
                  Apply Now
                </Link>
              </Button>
              <AuthLink variant="mobile" onNavigate={close} className="h-12 sm:flex-1" />
            </div>
          </nav>
        </div>
      )}
    </>
  );
}
