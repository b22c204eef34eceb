/**
 * The cart priced by the server, one group per seller: what the shopper is asked to pay. The
 * fetcher lives with the promotions feature (promotions/api/cart-quote.ts), below the cart and this
 * feature, because the cart drawer shows it too.
 */
export { getQuote, quoteQueryOptions, useQuote, type CartQuote as CheckoutQuote } from '../../promotions/api/cart-quote';
