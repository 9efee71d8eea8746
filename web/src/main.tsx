import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { overwriteGetLocale } from '@i18n/runtime';
import { AppRoutes, preloadPath, preloadStaffScreens } from '@/app/app-routes';
import { localeOfPath } from '@domain/locale';

/**
 * The client-rendered app (/auth, /admin, and the applicant's space at /applicant and
 * /ar/applicant): the server sends its shell, and it renders in the browser.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  // The URL alone says the language (domain/locale.ts): Paraglide's messages follow the current
  // address, as the screens' LocaleProvider does (app-routes.tsx).
  overwriteGetLocale(() => localeOfPath(window.location.pathname));
  // The current screen's chunk first, so the first render has it: no loading flash.
  await preloadPath(window.location.pathname);
  createRoot(container).render(
    <StrictMode>
      {/* A screen change commits at once (decision 106): held in a transition, the old screen and
          its fields stayed on show under the new address while the new screen's code loaded,
          and whatever was typed there was wiped when the new screen arrived. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
  // Then every other screen, so following a link rarely shows "Loading…".
  void preloadStaffScreens();
}

void start();
