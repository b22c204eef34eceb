/**
 * A small schema.org checker for the JSON-LD our pages emit (issue 27), offline: for each type we
 * use, the properties schema.org defines for it that we may use, which object types each property
 * takes, and what Google's rich results require. Anything else is reported, so a misspelt or
 * invented property fails a test instead of being ignored by search engines.
 */

interface TypeRule {
  /** Properties schema.org defines on the type (or its parents) that our pages may use. */
  properties: Record<string, readonly string[] | 'text' | 'url' | 'number' | 'urls'>;
  /** Required for rich results; a list inside means one of them. */
  required: readonly (string | readonly string[])[];
  check?: (node: Record<string, unknown>, at: string) => string[];
}

const ITEM_AVAILABILITY = [
  'BackOrder', 'Discontinued', 'InStock', 'InStoreOnly', 'LimitedAvailability', 'MadeToOrder', 'OnlineOnly',
  'OutOfStock', 'PreOrder', 'PreSale', 'Reserved', 'SoldOut',
].map((value) => `https://schema.org/${value}`);

export const SCHEMA_ORG_TYPES: Record<string, TypeRule> = {
  Product: {
    properties: {
      name: 'text', description: 'text', image: 'urls', sku: 'text', url: 'url', category: 'text',
      offers: ['Offer'], aggregateRating: ['AggregateRating'], brand: ['Brand', 'Organization'],
    },
    required: ['name', 'image', ['offers', 'aggregateRating']],
  },
  Offer: {
    properties: { price: 'number', priceCurrency: 'text', availability: 'url', url: 'url', seller: ['Organization', 'Person'] },
    required: ['price', 'priceCurrency', 'availability'],
    check: (node, at) => [
      ...(typeof node.priceCurrency === 'string' && /^[A-Z]{3}$/.test(node.priceCurrency) ? [] : [`${at}.priceCurrency is not an ISO 4217 code`]),
      ...(ITEM_AVAILABILITY.includes(node.availability as string) ? [] : [`${at}.availability is not a schema.org ItemAvailability URL`]),
    ],
  },
  AggregateRating: {
    properties: { ratingValue: 'number', reviewCount: 'number', ratingCount: 'number', bestRating: 'number', worstRating: 'number' },
    required: ['ratingValue', ['reviewCount', 'ratingCount']],
    check: (node, at) => {
      const count = Number(node.reviewCount ?? node.ratingCount);
      const value = Number(node.ratingValue);
      const best = Number(node.bestRating ?? 5);
      const worst = Number(node.worstRating ?? 1);
      return [
        ...(count > 0 ? [] : [`${at} counts no reviews`]),
        ...(value >= worst && value <= best ? [] : [`${at}.ratingValue ${value} is outside ${worst}..${best}`]),
      ];
    },
  },
  BreadcrumbList: {
    properties: { itemListElement: ['ListItem'] },
    required: ['itemListElement'],
    check: (node, at) => {
      const items = Array.isArray(node.itemListElement) ? node.itemListElement as Record<string, unknown>[] : [];
      if (items.length === 0) return [`${at}.itemListElement is empty`];
      return items.flatMap((item, index) => (item.position === index + 1 ? [] : [`${at}.itemListElement[${index}].position is ${String(item.position)}, not ${index + 1}`]));
    },
  },
  ListItem: { properties: { position: 'number', name: 'text', item: 'url' }, required: ['position', 'name', 'item'] },
  Organization: {
    properties: { name: 'text', url: 'url', logo: 'url', image: 'url', description: 'text' },
    required: ['name', 'url'],
  },
  Brand: { properties: { name: 'text' }, required: ['name'] },
  Person: { properties: { name: 'text', url: 'url' }, required: ['name'] },
  WebSite: { properties: { name: 'text', url: 'url', potentialAction: ['SearchAction'] }, required: ['name', 'url'] },
  SearchAction: {
    properties: { target: ['EntryPoint'], 'query-input': 'text' },
    required: ['target', 'query-input'],
    check: (node, at) => {
      const placeholder = /name=(\w+)/.exec(String(node['query-input']))?.[1];
      const template = String((node.target as Record<string, unknown> | undefined)?.urlTemplate);
      return placeholder && template.includes(`{${placeholder}}`) ? [] : [`${at}.target does not contain the query-input's {${placeholder}}`];
    },
  },
  EntryPoint: { properties: { urlTemplate: 'text' }, required: ['urlTemplate'] },
};

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function checkValue(kind: TypeRule['properties'][string], value: unknown, at: string): string[] {
  if (kind === 'text') return typeof value === 'string' && value.length > 0 ? [] : [`${at} is not text`];
  if (kind === 'url') return isAbsoluteUrl(value) ? [] : [`${at} is not an absolute URL`];
  if (kind === 'urls') {
    const urls = Array.isArray(value) ? value : [value];
    return urls.length > 0 && urls.every(isAbsoluteUrl) ? [] : [`${at} is not a list of absolute URLs`];
  }
  if (kind === 'number') {
    return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) ? [] : [`${at} is not a number`];
  }
  const nodes = Array.isArray(value) ? value : [value];
  return nodes.flatMap((node, index) => {
    const where = Array.isArray(value) ? `${at}[${index}]` : at;
    if (!node || typeof node !== 'object') return [`${where} is not a ${kind.join(' or ')}`];
    const type = (node as Record<string, unknown>)['@type'];
    if (!kind.includes(type as string)) return [`${where} is a ${String(type)}, not a ${kind.join(' or ')}`];
    return checkNode(node as Record<string, unknown>, where);
  });
}

function checkNode(node: Record<string, unknown>, at: string): string[] {
  const type = node['@type'];
  const rule = typeof type === 'string' ? SCHEMA_ORG_TYPES[type] : undefined;
  if (!rule) return [`${at} has a type this checker does not know: ${String(type)}`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === '@type' || key === '@context') continue;
    const kind = rule.properties[key];
    if (!kind) problems.push(`${at}: ${type} has no property ${key}`);
    else problems.push(...checkValue(kind, value, `${at}.${key}`));
  }
  for (const required of rule.required) {
    const anyOf = typeof required === 'string' ? [required] : required;
    if (!anyOf.some((key) => node[key] !== undefined)) problems.push(`${at}: ${type} needs ${anyOf.join(' or ')}`);
  }
  return [...problems, ...(rule.check?.(node, at) ?? [])];
}

/** Every problem with one JSON-LD document; an empty list when schema.org and Google accept it. */
export function schemaOrgProblems(document: unknown): string[] {
  if (!document || typeof document !== 'object' || Array.isArray(document)) return ['The JSON-LD is not an object'];
  const node = document as Record<string, unknown>;
  const context = node['@context'] === 'https://schema.org' ? [] : ['@context is not https://schema.org'];
  return [...context, ...checkNode(node, String(node['@type']))];
}

/** The JSON-LD documents of a page's HTML, parsed. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown);
}
