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

export const GRAPHIC_WORDS = [
  'RIOT', 'VOID', 'BLOOM', 'STATIC', 'ORBIT', 'SAINTS', 'NEON', 'GUTTER', 'PLANES', 'MIDNIGHT',
  'CONCRETE', 'KINTSUGI', 'ASPHALT', 'FREQUENCY', 'AFTERHOURS', 'DRIFT', 'SIGNAL', 'RAVE',
] as const;

export const NAME_ADJECTIVES = [
  'Oversized', 'Heavyweight', 'Vintage', 'Washed', 'Boxy', 'Cropped', 'Reflective', 'Distressed',
  'Embroidered', 'Tonal', 'Glow', 'Acid Wash', 'Garment-Dyed', 'Limited', 'Midnight', 'Retro',
] as const;

export const NAME_NOUNS: Record<GarmentKind, readonly string[]> = {
  't-shirt': ['Tee', 'T-Shirt', 'Graphic Tee', 'Pocket Tee', 'Long Sleeve Tee'],
  hoodie: ['Hoodie', 'Pullover Hoodie', 'Zip Hoodie', 'Fleece Hoodie'],
  // Beanies are named from the drawing (seed.ts); these are the caps.
  hat: ['Snapback', 'Dad Cap', 'Trucker Cap', 'Five-Panel Cap', 'Six-Panel Cap'],
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

export const DESCRIPTION_LINES = [
  'Printed by hand in small batches, so no two pulls are exactly alike.',
  'Cut from heavyweight cotton that holds its shape wash after wash.',
  'A relaxed, boxy fit with dropped shoulders; size down for a closer fit.',
  'Water-based inks that stay soft and get better with every wear.',
  'Finished with a woven label and reinforced seams.',
  'Pre-shrunk and garment-dyed for a lived-in feel from day one.',
] as const;
