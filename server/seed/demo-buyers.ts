import type { Db } from '../db/client.js';
import type { ShippingAddress } from '../../shared/orders-schemas.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { DEMO_BUYER_CITIES, DEMO_BUYER_NAMES, DEMO_STREETS } from './demo-review-content.js';
import { createUser } from './factories.js';

export interface DemoBuyer {
  id: number;
  address: ShippingAddress;
}

const ascii = (text: string) => text.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();

/** Where a demo person's orders go: one of the demo cities, a street number of their own. */
export function demoAddress(index: number, fullName: string): ShippingAddress {
  const place = DEMO_BUYER_CITIES[index % DEMO_BUYER_CITIES.length]!;
  return {
    fullName, line1: `${12 + index * 7} ${DEMO_STREETS[index % DEMO_STREETS.length]}`, line2: index % 3 === 0 ? `Apt ${index + 2}` : '',
    city: place.city, region: place.region, postalCode: place.postalCode, country: place.country, phone: place.phone,
  };
}

/**
 * The demo's shoppers who bought, and reviewed, the demo shops' goods (issue 23): ordinary
 * customer accounts (maya.rivera@threadline.local, password as the other demo accounts).
 */
export async function createDemoBuyers(db: Db): Promise<DemoBuyer[]> {
  const buyers: DemoBuyer[] = [];
  for (const [index, [firstName, lastName]] of DEMO_BUYER_NAMES.entries()) {
    const handle = `${ascii(firstName)}.${ascii(lastName)}`;
    const user = await createUser(db, { username: handle, email: `${handle}@threadline.local`, password: DEMO_PASSWORD, firstName, lastName });
    buyers.push({ id: user.id, address: demoAddress(index + 1, `${firstName} ${lastName}`) });
  }
  return buyers;
}
