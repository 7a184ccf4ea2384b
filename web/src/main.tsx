import './app/zodWithoutEval.js';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import '@blueprintjs/table/lib/css/table.css';
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
Icons.setLoaderOptions({
  loader: (name, size) =>
    import('./modules/ui/utils/iconPaths.js').then(({ loadIconPaths }) => loadIconPaths(name, size)),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
