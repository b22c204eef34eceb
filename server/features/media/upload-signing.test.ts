import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUploadSigner, loadUploadSigningSecret } from './upload-signing.js';
import { uploadKeyFromUrl } from './uploads.service.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'threadline-signing-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('upload signatures', () => {
  const terms = { key: 'incoming/0b9c1f7e-2f7e-4c7a-9d55-5b0d3f0c9e11', expires: 1_900_000_000, maxBytes: 10_485_760 };

  it('verifies its own signature and nothing that differs in any term or secret', () => {
    const signer = createUploadSigner('a'.repeat(40));
    const signature = signer.sign(terms);
    expect(signer.verify(terms, signature)).toBe(true);
    expect(signer.verify({ ...terms, maxBytes: terms.maxBytes + 1 }, signature)).toBe(false);
    expect(signer.verify({ ...terms, expires: terms.expires + 1 }, signature)).toBe(false);
    expect(signer.verify({ ...terms, key: 'incoming/other' }, signature)).toBe(false);
    expect(signer.verify(terms, signature.slice(1))).toBe(false);
    expect(signer.verify(terms, '')).toBe(false);
    expect(createUploadSigner('b'.repeat(40)).verify(terms, signature)).toBe(false);
  });

  it('uses UPLOAD_SIGNING_SECRET when set, else keeps one random secret in DATA_DIR readable by the owner only', async () => {
    expect(await loadUploadSigningSecret({ UPLOAD_SIGNING_SECRET: 'x'.repeat(32), DATA_DIR: dataDir })).toBe('x'.repeat(32));
    const first = await loadUploadSigningSecret({ DATA_DIR: dataDir });
    expect(first).toMatch(/^[\w-]{43}$/);
    // A restart reads the same secret back, so URLs handed out before it keep working.
    expect(await loadUploadSigningSecret({ DATA_DIR: dataDir })).toBe(first);
    const file = path.join(dataDir, 'upload-signing-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    await writeFile(file, 'short\n');
    const replaced = await loadUploadSigningSecret({ DATA_DIR: dataDir });
    expect(replaced).not.toBe(first);
    expect(replaced).toHaveLength(43);
  });
});

describe('uploadKeyFromUrl', () => {
  const id = '0b9c1f7e-2f7e-4c7a-9d55-5b0d3f0c9e11';
  it('reads the key from the path of an app or bucket URL, ignoring any query', () => {
    expect(uploadKeyFromUrl(`https://shop.example.com/api/objects/incoming/${id}`)).toBe(`incoming/${id}`);
    expect(uploadKeyFromUrl(`https://shop.example.com/api/objects/incoming/${id}?expires=1&signature=x`)).toBe(`incoming/${id}`);
    expect(uploadKeyFromUrl(`http://127.0.0.1:9000/bucket/incoming/${id}?X-Amz-Signature=abc`)).toBe(`incoming/${id}`);
    expect(uploadKeyFromUrl(`/api/objects/incoming/${id}`)).toBe(`incoming/${id}`);
  });
  it('refuses anything else', () => {
    expect(uploadKeyFromUrl(`https://x.test/?next=/api/objects/incoming/${id}`)).toBeNull();
    expect(uploadKeyFromUrl(`https://x.test/incoming/${id}/full.webp`)).toBeNull();
    expect(uploadKeyFromUrl('/objects/products/abc')).toBeNull();
    expect(uploadKeyFromUrl(`https://x.test/incoming/${id.toUpperCase()}`)).toBeNull();
    expect(uploadKeyFromUrl('http://[bad')).toBeNull();
  });
});
