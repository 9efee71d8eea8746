import { NavigationMenu as NavigationMenuPrimitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function NavigationMenu({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return <NavigationMenuPrimitive.Root className={cn('relative z-40 flex items-center', className)} {...props} />;
}

export function NavigationMenuList({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return <NavigationMenuPrimitive.List className={cn('flex list-none items-center gap-1', className)} {...props} />;
}

/**
 * Radix adds an aria-hidden, focusable "focus proxy" after an open trigger to reach content
 * placed elsewhere (a shared viewport). Each menu here renders its content right after its
 * trigger, so the natural tab order already works and the proxy, which axe rightly flags
 * (aria-hidden-focus), is taken out.
 */
export function NavigationMenuItem({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.Item>) {
  return <NavigationMenuPrimitive.Item className={cn("relative [&>span[aria-hidden='true'][tabindex='0']]:hidden", className)} {...props} />;
}

export const navigationMenuTriggerClass =
  'inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-md px-1.5 text-sm font-semibold xl:px-3 text-foreground transition-colors hover:bg-muted hover:text-primary data-[state=open]:bg-muted data-[state=open]:text-primary';

export function NavigationMenuTrigger({ className, children, ...props }: ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger className={cn(navigationMenuTriggerClass, 'group', className)} {...props}>
      {children}
      <ChevronDown aria-hidden="true" className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180" />
    </NavigationMenuPrimitive.Trigger>
  );
}

/** Rendered under its own trigger (no shared viewport), so each menu sits where it opened. */
export function NavigationMenuContent({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      className={cn(
        'absolute top-full start-0 mt-2 w-64 rounded-lg border bg-card p-2 shadow-lg data-[motion^=from-]:animate-in data-[motion^=from-]:fade-in data-[motion^=to-]:animate-out data-[motion^=to-]:fade-out',
        className,
      )}
      {...props}
    />
  );
}

export const NavigationMenuLink = NavigationMenuPrimitive.Link;
