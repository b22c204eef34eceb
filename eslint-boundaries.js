import { readdirSync } from 'node:fs';

// The floors of the house, kept by lint (docs/decisions/013). A file may import what stands on
// its own floor or below, never above; `import-x/no-cycle` refuses files that import each other.
// Tests, fixtures and test helpers stand apart: they may reach any floor to set a scene.

const SERVER_GROUND = ['server/errors.ts', 'server/env.ts', 'server/secrets.ts', 'server/project-root.ts', 'server/worker-restarts.ts', 'server/db', 'server/storage'];
const SERVER_TOP = ['server/app.ts', 'server/api-map.ts', 'server/server.ts', 'server/start.ts', 'server/cluster-primary.ts'];

/**
 * Which features a server feature may import: each stands above the ones it names. A feature
 * missing here imports no other. Orders are placed, paid and fulfilled on top of the catalogue,
 * the cart, mail, payments and the ledger; the admin panel composes them all.
 */
export const SERVER_FEATURES = {
  mail: [],
  payments: [],
  addresses: [],
  media: [],
  accounts: ['mail'],
  catalog: ['media'],
  sellers: ['accounts', 'catalog', 'media'],
  cart: ['catalog'],
  ledger: ['mail', 'payments'],
  follows: ['accounts', 'catalog', 'media', 'sellers'],
  notifications: ['accounts', 'catalog', 'mail'],
  // Promotions (issue 26): codes price the cart; scheduled sales move products' prices.
  promotions: ['accounts', 'cart', 'catalog', 'sellers'],
  'scheduled-sales': ['catalog', 'sellers'],
  orders: ['accounts', 'addresses', 'cart', 'catalog', 'ledger', 'mail', 'notifications', 'payments', 'promotions'],
  reviews: ['accounts', 'catalog', 'mail', 'media'],
  // After the sale (issue 25): messages stand on their own; returns refund through the ledger and
  // tell the order's conversation; disputes decide over returns, orders and conversations.
  messages: ['accounts', 'catalog', 'mail', 'media', 'notifications', 'sellers'],
  returns: ['accounts', 'catalog', 'ledger', 'mail', 'media', 'messages', 'notifications', 'orders', 'payments', 'sellers'],
  disputes: ['accounts', 'ledger', 'mail', 'messages', 'notifications', 'orders', 'payments', 'returns', 'sellers'],
  // OpenAPI (issue 27): describes every route from what Fastify registers, importing no feature.
  'api-docs': [],
  admin: ['accounts', 'cart', 'catalog', 'ledger', 'mail', 'media', 'orders', 'payments', 'reviews', 'sellers'],
  // Webhooks (issue 27): events come from triggers, not imports; media's address check guards the calls out.
  webhooks: ['mail', 'media'],
  // Found (issue 27, seo): heads and the sitemap read the catalogue's visibility rules.
  seo: ['catalog'],
  // Found (issue 27, ssr): server-rendered pages write their heads with seo.
  pages: ['seo'],
};

/** The same for the client's features; pages (app/) compose them. Every feature may ask who is signed in. */
export const CLIENT_FEATURES = {
  accounts: [],
  catalog: [],
  uploads: [],
  sales: [],
  addresses: [],
  promotions: ['accounts', 'catalog'],
  cart: ['accounts', 'catalog', 'promotions'],
  sellers: ['accounts', 'catalog'],
  orders: ['accounts', 'catalog', 'promotions'],
  checkout: ['accounts', 'addresses', 'cart', 'catalog', 'orders', 'promotions'],
  reviews: ['accounts', 'catalog', 'uploads'],
  follows: ['accounts', 'catalog'],
  notifications: ['accounts'],
  // Webhooks and low-stock alerts (issue 27): the Integrations tab and the control panel's Webhooks tab.
  webhooks: [],
  messages: ['accounts', 'catalog', 'uploads'],
  returns: ['accounts', 'catalog', 'messages', 'orders', 'uploads'],
  'seller-dashboard': ['accounts', 'catalog', 'messages', 'orders', 'promotions', 'returns', 'reviews', 'sales', 'sellers', 'uploads', 'webhooks'],
  admin: ['accounts', 'catalog', 'messages', 'orders', 'promotions', 'returns', 'reviews', 'sellers', 'uploads'],
};

function featureZones(root, features) {
  const names = Object.keys(features);
  // A new feature folder must take its place in the list, or nothing would keep its imports.
  const unlisted = readdirSync(new URL(`./${root}`, import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory() && !names.includes(entry.name));
  if (unlisted.length) throw new Error(`eslint-boundaries.js: list the feature ${unlisted.map((entry) => entry.name).join(', ')} of ${root} with the features it may import`);
  return names.map((name) => ({
    target: `${root}/${name}`,
    from: names.filter((other) => other !== name && !features[name].includes(other)).map((other) => `${root}/${other}`),
    message: `A feature imports only the features below it (eslint-boundaries.js lists them): ${name} may import ${features[name].join(', ') || 'no other feature'}.`,
  })).filter((zone) => zone.from.length > 0);
}

export const serverZones = [
  { target: SERVER_GROUND, from: ['server/kernel', 'server/plugins', 'server/features', 'server/seed', ...SERVER_TOP], message: 'The data layer, storage and settings know no kernel, plugin or feature.' },
  { target: 'server/kernel', from: ['server/plugins', 'server/features', 'server/seed', ...SERVER_TOP], message: 'The kernel stands under the plugins and the features: it imports neither.' },
  { target: 'server/plugins', from: ['server/features', 'server/seed', ...SERVER_TOP], message: 'Plugins stand under the features: they import none.' },
  { target: 'server/features', from: ['server/seed', ...SERVER_TOP], message: 'Features do not import the seed or the app that composes them.' },
  ...featureZones('server/features', SERVER_FEATURES),
];

export const clientZones = [
  { target: 'client/src/lib', from: ['client/src/components', 'client/src/features', 'client/src/app', 'client/src/main.tsx'], message: 'lib/ stands at the bottom of the client.' },
  { target: 'client/src/components', from: ['client/src/features', 'client/src/app', 'client/src/main.tsx'], message: 'UI primitives know no feature or page.' },
  { target: 'client/src/features', from: ['client/src/app', 'client/src/main.tsx'], message: 'Features do not import pages: pages compose features.' },
  ...featureZones('client/src/features', CLIENT_FEATURES),
];
