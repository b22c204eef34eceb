import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { hydrateQueries, STATE_ELEMENT_ID } from './app/ssr/query-state';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
const state = document.getElementById(STATE_ELEMENT_ID);
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// A page the server rendered (issue 27) comes with its data: hydrate both, no request follows the load.
if (state?.textContent && root.firstElementChild) {
  hydrateQueries(queryClient, state.textContent);
  hydrateRoot(root, app, {
    // Production React stays silent about mismatches; say so, so the end-to-end tests see them.
    onRecoverableError: (error) => console.error('Hydration:', error),
  });
} else {
  createRoot(root).render(app);
}
