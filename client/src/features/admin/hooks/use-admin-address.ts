import { useSearchParams } from 'react-router';
import { readChoice, readPage, withPage } from '../../../lib/address-state';

/**
 * The admin screens keep their tab, search, filters and page in the address (?tab=users&search=..),
 * so a reload or a shared link shows the same list. Switching tabs starts the new tab afresh.
 */
export function useAdminAddress<Tab extends string>(tabs: readonly Tab[], defaultTab: Tab) {
  const [params, setParams] = useSearchParams();
  const tab = readChoice(params, 'tab', tabs, defaultTab);
  const page = readPage(params);

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
    return `?${withPage(params, target).toString()}`;
  }

  return { tab, page, read, setTab, update, hrefForPage };
}

/** What a list inside a tab needs from the address: its filters and page. */
export type AdminAddress = Pick<ReturnType<typeof useAdminAddress>, 'page' | 'read' | 'update' | 'hrefForPage'>;
