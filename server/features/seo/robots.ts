/**
 * robots.txt (issue 27): the storefront is open to crawlers; the API and every signed-in, private
 * or one-time page (account, checkout, dashboards, sign-in, mailed links) is not. The sitemap is
 * named with the public origin, never the request's Host header.
 */
export const PRIVATE_PATHS = [
  '/api/',
  '/account',
  '/checkout',
  '/orders/',
  '/notifications',
  '/seller-dashboard',
  '/seller/apply',
  '/admin',
  '/login',
  '/register',
  '/role-selection',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/confirm-email',
  '/unsubscribe',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
