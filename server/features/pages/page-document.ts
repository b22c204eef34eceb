/**
 * The HTML document of a page, assembled from the client build's index.html (its scripts, styles
 * and preloads) and what the server rendered: the head's tags, the app's HTML, the query state.
 */
export interface PageTemplate {
  /** Up to where the page's head tags go (the template's own title and description removed). */
  beforeHead: string;
  /** From the end of the head to the inside of #root. */
  beforeRoot: string;
  /** After #root's closing tag. */
  afterRoot: string;
}

const ROOT_OPEN = '<div id="root">';
const ROOT = `${ROOT_OPEN}</div>`;

export function parseTemplate(indexHtml: string): PageTemplate {
  const withoutOwnHead = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  const headEnd = withoutOwnHead.indexOf('</head>');
  const rootAt = withoutOwnHead.indexOf(ROOT);
  if (headEnd < 0 || rootAt < headEnd) throw new Error('index.html has no </head> followed by <div id="root"></div>');
  return {
    beforeHead: withoutOwnHead.slice(0, headEnd),
    beforeRoot: withoutOwnHead.slice(headEnd, rootAt + ROOT_OPEN.length),
    afterRoot: withoutOwnHead.slice(rootAt + ROOT.length),
  };
}

/**
 * Marks a rendered page as not yet hydrated: its controls ignore the pointer until the browser's
 * React owns them (styles.css), so a click is never lost on a button that cannot act yet. Links
 * stay live, and the browser's React removes the mark (app/layout/hydration-done.tsx).
 */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

export function pageDocument(template: PageTemplate, parts: { head: string; html: string; state?: { id: string; json: string } }): string {
  const state = parts.state ? `<script type="application/json" id="${parts.state.id}">${parts.state.json}</script>` : '';
  const beforeRoot = parts.html ? template.beforeRoot.replace(ROOT_OPEN, `<div id="root" ${HYDRATING_ATTRIBUTE}>`) : template.beforeRoot;
  return `${template.beforeHead}${parts.head}\n  ${beforeRoot}${parts.html}</div>${state}${template.afterRoot}`;
}

// What React writes before the app when it renders a fragment, not a whole document: the hoisted
// <title>, <meta> and <link> (an image preload) of the page.
const LEADING_HOISTABLES = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[^<]*<\/title>)+/;

/**
 * Moves React's hoisted tags from the start of the app's HTML into the head. The <title> is dropped:
 * the head already has the page's title (the same text), and the browser's React adopts that one.
 */
export function liftHoistables(html: string): { head: string; html: string } {
  const leading = LEADING_HOISTABLES.exec(html)?.[0] ?? '';
  return { head: leading.replace(/<title>[^<]*<\/title>/g, ''), html: html.slice(leading.length) };
}
