import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../features/accounts/account-test-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { TEST_DRIVERS } from '../test/test-database.js';

/** JSON bodies are UTF-8: bytes that are not are refused, never stored as U+FFFD (issue 20, design point 7). */
describe.each(TEST_DRIVERS)('JSON request bodies on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A registration whose last name holds these raw bytes, sent as they are. */
  const registerWithLastName = (bytes: number[]) => {
    const [before, after] = JSON.stringify(registration({ lastName: '@@' })).split('@@');
    const payload = Buffer.concat([Buffer.from(before!), Buffer.from(bytes), Buffer.from(after!)]);
    return t.app.inject({ method: 'POST', url: '/api/register', headers: { 'content-type': 'application/json' }, payload });
  };

  it('refuses bytes that are not UTF-8 with 400 before any route sees them', async () => {
    // A lone Latin-1 "é", a truncated sequence, an overlong "/" and an encoded surrogate.
    for (const bytes of [[0x53, 0xe9], [0xc3], [0xc0, 0xaf], [0xed, 0xa0, 0x80]]) {
      const response = await registerWithLastName(bytes);
      expect(response.statusCode, bytes.join(' ')).toBe(400);
      expect(response.json()).toEqual({ message: 'The request body is not valid UTF-8' });
    }
  });

  it('keeps well-formed UTF-8 as sent', async () => {
    const response = await registerWithLastName([...Buffer.from('Zoë 😀')]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().user.lastName).toBe('Zoë 😀');
  });
});
