import { z } from 'zod';

// Spec section 5: the admin sign-in only checks that both fields are filled; the server judges the rest.
export const adminLoginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});

export type AdminLoginValues = z.output<typeof adminLoginSchema>;
