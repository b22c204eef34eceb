/** The words the demo catalogue is made of. Invented brands; any likeness is a coincidence. */
export const DEMO_CATEGORIES = [
  { name: 'T-Shirts', slug: 't-shirts', kind: 't-shirt', description: 'Heavyweight tees, graphic prints and cut-and-sew blanks.' },
  { name: 'Hoodies', slug: 'hoodies', kind: 'hoodie', description: 'Brushed fleece, oversized fits, loud back prints.' },
  { name: 'Hats', slug: 'hats', kind: 'hat', description: 'Caps, snapbacks and beanies from independent labels.' },
] as const;

export type GarmentKind = (typeof DEMO_CATEGORIES)[number]['kind'];

export const DEMO_SELLERS = [
  { businessName: 'Concrete Saints', specialty: 'Skate graphics', accent: '#c6ff00', description: 'Screen-printed in a garage under the overpass since day one. Heavy cotton, loud ink.' },
  { businessName: 'Neon Alley', specialty: 'Glow-in-the-dark prints', accent: '#ff2e88', description: 'Night-market energy: reflective inks, fluorescent dyes and big back hits.' },
  { businessName: 'Void Supply', specialty: 'Minimal blackout wear', accent: '#9aa0a6', description: 'Black on black on black. Tonal embroidery, boxy cuts, nothing extra.' },
  { businessName: 'Rust & Riot', specialty: 'Punk-inspired streetwear', accent: '#ff5a1f', description: 'Distressed washes and hand-drawn lettering from a two-person studio.' },
  { businessName: 'Kintsugi Club', specialty: 'Japanese-inspired design', accent: '#f5c518', description: 'Golden seams, broken things made beautiful. Limited runs, numbered tags.' },
  { businessName: 'Static Bloom', specialty: 'Floral glitch art', accent: '#7c4dff', description: 'Flowers run through a broken scanner, printed on soft garment-dyed blanks.' },
  { businessName: 'Gutter Gods', specialty: 'Graffiti lettering', accent: '#00e5ff', description: 'Wildstyle pieces from local writers, each design credited to its artist.' },
  { businessName: 'Low Orbit', specialty: 'Space-age utility', accent: '#76ff03', description: 'Technical fabrics, reflective tape and mission patches for the daily commute.' },
  { businessName: 'Paper Planes Co', specialty: 'Vintage sports', accent: '#ff1744', description: 'Varsity arches and faded team colours for teams that never existed.' },
  { businessName: 'Midnight Mileage', specialty: 'Running culture', accent: '#18ffff', description: 'Night-run crews, split times and reflective hits for after-dark miles.' },
] as const;

/**
 * The words each shop prints (one or two words, capitals): a product's name says the word its
 * drawing shows, and a shop prints its own words, not another's (issue 22).
 */
export const SHOP_WORDS: Record<(typeof DEMO_SELLERS)[number]['businessName'], readonly string[]> = {
  'Concrete Saints': ['SAINTS', 'CONCRETE', 'ASPHALT', 'GRIND'],
  'Neon Alley': ['NEON', 'AFTERHOURS', 'RAVE', 'GLOW'],
  'Void Supply': ['VOID', 'BLACKOUT', 'NULL', 'SILENCE'],
  'Rust & Riot': ['RIOT', 'RUST', 'NOISE', 'NO FUTURE'],
  'Kintsugi Club': ['KINTSUGI', 'GOLD SEAM', 'MENDED', 'WABI'],
  'Static Bloom': ['BLOOM', 'STATIC', 'GLITCH', 'PETALS'],
  'Gutter Gods': ['GUTTER', 'WILDSTYLE', 'BOMBS', 'THROWUP'],
  'Low Orbit': ['ORBIT', 'LIFTOFF', 'ZERO G', 'SIGNAL'],
  'Paper Planes Co': ['PLANES', 'VARSITY', 'HOMETOWN', 'MVP'],
  'Midnight Mileage': ['MIDNIGHT', 'MILEAGE', 'NIGHT RUN', 'SPLITS'],
};

/** Every word a demo print may show (the bench's search terms). */
export const GRAPHIC_WORDS = Object.values(SHOP_WORDS).flat();

/** Whole-dollar price ranges per garment, as independent labels charge for them (issue 22). */
export const PRICE_RANGES: Record<GarmentKind, readonly [number, number]> = {
  't-shirt': [25, 45],
  hoodie: [55, 95],
  hat: [20, 35],
};

/** The prints of art/prints.ts, in its order, as a description names them. */
export const PRINT_NAMES = ['racing-stripe', 'sun-disc', 'lightning-bolt', 'grid', 'wave', 'star', 'checkerboard', 'varsity-arch', 'box-logo', 'echo'] as const;

/** Adjectives that fit each garment: a cap is not cropped, a beanie not boxy. */
export const ADJECTIVES_BY_KIND: Record<GarmentKind | 'beanie', readonly string[]> = {
  't-shirt': ['Oversized', 'Heavyweight', 'Vintage', 'Washed', 'Boxy', 'Cropped', 'Distressed', 'Tonal', 'Acid Wash', 'Garment-Dyed', 'Limited', 'Retro'],
  hoodie: ['Oversized', 'Heavyweight', 'Vintage', 'Washed', 'Boxy', 'Reflective', 'Distressed', 'Tonal', 'Acid Wash', 'Garment-Dyed', 'Limited', 'Brushed'],
  hat: ['Vintage', 'Washed', 'Corduroy', 'Ripstop', 'Reflective', 'Distressed', 'Embroidered', 'Tonal', 'Limited', 'Retro'],
  beanie: ['Ribbed', 'Chunky', 'Wool-Blend', 'Fisherman', 'Embroidered', 'Tonal', 'Limited', 'Retro'],
};

/** Every adjective of the demo names (the bench's search terms). */
export const NAME_ADJECTIVES = [...new Set(Object.values(ADJECTIVES_BY_KIND).flat())];

/** Garments as the drawings show them: short-sleeved tees without pockets, pullover hoodies. */
export const NAME_NOUNS: Record<GarmentKind, readonly string[]> = {
  't-shirt': ['Tee', 'T-Shirt', 'Graphic Tee'],
  hoodie: ['Hoodie', 'Pullover Hoodie', 'Fleece Hoodie'],
  // Beanies are named from the drawing (seed.ts); these are the caps.
  hat: ['Snapback', 'Dad Cap', 'Five-Panel Cap', 'Six-Panel Cap'],
};

export const SIZE_RUNS: Record<GarmentKind, readonly (readonly string[])[]> = {
  't-shirt': [['XS', 'S', 'M', 'L', 'XL'], ['S', 'M', 'L', 'XL', '2XL', '3XL'], ['S', 'M', 'L'], ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL']],
  hoodie: [['S', 'M', 'L', 'XL', '2XL'], ['M', 'L', 'XL', '2XL', '3XL', '4XL'], ['XS', 'S', 'M', 'L', 'XL']],
  hat: [['S', 'M', 'L'], ['M', 'L'], ['S', 'M']],
};

export const GARMENT_COLORS: ReadonlyArray<{ name: string; hex: string }> = [
  { name: 'Black', hex: '#1b1b1b' },
  { name: 'White', hex: '#f2f2ef' },
  { name: 'Gray', hex: '#8d9096' },
  { name: 'Navy', hex: '#1f2a44' },
  { name: 'Red', hex: '#b3202a' },
  { name: 'Pink', hex: '#f2a7c3' },
  { name: 'Green', hex: '#2f5d3a' },
  { name: 'Blue', hex: '#2d5fb3' },
];

export const TAGS = ['streetwear', 'graphic', 'limited', 'organic cotton', 'oversized', 'embroidered', 'reflective', 'vintage', 'skate', 'unisex'] as const;

/** What a product page says about the garment, beyond its print: a cap is not cut from cotton jersey. */
export const DESCRIPTION_LINES_BY_KIND: Record<GarmentKind | 'beanie', readonly string[]> = {
  't-shirt': [
    'Printed by hand in small batches, so no two pulls are exactly alike.',
    'Cut from heavyweight cotton that holds its shape wash after wash.',
    'A relaxed, boxy fit with dropped shoulders; size down for a closer fit.',
    'Water-based inks that stay soft and get better with every wear.',
    'Pre-shrunk and garment-dyed for a lived-in feel from day one.',
  ],
  hoodie: [
    'Printed by hand in small batches, so no two pulls are exactly alike.',
    'Brushed-back fleece, a lined hood and a kangaroo pocket.',
    'A roomy fit with dropped shoulders and ribbed cuffs.',
    'Water-based inks that stay soft and get better with every wear.',
    'Finished with a woven label and reinforced seams.',
  ],
  hat: [
    'Structured crown, curved brim and an adjustable strap at the back.',
    'Embroidered eyelets and a cotton sweatband that softens with wear.',
    'Finished with a woven label inside the crown.',
    'One piece at a time on a small embroidery machine.',
  ],
  beanie: [
    'Double-layer rib knit, warm without the bulk.',
    'A deep cuff to fold up or wear long, topped with a pom.',
    'Finished with a woven label on the cuff.',
  ],
};

/** Every description line (the bench's search terms). */
export const DESCRIPTION_LINES = [...new Set(Object.values(DESCRIPTION_LINES_BY_KIND).flat())];
