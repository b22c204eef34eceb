import { useEffect } from 'react';

/**
 * Rendered beside the page inside its Suspense boundary, so its effect runs once the page itself
 * is hydrated (a lazy page's boundary hydrates after the shell): from then on the server-rendered
 * page's controls take the pointer again (styles.css, `data-hydrating`, set by the server).
 */
export function HydrationDone() {
  useEffect(() => document.getElementById('root')?.removeAttribute('data-hydrating'), []);
  return null;
}
