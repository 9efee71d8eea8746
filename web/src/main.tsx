import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadOnLinkIntent, preloadPath } from '@/app/app-routes';
import { normalizePath } from '@/app/document-head';
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
  // Hydrate only the page that was prerendered for this very path; the SPA fallback shell
  // (or any other page's HTML served for an unknown path) is rendered afresh instead.
  const prerenderedPath = container.dataset.prerenderedPath;
  if (prerenderedPath && prerenderedPath === normalizePath(window.location.pathname)) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  preloadOnLinkIntent();
}

void start();
