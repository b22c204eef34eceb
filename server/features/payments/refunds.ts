/** A refund recorded in the database (ledger/refunds.ts), for the provider to carry out after the commit. */
export interface PendingRefund {
  refundId: number;
  provider: string;
  /** The provider's payment (a PaymentIntent id); null for a bank transfer, refunded by hand. */
  providerRef: string | null;
  amountCents: number;
  orderId: number;
}
