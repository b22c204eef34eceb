import type { OrderStatus } from '@shared/order-transitions';
import type { PaymentMethod, PaymentStatus } from '@shared/payment-transitions';
import type { BadgeTone } from '../../../components/ui/badge';

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  processing: 'Paid, being prepared',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'muted', processing: 'paper', shipped: 'acid', delivered: 'acid', cancelled: 'danger',
};

const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Payment pending', paid: 'Paid', failed: 'Payment declined', expired: 'Payment expired',
  refunded: 'Refunded', partially_refunded: 'Partly refunded',
};

export const paymentLabel = (status: PaymentStatus) => PAYMENT_LABELS[status];

const METHOD_LABELS: Record<PaymentMethod, string> = { bank_transfer: 'Bank transfer', stripe: 'Card', demo: 'Demo payment' };
export const paymentMethodLabel = (method: PaymentMethod) => METHOD_LABELS[method];
