import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { makeStore } from '@plein/state-store';
import '@plein/ui-kit/styles.css';
import '@plein/ui-kit/base.css';
import '@plein/layouts/styles.css';
import '@plein/building-blocks/styles.css';
import { App } from './app';

// The API is reached same-origin (`/api`, through the dev server's proxy or your own).
const store = makeStore({ transport: { baseUrl: '', host: location.host, side: 'browser' } });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      {/* Images straight from the platform (PLEIN_PLATFORM_URL at build time; see vite.config.ts). */}
      <App store={store} imageBaseUrl={__PLEIN_PLATFORM_URL__} />
    </BrowserRouter>
  </StrictMode>,
);
