import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuTriggerClass,
} from '@/components/ui/navigation-menu';
import { cn } from '@/lib/cn';
import { dropdownMenus, isCurrent, otherLinks } from './nav-links';

/** docs/spec.md §2.2 and §9: 200 ms hover delay, 300 ms skip delay. */
const HOVER_DELAY_MS = 200;
const SKIP_DELAY_MS = 300;

/** `currentPath` marks the page being shown: a prop, because each island renders alone. */
export function DesktopNav({ currentPath, className }: { currentPath: string; className?: string }) {
  return (
    <NavigationMenu aria-label="Main" delayDuration={HOVER_DELAY_MS} skipDelayDuration={SKIP_DELAY_MS} className={className}>
      <NavigationMenuList>
        {dropdownMenus.map((menu) => (
          <NavigationMenuItem key={menu.id} value={menu.id}>
            <NavigationMenuTrigger>{menu.label}</NavigationMenuTrigger>
            <NavigationMenuContent className={cn(menu.links.length > 8 && 'w-[28rem]')}>
              <ul className={cn('grid gap-0.5', menu.links.length > 8 && 'grid-cols-2')}>
                {menu.links.map((link) => (
                  <li key={link.to}>
                    <NavigationMenuLink asChild active={isCurrent(currentPath, link.to)}>
                      <a
                        href={link.to}
                        className="block rounded-md px-3 py-2 text-sm text-foreground hover:bg-muted hover:text-primary data-[active]:font-semibold data-[active]:text-primary"
                      >
                        {link.label}
                      </a>
                    </NavigationMenuLink>
                  </li>
                ))}
              </ul>
            </NavigationMenuContent>
          </NavigationMenuItem>
        ))}
        {otherLinks.map((link) => (
          <NavigationMenuItem key={link.to}>
            <NavigationMenuLink asChild active={isCurrent(currentPath, link.to)}>
              <a href={link.to} className={cn(navigationMenuTriggerClass, 'data-[active]:text-primary data-[active]:underline')}>
                {link.label}
              </a>
            </NavigationMenuLink>
          </NavigationMenuItem>
        ))}
      </NavigationMenuList>
    </NavigationMenu>
  );
}
