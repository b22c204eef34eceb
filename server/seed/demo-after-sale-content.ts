import { RETURN_REASON_LABELS, type ReturnReason } from '../../shared/return-schemas.js';
import { DISPUTE_REASON_LABELS } from '../../shared/dispute-schemas.js';

/** The words of the demo's conversations, returns and dispute (issue 25): what people would write. */

export interface ItemWords { name: string; size: string; color: string; quantity: number }

const items = (list: ItemWords[]) => list.map((item) => `${item.quantity} × ${item.name} (${item.size}, ${item.color})`).join(', ');

/** The shopper's sizing question before buying, the shop's answer, and the answer still unread. */
export const preSaleMessages = (product: { name: string }, sizes: string[]) => {
  const middle = Math.max(1, Math.floor(sizes.length / 2));
  return {
    question: `Hi! How does the ${product.name} fit? I'm usually between ${sizes[middle - 1] ?? sizes[0]} and ${sizes[middle] ?? sizes[0]} and like it a little loose.`,
    answer: `Hey Sam, thanks for asking! The ${product.name} is cut boxy and runs true to size, so if you like it loose, take the bigger of the two.`,
    followUp: 'Perfect, thank you. Does the print hold up in the wash?',
    unreadAnswer: 'It does: it is screen-printed on heavy cotton. Wash it inside out on cold and skip the dryer, and it will look the same for years.',
  };
};

/** System lines, as the order's conversation tells each step of a return or a dispute. */
export const afterSaleLines = {
  requested: (list: ItemWords[], reason: ReturnReason) => `Return requested: ${items(list)}. Reason: ${RETURN_REASON_LABELS[reason]}.`,
  accepted: (instructions: string) => `Return accepted. Instructions: ${instructions}`,
  refused: (reason: string) => `Return refused: ${reason}`,
  shipped: (carrier: string, tracking: string) => `Return on its way back: ${carrier} ${tracking}.`,
  refunded: (amount: string) => `Return received and refunded: $${amount}.`,
  disputeOpened: () => `Dispute opened: ${DISPUTE_REASON_LABELS.return_refused}. Threadline will look at this order and decide.`,
};

/** The shopper's return (requested, waiting for the shop) and the buyer's message before it. */
export const shopperReturn = {
  reason: 'doesnt_fit' as const,
  beforeRequest: 'Hi! The tee arrived quickly, thanks, but it is tighter across the shoulders than I expected. I will send it back.',
  note: 'Tighter across the shoulders than the size chart suggested.',
};

/** Another buyer's return, refused by the shop, then disputed. */
export const refusedReturn = {
  reason: 'changed_mind' as const,
  note: 'Not quite my style once I tried it on.',
  refuseReason: 'The label has been cut out and the garment shows wear, so we cannot take it back.',
  buyerReply: 'I only tried it on once; the label was loose when it arrived. Your policy says 14 days.',
  disputeNote: 'The shop refused my return within its 14-day window. I tried it on once and the label was loose on arrival.',
};

/** A return that went all the way: accepted, shipped back, received and refunded. */
export const refundedReturn = {
  reason: 'damaged' as const,
  note: 'The print on the back arrived cracked along the fold.',
  instructions: 'Sorry about that! Send it back with any tracked service to the address on the packing slip.',
  carrier: 'USPS',
};
