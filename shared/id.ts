import { z } from 'zod';
import { MAX_SERIAL } from './limits.js';

/** A record id in a path or query: a positive integer that fits a PostgreSQL serial. */
export const idSchema = z.coerce
  .number({ error: 'Must be a positive whole number' })
  .int('Must be a positive whole number')
  .min(1, 'Must be a positive whole number')
  .max(MAX_SERIAL, 'Is out of range');

export const idParamsSchema = z.object({ id: idSchema });
