import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { initI18n } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The router starts fetching the first screen's code at once, while the member's language
// catalogue arrives: two downloads side by side rather than one after the other.
const router = createRouter();
await initI18n();
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
