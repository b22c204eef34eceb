import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sessionCookieOf } from '../../test/test-app.js';

/** Test helpers for signing in through the API, shared by the accounts and cart tests. */
export async function signIn(app: FastifyInstance, email: string, password = 'password123'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookieOf(response);
}

let registered = 0;

export function registration(overrides: Record<string, unknown> = {}) {
  registered += 1;
  const suffix = `${Date.now().toString(36)}${registered}`;
  return {
    username: `shopper_${suffix}`,
    email: `shopper_${suffix}@example.com`,
    password: 'correct horse',
    firstName: 'Sam',
    lastName: 'Shopper',
    ...overrides,
  };
}

export function messageOf(response: LightMyRequestResponse): string {
  return (response.json() as { message: string }).message;
}

/** Asserts the exact status and `{ message }` of an error reply. */
export function expectError(response: LightMyRequestResponse, status: number, message: string): void {
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { message } });
}
