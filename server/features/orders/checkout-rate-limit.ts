import type { FastifyRequest } from 'fastify';
import { RateLimitedError } from '../../plugins/rate-limit.js';
import { ORDER_MESSAGES } from '../../../shared/orders-schemas.js';
import { requireUser } from '../../plugins/guards.js';

/**
 * POST /api/checkout's preHandler, after validation, so only well-formed attempts count: per
 * shopper, then per IP. A shopper already refused does not spend their address's allowance, and
 * an attempt the address refuses is taken back from the shopper.
 */
export async function checkoutRateLimit(request: FastifyRequest): Promise<void> {
  const limits = request.server.authRateLimits;
  const user = await requireUser(request);
  const byUser = await limits.checkoutPerUser.hit(String(user.id));
  if (!byUser.allowed) throw new RateLimitedError(ORDER_MESSAGES.tooManyCheckouts, byUser.retryAfterMs);
  const byIp = await limits.checkoutPerIp.hit(request.ip);
  if (!byIp.allowed) {
    await limits.checkoutPerUser.release(byUser.hitId);
    throw new RateLimitedError(ORDER_MESSAGES.tooManyCheckouts, byIp.retryAfterMs);
  }
}
