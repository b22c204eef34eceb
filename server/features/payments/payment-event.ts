/** A provider's word on a payment, already verified (signature, freshness) by that provider's route. */
export interface PaymentEvent {
  provider: 'demo' | 'stripe';
  /** The provider's event id: a delivery seen before changes nothing. */
  eventId: string;
  type: string;
  /** What the event means for us; null for events we record and ignore. */
  outcome: 'succeeded' | 'failed' | null;
  payment: { checkoutId: number } | { provider: string; providerRef: string };
  payload: unknown;
}

export type PaymentEventResult = 'handled' | 'duplicate' | 'ignored';

/**
 * Who acts on a verified event: the order lifecycle (orders/payment-events.ts). Payments hands
 * events over through this port and knows nothing of orders.
 */
export interface PaymentEventHandler {
  handle(event: PaymentEvent): Promise<PaymentEventResult>;
}
