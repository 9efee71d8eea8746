import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, isPrerenderedFor, preloadOnLinkIntent, preloadPath } from '@/app/app-routes';
import './styles.css';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  // The current page's chunk first, so the first render has it: no flash, no mismatch.
  await preloadPath(window.location.pathname);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  // Hydrate only HTML prerendered for this very path (or the not-found page at a path no
  // route takes); the SPA fallback shell, or any other page's HTML, is rendered afresh instead.
  if (isPrerenderedFor(container.dataset.prerenderedPath, window.location.pathname)) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  preloadOnLinkIntent();
}

void start();
