import { Link } from 'react-router';
import { Printer } from 'lucide-react';
import type { PackingSlip as Slip } from '@shared/seller-tools-schemas';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { container } from '../../../components/ui/container';
import { isNotFound } from '../../../lib/api-client';
import { plural } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../accounts/api/get-current-user';
import { usePackingSlip } from '../api/get-packing-slip';

// On paper only the slip: the site's header, footer and these buttons stay on screen.
const PRINT_STYLES = `@media print {
  #root > div > header, #root > div > footer, .packing-slip-tools, [role="region"] { display: none !important; }
  html, body { background: #fff !important; color: #000 !important; }
  .packing-slip { border: 0 !important; box-shadow: none !important; padding: 0 !important; max-width: none !important; }
  @page { margin: 16mm; }
}`;

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

function SlipSheet({ slip }: { slip: Slip }) {
  const to = slip.shipTo;
  return (
    <article className="packing-slip mx-auto flex max-w-3xl flex-col gap-6 border-2 border-line bg-white p-6 text-black sm:p-10" aria-labelledby="packing-slip-title">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-black pb-4">
        <div>
          <p className="caps text-sm">{slip.businessName}</p>
          <h1 id="packing-slip-title" className="caps text-3xl">Packing slip</h1>
        </div>
        <dl className="nums grid grid-cols-[auto_auto] gap-x-3 text-sm">
          <dt className="font-semibold">Order</dt><dd data-testid="slip-number">{slip.number}</dd>
          <dt className="font-semibold">Checkout</dt><dd>{slip.checkoutNumber}</dd>
          <dt className="font-semibold">Placed</dt><dd>{date.format(new Date(slip.createdAt))}</dd>
          <dt className="font-semibold">Shipping</dt><dd className="capitalize">{slip.shippingMethod}</dd>
        </dl>
      </header>
      <section aria-labelledby="ship-to">
        <h2 id="ship-to" className="caps mb-2 text-lg">Ship to</h2>
        <address className="text-base leading-relaxed not-italic" data-testid="slip-ship-to">
          <strong>{to.fullName}</strong><br />
          {to.line1}<br />
          {to.line2 && <>{to.line2}<br /></>}
          {to.city}, {to.region} {to.postalCode}<br />
          {to.country}<br />
          {to.phone}
        </address>
      </section>
      <section aria-labelledby="slip-items">
        <h2 id="slip-items" className="caps mb-2 text-lg">Items ({plural(slip.units, 'unit')})</h2>
        <table className="nums w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b-2 border-black">
              <th scope="col" className="py-2 pr-2">Item</th><th scope="col" className="py-2 pr-2">Size</th>
              <th scope="col" className="py-2 pr-2">Colour</th><th scope="col" className="py-2 pr-3 text-right">Qty</th>
              <th scope="col" className="w-12 py-2 text-center">Packed</th>
            </tr>
          </thead>
          <tbody>
            {slip.items.map((item, index) => (
              <tr key={index} className="border-b border-black/30">
                <td className="py-2 pr-2 font-semibold">{item.productName}</td><td className="py-2 pr-2">{item.size}</td>
                <td className="py-2 pr-2">{item.color}</td><td className="py-2 pr-3 text-right">{item.quantity}</td>
                <td className="py-2 text-center"><span aria-hidden className="inline-block size-4 border-2 border-black" /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="text-sm">Thank you for buying from {slip.businessName} on Threadline. Returns are accepted within 30 days in original condition with tags attached.</p>
    </article>
  );
}

/** A printable slip for one order: ship-to, items, sizes, colours and quantities, no prices. */
export function PackingSlip({ orderId }: { orderId: number | null }) {
  const currentUser = useCurrentUser();
  const role = currentUser.data?.user.role;
  const asAdmin = role === 'admin';
  const slip = usePackingSlip(currentUser.data ? orderId : null, asAdmin);
  const back = asAdmin ? paths.adminDashboard : `${paths.sellerDashboard}?tab=orders`;

  if (currentUser.isPending || (orderId !== null && currentUser.data && slip.isPending)) {
    return <div className={`${container} py-8`}><Skeleton className="mx-auto h-96 max-w-3xl" /></div>;
  }
  if (!currentUser.data) {
    return <PageMessage level={1} title="Access Denied" action={<Link to={paths.login} className={buttonClasses()}>Sign in</Link>}>Sign in as the order's seller to print its packing slip.</PageMessage>;
  }
  if (orderId === null || slip.isError) {
    const missing = orderId === null || isNotFound(slip.error);
    return (
      <PageMessage level={1} title={missing ? 'Order Not Found' : 'Could not load the packing slip'} action={<Link to={back} className={buttonClasses('outline')}>Back to orders</Link>}>
        {missing ? 'There is no such order in your shop.' : 'The server did not answer. Try again in a moment.'}
      </PageMessage>
    );
  }
  return (
    <div className={`${container} flex flex-col gap-4 py-8`}>
      <style>{PRINT_STYLES}</style>
      <div className="packing-slip-tools mx-auto flex w-full max-w-3xl flex-wrap justify-between gap-3">
        <Link to={back} className={buttonClasses('outline')}>Back to orders</Link>
        <Button onClick={() => window.print()}><Printer aria-hidden className="size-5" />Print</Button>
      </div>
      {slip.data && <SlipSheet slip={slip.data} />}
    </div>
  );
}
