import './app/zodWithoutEval.js';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import './app/styles/base.css';
import './app/styles/public.css';
import './app/styles/shell.css';
import './app/styles/cards.css';
import './modules/companies/companies.css';
import './modules/search/search.css';
import './modules/users/users.css';
import { Icons } from '@blueprintjs/icons';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';

// Icons load one by one as screens show them, from a table that itself loads with the first one.
// Blueprint's icon fonts (blueprint-icons.css, 120 KB) are not declared: they only stood in for an
// icon until its drawing arrived, and they are in Blueprint's text font list, so a machine without
// the earlier system fonts fetched them before the first screen (issue 33's Lighthouse audit).
Icons.setLoaderOptions({
  loader: (name, size) =>
    import('./modules/ui/utils/iconPaths.js').then(({ loadIconPaths }) => loadIconPaths(name, size)),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
