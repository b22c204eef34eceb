import { describe, expect, it } from 'vitest';
import {
  availableActions, findTransition, isRefusal, moveBody, ORDER_ACTIONS, ORDER_ACTORS, ORDER_EFFECTS, ORDER_MOVE_PATHS, ORDER_STATUSES,
  ORDER_TRANSITIONS, refundingAction, statusesAllowing, STOCK_HELD_IN, type OrderAction, type OrderActor, type OrderEffect, type OrderState,
} from './order-transitions.js';
import { PAYMENT_METHODS, PAYMENT_STATUSES, PAYMENT_TRANSITIONS, paymentMayMove, settledPaymentMove } from './payment-transitions.js';

const order = (status: OrderState['status'], paymentStatus: OrderState['paymentStatus'] = 'pending', paymentMethod: OrderState['paymentMethod'] = 'bank_transfer'): OrderState =>
  ({ status, paymentStatus, paymentMethod });

/** What a move does, read from the table: to, payment move and effects. */
const move = (state: OrderState, action: OrderAction, actor: OrderActor) => {
  const row = findTransition(state, action, actor);
  return isRefusal(row) ? row : { to: row.to, payment: row.payment ?? null, effects: row.effects };
};

// Written out by hand, not derived from the table, so a changed row fails here.
describe('order moves and their effects', () => {
  it('mark paid: processing, the payment paid, units counted, the seller and the buyer told', () => {
    const paid = { to: 'processing', payment: 'pay', effects: ['addTimelineEvent', 'countUnitsSold', 'notifyBuyer', 'mailSellerNewOrder', 'mailBuyerPaymentReceived'] };
    expect(move(order('pending'), 'markPaid', 'admin')).toEqual(paid);
    expect(move(order('pending', 'failed', 'stripe'), 'markPaid', 'system')).toEqual(paid);
  });

  it('mark paid by hand only for a bank transfer; the provider confirms the rest', () => {
    expect(move(order('pending', 'pending', 'stripe'), 'markPaid', 'admin')).toEqual({ refused: 'paymentMethod' });
    expect(move(order('pending', 'pending', 'demo'), 'markPaid', 'admin')).toEqual({ refused: 'paymentMethod' });
    expect(move(order('processing', 'paid', 'stripe'), 'markPaid', 'admin')).toEqual({ refused: 'status' });
  });

  it('a decline leaves the order waiting with its payment failed, and nothing else', () => {
    expect(move(order('pending', 'pending', 'stripe'), 'decline', 'system')).toEqual({ to: 'pending', payment: 'decline', effects: [] });
  });

  it('ship and deliver: the buyer told of the tracking, then of the delivery; the seller earns on delivery', () => {
    expect(move(order('processing', 'paid'), 'ship', 'seller')).toEqual({ to: 'shipped', payment: null, effects: ['addTimelineEvent', 'notifyBuyer', 'mailBuyerShipped'] });
    expect(move(order('shipped', 'paid'), 'deliver', 'buyer')).toEqual({ to: 'delivered', payment: null, effects: ['addTimelineEvent', 'recordEarning', 'notifyBuyer', 'mailBuyerDelivered'] });
  });

  it("a cancel before payment gives the stock back and expires the checkout's payment once nothing of it awaits one; the sweeper's also marks the order's payment expired", () => {
    const effects = ['addTimelineEvent', 'releaseStock', 'expireCheckoutPayment', 'notifyBuyer', 'mailBuyerCancelled'];
    expect(move(order('pending'), 'cancel', 'buyer')).toEqual({ to: 'cancelled', payment: null, effects });
    expect(move(order('pending'), 'cancel', 'admin')).toEqual({ to: 'cancelled', payment: null, effects });
    expect(move(order('pending'), 'cancel', 'system')).toEqual({ to: 'cancelled', payment: 'expire', effects });
  });

  it('a cancel after payment also gives the money and the units sold back', () => {
    const cancelled = { to: 'cancelled', payment: 'refund', effects: ['addTimelineEvent', 'releaseStock', 'refundPayment', 'uncountUnitsSold', 'notifyBuyer', 'mailBuyerCancelled'] };
    for (const actor of ['buyer', 'seller', 'admin'] as const) expect(move(order('processing', 'paid'), 'cancel', actor)).toEqual(cancelled);
    expect(move(order('processing', 'paid'), 'cancel', 'system')).toEqual({ refused: 'status' });
  });

  it("a return refunds a delivered, paid order: money, the seller's earning and the units sold go back", () => {
    expect(move(order('delivered', 'paid'), 'refund', 'admin')).toEqual({
      to: 'delivered', payment: 'refund', effects: ['addTimelineEvent', 'refundPayment', 'uncountUnitsSold', 'mailBuyerRefunded'],
    });
    expect(move(order('delivered', 'refunded'), 'refund', 'admin')).toEqual({ refused: 'paymentStatus' });
    expect(move(order('delivered', 'paid'), 'refund', 'seller')).toEqual({ refused: 'status' });
  });

  it('money arriving after the cancel goes back, once: no timeline row, the buyer told why', () => {
    for (const paymentStatus of ['pending', 'failed', 'expired'] as const) {
      expect(move(order('cancelled', paymentStatus, 'stripe'), 'refund', 'system')).toEqual({ to: 'cancelled', payment: 'refundLate', effects: ['refundPayment', 'mailBuyerPaidTooLate'] });
    }
    expect(move(order('cancelled', 'refunded', 'stripe'), 'refund', 'system')).toEqual({ refused: 'paymentStatus' });
  });

  it('every effect is used by some row, and mails come last (they quote the order as the move left it)', () => {
    const used = new Set(ORDER_TRANSITIONS.flatMap((row) => row.effects));
    expect([...used].sort()).toEqual([...ORDER_EFFECTS].sort());
    for (const row of ORDER_TRANSITIONS) {
      const effects: readonly OrderEffect[] = row.effects;
      const firstMail = effects.findIndex((effect) => effect.startsWith('mail'));
      if (firstMail >= 0) expect(effects.slice(firstMail).every((effect) => effect.startsWith('mail')), row.action).toBe(true);
    }
  });

  it("the buyer's centre hears of the moves to paid, shipped, delivered and cancelled, and of no other; just before the mails", () => {
    const told = ORDER_TRANSITIONS.filter((row) => (row.effects as readonly OrderEffect[]).includes('notifyBuyer'));
    expect(told.map((row) => `${row.action} ${row.from}>${row.to}`).sort()).toEqual([
      'cancel pending>cancelled', 'cancel pending>cancelled', 'cancel processing>cancelled', 'deliver shipped>delivered',
      'markPaid pending>processing', 'markPaid pending>processing', 'ship processing>shipped',
    ]);
    for (const row of told) {
      const effects: readonly OrderEffect[] = row.effects;
      expect(effects.slice(effects.indexOf('notifyBuyer') + 1).every((effect) => effect.startsWith('mail')), row.action).toBe(true);
    }
  });

  it('one row at most per action, status, actor and payment method', () => {
    for (const action of ORDER_ACTIONS) for (const status of ORDER_STATUSES) for (const actor of ORDER_ACTORS) for (const method of PAYMENT_METHODS) {
      const rows = ORDER_TRANSITIONS.filter((row) => row.action === action && row.from === status && (row.actors as readonly OrderActor[]).includes(actor)
        && (!('methods' in row) || (row.methods as readonly string[]).includes(method)));
      expect(rows.length, `${action} ${status} ${actor} ${method}`).toBeLessThanOrEqual(1);
    }
  });
});

describe('refused moves', () => {
  // Every (action, status, actor) the table allows, by hand; everything else is refused.
  const ALLOWED: Record<OrderAction, Partial<Record<OrderActor, string[]>>> = {
    markPaid: { admin: ['pending'], system: ['pending'] },
    decline: { system: ['pending'] },
    ship: { seller: ['processing'], admin: ['processing'] },
    deliver: { buyer: ['shipped'], seller: ['shipped'], admin: ['shipped'], system: ['shipped'] },
    cancel: { buyer: ['pending', 'processing'], seller: ['processing'], admin: ['pending', 'processing'], system: ['pending'] },
    refund: { admin: ['delivered'], system: ['cancelled'] },
  };

  it('refuses every move the table does not list, whatever the payment', () => {
    for (const action of ORDER_ACTIONS) for (const actor of ORDER_ACTORS) {
      expect(statusesAllowing(action, actor), `${action} by ${actor}`).toEqual(ALLOWED[action][actor] ?? []);
      for (const status of ORDER_STATUSES) {
        if (ALLOWED[action][actor]?.includes(status)) continue;
        for (const paymentStatus of PAYMENT_STATUSES) for (const method of PAYMENT_METHODS) {
          expect(findTransition(order(status, paymentStatus, method), action, actor)).toEqual({ refused: 'status' });
        }
      }
    }
  });
});

describe('what screens show', () => {
  it('buttons per actor, status and payment', () => {
    expect(availableActions(order('processing', 'paid'), 'seller')).toEqual(['ship', 'cancel']);
    expect(availableActions(order('pending'), 'admin')).toEqual(['markPaid', 'cancel']);
    expect(availableActions(order('pending', 'pending', 'stripe'), 'admin')).toEqual(['cancel']);
    expect(availableActions(order('delivered', 'paid'), 'admin')).toEqual(['refund']);
    expect(availableActions(order('delivered', 'refunded'), 'admin')).toEqual([]);
    expect(availableActions(order('delivered', 'paid'), 'buyer')).toEqual([]);
  });

  it("an admin's Refund is a cancel before shipment and a return once delivered", () => {
    expect(refundingAction(order('processing', 'paid'), 'admin')).toBe('cancel');
    expect(refundingAction(order('delivered', 'paid'), 'admin')).toBe('refund');
    expect(refundingAction(order('pending'), 'admin')).toBeNull();
    expect(refundingAction(order('shipped', 'paid'), 'admin')).toBeNull();
    expect(refundingAction(order('delivered', 'refunded'), 'admin')).toBeNull();
  });

  it('stock is held while pending or processing: where a cancel gives it back', () => {
    expect(STOCK_HELD_IN).toEqual(['pending', 'processing']);
  });

  it("a move's URL and body come from the table's fields", () => {
    expect(ORDER_MOVE_PATHS.ship).toBe('/api/orders/:id/ship');
    expect(moveBody({ action: 'ship', carrier: 'UPS', trackingNumber: '1Z' })).toEqual({ carrier: 'UPS', trackingNumber: '1Z' });
    expect(moveBody({ action: 'refund', reason: 'Returned' })).toEqual({ reason: 'Returned' });
    expect(moveBody({ action: 'deliver' })).toBeUndefined();
    expect(moveBody({ action: 'markPaid' })).toBeUndefined();
  });
});

describe('payment moves', () => {
  it('each says where it may leave from', () => {
    expect(paymentMayMove('pay', 'expired')).toBe(true);
    expect(paymentMayMove('pay', 'paid')).toBe(false);
    expect(paymentMayMove('decline', 'paid')).toBe(false);
    expect(paymentMayMove('expire', 'failed')).toBe(true);
    expect(paymentMayMove('refund', 'pending')).toBe(false);
    expect(PAYMENT_TRANSITIONS.refundLate.to).toBe('refunded');
  });

  it("a checkout's payment settles by how many of its orders gave the money back", () => {
    expect(settledPaymentMove(2, 0)).toBe('pay');
    expect(settledPaymentMove(2, 1)).toBe('refundPart');
    expect(settledPaymentMove(2, 2)).toBe('refundLate');
  });
});
