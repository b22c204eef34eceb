/**
 * The carriers whose public tracking page we link to, with the page's address for a tracking
 * number. Any other carrier is still accepted (the ship dialog's "Other"), shown without a link.
 * Used by the shipped mail and by the order card, so both link to the same place.
 */
export const CARRIERS = [
  { name: 'USPS', trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=' },
  { name: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum=' },
  { name: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=' },
  { name: 'DHL', trackingUrl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=' },
] as const;

export type CarrierName = (typeof CARRIERS)[number]['name'];

export const CARRIER_NAMES: readonly CarrierName[] = CARRIERS.map((carrier) => carrier.name);

/** The carrier of our table a seller's wording names ("ups", " FedEx "), or null. */
export function knownCarrier(carrier: string | null | undefined): CarrierName | null {
  const wanted = carrier?.trim().toLowerCase();
  return CARRIERS.find((known) => known.name.toLowerCase() === wanted)?.name ?? null;
}

/** The public tracking page of a parcel, or null for a carrier we do not know or a blank number. */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  const known = CARRIERS.find((entry) => entry.name === knownCarrier(carrier));
  const number = trackingNumber?.trim();
  if (!known || !number) return null;
  return `${known.trackingUrl}${encodeURIComponent(number)}`;
}
