import { useEffect, type ReactNode } from 'react';

/**
 * An island's root on both sides: it renders its child and reports the first commit, which
 * the browser waits for before replaying a click made before hydration. The same wrapper on
 * the server keeps the two trees (and so `useId`) identical.
 */
export function IslandRoot({ children, onCommit }: { children: ReactNode; onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return children;
}
