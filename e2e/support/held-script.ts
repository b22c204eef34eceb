import type { Page } from '@playwright/test';

/**
 * Holds back the page's script, so a server-rendered page stays unhydrated until `release` is
 * called: what a shopper does meanwhile is what one on a slow phone does before React owns the page.
 */
export async function holdScript(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => { await released; await route.continue(); });
  return { release };
}
