/**
 * Postal addresses written the way each country's post writes them. Pure and free of zod: the
 * confirmation page, the checkout and the order cards import it without the schemas.
 */
export interface PostalAddress {
  fullName: string;
  line1: string;
  line2?: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

type Style = 'cityRegionPostal' | 'cityThenPostal' | 'postalCity' | 'cityRegionPostalNoComma';

// The country field is free text: its common names and ISO codes, lower-cased, without dots.
const STYLES: Record<string, Style> = {};
const styleFor = (style: Style, names: string[]) => { for (const name of names) STYLES[name] = style; };
styleFor('cityRegionPostal', ['us', 'usa', 'united states', 'united states of america', 'america', 'ca', 'canada']);
styleFor('cityRegionPostalNoComma', ['au', 'australia']);
styleFor('cityThenPostal', ['uk', 'gb', 'united kingdom', 'great britain', 'england', 'scotland', 'wales', 'northern ireland', 'ie', 'ireland']);
styleFor('postalCity', [
  'de', 'germany', 'deutschland', 'fr', 'france', 'nl', 'netherlands', 'the netherlands', 'holland', 'nederland',
  'at', 'austria', 'österreich', 'ch', 'switzerland', 'schweiz', 'suisse', 'be', 'belgium', 'belgië', 'belgique',
  'lu', 'luxembourg', 'dk', 'denmark', 'danmark', 'se', 'sweden', 'sverige', 'no', 'norway', 'norge', 'fi', 'finland',
  'pl', 'poland', 'polska', 'pt', 'portugal', 'es', 'spain', 'españa', 'it', 'italy', 'italia', 'cz', 'czechia',
  'czech republic', 'is', 'iceland',
]);

const countryKey = (country: string) => country.trim().toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ');

/** The line (or lines) naming the town and its postal code, e.g. "Brooklyn, NY 11201" or "10115 Berlin". */
export function localityLines(address: Pick<PostalAddress, 'city' | 'region' | 'postalCode' | 'country'>): string[] {
  const { city, region, postalCode } = address;
  switch (STYLES[countryKey(address.country)]) {
    case 'cityRegionPostal': return [`${city}, ${region} ${postalCode}`];
    case 'cityRegionPostalNoComma': return [`${city} ${region} ${postalCode}`];
    // The UK and Ireland: the post town, then the postcode on a line of its own; the county is not needed.
    case 'cityThenPostal': return [city, postalCode];
    case 'postalCity': return [`${postalCode} ${city}`];
    default: return [`${city}, ${region} ${postalCode}`.trim()];
  }
}

/** The whole address, one printed line per entry: name, street, town and code, country. */
export function formatAddress(address: PostalAddress): string[] {
  return [
    address.fullName,
    address.line1,
    ...(address.line2?.trim() ? [address.line2] : []),
    ...localityLines(address),
    address.country,
  ];
}
