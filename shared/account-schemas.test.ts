import { describe, expect, it } from 'vitest';
import { registerFormSchema, registerSchema } from './account-schemas.js';

const valid = { username: 'night_owl', email: ' Night.Owl@Example.COM ', password: 'secret1', firstName: ' Nia ', lastName: 'Owl' };

describe('registerSchema', () => {
  it('trims names and lower-cases the email, keeps the password as typed', () => {
    expect(registerSchema.parse({ ...valid, password: ' secret1 ' })).toEqual({
      username: 'night_owl', email: 'night.owl@example.com', password: ' secret1 ', firstName: 'Nia', lastName: 'Owl',
    });
  });

  it("says 'Passwords don't match' on the confirm field of the form", () => {
    const result = registerFormSchema.safeParse({ ...valid, confirmPassword: 'other' });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ['confirmPassword'], message: "Passwords don't match" })]);
    expect(registerFormSchema.safeParse({ ...valid, confirmPassword: 'secret1' }).success).toBe(true);
  });
});
