import { useSearchParams } from 'react-router';

const MAX_PAGE = 100_000;

/**
 * The admin screens keep their tab, search, filters and page in the address (?tab=users&search=..),
 * so a reload or a shared link shows the same list. Switching tabs starts the new tab afresh.
 */
export function useAdminAddress<Tab extends string>(tabs: readonly Tab[], defaultTab: Tab) {
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab');
  const tab = tabs.includes(rawTab as Tab) ? (rawTab as Tab) : defaultTab;
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= MAX_PAGE ? rawPage : 1;

  function read(key: string): string {
    return params.get(key) ?? '';
  }

  function setTab(next: Tab) {
    setParams(next === defaultTab ? {} : { tab: next });
  }

  /** Changes filters; any change other than the page itself starts again from page 1. */
  function update(changes: Record<string, string | undefined>, replace = false) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace },
    );
  }

  function hrefForPage(target: number): string {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    return `?${next.toString()}`;
  }

  return { tab, page, read, setTab, update, hrefForPage };
}

/** What a list inside a tab needs from the address: its filters and page. */
export type AdminAddress = Pick<ReturnType<typeof useAdminAddress>, 'page' | 'read' | 'update' | 'hrefForPage'>;
