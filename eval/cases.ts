// The prompts the composer is judged on: what merchants type, from a few words to a paragraph,
// about stores usual and unusual. Each case says what any faithful page must show; the
// expectations come from the prompt alone, never from what the composer does today.
import {
  composeDesignPrompt,
  designProduct,
  type LandingPageType,
  type ProductFields,
} from '../src/features/landing/design-prompt'
import type { PageType, ProductDetails } from '../src/engine/model'

export interface NamedColor {
  /** the colour as the prompt words it */
  word: string
  /** what a person means by that word, chosen by hand */
  hex: string
}

export interface CaseExpectation {
  /** the store name exactly as given; absent when the prompt gives none */
  store?: string
  /** each thing sold, as the prompt words it (singular or plural both count) */
  products: string[]
  /** the shortest distinctive text a faithful page contains; alternatives as "a|b" */
  facts: string[]
  colors: NamedColor[]
  /** product pages: words the page's main title must contain */
  productTitle?: string
}

export interface EvalCase {
  id: string
  pageType: PageType
  prompt: string
  product?: ProductDetails
  expect: CaseExpectation
}

/** A case as the landing page's form sends it: "Page Type: …" and the product details. */
export function fromLandingForm(
  id: string,
  pageType: LandingPageType,
  prompt: string,
  fields: Partial<ProductFields>,
  expect: CaseExpectation,
  images: string[] = [],
): EvalCase {
  const product: ProductFields = { title: '', price: '', description: '', features: '', ...fields }
  return {
    id,
    pageType,
    prompt: composeDesignPrompt(pageType, prompt, product, images.length),
    product: designProduct(product, images) ?? undefined,
    expect,
  }
}

/** A colour a prompt names, as the eval expects to find it in the palette. */
export const color = (word: string, hex: string): NamedColor => ({ word, hex })

/** Colours every prompt set names. */
export const BLACK = color('black', '#000000')
export const WHITE = color('white', '#ffffff')
export const CREAM = color('cream', '#fffdd0')
const IVORY = { word: 'ivory', hex: '#fffff0' }
const GOLD = { word: 'gold', hex: '#d4af37' }
const JADE = { word: 'jade', hex: '#00a86b' }
const BURGUNDY = { word: 'burgundy', hex: '#800020' }
const TEAL = { word: 'teal', hex: '#008080' }
const OLIVE = { word: 'olive', hex: '#708238' }
const FOREST_GREEN = { word: 'forest green', hex: '#228b22' }
const DARK_PURPLE = { word: 'dark purple', hex: '#3b1f5c' }
const ELECTRIC_BLUE = { word: 'electric blue', hex: '#2e6bff' }
const MINT = { word: 'mint', hex: '#a8e6cf' }
const HONEY = { word: 'honey', hex: '#eba937' }

const HOMEPAGE: EvalCase[] = [
  {
    id: 'home-stride-sneakers',
    pageType: 'homepage',
    prompt:
      'trendy sneaker store called Stride, limited drops every Friday, black and acid green, made for skateboarders and sneakerheads',
    expect: {
      store: 'Stride',
      products: ['sneakers'],
      facts: ['every Friday|Fridays', 'skateboarders'],
      colors: [BLACK, { word: 'acid green', hex: '#a6d608' }],
    },
  },
  {
    id: 'home-leaf-ladle-tea',
    pageType: 'homepage',
    prompt:
      'Leaf & Ladle: loose leaf teas, matcha and handmade teapots from a family tea house in Kyoto since 1952. Jade green and ivory, calm and minimal.',
    expect: {
      store: 'Leaf & Ladle',
      products: ['loose leaf teas', 'matcha', 'teapots'],
      facts: ['Kyoto', '1952'],
      colors: [{ word: 'jade green', hex: '#00a86b' }, IVORY],
    },
  },
  {
    id: 'home-brew-coffee',
    pageType: 'homepage',
    prompt:
      'Brew — small batch coffee roaster. We sell whole bean coffee, cold brew concentrate and pour-over kits. Free shipping over $40. Warm brown and cream.',
    expect: {
      store: 'Brew',
      products: ['whole bean coffee', 'cold brew concentrate', 'pour-over kits'],
      facts: ['free shipping over $40|free shipping on orders over $40'],
      colors: [{ word: 'warm brown', hex: '#8b5a2b' }, CREAM],
    },
  },
  {
    id: 'home-common-thread-clothing',
    pageType: 'homepage',
    prompt:
      'Common Thread is a sustainable clothing label making organic cotton tees, linen shirts and wide-leg trousers in Portugal. earthy tones, sage and sand',
    expect: {
      store: 'Common Thread',
      products: ['organic cotton tees', 'linen shirts', 'wide-leg trousers'],
      facts: ['Portugal'],
      colors: [
        { word: 'sage', hex: '#9caf88' },
        { word: 'sand', hex: '#d8c3a5' },
      ],
    },
  },
  {
    id: 'home-candles-no-name',
    pageType: 'homepage',
    prompt:
      'candel shop homepage, soy candles and wax melts, hand poured in small batches, 60 hour burn time. pastel pink and lavender plese',
    expect: {
      products: ['soy candles', 'wax melts'],
      facts: ['60 hour|60 hours', 'hand poured'],
      colors: [
        { word: 'pastel pink', hex: '#f8c8dc' },
        { word: 'lavender', hex: '#c4a7e7' },
      ],
    },
  },
  {
    id: 'home-rook-hollow-chess',
    pageType: 'homepage',
    prompt:
      'Handmade chess sets by Rook Hollow. Walnut and maple boards, hand-carved pieces, and travel sets. Every set comes with a lifetime warranty. Deep green and gold.',
    expect: {
      store: 'Rook Hollow',
      products: ['chess sets', 'boards', 'travel sets'],
      facts: ['lifetime warranty'],
      colors: [{ word: 'deep green', hex: '#0b4d2c' }, GOLD],
    },
  },
  {
    id: 'home-hive-hood-beekeeping',
    pageType: 'homepage',
    prompt:
      'Hive & Hood: beekeeping suits, ventilated jackets, gloves and hive tools for hobby beekeepers. Every suit has 3-layer mesh. honey yellow and black',
    expect: {
      store: 'Hive & Hood',
      products: ['beekeeping suits', 'ventilated jackets', 'gloves', 'hive tools'],
      facts: ['3-layer mesh', 'hobby beekeepers|beekeepers'],
      colors: [{ word: 'honey yellow', hex: '#eba937' }, BLACK],
    },
  },
  {
    id: 'home-dit-dah-ham-radio',
    pageType: 'homepage',
    prompt:
      'we sell ham radio kits, antennas and morse code keys. shop name is Dit Dah Electronics. for licensed amateurs and beginners, kits ship in 2 business days. navy + orange',
    expect: {
      store: 'Dit Dah Electronics',
      products: ['ham radio kits', 'antennas', 'morse code keys'],
      facts: ['2 business days'],
      colors: [
        { word: 'navy', hex: '#1f2a44' },
        { word: 'orange', hex: '#f28c28' },
      ],
    },
  },
  {
    id: 'home-glow-theory-neon',
    pageType: 'homepage',
    prompt:
      'custom neon signs shop "Glow Theory" — LED neon for weddings, bars and bedrooms, design your own, 2-year warranty, dark background with hot pink and electric blue',
    expect: {
      store: 'Glow Theory',
      products: ['custom neon signs'],
      facts: ['2-year warranty', 'weddings'],
      colors: [{ word: 'hot pink', hex: '#ff3ea5' }, ELECTRIC_BLUE],
    },
  },
  {
    id: 'home-bridle-bloom-equestrian',
    pageType: 'homepage',
    prompt:
      'Our shop Bridle & Bloom sells equestrian gear — saddle pads, riding helmets, grooming kits — for young riders and pony clubs. Based in Kentucky. burgundy and cream',
    expect: {
      store: 'Bridle & Bloom',
      products: ['equestrian gear', 'saddle pads', 'riding helmets', 'grooming kits'],
      facts: ['Kentucky', 'young riders|pony clubs'],
      colors: [BURGUNDY, CREAM],
    },
  },
  {
    id: 'home-summit-spas-hot-tubs',
    pageType: 'homepage',
    prompt:
      'Hot tubs and swim spas, installed across Colorado. named Summit Spas. 10-year warranty on every shell, financing available. slate grey and teal',
    expect: {
      store: 'Summit Spas',
      products: ['hot tubs', 'swim spas'],
      facts: ['Colorado', '10-year warranty', 'financing'],
      colors: [{ word: 'slate grey', hex: '#708090' }, TEAL],
    },
  },
  {
    id: 'home-tiny-forge-miniatures',
    pageType: 'homepage',
    prompt:
      '3D-printed miniatures for tabletop RPGs and wargames. Store: Tiny Forge. Resin minis printed to order, 32mm scale, new releases every month, Patreon supporters get 20% off. dark purple, #39FF14 accents',
    expect: {
      store: 'Tiny Forge',
      products: ['3D-printed miniatures', 'resin minis'],
      facts: ['32mm|32 mm', '20% off'],
      colors: [DARK_PURPLE, { word: '#39FF14', hex: '#39ff14' }],
    },
  },
  {
    id: 'home-funeral-flowers-no-name',
    pageType: 'homepage',
    prompt:
      'A calm, respectful homepage for a florist that does funeral flowers, sympathy wreaths and casket sprays. Same-day delivery in Manchester. soft white and muted lilac',
    expect: {
      products: ['funeral flowers', 'sympathy wreaths', 'casket sprays'],
      facts: ['same-day delivery', 'Manchester'],
      colors: [
        { word: 'soft white', hex: '#f8f8f4' },
        { word: 'muted lilac', hex: '#b8a2c8' },
      ],
    },
  },
  {
    id: 'home-saltmarsh-olive-oil',
    pageType: 'homepage',
    prompt:
      'Saltmarsh is a small olive oil producer in Crete. We sell extra virgin olive oil in 500 ml bottles and 3 litre tins, plus olive wood boards. Cold pressed within 4 hours of harvest. olive green and terracotta',
    expect: {
      store: 'Saltmarsh',
      products: ['extra virgin olive oil', 'olive wood boards'],
      facts: ['Crete', '500 ml|500ml', '3 litre|3 liter|3l', '4 hours'],
      colors: [
        { word: 'olive green', hex: '#708238' },
        { word: 'terracotta', hex: '#e2725b' },
      ],
    },
  },
  {
    id: 'home-bloom-flower-subscription',
    pageType: 'homepage',
    prompt:
      'flower subscrption shop Bloom, fresh bouquets deliverd every week, choose 2 or 4 week plans, blush and forest green',
    expect: {
      store: 'Bloom',
      products: ['bouquets'],
      facts: ['every week|weekly'],
      colors: [{ word: 'blush', hex: '#e8b4b8' }, FOREST_GREEN],
    },
  },
  {
    id: 'home-little-lanterns-books',
    pageType: 'homepage',
    prompt:
      "Page Type: homepage. Little Lanterns, an independent children's bookshop in Edinburgh: picture books, early readers and activity kits for ages 3-8. Story time every Saturday. Bright, playful, sunny yellow and sky blue.",
    expect: {
      store: 'Little Lanterns',
      products: ['picture books', 'early readers', 'activity kits'],
      facts: ['Edinburgh', 'ages 3-8|ages 3 to 8', 'every Saturday|Saturdays'],
      colors: [
        { word: 'sunny yellow', hex: '#ffd23f' },
        { word: 'sky blue', hex: '#87ceeb' },
      ],
    },
  },
  {
    id: 'home-curb-club-skate',
    pageType: 'homepage',
    prompt:
      "skate shop for skateboarders in Portland. decks, trucks, wheels and grip tape. we're called Curb Club. free stickers with every order. black/white with neon orange",
    expect: {
      store: 'Curb Club',
      products: ['decks', 'trucks', 'wheels', 'grip tape'],
      facts: ['Portland', 'skateboarders', 'free stickers'],
      colors: [BLACK, WHITE, { word: 'neon orange', hex: '#ff5f1f' }],
    },
  },
  {
    id: 'home-northside-streetwear',
    pageType: 'homepage',
    prompt:
      'streetwear brand NORTHSIDE: oversized hoodies, graphic tees and caps. drops every friday at 6pm, limited runs of 100 pieces. all black everything with a red logo',
    expect: {
      store: 'NORTHSIDE',
      products: ['oversized hoodies', 'graphic tees', 'caps'],
      facts: ['every friday|fridays', '100 pieces'],
      colors: [BLACK, { word: 'red', hex: '#d0021b' }],
    },
  },
  {
    id: 'home-kokedama-bonsai',
    pageType: 'homepage',
    prompt:
      'Welcome to Kokedama Co. — bonsai trees, moss balls and pruning tools for beginners, grown in our greenhouse outside Asheville. 30-day guarantee that your tree arrives healthy. moss green, stone grey',
    expect: {
      store: 'Kokedama Co',
      products: ['bonsai trees', 'moss balls', 'pruning tools'],
      facts: ['Asheville', '30-day guarantee'],
      colors: [
        { word: 'moss green', hex: '#8a9a5b' },
        { word: 'stone grey', hex: '#928e85' },
      ],
    },
  },
  {
    id: 'home-good-boy-dog-treats',
    pageType: 'homepage',
    prompt:
      'Good Boy Bakery makes all-natural dog treats and birthday cakes for dogs. grain free, made in Austin, TX. Orders over $35 ship free. Mustard yellow, cocoa brown.',
    expect: {
      store: 'Good Boy Bakery',
      products: ['dog treats', 'birthday cakes'],
      facts: ['grain free', 'Austin', '$35'],
      colors: [
        { word: 'mustard yellow', hex: '#e1ad01' },
        { word: 'cocoa brown', hex: '#5c3a21' },
      ],
    },
  },
  {
    id: 'home-aurum-ash-jewelry-hex',
    pageType: 'homepage',
    prompt:
      'Minimal jewelry store called Aurum & Ash: gold-filled necklaces, huggie earrings and stacking rings. Hypoallergenic, waterproof. Palette: #F5EFE6 background, #1C1C1C text, #C9A227 accent.',
    expect: {
      store: 'Aurum & Ash',
      products: ['necklaces', 'huggie earrings', 'stacking rings'],
      facts: ['hypoallergenic', 'waterproof'],
      colors: [
        { word: '#F5EFE6', hex: '#f5efe6' },
        { word: '#1C1C1C', hex: '#1c1c1c' },
        { word: '#C9A227', hex: '#c9a227' },
      ],
    },
  },
  {
    id: 'home-surf-wax-short',
    pageType: 'homepage',
    prompt: 'surf wax and fins',
    expect: { products: ['surf wax', 'fins'], facts: [], colors: [] },
  },
  {
    id: 'home-japanese-knives-no-name',
    pageType: 'homepage',
    prompt:
      'Page Type: homepage. Japanese kitchen knives store — gyuto, santoku and whetstones. Hand forged in Seki, Japan. Free sharpening for life. Dark charcoal, steel blue.',
    expect: {
      products: ['kitchen knives', 'gyuto', 'santoku', 'whetstones'],
      facts: ['Seki', 'free sharpening for life|free lifetime sharpening'],
      colors: [
        { word: 'dark charcoal', hex: '#333a40' },
        { word: 'steel blue', hex: '#4682b4' },
      ],
    },
  },
  {
    id: 'home-abuela-rosas-hot-sauce-long',
    pageType: 'homepage',
    prompt:
      "Hi! I'm opening an online store for my grandmother's hot sauce recipe. The brand is Abuela Rosa's. We have three sauces: Verde, Habanero Mango and Smoky Chipotle, each in 5 oz bottles, plus a gift box with all three. Everything is made in small batches in San Antonio since 1987. I'd like it to feel warm and festive — chili red, marigold and turquoise — and to mention that we ship to all 50 states.",
    expect: {
      store: "Abuela Rosa's",
      products: ['hot sauce', 'Verde', 'Habanero Mango', 'Smoky Chipotle', 'gift box'],
      facts: ['5 oz', 'San Antonio', '1987', '50 states'],
      colors: [
        { word: 'chili red', hex: '#c21807' },
        { word: 'marigold', hex: '#eaa221' },
        { word: 'turquoise', hex: '#40e0d0' },
      ],
    },
  },
]

const PRODUCT: EvalCase[] = [
  fromLandingForm(
    'product-summit-bottle-form',
    'product',
    'Product page for our insulated steel water bottle, clean and sporty, mint and white',
    {
      title: 'Summit Insulated Bottle 750 ml',
      price: '$34',
      description:
        'Double-wall vacuum insulated stainless steel bottle. Keeps drinks cold 24 hours and hot 12 hours.',
      features: '750 ml, BPA free, Leak-proof lid, Lifetime warranty',
    },
    {
      products: ['bottle'],
      facts: [
        '750 ml|750ml',
        '24 hours',
        '12 hours',
        '$34',
        'BPA free',
        'leak-proof lid',
        'lifetime warranty',
      ],
      colors: [MINT, WHITE],
      productTitle: 'Summit Insulated Bottle',
    },
  ),
  fromLandingForm(
    'product-walnut-chess-form',
    'product',
    'A product page for a handmade walnut chess set, elegant, dark wood tones with ivory',
    {
      title: 'Walnut Tournament Chess Set',
      price: '$289',
      description: 'Hand-carved Staunton pieces with a 4 inch king, on a 20 inch walnut and maple board.',
      features: 'Weighted pieces, Felted bases, Storage box, Handmade in Vermont',
    },
    {
      products: ['chess set'],
      facts: ['$289', 'Staunton', '4 inch|4-inch|4"', 'felted bases', 'Vermont'],
      colors: [{ word: 'dark wood', hex: '#4a2c1d' }, IVORY],
      productTitle: 'Walnut Tournament Chess Set',
    },
  ),
  {
    id: 'product-beekeeping-suit-plain',
    pageType: 'product',
    prompt:
      'product page: Ventilated Beekeeping Suit, 3-layer mesh, sizes XS to 3XL, $149, sting-proof, for beginners and pros. white and honey',
    expect: {
      products: ['beekeeping suit'],
      facts: ['3-layer mesh', 'XS', '3XL', '$149', 'sting-proof'],
      colors: [WHITE, HONEY],
      productTitle: 'Ventilated Beekeeping Suit',
    },
  },
  fromLandingForm(
    'product-neon-name-sign-form',
    'product',
    'product page for a custom neon sign, dark moody background, pink glow',
    {
      title: 'Custom Neon Name Sign',
      price: '$199',
      description:
        'Your name or phrase in flexible LED neon, made to order in 7 days. Comes with a dimmer and a 2-year warranty.',
      features: '12 colours, Dimmer included, Wall or hanging mount, 2-year warranty',
    },
    {
      products: ['neon sign'],
      facts: ['$199', '7 days', '2-year warranty', 'dimmer'],
      colors: [{ word: 'pink', hex: '#ff69b4' }],
      productTitle: 'Custom Neon Name Sign',
    },
    ['https://cdn.shopify.com/s/files/1/0000/0001/files/neon-name-sign.jpg'],
  ),
  fromLandingForm(
    'product-early-harvest-olive-oil-form',
    'product',
    'olive oil product page, mediterranean feel, olive and gold',
    {
      title: 'Early Harvest Extra Virgin Olive Oil',
      price: '€24',
      description:
        'Koroneiki olives from our grove near Chania, Crete, cold pressed within 4 hours of picking.',
      features: '500 ml tin, Acidity under 0.3%, Harvested in October',
    },
    {
      products: ['olive oil'],
      facts: ['€24|24 €|24,00 €', 'Koroneiki', 'Crete', '500 ml|500ml', '0.3%'],
      colors: [OLIVE, GOLD],
      productTitle: 'Early Harvest Extra Virgin Olive Oil',
    },
  ),
  {
    id: 'product-aspen-hot-tub-plain',
    pageType: 'product',
    prompt:
      'A product page for the Aspen 6-person hot tub: 40 jets, seats 6, 240V, 10-year shell warranty, price $8,995. Should look premium, deep navy and silver.',
    expect: {
      products: ['hot tub'],
      facts: ['40 jets', '240V|240 V', '10-year shell warranty', '$8,995'],
      colors: [
        { word: 'deep navy', hex: '#0b1d3a' },
        { word: 'silver', hex: '#c0c0c0' },
      ],
      productTitle: 'Aspen hot tub',
    },
  },
  fromLandingForm(
    'product-dragon-miniature-form',
    'product',
    '3d printed miniature product page for my store Tiny Forge, fantasy vibe, dark purple with neon green',
    {
      title: 'Ancient Red Dragon Miniature',
      price: '$45',
      description: 'A 3D-printed resin dragon in 32mm heroic scale, supplied unpainted on a 100mm base.',
    },
    {
      store: 'Tiny Forge',
      products: ['miniature'],
      facts: ['$45', '32mm|32 mm', '100mm|100 mm', 'unpainted'],
      colors: [DARK_PURPLE, { word: 'neon green', hex: '#39ff14' }],
      productTitle: 'Ancient Red Dragon Miniature',
    },
  ),
  {
    id: 'product-jasmine-tea-casual',
    pageType: 'product',
    prompt:
      'product page for our jasmine green tea, 100g pouch, brews 40 cups, $18, organic. shop is Leaf & Ladle',
    expect: {
      store: 'Leaf & Ladle',
      products: ['jasmine green tea'],
      facts: ['100g|100 g', '40 cups', '$18', 'organic'],
      colors: [],
      productTitle: 'Jasmine Green Tea',
    },
  },
]

const COLLECTION: EvalCase[] = [
  {
    id: 'collection-northside-hoodies',
    pageType: 'collection',
    prompt:
      'Collection page for our winter hoodies and crewnecks, store is called NORTHSIDE. sizes S–XXL, heavyweight 450 gsm cotton. black and bone white',
    expect: {
      store: 'NORTHSIDE',
      products: ['hoodies', 'crewnecks'],
      facts: ['450 gsm|450gsm', 'XXL'],
      colors: [BLACK, { word: 'bone white', hex: '#e3dac9' }],
    },
  },
  {
    id: 'collection-bridle-bloom-helmets',
    pageType: 'collection',
    prompt:
      'Page Type: collection. Riding helmets collection for Bridle & Bloom — all helmets meet VG1 and ASTM safety standards, kids and adult sizes, free fitting advice. burgundy',
    expect: {
      store: 'Bridle & Bloom',
      products: ['riding helmets'],
      facts: ['VG1', 'ASTM', 'free fitting advice'],
      colors: [BURGUNDY],
    },
  },
  {
    id: 'collection-sympathy-flowers-no-name',
    pageType: 'collection',
    prompt:
      'collection of sympathy flowers: wreaths, standing sprays, casket flowers and sympathy plants. next day delivery to funeral homes in Leeds. muted sage, soft grey',
    expect: {
      products: ['wreaths', 'standing sprays', 'casket flowers', 'sympathy plants'],
      facts: ['next day delivery', 'Leeds', 'funeral homes'],
      colors: [
        { word: 'muted sage', hex: '#a3b19b' },
        { word: 'soft grey', hex: '#c8c8c8' },
      ],
    },
  },
  {
    id: 'collection-dit-dah-antennas',
    pageType: 'collection',
    prompt:
      'Dit Dah Electronics collection page: HF antennas — dipoles, verticals and end-fed wire antennas, 10 to 80 meters.',
    expect: {
      store: 'Dit Dah Electronics',
      products: ['HF antennas', 'dipoles', 'verticals', 'end-fed wire antennas'],
      facts: ['80 meters|80m|80 m'],
      colors: [],
    },
  },
  {
    id: 'collection-wick-wane-candles',
    pageType: 'collection',
    prompt:
      'A collection page of scented candles by Wick & Wane, grouped by scent family (woody, floral, citrus), each 8 oz with a 50 hour burn, cream and rust',
    expect: {
      store: 'Wick & Wane',
      products: ['scented candles'],
      facts: ['woody', 'floral', 'citrus', '8 oz', '50 hour|50 hours'],
      colors: [CREAM, { word: 'rust', hex: '#b7410e' }],
    },
  },
  {
    id: 'collection-running-shoes-no-name',
    pageType: 'collection',
    prompt:
      'sneaker collection page, running shoes and trail shoes, filter by size 6-13, free returns within 30 days, electric blue',
    expect: {
      products: ['running shoes', 'trail shoes'],
      facts: ['free returns', '30 days'],
      colors: [ELECTRIC_BLUE],
    },
  },
]

const ABOUT: EvalCase[] = [
  {
    id: 'about-brew-roastery',
    pageType: 'about',
    prompt:
      'about page for Brew, our coffee roastery: started in a garage in Portland in 2011, we roast twice a week and buy direct from farms in Huila, Colombia',
    expect: {
      store: 'Brew',
      products: ['coffee'],
      facts: ['Portland', '2011', 'twice a week', 'Huila'],
      colors: [],
    },
  },
  {
    id: 'about-rook-hollow-workshop',
    pageType: 'about',
    prompt:
      'An about page for Rook Hollow — a husband and wife workshop in rural Vermont making handmade chess sets since 2004. Every piece is turned on a lathe and hand carved. walnut brown and ivory',
    expect: {
      store: 'Rook Hollow',
      products: ['chess sets'],
      facts: ['Vermont', '2004', 'husband and wife'],
      colors: [{ word: 'walnut brown', hex: '#5d432c' }, IVORY],
    },
  },
  {
    id: 'about-hive-hood-story',
    pageType: 'about',
    prompt:
      "Page Type: about. our story: Hive & Hood started when two beekeepers in Devon couldn't find a suit that fit. Now we make beekeeping suits for 40,000 beekeepers in 30 countries.",
    expect: {
      store: 'Hive & Hood',
      products: ['beekeeping suits'],
      facts: ['Devon', '40,000 beekeepers|40000 beekeepers', '30 countries'],
      colors: [],
    },
  },
  {
    id: 'about-olive-farm-no-name',
    pageType: 'about',
    prompt:
      "about us page. family olive farm in Crete, fourth generation, 1,200 trees, we've been pressing our own olive oil since 1952. earthy olive and warm sand colours",
    expect: {
      products: ['olive oil'],
      facts: ['Crete', '1952', 'fourth generation|4th generation', '1,200 trees|1200 trees'],
      colors: [OLIVE, { word: 'warm sand', hex: '#d8b98f' }],
    },
  },
  {
    id: 'about-puddle-jumpers-kids',
    pageType: 'about',
    prompt:
      "About page for Puddle Jumpers, a kids' rainwear brand: raincoats, wellies and puddle suits for children aged 1 to 8, all PFC-free and made in Denmark. Cheerful — primrose yellow, pastel blue.",
    expect: {
      store: 'Puddle Jumpers',
      products: ['raincoats', 'wellies', 'puddle suits'],
      facts: ['children|kids', 'PFC-free', 'Denmark'],
      colors: [
        { word: 'primrose yellow', hex: '#f3e27a' },
        { word: 'pastel blue', hex: '#aec6cf' },
      ],
    },
  },
  {
    id: 'about-glow-theory-makers',
    pageType: 'about',
    prompt:
      "about page — Glow Theory is two designers and a glass bender in Manchester; every neon sign is made by hand, we've made over 5,000 signs since 2016",
    expect: {
      store: 'Glow Theory',
      products: ['neon sign'],
      facts: ['Manchester', '5,000 signs|5000 signs', '2016'],
      colors: [],
    },
  },
]

const CONTACT: EvalCase[] = [
  {
    id: 'contact-spoke-chain-lyon',
    pageType: 'contact',
    prompt:
      'contact page for Spoke & Chain bike repair in Lyon: open Tue–Sat 9am–6pm, call +33 4 78 00 00 00, walk-ins welcome',
    expect: {
      store: 'Spoke & Chain',
      products: ['bike repair'],
      facts: ['Lyon', '9am|9 am|9:00', '+33 4 78 00 00 00', 'walk-ins welcome'],
      colors: [],
    },
  },
  {
    id: 'contact-summit-spas-showroom',
    pageType: 'contact',
    prompt:
      'Contact page for Summit Spas: book a free backyard site visit, showroom at 1420 Pearl Street, Boulder, open 7 days a week. teal',
    expect: {
      store: 'Summit Spas',
      products: [],
      facts: ['free backyard site visit|free site visit', '1420 Pearl Street', 'Boulder', '7 days a week'],
      colors: [TEAL],
    },
  },
  {
    id: 'contact-crumb-co-bakery',
    pageType: 'contact',
    prompt:
      'A contact page for our neighbourhood bakery, Crumb & Co, custom cake orders need 72 hours notice, email hello@crumbandco.com',
    expect: {
      store: 'Crumb & Co',
      products: ['custom cake'],
      facts: ['72 hours', 'hello@crumbandco.com'],
      colors: [],
    },
  },
  {
    id: 'contact-tack-shop-no-name',
    pageType: 'contact',
    prompt:
      'contact us page, equestrian tack shop in Lexington Kentucky, saddle fitting appointments, phone (859) 555-0142, we answer within 24 hours',
    expect: {
      products: ['equestrian tack'],
      facts: ['Lexington', 'saddle fitting', '(859) 555-0142|859-555-0142|859 555 0142', '24 hours'],
      colors: [],
    },
  },
  {
    id: 'contact-evergreen-tributes',
    pageType: 'contact',
    prompt:
      'Contact page for "Evergreen Tributes" funeral flowers, we deliver to all crematoriums in Greater Manchester, orders before 1pm delivered same day, gentle dove grey',
    expect: {
      store: 'Evergreen Tributes',
      products: ['funeral flowers'],
      facts: ['Greater Manchester', '1pm|1 pm|13:00', 'same day'],
      colors: [{ word: 'dove grey', hex: '#b0aba5' }],
    },
  },
  {
    id: 'contact-dit-dah-typos',
    pageType: 'contact',
    prompt:
      'contact pg for Dit Dah Electronics - questons about kit assembly, we reply in 1 buisness day, no phone, ticket form only',
    expect: {
      store: 'Dit Dah Electronics',
      products: ['kit'],
      facts: ['1 business day|1 buisness day|one business day', 'kit assembly'],
      colors: [],
    },
  },
]

const LANDING: EvalCase[] = [
  {
    id: 'landing-pulse-headphones-preorder',
    pageType: 'landing',
    prompt:
      'launch page for Pulse ANC wireless headphones, 40 hour battery, pre-order now for $129 (ships March), black and electric violet',
    expect: {
      products: ['wireless headphones'],
      facts: ['40 hour|40 hours', 'pre-order|preorder', '$129', 'March'],
      colors: [BLACK, { word: 'electric violet', hex: '#8f00ff' }],
    },
  },
  {
    id: 'landing-curb-club-black-friday',
    pageType: 'landing',
    prompt:
      'Black Friday sale page for Curb Club skate shop: 30% off all decks, free grip tape with every complete, ends Monday midnight. bold red and black',
    expect: {
      store: 'Curb Club',
      products: ['decks', 'grip tape'],
      facts: ['Black Friday', '30% off'],
      colors: [{ word: 'bold red', hex: '#e01e2b' }, BLACK],
    },
  },
  {
    id: 'landing-fernwood-newsletter',
    pageType: 'landing',
    prompt:
      'landing page for Fernwood Plant Co: sign up for the monthly houseplant care newsletter and get a free care guide PDF, 12,000 readers already. mint and forest green',
    expect: {
      store: 'Fernwood Plant Co',
      products: [],
      facts: ['newsletter', 'free care guide', '12,000 readers|12000 readers'],
      colors: [MINT, FOREST_GREEN],
    },
  },
  {
    id: 'landing-summit-spas-sale',
    pageType: 'landing',
    prompt:
      'Page Type: landing. Summit Spas spring hot tub sale — up to $2,000 off display models, 0% financing for 24 months, this weekend only at our Denver showroom.',
    expect: {
      store: 'Summit Spas',
      products: ['hot tub'],
      facts: ['$2,000 off', '0% financing', '24 months', 'Denver'],
      colors: [],
    },
  },
  {
    id: 'landing-qrp-kit-preorder',
    pageType: 'landing',
    prompt:
      'pre-order landing page for our new QRP ham radio kit, the Explorer 20. 5 watts, 20 meter band, ships in June, early bird price $149 for the first 200 orders',
    expect: {
      products: ['ham radio kit'],
      facts: ['pre-order|preorder', '5 watts|5 W|5W', '20 meter|20m|20 m', 'June', '$149', '200 orders'],
      colors: [],
    },
  },
  {
    id: 'landing-steep-society-subscription',
    pageType: 'landing',
    prompt:
      "landing page: tea subscription box 'Steep Society', 4 teas every month, cancel anytime, first box half price. jade, cream",
    expect: {
      store: 'Steep Society',
      products: ['subscription box'],
      facts: ['4 teas', 'cancel anytime', 'half price'],
      colors: [JADE, CREAM],
    },
  },
]

const BLOG: EvalCase[] = [
  {
    id: 'blog-little-lanterns',
    pageType: 'blog',
    prompt:
      "blog for Little Lanterns children's bookshop: new releases, author visits and reading lists for ages 3-8",
    expect: {
      store: 'Little Lanterns',
      products: [],
      facts: ['author visits', 'reading lists', 'ages 3-8|ages 3 to 8'],
      colors: [],
    },
  },
  {
    id: 'blog-brew-journal',
    pageType: 'blog',
    prompt: 'Brew journal - brewing guides for V60 and AeroPress, origin stories from our trips to Colombia',
    expect: {
      store: 'Brew',
      products: [],
      facts: ['V60', 'AeroPress', 'Colombia'],
      colors: [],
    },
  },
  {
    id: 'blog-beekeeping-supplies-no-name',
    pageType: 'blog',
    prompt:
      'A blog page for a beekeeping supplies store sharing seasonal hive inspection tips, swarm season advice and honey harvest guides, earthy honey and dark brown',
    expect: {
      products: ['beekeeping supplies'],
      facts: ['hive inspection', 'swarm', 'honey harvest'],
      colors: [HONEY, { word: 'dark brown', hex: '#4b2e1e' }],
    },
  },
]

const CART: EvalCase[] = [
  {
    id: 'cart-stride-sneakers',
    pageType: 'cart',
    prompt: 'cart page for Stride sneakers, show free shipping over $75 and easy 30-day returns',
    expect: {
      store: 'Stride',
      products: ['sneakers'],
      facts: ['free shipping over $75|free shipping on orders over $75', '30-day returns'],
      colors: [],
    },
  },
  {
    id: 'cart-suds-sage-soap',
    pageType: 'cart',
    prompt:
      'handmade soap shop cart, Suds & Sage, gift wrapping for $4, add a note for the gift message. sage green and cream',
    expect: {
      store: 'Suds & Sage',
      products: ['soap'],
      facts: ['gift wrapping', '$4'],
      colors: [{ word: 'sage green', hex: '#9caf88' }, CREAM],
    },
  },
  {
    id: 'cart-tiny-forge-print-to-order',
    pageType: 'cart',
    prompt:
      'Page Type: cart. Tiny Forge cart — remind buyers that minis are printed to order and ship in 5-7 days, 20% off for Patreon supporters',
    expect: {
      store: 'Tiny Forge',
      products: ['minis'],
      facts: ['printed to order', '5-7 days|5 to 7 days', '20% off'],
      colors: [],
    },
  },
]

const CHECKOUT: EvalCase[] = [
  {
    id: 'checkout-tempus-watches',
    pageType: 'checkout',
    prompt:
      'Checkout help page for a luxury watch store called Tempus, black and gold: authenticated pre-owned watches, 2-year warranty, insured shipping',
    expect: {
      store: 'Tempus',
      products: ['watches'],
      facts: ['authenticated', '2-year warranty', 'insured shipping'],
      colors: [BLACK, GOLD],
    },
  },
  {
    id: 'checkout-summit-spas-delivery',
    pageType: 'checkout',
    prompt:
      'checkout page for Summit Spas explaining delivery: curbside delivery is free within 50 miles, crane delivery $450, a 50% deposit at checkout',
    expect: {
      store: 'Summit Spas',
      products: [],
      facts: ['50 miles', 'crane delivery', '$450', '50% deposit'],
      colors: [],
    },
  },
  {
    id: 'checkout-funeral-flowers-no-name',
    pageType: 'checkout',
    prompt:
      'checkout info page, funeral flowers: choose delivery date and time slot, card message up to 200 characters, we deliver to funeral homes 7 days a week. soft lilac',
    expect: {
      products: ['funeral flowers'],
      facts: ['card message', '200 characters', '7 days a week'],
      colors: [{ word: 'soft lilac', hex: '#c8a2c8' }],
    },
  },
  {
    id: 'checkout-saltmarsh-shipping',
    pageType: 'checkout',
    prompt:
      'Checkout page for Saltmarsh olive oil: we ship from Crete in 3 to 5 days across the EU, taxes included',
    expect: {
      store: 'Saltmarsh',
      products: ['olive oil'],
      facts: ['Crete', '3 to 5 days|3-5 days', 'taxes included'],
      colors: [],
    },
  },
]

export const EVAL_CASES: EvalCase[] = [
  ...HOMEPAGE,
  ...PRODUCT,
  ...COLLECTION,
  ...ABOUT,
  ...CONTACT,
  ...LANDING,
  ...BLOG,
  ...CART,
  ...CHECKOUT,
]
