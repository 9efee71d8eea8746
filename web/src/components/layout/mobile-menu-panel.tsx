import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { ButtonLink } from '@/components/ui/button';
import { AuthLink } from './auth-link';
import { dropdownMenus, isCurrent, otherLinks } from './nav-links';

const linkClass =
  'block rounded-md px-3 py-2.5 text-base text-foreground hover:bg-muted hover:text-primary aria-[current=page]:font-semibold aria-[current=page]:text-primary';

/** The open mobile menu: its own chunk, fetched when the menu button is first approached. */
export default function MobileMenuPanel({ currentPath, onNavigate }: { currentPath: string; onNavigate: () => void }) {
  const current = (to: string) => (isCurrent(currentPath, to) ? 'page' : undefined);
  return (
    <nav aria-label="Main" className="mx-auto max-w-6xl px-4 py-2">
      <Accordion type="single" collapsible>
        {dropdownMenus.map((menu) => (
          <AccordionItem key={menu.id} value={menu.id}>
            <AccordionTrigger className="text-base">{menu.label}</AccordionTrigger>
            <AccordionContent>
              <ul>
                {menu.links.map((link) => (
                  <li key={link.to}>
                    <a href={link.to} onClick={onNavigate} aria-current={current(link.to)} className={linkClass}>
                      {link.label}
                    </a>
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
            <a href={link.to} onClick={onNavigate} aria-current={current(link.to)} className={linkClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 py-4 sm:flex-row">
        <ButtonLink variant="accent" size="lg" className="sm:flex-1" href="/apply" onClick={onNavigate}>
          Apply Now
        </ButtonLink>
        <AuthLink variant="mobile" onNavigate={onNavigate} className="h-12 sm:flex-1" />
      </div>
    </nav>
  );
}
