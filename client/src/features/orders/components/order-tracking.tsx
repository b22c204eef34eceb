import { ExternalLink } from 'lucide-react';
import { trackingUrl } from '@shared/carriers';

/** The parcel's carrier and number, linked to the carrier's tracking page when we know the carrier. */
export function OrderTracking({ carrier, trackingNumber }: { carrier: string | null; trackingNumber: string }) {
  const url = trackingUrl(carrier, trackingNumber);
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm" data-testid="order-tracking">
      <span className="text-muted">Tracking:</span> {carrier} <span className="nums font-semibold">{trackingNumber}</span>
      {url && (
        <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-acid underline underline-offset-2">
          Track parcel<span className="sr-only"> at {carrier} (opens in a new tab)</span>
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      )}
    </p>
  );
}
