import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { DEMO_BANK_TRANSFER_DETAILS } from '../../env.js';
import { AppError, invalidData, notFound } from '../../errors.js';
import { keepCheckoutAddress } from '../addresses/addresses.service.js';
import type { Mailer, QueuedMail } from '../mail/mailer.js';
import { fromCents, toCents } from '../../../shared/money.js';
import {
  exceedsCheckoutLimit, orderMoney, quoteCart, quoteReply, type Quote, type QuoteLine, type ShippingMethod,
} from '../../../shared/order-quote.js';
import { MIN_CHARGE_CENTS, PROMOTION_MESSAGES } from '../../../shared/promotion-limits.js';
import type { CodeRule } from '../../../shared/promotion-math.js';
import {
  buyerView, idempotencyKeySchema, MAX_UNPAID_CHECKOUTS, ORDER_MESSAGES, type CheckoutInput, type CheckoutReply, type PaymentMethod,
  type PaymentMethodsReply, type PaymentReply,
} from '../../../shared/orders-schemas.js';
import { findPaymentOfCheckout, insertPayment, setPayment } from '../payments/payments.repo.js';
import { codeRulesOfCart } from '../promotions/code-rules.repo.js';
import { clearCartCodes, redeemCodes } from '../promotions/redemptions.repo.js';
import type { StripeGateway } from '../payments/stripe-gateway.js';
import {
  claimCheckout, clearCartLines, completeCheckout, countUnpaidCheckouts, findCheckoutByKey, findCheckoutByNumber, insertOrder, insertOrderEvent,
  insertOrderDiscounts, insertOrderItems, insertStockMovements, lockCartLines, lockShopper, readCartLines, takeStock, type CheckoutCartLine,
} from './checkout.repo.js';
import { bankTransferInstructions, confirmationMail } from './order-mails.js';
import { ordersOfCheckout } from './orders.repo.js';
import { BANK_TRANSFER_LIFETIME_MS, CARD_PAYMENT_LIFETIME_MS } from '../../../shared/payment-transitions.js';


const lifetimeOf = (method: PaymentMethod) => (method === 'bank_transfer' ? BANK_TRANSFER_LIFETIME_MS : CARD_PAYMENT_LIFETIME_MS);
const PLACED_NOTES: Record<PaymentMethod, string> = {
  bank_transfer: 'Placed; awaiting bank transfer', stripe: 'Placed; awaiting card payment', demo: 'Placed; awaiting demo payment',
};

const METHOD_CHOICES: Record<PaymentMethod, { label: string; description: string }> = {
  bank_transfer: { label: 'Bank transfer', description: 'Pay by bank transfer; your orders ship once it arrives.' },
  stripe: { label: 'Card', description: 'Pay by card, securely through Stripe.' },
  demo: { label: 'Demo payment', description: 'Demo payment: no money moves.' },
};

/** The payment methods this shop is set up for; bank transfer always. */
export interface PaymentOptions {
  demo: boolean;
  stripe: StripeGateway | null;
}

const refusal = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  new AppError('conflict', message, { code, ...extra });

function withinLimit(quote: Quote): Quote {
  if (exceedsCheckoutLimit(quote)) throw invalidData(ORDER_MESSAGES.tooLarge);
  return quote;
}

function quoteLineOf(line: CheckoutCartLine): QuoteLine {
  return {
    productId: line.productId, variantId: line.variantId, sellerId: line.sellerId ?? 0, businessName: line.businessName ?? '',
    name: line.name, image: line.images[0] ?? null, size: line.size, color: line.color, quantity: line.quantity,
    unitPriceCents: toCents(line.price),
  };
}

/** Only lines a shopper may still buy count; a quote says nothing about hidden ones. */
const buyable = (line: CheckoutCartLine) => line.isListed && line.sellerId !== null;

function requestHash(input: CheckoutInput): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

/** Takes stock for every variant in ascending id order (no deadlocks); names the lines short of it. */
async function takeAllStock(tx: Db, lines: CheckoutCartLine[]): Promise<void> {
  const wanted = new Map<number, number>();
  for (const line of lines) if (line.variantId !== null) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  // A size and colour with no variant row has no stock at all.
  const short = new Set<number | null>(lines.some((line) => line.variantId === null) ? [null] : []);
  for (const variantId of [...wanted.keys()].sort((a, b) => a - b)) {
    if (!(await takeStock(tx, variantId, wanted.get(variantId)!))) short.add(variantId);
  }
  if (!short.size) return;
  const names = lines.filter((line) => short.has(line.variantId)).map((line) => `${line.name} (${line.size} / ${line.color})`);
  throw refusal('out_of_stock', ORDER_MESSAGES.outOfStock(names), { lines: names });
}

export function createCheckoutService(deps: {
  db: Db; mailer: Mailer; bankTransferDetails?: string; payments?: PaymentOptions; log?: Pick<FastifyBaseLogger, 'error'>; now?: () => Date;
}) {
  const { db, mailer } = deps;
  const bankTransferDetails = deps.bankTransferDetails ?? DEMO_BANK_TRANSFER_DETAILS;
  const payments = deps.payments ?? { demo: false, stripe: null };
  const now = deps.now ?? (() => new Date());
  const available: PaymentMethod[] = ['bank_transfer', ...(payments.stripe ? ['stripe' as const] : []), ...(payments.demo ? ['demo' as const] : [])];

  function paymentReply(method: PaymentMethod, reference: string, grandTotal: string, status: string): PaymentReply {
    if (method === 'bank_transfer') {
      return { method, reference, instructions: bankTransferInstructions(reference, grandTotal, bankTransferDetails), payTo: bankTransferDetails, amount: grandTotal };
    }
    if (method === 'demo') return { method, reference, status };
    return { method, reference, status, clientSecret: null, publishableKey: payments.stripe?.publishableKey ?? null };
  }

  /** After the commit, never inside it: one PaymentIntent per checkout, its secret kept for replays. */
  async function startCardPayment(reply: CheckoutReply): Promise<CheckoutReply> {
    if (reply.payment.method !== 'stripe' || reply.payment.clientSecret || !payments.stripe) return reply;
    try {
      const intent = await payments.stripe.createIntent({ id: reply.checkout.id, number: reply.checkout.number, amountCents: toCents(reply.checkout.grandTotal) });
      const started: CheckoutReply = { ...reply, payment: { ...reply.payment, clientSecret: intent.clientSecret } };
      await db.transaction(async (tx) => {
        const payment = await findPaymentOfCheckout(tx, reply.checkout.id);
        if (payment) await setPayment(tx, payment.id, { providerRef: intent.id });
        await completeCheckout(tx, reply.checkout.id, { response: started });
      });
      return started;
    } catch (error) {
      // The orders stay placed and pending; asking again (same Idempotency-Key) retries the intent.
      deps.log?.error({ checkoutId: reply.checkout.id, error: (error as Error).message }, 'could not start the card payment');
      return reply;
    }
  }

  async function quote(userId: number, method: ShippingMethod) {
    const [lines, rules] = await Promise.all([readCartLines(db, userId), codeRulesOfCart(db, userId)]);
    return quoteReply(withinLimit(quoteCart(lines.filter(buyable).map(quoteLineOf), method, rules, now())));
  }

  async function placeInTransaction(tx: Db, userId: number, key: string, input: CheckoutInput) {
    const hash = requestHash(input);
    const claimed = await claimCheckout(tx, {
      userId, idempotencyKey: key, requestHash: hash, paymentMethod: input.paymentMethod,
      shippingMethod: input.shippingMethod, shippingAddress: input.shippingAddress,
    });
    if (!claimed) {
      // The first request with this key has committed (the insert waited for it).
      const first = await findCheckoutByKey(tx, userId, key);
      if (!first || first.requestHash !== hash || !first.response) throw refusal('idempotency_key_reused', ORDER_MESSAGES.keyReused);
      return { reply: first.response as CheckoutReply, mail: null };
    }

    // After the key (a replay of a placed checkout still answers), before any stock is taken.
    await lockShopper(tx, userId);
    if (await countUnpaidCheckouts(tx, userId, now()) >= MAX_UNPAID_CHECKOUTS) {
      throw refusal('too_many_unpaid', ORDER_MESSAGES.tooManyUnpaid, { limit: MAX_UNPAID_CHECKOUTS });
    }

    const lines = await lockCartLines(tx, userId);
    if (!lines.length) throw refusal('cart_empty', ORDER_MESSAGES.cartEmpty);
    const hidden = lines.filter((line) => !buyable(line)).map((line) => line.name);
    if (hidden.length) throw refusal('unavailable', ORDER_MESSAGES.unavailable(hidden), { lines: hidden });

    // Read under the shopper's lock: their own uses of a code cannot change until this commits.
    const rules = await codeRulesOfCart(tx, userId);
    const placedAt = now();
    const priceWith = (codes: CodeRule[]) => withinLimit(quoteCart(lines.map(quoteLineOf), input.shippingMethod, codes, placedAt));
    const priced = priceWith(rules);
    // A code that expired, was used up or whose minimum is no longer met changes the total: the quote explains it.
    if (priced.grandTotalCents !== toCents(input.expectedTotal)) {
      throw refusal('price_changed', ORDER_MESSAGES.priceChanged, { quote: quoteReply(priced) });
    }
    if (priced.discountTotalCents > 0 && priced.grandTotalCents < MIN_CHARGE_CENTS) {
      throw refusal('total_too_small', PROMOTION_MESSAGES.belowMinimumCharge, { quote: quoteReply(priced) });
    }
    await takeAllStock(tx, lines);
    // Last before the writes: a redeemed code's row stays locked until the commit, so concurrent users of it queue here.
    const lost = await redeemCodes(tx, userId, claimed.id, priced.applied.map(({ promotionId, code, amountCents }) => ({ promotionId, code, amountCents })));
    if (lost.length) {
      // Priced again without them, from what was read before this transaction took any use.
      const gone = new Set(lost.map((code) => code.promotionId));
      const requoted = priceWith(rules.map((rule) => (gone.has(rule.promotionId) ? { ...rule, usesLeft: 0 } : rule)));
      throw refusal('price_changed', ORDER_MESSAGES.priceChanged, { quote: quoteReply(requoted) });
    }

    const rates = new Map(lines.map((line) => [line.sellerId!, line.commissionRate!]));
    for (const [index, group] of priced.sellers.entries()) {
      const rate = rates.get(group.sellerId)!;
      const money = orderMoney(group, rate);
      const order = await insertOrder(tx, {
        userId, checkoutId: claimed.id, sellerId: group.sellerId, number: `${claimed.number}-${index + 1}`,
        subtotal: fromCents(group.subtotalCents), shopDiscount: fromCents(group.shopDiscountCents), platformDiscount: fromCents(group.platformDiscountCents),
        shippingFee: fromCents(group.shippingFeeCents), total: fromCents(money.totalCents),
        commissionRate: rate, commissionAmount: fromCents(money.commissionCents), sellerNet: fromCents(money.sellerNetCents),
        status: 'pending', paymentStatus: 'pending', shippingAddress: input.shippingAddress,
        expiresAt: new Date(placedAt.getTime() + lifetimeOf(input.paymentMethod)),
      });
      const items = await insertOrderItems(tx, group.items.map((item) => ({
        orderId: order.id, productId: item.productId, variantId: item.variantId, productName: item.name, image: item.image,
        quantity: item.quantity, price: fromCents(item.unitPriceCents), lineTotal: fromCents(item.lineTotalCents), size: item.size, color: item.color,
        shopDiscount: fromCents(item.shopDiscountCents), platformDiscount: fromCents(item.platformDiscountCents),
      })));
      await insertOrderDiscounts(tx, group.codes.map((code) => ({
        orderId: order.id, promotionId: code.promotionId, code: code.code, fundedBy: code.fundedBy, amount: fromCents(code.amountCents),
      })));
      await insertStockMovements(tx, items.map((item) => ({ variantId: item.variantId, orderItemId: item.id, delta: -item.quantity, reason: 'sale' })));
      await insertOrderEvent(tx, { orderId: order.id, fromStatus: null, toStatus: 'pending', actorRole: 'system', actorUserId: userId, note: PLACED_NOTES[input.paymentMethod] });
    }
    await clearCartLines(tx, userId);
    await clearCartCodes(tx, userId);
    if (input.saveAddress) await keepCheckoutAddress(tx, userId, input.shippingAddress);
    await insertPayment(tx, { checkoutId: claimed.id, provider: input.paymentMethod, amount: fromCents(priced.grandTotalCents), status: 'pending' });

    const totals = {
      itemsTotal: fromCents(priced.itemsTotalCents), shippingTotal: fromCents(priced.shippingTotalCents),
      discountTotal: fromCents(priced.discountTotalCents), grandTotal: fromCents(priced.grandTotalCents),
    };
    const reply: CheckoutReply = {
      checkout: {
        id: claimed.id, number: claimed.number, shippingMethod: input.shippingMethod, paymentMethod: input.paymentMethod,
        ...totals, createdAt: claimed.createdAt.toISOString(),
      },
      orders: (await ordersOfCheckout(tx, claimed.id)).map(buyerView),
      payment: paymentReply(input.paymentMethod, claimed.number, totals.grandTotal, 'pending'),
    };
    await completeCheckout(tx, claimed.id, { ...totals, response: reply });
    const [buyer] = await tx.select({ email: users.email, firstName: users.firstName, username: users.username }).from(users).where(eq(users.id, userId));
    const payBy = input.paymentMethod === 'bank_transfer' ? new Date(placedAt.getTime() + lifetimeOf(input.paymentMethod)).toISOString() : null;
    const mail = await mailer.queue(tx, confirmationMail(buyer!.email, buyer!.firstName || buyer!.username, reply, mailer.link, payBy));
    return { reply, mail };
  }

  return {
    quote,

    /** The methods a shopper may choose now; the checkout refuses any other. */
    paymentMethods(): PaymentMethodsReply {
      return { methods: available.map((id) => ({ id, ...METHOD_CHOICES[id] })) };
    },

    /** The confirmation page: the checkout as placed, with its orders and payment as they are now. */
    async findForBuyer(userId: number, number: string): Promise<CheckoutReply> {
      const found = await findCheckoutByNumber(db, userId, number);
      if (!found) throw notFound('Checkout');
      const orders = (await ordersOfCheckout(db, found.id)).map(buyerView);
      let placed = found.response as CheckoutReply;
      // A card payment Stripe could not start at checkout is started when the buyer looks again.
      if (orders.some((order) => order.status === 'pending')) placed = await startCardPayment(placed);
      const payment = await findPaymentOfCheckout(db, found.id);
      const status = payment?.status ?? 'pending';
      // A transfer's instructions are written again: they name the account configured now.
      const current = placed.payment.method === 'bank_transfer'
        ? paymentReply('bank_transfer', placed.payment.reference, placed.checkout.grandTotal, status)
        : { ...placed.payment, status };
      return { ...placed, payment: current, orders };
    },

    /** POST /api/checkout: everything in one transaction, so a refusal changes nothing. */
    async place(userId: number, idempotencyKey: string | undefined, input: CheckoutInput): Promise<CheckoutReply> {
      if (!idempotencyKey || !idempotencyKeySchema.safeParse(idempotencyKey).success) throw invalidData(ORDER_MESSAGES.idempotencyKeyRequired);
      if (!available.includes(input.paymentMethod)) throw invalidData(ORDER_MESSAGES.paymentUnavailable);
      const { reply, mail }: { reply: CheckoutReply; mail: QueuedMail | null } =
        await db.transaction((tx) => placeInTransaction(tx, userId, idempotencyKey, input));
      if (mail) mailer.deliver(mail);
      return startCardPayment(reply);
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
