import type { OpenApiDocument, OpenApiOperation } from './openapi-document.js';

/**
 * /api/docs: the document as one plain page, no script (the CSP allows none from elsewhere, and a
 * description needs none). Grouped by tag; each operation says who may call it, its parameters, its
 * body and its replies, schemas as indented JSON inside <details> so the page stays scannable.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const STYLE = `
:root{color-scheme:dark}
body{margin:0;background:#0a0a0a;color:#f2f2f2;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:70rem;margin:0 auto;padding:1.5rem 1rem 4rem}
h1,h2{font-family:Anton,Impact,"Arial Narrow",sans-serif;text-transform:uppercase;letter-spacing:.04em;font-weight:400}
h1{font-size:2.25rem;margin:.5rem 0}h2{font-size:1.5rem;border-bottom:2px solid #c6ff00;padding-bottom:.25rem;margin-top:3rem}
h3{font-size:1rem;margin:0;display:flex;flex-wrap:wrap;gap:.5rem;align-items:baseline}
a{color:#c6ff00}a:focus-visible,summary:focus-visible{outline:2px solid #c6ff00;outline-offset:2px}
p,dd,li{color:#d4d4d4}.muted{color:#a3a3a3}
nav ul{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0}
nav a{display:inline-block;border:1px solid #3f3f3f;padding:.15rem .5rem;text-decoration:none}
article{border:1px solid #2e2e2e;padding:1rem;margin:1rem 0;background:#111}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px}
pre{background:#000;border:1px solid #2e2e2e;padding:.75rem;overflow-x:auto;max-height:28rem;color:#e5e5e5}
.method{font-weight:700;padding:0 .4rem;border:1px solid;min-width:4rem;text-align:center}
.get{color:#7dd3fc}.post{color:#c6ff00}.put,.patch{color:#fbbf24}.delete{color:#f87171}
table{border-collapse:collapse;width:100%}th,td{text-align:left;border-bottom:1px solid #2e2e2e;padding:.3rem .5rem;vertical-align:top}
th{color:#a3a3a3;font-weight:600}summary{cursor:pointer}
`;

function parametersHtml(operation: OpenApiOperation): string {
  if (!operation.parameters?.length) return '';
  const rows = operation.parameters.map((p) => `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'required' : 'optional'}</td>`
    + `<td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`).join('');
  return `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th></th><th>Schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function bodyHtml(operation: OpenApiOperation): string {
  if (!operation.requestBody) return '';
  const [type, media] = Object.entries(operation.requestBody.content)[0]!;
  return `<h4>Request body (${escapeHtml(type)}${operation.requestBody.required ? '' : ', optional'})</h4><details><summary>Schema</summary>${json(media.schema)}</details>`;
}

function repliesHtml(operation: OpenApiOperation): string {
  const items = Object.entries(operation.responses).map(([status, response]) => {
    const content = response.content ? Object.entries(response.content)[0] : undefined;
    const head = `<strong>${escapeHtml(status)}</strong> ${escapeHtml(response.description)}${content ? ` <span class="muted">(${escapeHtml(content[0])})</span>` : ''}`;
    return content ? `<li><details><summary>${head}</summary>${json(content[1].schema)}</details></li>` : `<li>${head}</li>`;
  }).join('');
  return `<h4>Replies</h4><ul>${items}</ul>`;
}

function operationHtml(method: string, path: string, operation: OpenApiOperation): string {
  const security = operation.security.length ? operation.security.map((s) => Object.keys(s).join(' + ')).join(' or ') : 'none';
  return `<article id="${escapeHtml(operation.operationId)}"><h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`
    + `<p>${escapeHtml(operation.summary)}. ${escapeHtml(operation.description)} <span class="muted">Security: ${escapeHtml(security)}.</span></p>`
    + parametersHtml(operation) + bodyHtml(operation) + repliesHtml(operation) + '</article>';
}

export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) byTag.get(operation.tags[0]!)?.push(operationHtml(method, path, operation));
  }
  const nav = [...byTag.keys()].map((tag) => `<li><a href="#${slug(tag)}">${escapeHtml(tag)}</a></li>`).join('');
  const sections = [...byTag].map(([tag, operations]) => `<section id="${slug(tag)}"><h2>${escapeHtml(tag)}</h2>${operations.join('')}</section>`).join('');
  const schemes = Object.entries(document.components.securitySchemes)
    .map(([name, scheme]) => `<li><code>${escapeHtml(name)}</code>: ${escapeHtml(scheme.in ?? '')} <code>${escapeHtml(scheme.name ?? '')}</code>. ${escapeHtml(scheme.description ?? '')}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title><meta name="description" content="Every call of the Threadline API: who may make it, what it takes and what it answers.">`
    + `<style>${STYLE}</style></head><body><main><h1>${escapeHtml(document.info.title)} <span class="muted">${escapeHtml(document.info.version)}</span></h1>`
    + `<p>${escapeHtml(document.info.description)} The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>`
    + `<h2 id="security">Authentication</h2><ul>${schemes}</ul>`
    + `<nav aria-label="Features"><ul>${nav}</ul></nav>${sections}</main></body></html>`;
}
