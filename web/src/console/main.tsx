import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app';
import { createConsoleI18n } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from console/index.html');

const i18n = createConsoleI18n();
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
createRoot(container).render(
  <StrictMode>
    <ConsoleApp i18n={i18n} />
  </StrictMode>,
);
