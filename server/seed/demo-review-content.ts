import type { GarmentKind } from './demo-content.js';

/**
 * The words of the demo reviews (issue 23): what buyers of small-label streetwear write about
 * print, fabric, fit and shipping. Invented people; any likeness is a coincidence.
 */
export const DEMO_BUYER_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['Maya', 'Rivera'], ['Jonas', 'Becker'], ['Aisha', 'Khan'], ['Leo', 'Martins'], ['Priya', 'Nair'], ['Tomás', 'Ortega'],
  ['Chloe', 'Dubois'], ['Kwame', 'Mensah'], ['Hana', 'Sato'], ['Owen', 'Gallagher'], ['Zoe', 'Papadopoulos'], ['Marcus', 'Reed'],
  ['Ines', 'Carvalho'], ['Dev', 'Patel'], ['Freya', 'Lindqvist'], ['Malik', 'Johnson'], ['Sofia', 'Rossi'], ['Ethan', 'Park'],
  ['Amara', 'Okafor'], ['Lukas', 'Novak'], ['Nina', 'Kowalski'], ['Rafael', 'Silva'], ['Yuki', 'Tanaka'], ['Jade', 'Thompson'],
];

/** Where the demo buyers live: their orders ship there. */
export const DEMO_BUYER_CITIES: ReadonlyArray<{ city: string; region: string; postalCode: string; country: string; phone: string }> = [
  { city: 'Brooklyn', region: 'NY', postalCode: '11211', country: 'United States', phone: '+1 718 555 0142' },
  { city: 'Oakland', region: 'CA', postalCode: '94607', country: 'United States', phone: '+1 510 555 0178' },
  { city: 'Manchester', region: 'Greater Manchester', postalCode: 'M4 1HN', country: 'United Kingdom', phone: '+44 161 496 0321' },
  { city: 'Berlin', region: 'Berlin', postalCode: '10997', country: 'Germany', phone: '+49 30 5550 1234' },
  { city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6', country: 'Canada', phone: '+1 416 555 0199' },
  { city: 'Melbourne', region: 'VIC', postalCode: '3065', country: 'Australia', phone: '+61 3 5550 1288' },
];

export const DEMO_STREETS = ['Wythe Ave', 'Market Street', 'Oldham Road', 'Skalitzer Str.', 'Queen Street West', 'Smith Street', 'Bedford Ave', 'Telegraph Ave'];

export const TITLES_BY_STARS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: ['Instant favourite', 'Worth every penny', 'Best thing I bought this year', 'Quality is unreal', 'Buying another colour', 'Exactly as pictured', 'Heavy and clean', 'Ten out of ten'],
  4: ['Really solid', 'Great print, slow post', 'Love it, one small gripe', 'Good quality', 'Nice weight', 'Would buy again'],
  3: ['It\'s fine', 'Okay for the price', 'Mixed feelings', 'Not quite what I expected'],
  2: ['Not holding up', 'Disappointed', 'Expected better'],
  1: ['Fell apart', 'Not as described', 'Would not buy again'],
};

export const OPENERS_BY_STARS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Honestly better than I expected from the photos.',
    'Third thing I have bought from this shop and it did not disappoint.',
    'Wore it out the day it arrived and got asked where it was from twice.',
    'Bought it as a gift and ended up ordering one for myself.',
    'This is the piece I reach for first now.',
  ],
  4: [
    'Really happy with it overall.',
    'Good piece, I would buy from them again.',
    'Solid quality for an independent label.',
    'Looks great on and feels well made.',
  ],
  3: [
    'It is okay, nothing special.',
    'Decent, but I expected a bit more for the price.',
    'Some things I like, some I do not.',
  ],
  2: [
    'Not great, sadly.',
    'I wanted to love this one.',
  ],
  1: [
    'Really disappointed with this purchase.',
    'Did not survive long at all.',
  ],
};

/** What buyers notice about the garment, good then bad, for each kind the shops sell. */
export const DETAILS_BY_KIND: Record<GarmentKind | 'beanie', { good: readonly string[]; bad: readonly string[] }> = {
  't-shirt': {
    good: [
      'The print is thick and sharp, and it has survived five washes inside out without a crack.',
      'Heavy cotton, you can feel the weight, and the collar keeps its shape.',
      'The {colour} is exactly like the photos, maybe a touch richer.',
      'Ink sits soft on the fabric, not that plastic feel you get from cheap prints.',
      'Stitching is tidy and the hem is double needled.',
    ],
    bad: [
      'The print started cracking after a couple of washes.',
      'The {colour} faded more than I expected after the first wash.',
      'The fabric is thinner than the description made it sound.',
      'The collar went wavy after one wash.',
    ],
  },
  hoodie: {
    good: [
      'The fleece inside is brushed and really warm, and the hood actually holds its shape.',
      'The back print is huge and the colours pop on the {colour}.',
      'Heavyweight without being stiff, and the cuffs are nice and tight.',
      'Kangaroo pocket is deep and the seams feel built to last.',
      'The print has not faded at all after a month of wearing it most days.',
    ],
    bad: [
      'Pilled under the arms within a few weeks.',
      'The {colour} dye bled a little in the first wash.',
      'The print is smaller than it looks in the photos.',
      'The drawstrings came out of the hood on day two.',
    ],
  },
  hat: {
    good: [
      'Embroidery is dense and clean, no loose threads.',
      'The brim has a nice curve out of the box and the strap feels sturdy.',
      'The {colour} goes with everything I own.',
      'Sits well on the head without feeling tight.',
    ],
    bad: [
      'The strap buckle feels cheap.',
      'Embroidery is a bit fuzzy around the letters.',
      'The crown lost its shape after it got squashed in my bag.',
    ],
  },
  beanie: {
    good: [
      'Thick rib knit, warm enough for proper winter mornings.',
      'The patch is stitched on neatly and the cuff folds nicely.',
      'Soft, no itch at all, and the {colour} is spot on.',
    ],
    bad: [
      'Itchier than I hoped.',
      'Stretched out a bit after a few weeks.',
    ],
  },
};

/** Fit words for tees and hoodies: hats get none. */
export const FIT_LINES = {
  small: ['Runs small: I usually take {size} and this one is snug, size up.', 'Tight across the shoulders, go one size up.', 'Shorter in the body than I expected, size up if you are tall.'],
  true: ['True to size, my usual {size} fits perfectly.', 'Fits as expected, I took my normal {size}.', 'Size {size} fits like every other {size} I own.'],
  large: ['Runs big: the {size} is roomy, size down for a regular fit.', 'Very oversized, which I like, but size down if you do not.', 'Sleeves are long and the body is wide, go one size down.'],
} as const;

export const SHIPPING_GOOD = [
  'Arrived within four days, nicely packed with a handwritten thank-you note.',
  'Shipping was quick and it came folded in tissue paper.',
  'Tracking updated every day and it arrived earlier than promised.',
];
export const SHIPPING_BAD = [
  'The parcel sat at the depot for a few days before it moved.',
  'Took almost two weeks to arrive, and nobody answered my message about it.',
];
/** A four-star review's reason. */
export const SHIPPING_SLOW = 'Shipping took almost two weeks, which is the only reason it is not five stars.';

export const REPLIES_GOOD = [
  'Thank you so much! Tag us when you wear it, we love seeing our pieces out in the wild.',
  'Really glad you like it. Wash it inside out and cold and the print will last for years.',
  'Thanks for the kind words, it means a lot to a small studio like ours.',
];
export const REPLIES_BAD = [
  'Sorry to hear this. Please message us with your order number and we will send a replacement.',
  'Thanks for the honest feedback. We have switched ink suppliers since this batch, and we will make it right for you.',
  'We are sorry the fit was not right. Returns are free within 30 days, just reply to your delivery mail.',
];

/** The review the admin queue shows as reported, and why. */
export const REPORT_REASONS = ['This review is about the courier, not the product.', 'Seems unfair, the shop offered a replacement.'];

/** The one hidden review: a plug for somewhere else, hidden with a reason its author sees. */
export const HIDDEN_REVIEW = {
  title: 'Cheaper copies elsewhere',
  body: 'Decent tee but you can get the same print way cheaper from my own page, search my username and message me for a discount code.',
  reason: 'Reviews are for the item you bought: this one advertises another shop.',
  reportReason: 'Advertises another seller.',
};
