/**
 * The demo service list: real services of a North Indian unisex studio at prices that match the marketing copy
 * (bridal from ₹5,999, makeup and nails from ₹1,500, hair care from ₹599, body spa from ₹699, hydra facial ₹2,500,
 * smoothening ₹2,500, cysteine ₹4,999). Category ids as in shared/catalogue.ts.
 */
export interface DemoService {
  name: string;
  price: number;
  discount: number;
  categories: number[];
  comment: string;
}

const BRIDAL = 1,
  NAIL = 2,
  FACIAL = 3,
  HAIR = 4,
  BODY = 5,
  WAX = 6,
  THREAD = 7,
  MANI = 8,
  BLEACH = 9,
  MEN = 10,
  WOMEN = 11;

/** A service: its name, price and discount in rupees, categories, and its description, one paragraph ('' for none). */
type ServiceRow = readonly [name: string, price: number, discount: number, categories: number[], description: string];

const SERVICE_ROWS: readonly ServiceRow[] = [
  [
    'HD Bridal Makeup',
    5999,
    0,
    [BRIDAL, WOMEN],
    'High-definition bridal makeup with lashes, draping of the lehenga or saree and a hairdo of your choice. Trial look on request.',
  ],
  [
    'Airbrush Bridal Makeup',
    9999,
    1000,
    [BRIDAL, WOMEN],
    'Weightless airbrush base that stays flawless through the pheras and the photographs, with premium lashes, draping and hairstyling.',
  ],
  [
    'Engagement Makeup',
    5999,
    500,
    [BRIDAL, WOMEN],
    'A soft glam look for the ring ceremony, with hairstyling and saree or lehenga draping.',
  ],
  [
    'Reception Makeup',
    6999,
    0,
    [BRIDAL, WOMEN],
    'Evening glam with a long-wear base, defined eyes and a statement hairdo for the reception night.',
  ],
  [
    'Roka Makeup',
    5999,
    0,
    [BRIDAL, WOMEN],
    'A fresh, traditional look for your roka or sagan with simple elegant hair.',
  ],
  [
    'Pre-Bridal Package (5 Days)',
    14999,
    2000,
    [BRIDAL, WOMEN],
    'Five visits before the big day: hydra facial, body polishing, full body wax, spa manicure and pedicure, hair spa and threading.',
  ],
  ['Party Makeup', 1500, 0, [WOMEN], 'Occasion makeup for parties, sangeet and mehendi, with a simple hairstyle.'],
  ['Shoot Makeup', 2500, 0, [WOMEN], 'Camera-ready makeup for pre-wedding, maternity and portfolio shoots.'],
  [
    'Nail Art (Full Set)',
    1500,
    0,
    [NAIL, WOMEN],
    'Hand-painted designs, French tips, chrome and glitter on natural nails, with gel polish that lasts up to three weeks.',
  ],
  [
    'Gel Nail Extensions',
    2000,
    200,
    [NAIL, WOMEN],
    'Soft gel extensions in the shape and length you like, finished with gel polish.',
  ],
  [
    'Acrylic Nail Extensions',
    2500,
    0,
    [NAIL, WOMEN],
    'Durable acrylic extensions, ideal for long almond and coffin shapes.',
  ],
  ['Nail Refill', 1500, 0, [NAIL, WOMEN], 'Refill and re-shape of existing extensions with fresh gel colour.'],
  ['Gel Polish (Hands)', 1500, 0, [NAIL, WOMEN], 'Long-lasting glossy gel colour cured under an LED lamp.'],
  ['Haircut & Styling (Women)', 599, 0, [HAIR, WOMEN], 'Consultation, wash, precision cut and blow-dry styling.'],
  ["Men's Haircut & Styling", 599, 100, [HAIR, MEN], 'Consultation, wash, cut and styling with product.'],
  ['Blow Dry & Styling', 699, 0, [HAIR, WOMEN], 'Volume blow-dry, curls or straight ironing for any occasion.'],
  [
    'Hair Spa',
    999,
    0,
    [HAIR, WOMEN, MEN],
    'Deep-conditioning spa with steam and massage for dry, frizzy or coloured hair.',
  ],
  [
    'Global Hair Colour',
    2999,
    300,
    [HAIR, WOMEN],
    'Ammonia-free global colour for all hair lengths; price for shoulder length.',
  ],
  [
    'Hair Smoothening',
    2500,
    0,
    [HAIR, WOMEN],
    'Smooth, manageable hair for months. Price for short hair; longer hair is quoted at the salon.',
  ],
  [
    'Cysteine Treatment',
    4999,
    0,
    [HAIR, WOMEN],
    'Formaldehyde-free cysteine treatment that repairs and de-frizzes, safe for coloured hair.',
  ],
  [
    'Keratin Treatment',
    5999,
    500,
    [HAIR, WOMEN],
    'Keratin infusion for shine and frizz control that lasts up to four months.',
  ],
  ["Men's Hair Colour", 799, 0, [HAIR, MEN], 'Natural-looking colour to cover greys.'],
  [
    'Hydra Facial',
    2500,
    0,
    [FACIAL, WOMEN, MEN],
    'Cleanse, exfoliate, extract and hydrate in one: instant glow with no downtime.',
  ],
  ['Fruit Facial', 999, 0, [FACIAL, WOMEN], 'A refreshing facial with fruit enzymes for a natural glow.'],
  ['Gold Facial', 1499, 0, [FACIAL, WOMEN], 'A radiance facial with gold-infused products, loved before functions.'],
  ['O3+ Whitening Facial', 2999, 300, [FACIAL, WOMEN], 'Professional O3+ facial for tan removal and even skin tone.'],
  ['Clean-Up', 799, 0, [FACIAL, WOMEN, MEN], 'Deep cleansing, steam, scrub and mask for clear skin.'],
  [
    "Men's Facial",
    999,
    0,
    [FACIAL, MEN],
    'A facial made for men’s skin: deep cleanse, blackhead removal and hydration.',
  ],
  [
    'Back & Shoulder Massage',
    699,
    0,
    [BODY, WOMEN, MEN],
    'A 30-minute massage that releases tension in the back, neck and shoulders.',
  ],
  ['Full Body Spa', 1999, 200, [BODY, WOMEN, MEN], 'A 60-minute aromatherapy massage with steam shower.'],
  ['Body Polishing', 2999, 0, [BODY, WOMEN], 'Exfoliation, wrap and massage for soft, glowing skin from head to toe.'],
  ['Full Arms Waxing', 299, 0, [WAX, WOMEN], 'Honey or chocolate wax for smooth arms.'],
  ['Full Legs Waxing', 499, 0, [WAX, WOMEN], 'Honey or chocolate wax for smooth legs.'],
  [
    'Rica Full Body Waxing',
    1999,
    200,
    [WAX, WOMEN],
    'Gentle Rica liposoluble wax for the whole body, kind to sensitive skin.',
  ],
  ['Underarms Waxing', 149, 0, [WAX, WOMEN, MEN], ''],
  ['Eyebrow Threading', 50, 0, [THREAD, WOMEN], ''],
  ['Upper Lip Threading', 30, 0, [THREAD, WOMEN], ''],
  ['Full Face Threading', 199, 0, [THREAD, WOMEN], 'Eyebrows, forehead, upper lip, chin and sides.'],
  ['Classic Manicure', 499, 0, [MANI, WOMEN, MEN], 'Soak, shape, cuticle care, massage and polish.'],
  ['Classic Pedicure', 599, 0, [MANI, WOMEN, MEN], 'Soak, scrub, callus care, massage and polish.'],
  ['Spa Pedicure', 999, 100, [MANI, WOMEN, MEN], 'A luxurious pedicure with mask, paraffin and a longer foot massage.'],
  ['Face Bleach', 299, 0, [BLEACH, WOMEN], 'Oxy bleach for face and neck for an even tone.'],
  ['D-Tan Face & Neck', 499, 0, [BLEACH, WOMEN, MEN], 'Removes sun tan and brightens dull skin.'],
  ['Beard Trim & Styling', 199, 0, [MEN], 'Shape-up, line-up and hot towel finish.'],
];

export const DEMO_SERVICES: readonly DemoService[] = SERVICE_ROWS.map(
  ([name, price, discount, categories, description]) => ({
    name,
    price,
    discount,
    categories,
    comment: description ? `<p>${description}</p>` : '',
  }),
);
