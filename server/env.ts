import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z.enum(['true', 'false', '1', '0']).optional().transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

// Names proxy-addr knows for whole address ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * Whom to believe about the client's address (X-Forwarded-For) and protocol. `true` would
 * believe every hop, so the left-most entry, which the client writes itself, would become its
 * IP and every per-IP limit would be the client's to choose.
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const value = raw?.trim().toLowerCase();
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY=true would let any client choose its own IP; set the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.2 or 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) {
        ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be a number of proxies from 1 to 10, or their addresses' });
        return z.NEVER;
      }
      return hops;
    }
    const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
    const wrong = entries.find((entry) => !isProxyAddress(entry));
    if (wrong !== undefined || entries.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be false, a number of proxies (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges${wrong === undefined ? '' : `; "${wrong}" is neither`}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * The account shown for bank transfers when BANK_TRANSFER_DETAILS is unset: development, tests and
 * the demo start only (docs/decisions/016). It says what it is, and its IBAN cannot exist (no
 * country XX), so nobody can send money to it by mistake.
 */
export const DEMO_BANK_TRANSFER_DETAILS = 'DEMO ACCOUNT, NOT A REAL BANK (do not send money): Threadline Demo, IBAN XX00 DEMO 0000 0000 00';
/** The only value that lets CSV imports fetch images from private and loopback addresses in production. */
export const PRIVATE_IMAGES_IN_PRODUCTION_CONSENT = 'tests-only';
/** The only value that lets webhooks go to loopback addresses in production (an end-to-end run on one machine). */
export const LOOPBACK_WEBHOOKS_IN_PRODUCTION_CONSENT = 'tests-only';

/** The only value that lets the demo provider run in production (a staging shop, a public demo). */
export const DEMO_IN_PRODUCTION_CONSENT = 'no-money-moves';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://').optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    // Worker processes on this machine (node:cluster), sharing the port and the PostgreSQL server.
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    SEED_DEMO: z.enum(['true', 'false', '1', '0']).optional(),
    // Browsers send an Origin without path or trailing slash: keep only that part, so the
    // cross-site check compares like with like.
    PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/, error: 'PUBLIC_ORIGIN must be a URL like https://shop.example.com' })
      .transform((v) => new URL(v).origin)
      .optional(),
    TRUST_PROXY: trustProxySetting,
    ADMIN_USERNAME: z.string().optional(),
    ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an email address').optional(),
    ADMIN_PASSWORD: z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters').max(128).optional(),
    SELLER_AUTO_APPROVE: flag(true),
    // Where shoppers send bank transfers (account holder, bank, IBAN or account number): printed on
    // the order confirmation and in its mail. Required for a production start (docs/decisions/016),
    // except the demo's, which names the clearly labelled DEMO_BANK_TRANSFER_DETAILS instead.
    BANK_TRANSFER_DETAILS: z.string().trim().min(1).max(500).optional(),
    // A payment provider that moves no money, for development and end-to-end tests only.
    PAYMENTS_DEMO: flag(false),
    // With NODE_ENV=production, PAYMENTS_DEMO=true is refused unless this says exactly that: every
    // demo "payment" would otherwise ship goods and pay sellers with no money received.
    PAYMENTS_DEMO_IN_PRODUCTION: z.literal(DEMO_IN_PRODUCTION_CONSENT, {
      error: `PAYMENTS_DEMO_IN_PRODUCTION must be unset or exactly ${DEMO_IN_PRODUCTION_CONSENT}`,
    }).optional(),
    // Card payments through Stripe when both keys are set (docs/decisions/009).
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must start with sk_ or rk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must start with whsec_').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'STRIPE_PUBLISHABLE_KEY must start with pk_').optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
    MAIL_FROM: z.string().default('Threadline <no-reply@threadline.local>'),
    // Seals queued mail in the outbox until it is sent; without it a random one is kept in DATA_DIR.
    MAIL_SECRET: z.string().min(32, 'MAIL_SECRET must be at least 32 characters').optional(),
    // Seals sellers' payout details (IBAN, account numbers, PayPal email); without it a random one is kept in DATA_DIR.
    PAYOUT_DETAILS_SECRET: z.string().min(32, 'PAYOUT_DETAILS_SECRET must be at least 32 characters').optional(),
    UNSUBSCRIBE_SECRET: z.string().min(32, 'UNSUBSCRIBE_SECRET must be at least 32 characters').optional(),
    // CSV imports fetch https images but never from private, loopback or link-local addresses;
    // true also allows those and http:, for tests that serve images on 127.0.0.1 only.
    IMPORT_IMAGES_ALLOW_PRIVATE: flag(false),
    IMPORT_IMAGES_ALLOW_PRIVATE_IN_PRODUCTION: z.literal(PRIVATE_IMAGES_IN_PRODUCTION_CONSENT, {
      error: `IMPORT_IMAGES_ALLOW_PRIVATE_IN_PRODUCTION must be unset or exactly ${PRIVATE_IMAGES_IN_PRODUCTION_CONSENT}`,
    }).optional(),
    // Webhooks (issue 27): endpoints on loopback (127.0.0.0/8, ::1, localhost), over http too, for
    // tests and local development only; refused in production. Private and link-local stay refused.
    WEBHOOKS_ALLOW_LOOPBACK: flag(false),
    WEBHOOKS_ALLOW_LOOPBACK_IN_PRODUCTION: z.literal(LOOPBACK_WEBHOOKS_IN_PRODUCTION_CONSENT, {
      error: `WEBHOOKS_ALLOW_LOOPBACK_IN_PRODUCTION must be unset or exactly ${LOOPBACK_WEBHOOKS_IN_PRODUCTION_CONSENT}`,
    }).optional(),
    // Seals webhook endpoints' signing secrets at rest; without it a random one is kept in DATA_DIR.
    WEBHOOKS_SECRET: z.string().min(32, 'WEBHOOKS_SECRET must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Shoppers' catalogue reads from an in-memory read model (docs/decisions/010); false: from SQL.
    CATALOG_READ_MODEL: flag(true),
    CATALOG_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(2000),
    CATALOG_CACHE_MB: z.coerce.number().min(0).max(4096).default(16),
    // Signs the app's own upload URLs (disk driver); without it a random one is kept in DATA_DIR.
    UPLOAD_SIGNING_SECRET: z.string().min(32, 'UPLOAD_SIGNING_SECRET must be at least 32 characters').optional(),
    // Per uploader (a seller, or an admin): images kept, the bytes they take, new upload slots per hour.
    UPLOAD_QUOTA_IMAGES: z.coerce.number().int().min(1).max(1_000_000).default(5000),
    UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(2048),
    UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(300),
    // S3-compatible storage instead of the DATA_DIR folder when S3_BUCKET is set (docs/decisions/006).
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be a URL like https://s3.example.com' }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: flag(false),
    // Sign-in and sign-up limits counted in Redis instead of PostgreSQL when set (docs/deployment.md).
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://').optional(),
    REDIS_PREFIX: z.string().min(1).max(100).default('threadline:'),
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    // Demo data is loaded on the first start of an empty embedded database; a server is left alone unless asked.
    SEED_DEMO: env.SEED_DEMO === undefined ? !env.DATABASE_URL : env.SEED_DEMO === 'true' || env.SEED_DEMO === '1',
    BANK_TRANSFER_DETAILS: env.BANK_TRANSFER_DETAILS ?? DEMO_BANK_TRANSFER_DETAILS,
    /** No account was configured: shoppers are shown the demo one, which says it is not real. */
    BANK_TRANSFER_IS_DEMO: env.BANK_TRANSFER_DETAILS === undefined,
  }));

export type Env = z.output<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid settings:\n${problems}`);
  }
  const env = result.data;
  const admin = [env.ADMIN_USERNAME, env.ADMIN_EMAIL, env.ADMIN_PASSWORD];
  if (admin.some(Boolean) && !admin.every(Boolean)) {
    throw new Error('Invalid settings:\n  ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    throw new Error('Invalid settings:\n  WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database belongs to one process');
  }
  if (env.NODE_ENV === 'production' && env.PAYMENTS_DEMO && !env.PAYMENTS_DEMO_IN_PRODUCTION) {
    throw new Error(
      'Invalid settings:\n  PAYMENTS_DEMO=true in production lets any shopper "pay" without money, and sellers ship and get paid for it.'
      + ` Unset PAYMENTS_DEMO, or, for a shop where no real goods or money move (staging, a public demo), also set PAYMENTS_DEMO_IN_PRODUCTION=${DEMO_IN_PRODUCTION_CONSENT}`,
    );
  }
  if (env.NODE_ENV === 'production' && env.BANK_TRANSFER_IS_DEMO && !env.SEED_DEMO) {
    throw new Error(
      'Invalid settings:\n  BANK_TRANSFER_DETAILS is not set. Bank transfer is offered at every checkout, and shoppers must be told where to send the money.'
      + ' Set it to the account that receives transfers, e.g. BANK_TRANSFER_DETAILS="Threadline Ltd, Example Bank, IBAN DE89 3704 0044 0532 0130 00".'
      + ' (Only the demo start, SEED_DEMO, runs without it, and shows a labelled demo account.)',
    );
  }
  if (env.NODE_ENV === 'production' && env.IMPORT_IMAGES_ALLOW_PRIVATE && !env.IMPORT_IMAGES_ALLOW_PRIVATE_IN_PRODUCTION) {
    throw new Error(
      'Invalid settings:\n  IMPORT_IMAGES_ALLOW_PRIVATE=true in production lets a CSV import make the server request addresses on its own network.'
      + ` Unset it, or, for an end-to-end test run on one machine, also set IMPORT_IMAGES_ALLOW_PRIVATE_IN_PRODUCTION=${PRIVATE_IMAGES_IN_PRODUCTION_CONSENT}`,
    );
  }
  if (env.NODE_ENV === 'production' && env.WEBHOOKS_ALLOW_LOOPBACK && !env.WEBHOOKS_ALLOW_LOOPBACK_IN_PRODUCTION) {
    throw new Error(
      'Invalid settings:\n  WEBHOOKS_ALLOW_LOOPBACK=true in production lets a shop make the server POST to its own machine.'
      + ` Unset it, or, for an end-to-end test run on one machine, also set WEBHOOKS_ALLOW_LOOPBACK_IN_PRODUCTION=${LOOPBACK_WEBHOOKS_IN_PRODUCTION_CONSENT}`,
    );
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new Error('Invalid settings:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid settings:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return env;
}

/**
 * The origin that links in mail point at. Never the request's Host header: a forged Host would
 * send a victim's reset link to another site. Without PUBLIC_ORIGIN, the local address.
 */
export function linkOriginOf(env: Pick<Env, 'PUBLIC_ORIGIN' | 'PORT'>): string {
  return env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
}

/** Settings a public deployment should not run without; said plainly at start-up in production. */
export function productionWarnings(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (env.PAYMENTS_DEMO) {
    warnings.push(`PAYMENTS_DEMO is ON in production (PAYMENTS_DEMO_IN_PRODUCTION=${DEMO_IN_PRODUCTION_CONSENT}): shoppers can "pay" with the demo provider and NO MONEY MOVES, yet their orders are paid, shipped and earn sellers payouts. Only for a shop where nothing real is sold.`);
  }
  if (env.IMPORT_IMAGES_ALLOW_PRIVATE) {
    warnings.push('IMPORT_IMAGES_ALLOW_PRIVATE is ON in production: CSV imports may fetch images from loopback and private addresses over http. Only for end-to-end tests.');
  }
  if (!env.PUBLIC_ORIGIN) {
    warnings.push(`PUBLIC_ORIGIN is not set: links in mail (password reset) point at ${linkOriginOf(env)}, which only works on this machine. Set PUBLIC_ORIGIN to the shop's public address, e.g. https://shop.example.com`);
  }
  if (!env.SMTP_URL) {
    warnings.push('SMTP_URL is not set: mail (password reset links included) is written to the server log instead of being sent. Set SMTP_URL, e.g. smtp://user:pass@mail.example.com:587');
  }
  if (env.BANK_TRANSFER_IS_DEMO) {
    warnings.push(`BANK_TRANSFER_DETAILS is not set: this demo start shows shoppers a labelled demo account for bank transfers ("${DEMO_BANK_TRANSFER_DETAILS}"). Set BANK_TRANSFER_DETAILS to the account that receives transfers before selling anything.`);
  }
  return warnings;
}
