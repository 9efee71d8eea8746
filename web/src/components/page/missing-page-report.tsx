import { useEffect } from 'react';

/** docs/spec.md §2.1: the missing path is logged. Renders nothing; an island for its effect. */
export function MissingPageReport() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
