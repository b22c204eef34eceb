import { describe, expect, it } from 'vitest';
import { DEMO_BANK_TRANSFER_DETAILS, linkOriginOf, loadEnv, productionWarnings } from './env.js';

describe('loadEnv (issue 6)', () => {
  it('normalises PUBLIC_ORIGIN to its origin and refuses other schemes', () => {
    expect(loadEnv({ PUBLIC_ORIGIN: 'https://shop.example.com/' }).PUBLIC_ORIGIN).toBe('https://shop.example.com');
    expect(loadEnv({ PUBLIC_ORIGIN: 'https://Shop.Example.com:443/shop/?x=1' }).PUBLIC_ORIGIN).toBe('https://shop.example.com');
    expect(loadEnv({ PUBLIC_ORIGIN: 'http://localhost:5000' }).PUBLIC_ORIGIN).toBe('http://localhost:5000');
    expect(() => loadEnv({ PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/PUBLIC_ORIGIN must be a URL/);
  });

  it('links to http://localhost:PORT without PUBLIC_ORIGIN, never to a request Host', () => {
    expect(linkOriginOf(loadEnv({}))).toBe('http://localhost:5000');
    expect(linkOriginOf(loadEnv({ PORT: '8080' }))).toBe('http://localhost:8080');
    expect(linkOriginOf(loadEnv({ PUBLIC_ORIGIN: 'https://shop.example.com/' }))).toBe('https://shop.example.com');
  });

  it('takes TRUST_PROXY as false, a hop count or proxy addresses, and refuses true', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,fd00::/8,loopback' }).TRUST_PROXY).toEqual(['10.0.0.2', '10.1.0.0/16', 'fd00::/8', 'loopback']);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would let any client choose its own IP; set the number of proxies/);
    expect(() => loadEnv({ TRUST_PROXY: 'yes' })).toThrow(/"yes" is neither/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY must be/);
  });

  it('starts with no settings at all, and warns plainly in production about PUBLIC_ORIGIN and SMTP_URL', () => {
    expect(productionWarnings(loadEnv({}))).toEqual([]);
    const warnings = productionWarnings(loadEnv({ NODE_ENV: 'production' }));
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/^PUBLIC_ORIGIN is not set: links in mail \(password reset\) point at http:\/\/localhost:5000/);
    expect(warnings[1]).toMatch(/^SMTP_URL is not set: mail \(password reset links included\) is written to the server log/);
    expect(warnings[2]).toMatch(/^BANK_TRANSFER_DETAILS is not set: this demo start shows shoppers a labelled demo account/);
    expect(productionWarnings(loadEnv({
      NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://a.example', SMTP_URL: 'smtp://m.example', BANK_TRANSFER_DETAILS: 'Threadline Ltd, IBAN DE89 3704 0044 0532 0130 00',
    }))).toEqual([]);
  });

  it('has a byte cap for the catalogue cache beside the entry cap', () => {
    expect(loadEnv({}).CATALOG_CACHE_MB).toBe(16);
    expect(loadEnv({ CATALOG_CACHE_MB: '8' }).CATALOG_CACHE_MB).toBe(8);
  });
});

describe('BANK_TRANSFER_DETAILS (issue 22)', () => {
  const account = 'Threadline Ltd, Example Bank, IBAN DE89 3704 0044 0532 0130 00';

  it('is required for a production start that is not the demo, with a message saying what to set', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'false' })).toThrow(/BANK_TRANSFER_DETAILS is not set\. Bank transfer is offered at every checkout/);
    expect(() => loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/shop' })).toThrow(/BANK_TRANSFER_DETAILS is not set/);
    expect(loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'false', BANK_TRANSFER_DETAILS: account })).toMatchObject({ BANK_TRANSFER_DETAILS: account, BANK_TRANSFER_IS_DEMO: false });
  });

  it('falls back to the labelled demo account for the demo start (npm start on a fresh clone), development and tests', () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', SEED_DEMO: 'true' }, {}, { NODE_ENV: 'test', SEED_DEMO: 'false' }]) {
      expect(loadEnv(env)).toMatchObject({ BANK_TRANSFER_DETAILS: DEMO_BANK_TRANSFER_DETAILS, BANK_TRANSFER_IS_DEMO: true });
    }
    expect(DEMO_BANK_TRANSFER_DETAILS).toMatch(/^DEMO ACCOUNT, NOT A REAL BANK \(do not send money\)/);
  });
});

describe('storage settings (issue 7)', () => {
  it('uses the disk unless S3_BUCKET is set, and wants both S3 keys or neither', () => {
    const plain = loadEnv({});
    expect(plain.S3_BUCKET).toBeUndefined();
    expect(plain.S3_REGION).toBe('us-east-1');
    expect(plain.S3_FORCE_PATH_STYLE).toBe(false);
    const s3 = loadEnv({ S3_BUCKET: 'shop-images', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(s3).toMatchObject({ S3_BUCKET: 'shop-images', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: true });
    expect(() => loadEnv({ S3_BUCKET: 'shop-images', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/);
    expect(() => loadEnv({ S3_ENDPOINT: 'ftp://files' })).toThrow(/S3_ENDPOINT must be a URL/);
    expect(() => loadEnv({ UPLOAD_SIGNING_SECRET: 'short' })).toThrow(/UPLOAD_SIGNING_SECRET must be at least 32 characters/);
  });
});

describe('WEB_CONCURRENCY (issue 10)', () => {
  it('defaults to one process and needs a PostgreSQL server for more', () => {
    expect(loadEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(() => loadEnv({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY above 1 needs DATABASE_URL/);
    expect(loadEnv({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://localhost/shop' }).WEB_CONCURRENCY).toBe(4);
    expect(() => loadEnv({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe('PAYMENTS_DEMO in production (issue 20)', () => {
  const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example.com', SMTP_URL: 'smtp://mail.example.com', BANK_TRANSFER_DETAILS: 'Threadline Ltd, IBAN DE89 3704 0044 0532 0130 00' };

  it('is refused in production unless PAYMENTS_DEMO_IN_PRODUCTION says exactly no-money-moves', () => {
    expect(() => loadEnv({ ...production, PAYMENTS_DEMO: 'true' })).toThrow(/PAYMENTS_DEMO=true in production lets any shopper "pay" without money.*PAYMENTS_DEMO_IN_PRODUCTION=no-money-moves/);
    expect(() => loadEnv({ ...production, PAYMENTS_DEMO: '1' })).toThrow(/PAYMENTS_DEMO=true in production/);
    expect(() => loadEnv({ ...production, PAYMENTS_DEMO: 'true', PAYMENTS_DEMO_IN_PRODUCTION: 'true' }))
      .toThrow(/PAYMENTS_DEMO_IN_PRODUCTION must be unset or exactly no-money-moves/);
    expect(loadEnv({ ...production, PAYMENTS_DEMO: 'false' }).PAYMENTS_DEMO).toBe(false);
    expect(loadEnv({ PAYMENTS_DEMO: 'true' }).PAYMENTS_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test', PAYMENTS_DEMO: 'true' }).PAYMENTS_DEMO).toBe(true);
  });

  it('starts when allowed, and says loudly at start that no money moves', () => {
    const allowed = loadEnv({ ...production, PAYMENTS_DEMO: 'true', PAYMENTS_DEMO_IN_PRODUCTION: 'no-money-moves' });
    expect(allowed.PAYMENTS_DEMO).toBe(true);
    const warnings = productionWarnings(allowed);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^PAYMENTS_DEMO is ON in production .*NO MONEY MOVES/);
    expect(productionWarnings(loadEnv(production))).toEqual([]);
  });
});
