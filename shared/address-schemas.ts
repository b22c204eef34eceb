import { z } from 'zod';
import { shippingAddressSchema } from './orders-schemas.js';

/** How many addresses one person may keep: enough for home, work and family, not a mailing list. */
export const MAX_SAVED_ADDRESSES = 10;

export const ADDRESS_MESSAGES = {
  tooMany: `You can keep at most ${MAX_SAVED_ADDRESSES} addresses; delete one first`,
} as const;

/** POST /api/addresses and PUT /api/addresses/{id}: the checkout's own address, and whether it is the default. */
export const savedAddressInputSchema = shippingAddressSchema.extend({ isDefault: z.boolean().optional() });
export type SavedAddressInput = z.output<typeof savedAddressInputSchema>;

export const savedAddressSchema = shippingAddressSchema.extend({
  id: z.number(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type SavedAddress = z.output<typeof savedAddressSchema>;

/** GET /api/addresses: the default first, then the newest. */
export const savedAddressListSchema = z.array(savedAddressSchema);
