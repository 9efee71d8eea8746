import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadPath } from '@/app/app-routes';
import { showFlashedNotice } from '@/lib/notify';

/** The staff app (/auth, /admin): the server sends its shell, and it renders in the browser. */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  // The current screen's chunk first, so the first render has it: no loading flash.
  await preloadPath(window.location.pathname);
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
  showFlashedNotice();
}

void start();
