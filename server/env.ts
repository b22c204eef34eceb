import path from 'node:path';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z.enum(['true', 'false', '1', '0']).optional().transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://').optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    SEED_DEMO: z.enum(['true', 'false', '1', '0']).optional(),
    PUBLIC_ORIGIN: z.url('PUBLIC_ORIGIN must be a URL like https://shop.example.com').optional(),
    TRUST_PROXY: flag(false),
    ADMIN_USERNAME: z.string().optional(),
    ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an email address').optional(),
    ADMIN_PASSWORD: z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters').max(128).optional(),
    SELLER_AUTO_APPROVE: flag(true),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
    MAIL_FROM: z.string().default('Threadline <no-reply@threadline.local>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CATALOG_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(2000),
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    // Demo data is loaded on the first start of an empty embedded database; a server is left alone unless asked.
    SEED_DEMO: env.SEED_DEMO === undefined ? !env.DATABASE_URL : env.SEED_DEMO === 'true' || env.SEED_DEMO === '1',
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
  return env;
}
