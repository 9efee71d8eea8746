import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);

/** The collapsible menu below 1024 px (docs/spec.md §2.2): one accordion section open at a time. */
export function MobileNav({ currentPath }: { currentPath: string }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

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

  const preload = () => void loadPanel();

  return (
    <>
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => setOpen(!open)}
      >
        {open ? <X aria-hidden="true" className="size-6!" /> : <Menu aria-hidden="true" className="size-6!" />}
        <span className="sr-only">{open ? 'Close menu' : 'Menu'}</span>
      </Button>
      <div
        id="mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-background shadow-lg lg:hidden"
      >
        {open && (
          <Suspense fallback={<p className="px-4 py-3 text-sm text-muted-foreground">Loading menu…</p>}>
            <MobileMenuPanel currentPath={currentPath} onNavigate={() => setOpen(false)} />
          </Suspense>
        )}
      </div>
    </>
  );
}
