import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import type { z } from 'zod';
import { SHIPPING } from '@shared/catalog-constants';
import { formatPrice } from '@shared/money';
import type { ShippingMethod } from '@shared/order-quote';
import { shippingAddressSchema, type PaymentMethod } from '@shared/orders-schemas';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { ApiRequestError } from '../../../lib/api-client';
import { serverErrorBody, serverMessage } from '../../../lib/server-message';
import { MAX_SAVED_ADDRESSES } from '@shared/address-schemas';
import { useCurrentUser } from '../../accounts/api/get-current-user';
import { useAddresses } from '../../addresses/api/get-addresses';
import { addressFormOf, emptyAddress } from '../../addresses/components/address-fields';
import { useCart } from '../../cart/api/get-cart';
import { CartStockNote } from '../../cart/components/cart-stock-note';
import { checkoutKeys } from '../api/checkout-keys';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useQuote, type CheckoutQuote } from '../api/get-quote';
import { usePlaceCheckout } from '../api/place-checkout';
import { CartCodesField } from '../../promotions/components/cart-codes-field';
import { OptionCards } from './option-cards';
import { QuoteSummary } from './quote-summary';
import { SavedAddressChoice, type AddressChoice } from './saved-address-choice';
import { ShippingAddressFields, type ShippingAddressForm } from './shipping-address-fields';
import { paths } from '../../../lib/paths';

const SHIPPING_OPTIONS = [
  {
    value: 'standard',
    label: SHIPPING.standard.label,
    detail: `${formatPrice(SHIPPING.standard.price)} per seller, free from ${formatPrice(SHIPPING.freeOver)} with that seller`,
  },
  { value: 'express', label: SHIPPING.express.label, detail: `${formatPrice(SHIPPING.express.price)} per seller` },
];

/**
 * Why the last attempt was refused, in the server's words, kept on the page (a toast goes away
 * before a shopper has read how to fix it); with the way to their orders when unpaid ones block it.
 */
function CheckoutRefusal({ error }: { error: Error }) {
  const message = serverMessage(error);
  if (!message) return null;
  const refusal = serverErrorBody(error)?.errors as { code?: string; quote?: Pick<CheckoutQuote, 'notApplied'> } | undefined;
  const code = refusal?.code;
  // A code that stopped applying (used up meanwhile, expired) is one reason a total changes: say which and why.
  const dropped = code === 'price_changed' ? refusal?.quote?.notApplied ?? [] : [];
  return (
    <div role="alert" data-testid="checkout-refusal" className="flex flex-col gap-2 border-2 border-danger p-3 text-sm">
      <p className="font-semibold">{message}</p>
      {dropped.length > 0 && (
        <ul className="flex flex-col gap-1">
          {dropped.map((each) => <li key={each.code}><span className="font-semibold">{each.code}</span>: {each.reason}</li>)}
        </ul>
      )}
      {code === 'too_many_unpaid' && (
        <Link to={paths.accountOrders} className="caps self-start underline underline-offset-4 hover:text-acid">Go to your orders</Link>
      )}
    </div>
  );
}

/** Address, shipping and payment on the left; the server's quote on the right; one Place order. */
export function CheckoutForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [shippingMethod, setShippingMethod] = useState<ShippingMethod>('standard');
  const [chosenPayment, setChosenPayment] = useState<PaymentMethod | null>(null);
  const quote = useQuote(shippingMethod);
  const methods = usePaymentMethods();
  const userId = useCurrentUser().data?.user.id ?? null;
  // The cart as it is now: its stock per line marks what a refused checkout named (sold out meanwhile).
  const cart = useCart(userId);
  const addresses = useAddresses(userId !== null);
  const book = addresses.data ?? [];
  const [chosenAddress, setChosenAddress] = useState<AddressChoice | null>(null);
  // The default is chosen until the shopper picks another (or a new one).
  const addressChoice: AddressChoice = chosenAddress ?? book.find((address) => address.isDefault)?.id ?? 'new';
  const chosen = book.find((address) => address.id === addressChoice);
  const [saveAddress, setSaveAddress] = useState(false);
  const form = useForm<ShippingAddressForm, unknown, z.output<typeof shippingAddressSchema>>({
    resolver: zodResolver(shippingAddressSchema),
    defaultValues: emptyAddress,
  });
  // A saved address fills the form it is sent from; "A new address" starts empty.
  useEffect(() => {
    form.reset(chosen ? addressFormOf(chosen) : emptyAddress);
  }, [chosen, form]);
  const place = usePlaceCheckout({
    onSuccess: (reply) => navigate(paths.order(reply.checkout.number)),
    onError: (error) => {
      const refusal = serverErrorBody(error)?.errors as { code?: string } | undefined;
      toast({
        title: refusal?.code === 'price_changed' ? 'Your total changed' : 'Checkout failed',
        description: serverMessage(error) ?? 'Please check your connection and try again',
        variant: 'destructive',
      });
    },
  });

  if (quote.isPending || methods.isPending || (userId !== null && addresses.isPending)) return <Skeleton className="h-[32rem]" />;
  if (quote.isError || methods.isError) {
    return (
      <PageMessage title="We could not load your checkout" action={<Button onClick={() => { void quote.refetch(); void methods.refetch(); }}>Try again</Button>} />
    );
  }
  if (quote.data.sellers.length === 0) {
    return (
      <PageMessage
        icon={<ShoppingBag aria-hidden className="size-12" />}
        title="Your cart is empty"
        action={<Link to={paths.home} className={buttonClasses()}>Keep shopping</Link>}
      >
        Add some products to check out.
      </PageMessage>
    );
  }

  // A line removed or lowered from the summary: price the cart again, and the refusal it fixed is history.
  const cartChanged = () => {
    place.reset();
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.quote });
  };
  const paymentMethod = chosenPayment ?? methods.data.methods[0]?.id ?? 'bank_transfer';
  const submit = form.handleSubmit((shippingAddress) => {
    // A new key per attempt, except after an attempt that got no answer at all (the network
    // failed): its retry keeps the key, so it cannot place the order twice. A refused attempt
    // changed nothing and starts afresh.
    const unanswered = place.isError && !(place.error instanceof ApiRequestError);
    place.mutate({
      idempotencyKey: (unanswered && place.variables?.idempotencyKey) || crypto.randomUUID(),
      body: {
        shippingAddress, shippingMethod, paymentMethod, expectedTotal: quote.data.grandTotal,
        ...(addressChoice === 'new' && saveAddress ? { saveAddress: true } : {}),
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="flex flex-col gap-8">
        {book.length > 0 && <SavedAddressChoice addresses={book} value={addressChoice} onChange={setChosenAddress} />}
        {addressChoice === 'new' && (
          <div className="flex flex-col gap-4">
            <ShippingAddressFields
              register={form.register} errors={form.formState.errors} legend={book.length > 0 ? 'New address' : 'Shipping address'}
            />
            {book.length < MAX_SAVED_ADDRESSES && (
              <label className="flex items-center gap-3">
                <input
                  type="checkbox" name="saveAddress" className="size-5 accent-acid" checked={saveAddress}
                  onChange={(event) => setSaveAddress(event.target.checked)}
                />
                <span>Save this address to my account</span>
              </label>
            )}
          </div>
        )}
        <OptionCards
          legend="Shipping" name="shippingMethod" options={SHIPPING_OPTIONS} value={shippingMethod}
          onChange={(value) => setShippingMethod(value as ShippingMethod)}
        />
        <OptionCards
          legend="Payment" name="paymentMethod" value={paymentMethod}
          options={methods.data.methods.map((method) => ({ value: method.id, label: method.label, detail: method.description }))}
          onChange={(value) => setChosenPayment(value as PaymentMethod)}
        />
      </div>
      <div className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
        {userId !== null && <CartCodesField userId={userId} notApplied={quote.data.notApplied} onChanged={() => place.reset()} className="border-2 border-line bg-surface p-5" />}
        <QuoteSummary
          quote={quote.data}
          standardShipping={shippingMethod === 'standard'}
          itemNote={(item) => {
            const line = cart.data?.find((each) => each.productId === item.productId && each.size === item.size && each.color === item.color);
            return line ? <CartStockNote line={line} onChanged={cartChanged} /> : null;
          }}
        />
        <Button type="submit" size="lg" className="w-full" disabled={place.isPending || quote.isFetching}>
          {place.isPending ? 'Placing your order...' : `PLACE ORDER · ${formatPrice(quote.data.grandTotal)}`}
        </Button>
        {place.isError && <CheckoutRefusal error={place.error} />}
      </div>
    </form>
  );
}
