import { z } from 'zod';

/** Every error reply of the API has this shape (DECISIONS.md, "API conventions"). */
export const apiErrorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;
