// A third, blind prompt set: forty prompts written apart from the composer and from the first two
// sets, about other stores and in other wordings. It is used only for measuring, never for tuning.
// The expectations follow the rules of cases.ts: only what the prompt says, the shortest
// distinctive text a faithful page must contain.
import { color, fromLandingForm, BLACK, CREAM, WHITE, type EvalCase } from './cases'

const AMBER = color('amber', '#ffbf00')
const ESPRESSO = color('espresso', '#4b3621')
const PROPWASH_LIME = color('#C6FF00', '#c6ff00')
const KETTLE_STITCH_BLUE = color('#2E4057', '#2e4057')

const HOMEPAGE: EvalCase[] = [
  {
    id: 'home-tattoo-aftercare-short',
    pageType: 'homepage',
    prompt: 'tattoo aftercare balms, black and white',
    expect: { products: ['tattoo aftercare balms'], facts: [], colors: [BLACK, WHITE] },
  },
  {
    id: 'home-microgreens-brooklyn-typos',
    pageType: 'homepage',
    prompt: 'microgreens delivred weekly in brooklyn, kelly green',
    expect: {
      products: ['microgreens'],
      facts: ['weekly|every week', 'Brooklyn'],
      colors: [color('kelly green', '#4cbb17')],
    },
  },
  {
    id: 'home-colofonia-rossi-rosin-long',
    pageType: 'homepage',
    prompt:
      "ok so a bit of background first. I played second violin in a regional orchestra for 22 years and always hated how my rosin cracked and left dust all over the strings, so in 2017 I started cooking my own on the stove in Cremona (yes, that Cremona, my husband is from here) using pine resin from the Dolomites and a little beeswax. Friends wanted some, then their teachers wanted some, and now it's a proper little business called Colofonia Rossi. We make light rosin for violin and viola, dark rosin for cello, a bass rosin that stays grippy in summer, and a gold-flake rosin that people buy as a gift. Every cake is poured by hand and cured for 3 months. We ship across the EU in 3-5 days and to the UK and US as well. I'd love it to look elegant and old-world: amber, a deep espresso brown, and cream.",
    expect: {
      store: 'Colofonia Rossi',
      products: ['light rosin', 'dark rosin', 'bass rosin', 'gold-flake rosin'],
      facts: ['22 years', '2017', 'Cremona', 'Dolomites', '3 months|three months', '3-5 days|3 to 5 days'],
      colors: [AMBER, color('deep espresso brown', '#4b3621'), CREAM],
    },
  },
  {
    id: 'home-propwash-fpv-bullets-hex',
    pageType: 'homepage',
    prompt: [
      'homepage',
      '• shop: Propwash FPV',
      '• FPV drone parts — frames, brushless motors, ESCs, propellers, LiPo batteries',
      '• orders placed before 2pm ship same day',
      '• parts for 5-inch freestyle builds and cinewhoops',
      '• colours: #0D0D0D background, #C6FF00 accent',
    ].join('\n'),
    expect: {
      store: 'Propwash FPV',
      products: ['drone parts', 'frames', 'brushless motors', 'ESCs', 'propellers', 'LiPo batteries'],
      facts: ['2pm|2 pm|14:00', 'same day', '5-inch|5 inch|5"', 'cinewhoop'],
      colors: [color('#0D0D0D', '#0d0d0d'), PROPWASH_LIME],
    },
  },
  {
    id: 'home-deep-signal-detectors-emoji-aud',
    pageType: 'homepage',
    prompt:
      '🪙 Deep Signal Detectors 🪙 metal detectors, pinpointers and digging tools for prospectors on the goldfields of WA and Victoria. Free shipping Australia-wide over A$150 and a 5 year warranty on every Minelab detector ⛏️ colours: ochre + black',
    expect: {
      store: 'Deep Signal Detectors',
      products: ['metal detectors', 'pinpointers', 'digging tools'],
      facts: ['prospectors|goldfields', 'A$150|$150', '5 year warranty|five year warranty', 'Minelab'],
      colors: [color('ochre', '#cc7722'), BLACK],
    },
  },
  {
    id: 'home-fungi-folk-second-person',
    pageType: 'homepage',
    prompt:
      "You should make my homepage feel like a forest floor. You're selling mushroom grow kits (oyster, lion's mane and shiitake) plus spawn bags for more advanced growers. You should mention that the first flush shows up in about 10 days, that the kits are grown on recycled coffee grounds, and our Harvest Guarantee: if nothing grows we send a new kit free. We're Fungi Folk. Use fern green and cinnamon.",
    expect: {
      store: 'Fungi Folk',
      products: ['mushroom grow kits', 'oyster', "lion's mane", 'shiitake', 'spawn bags'],
      facts: ['10 days|ten days', 'coffee grounds', 'Harvest Guarantee'],
      colors: [color('fern green', '#4f7942'), color('cinnamon', '#d2691e')],
    },
  },
  {
    id: 'home-branch-line-models-lowercase',
    pageType: 'homepage',
    prompt:
      'we are branch line models a model railway shop in shrewsbury selling oo gauge and n gauge locomotives rolling stock track and scenery we also do dcc sound fitting for 45 pounds per loco new and secondhand stock colours chocolate and cream like the old gwr coaches',
    expect: {
      store: 'branch line models',
      products: ['locomotives', 'rolling stock', 'track', 'scenery'],
      facts: ['shrewsbury', 'oo gauge', 'n gauge', 'dcc', '45 pounds|£45', 'secondhand|second hand'],
      colors: [color('chocolate', '#7b3f00'), CREAM],
    },
  },
  {
    id: 'home-kettle-stitch-bookbinding-nzd-hex',
    pageType: 'homepage',
    prompt:
      'Kettle Stitch is a bookbinding supply shop in Dunedin, New Zealand: waxed linen thread, bone folders, awls, book cloth and handmade paper. Beginner workshops every second Sunday. Free shipping NZ-wide over NZ$80. Palette #2E4057, #F4E9D8, #C1666B',
    expect: {
      store: 'Kettle Stitch',
      products: ['waxed linen thread', 'bone folders', 'awls', 'book cloth', 'handmade paper'],
      facts: ['Dunedin', 'second Sunday', 'NZ$80|$80'],
      colors: [KETTLE_STITCH_BLUE, color('#F4E9D8', '#f4e9d8'), color('#C1666B', '#c1666b')],
    },
  },
  {
    id: 'home-levante-kite-house-eur',
    pageType: 'homepage',
    prompt:
      'I run Levante Kite House in Tarifa, Spain. We sell kites, twin-tip boards, waist harnesses and wetsuits, both new and ex-school gear, and IKO-certified lessons start at €65. Summer opening hours 10:00–20:00. Sunny, windy, sandy feel — aquamarine and coral.',
    expect: {
      store: 'Levante Kite House',
      products: ['kites', 'twin-tip boards', 'harnesses', 'wetsuits'],
      facts: ['Tarifa', 'ex-school', 'IKO', '€65|65 €|65€', '10:00|10am|10 am'],
      colors: [color('aquamarine', '#7fffd4'), color('coral', '#ff7f50')],
    },
  },
  {
    id: 'home-fable-limbs-quoted-name',
    pageType: 'homepage',
    prompt:
      'homepage for "Fable Limbs" - custom 3D printed prosthetic leg covers for below-knee and above-knee amputees. we scan your other leg so the cover matches its shape, 200+ designs or bring your own artwork, made in Cardiff, insurance reciepts provided. bold and positive, cobalt blue and sunflower yellow',
    expect: {
      store: 'Fable Limbs',
      products: ['prosthetic leg covers'],
      facts: ['below-knee', 'above-knee', 'amputees', '200+|200 designs|over 200', 'Cardiff', 'insurance'],
      colors: [color('cobalt blue', '#0047ab'), color('sunflower yellow', '#ffda03')],
    },
  },
  {
    id: 'home-sourdough-starter-no-name',
    pageType: 'homepage',
    prompt:
      'Homepage for my shop selling dried sourdough starter, proofing baskets and lames. Our starter is over 120 years old — it came over from Finland with my great-grandmother in 1903. It wakes up in 5 days and there is a free recipe booklet in every order. Chestnut and linen.',
    expect: {
      products: ['sourdough starter', 'proofing baskets', 'lames'],
      facts: ['120 years|120-year', 'Finland', '1903', '5 days|five days', 'recipe booklet'],
      colors: [color('chestnut', '#954535'), color('linen', '#faf0e6')],
    },
  },
  {
    id: 'home-sloper-supply-climbing-gbp',
    pageType: 'homepage',
    prompt:
      'climbing holds shop called Sloper Supply, for home walls and garage boards: bolt-on holds, screw-on footholds, volumes and hangboards, all PU resin, shaped by hand in the Peak District. Sets from £29, free UK delivery over £75. chalk white with a bright tangerine',
    expect: {
      store: 'Sloper Supply',
      products: ['climbing holds', 'footholds', 'volumes', 'hangboards'],
      facts: ['PU', 'Peak District', '£29', '£75'],
      colors: [color('chalk white', '#f8f8f6'), color('tangerine', '#f28500')],
    },
  },
]

const PRODUCT: EvalCase[] = [
  fromLandingForm(
    'product-clarsach-harp-strings-form',
    'product',
    'Product page for a full harp string set from my shop Clarsach Strings, elegant and quiet, Prussian blue and champagne',
    {
      title: 'Lever Harp Nylon String Set (34 strings)',
      price: '$189',
      description:
        'A complete set of 34 nylon strings for lever harps, colour-coded with red C strings and black F strings, with wound bass strings for the lowest octave.',
      features:
        'Fits most 34-string lever harps, Red C and black F strings, Wound bass strings included, Made in Ohio',
    },
    {
      store: 'Clarsach Strings',
      products: ['string set'],
      facts: ['$189', '34 strings|34-string|34 nylon strings', 'nylon', 'lever harp', 'wound bass', 'Ohio'],
      colors: [color('Prussian blue', '#003153'), color('champagne', '#f7e7ce')],
      productTitle: 'Lever Harp Nylon String Set',
    },
  ),
  fromLandingForm(
    'product-propwash-motor-form',
    'product',
    'product page for a motor in my Propwash FPV shop, dark and racey, #C6FF00 highlights',
    {
      title: 'Propwash 2207 1950KV Brushless Motor',
      price: '£19.99',
      description:
        'A 2207 stator at 1950KV for 6S five-inch freestyle quads. N52H arc magnets, hollow titanium shaft, 33 g with wires.',
      features: '6S rated, N52H arc magnets, Titanium hollow shaft, 33 g with wires, M5 prop nut',
    },
    {
      store: 'Propwash FPV',
      products: ['motor'],
      facts: ['£19.99', '2207', '1950KV|1950 KV', '6S', 'N52H', 'titanium', '33 g|33g'],
      colors: [PROPWASH_LIME],
      productTitle: 'Propwash 2207 1950KV Brushless Motor',
    },
    ['https://cdn.shopify.com/s/files/1/0000/0001/files/propwash-2207-motor.jpg'],
  ),
  {
    id: 'product-colofonia-cello-rosin-plain',
    pageType: 'product',
    prompt:
      'product page - Colofonia Rossi Dark Cello Rosin, €18, a 30g cake in a small walnut box, Dolomites pine resin, cured 3 months, much less dust than student rosin. espresso + amber',
    expect: {
      store: 'Colofonia Rossi',
      products: ['cello rosin'],
      facts: ['€18|18 €|18,00 €', '30g|30 g', 'walnut box', 'Dolomites', '3 months|three months'],
      colors: [ESPRESSO, AMBER],
      productTitle: 'Dark Cello Rosin',
    },
  },
  {
    id: 'product-sunflower-shoots-lowercase',
    pageType: 'product',
    prompt:
      'product pg for our sunflower shoots, 100g clamshell, harvested the morning of delivery, nutty and crunchy, $7 or subscribe & save 15%',
    expect: {
      products: ['sunflower shoots'],
      facts: ['100g|100 g', 'clamshell', 'morning of delivery', '$7', '15%'],
      colors: [],
      productTitle: 'Sunflower Shoots',
    },
  },
  fromLandingForm(
    'product-castle-class-loco-form',
    'product',
    'Product page for a secondhand model locomotive from Branch Line Models, heritage railway feel, brunswick green and cream',
    {
      title: 'Castle Class Locomotive OO Gauge DCC Sound',
      price: '£249',
      description:
        'A 1:76 scale Castle Class steam locomotive in GWR green, DCC sound fitted with 12 functions. Boxed and runs smoothly.',
      features: 'OO gauge (1:76), DCC sound fitted, 21-pin decoder, 12 sound functions, Boxed',
    },
    {
      store: 'Branch Line Models',
      products: ['locomotive'],
      facts: ['£249', '1:76', 'DCC', '21-pin', 'GWR'],
      colors: [color('brunswick green', '#1b4d3e'), CREAM],
      productTitle: 'Castle Class Locomotive',
    },
  ),
  {
    id: 'product-hearing-aid-batteries-second-person',
    pageType: 'product',
    prompt:
      'You should build the product page for our Size 312 Hearing Aid Batteries, 60 pack. They are zinc-air, mercury free, have a 3 year shelf life and cost £12.50 a pack with free first-class delivery.',
    expect: {
      products: ['hearing aid batteries'],
      facts: [
        '60 pack|60-pack|60 batteries',
        'zinc-air',
        'mercury free',
        '3 year|three year',
        '£12.50',
        'first-class',
      ],
      colors: [],
      productTitle: 'Size 312 Hearing Aid Batteries',
    },
  },
]

const COLLECTION: EvalCase[] = [
  {
    id: 'collection-propwash-lipo-batteries',
    pageType: 'collection',
    prompt:
      'Propwash FPV – LiPo battery collection: 4S and 6S packs from 650mAh up to 1800mAh, XT60 plugs, stored and shipped at storage voltage in fireproof bags',
    expect: {
      store: 'Propwash FPV',
      products: ['LiPo batteries'],
      facts: ['4S', '6S', '650mAh|650 mAh', '1800mAh|1800 mAh', 'XT60', 'storage voltage', 'fireproof'],
      colors: [],
    },
  },
  {
    id: 'collection-live-shrimp-no-name',
    pageType: 'collection',
    prompt:
      'collection page for our live aquarium shrimp - cherry shrimp, blue dream, crystal red and amano shrimp. all tank bred in Kent, shipped with heat packs, live arrival guaranteed. teal please',
    expect: {
      products: ['shrimp', 'cherry shrimp', 'blue dream', 'crystal red', 'amano shrimp'],
      facts: ['tank bred', 'Kent', 'heat packs', 'live arrival'],
      colors: [color('teal', '#008080')],
    },
  },
  {
    id: 'collection-kettle-stitch-threads-bullets',
    pageType: 'collection',
    prompt: [
      'collection page – Kettle Stitch',
      '- threads: waxed linen thread, silk thread and cotton binding tape',
      '- 18 colours',
      '- spools of 25 m and 100 m',
      '- page colours: #2E4057 and cream',
    ].join('\n'),
    expect: {
      store: 'Kettle Stitch',
      products: ['waxed linen thread', 'silk thread', 'binding tape'],
      facts: ['18 colours|18 colors', '25 m|25m', '100 m|100m'],
      colors: [KETTLE_STITCH_BLUE, CREAM],
    },
  },
  {
    id: 'collection-sucrerie-lavoie-maple-grades',
    pageType: 'collection',
    prompt:
      'Maple syrup collection for Sucrerie Lavoie: Golden Delicate, Amber Rich, Dark Robust and Very Dark Strong grades, in 250 ml bottles, 540 ml cans and 1 L jugs, tapped each spring in the Beauce region of Québec',
    expect: {
      store: 'Sucrerie Lavoie',
      products: ['maple syrup', 'cans', 'jugs'],
      facts: [
        'Golden Delicate',
        'Amber Rich',
        'Dark Robust',
        'Very Dark Strong',
        '250 ml|250ml',
        '540 ml|540ml',
        'Beauce',
      ],
      colors: [],
    },
  },
]

const ABOUT: EvalCase[] = [
  {
    id: 'about-fable-limbs-founder',
    pageType: 'about',
    prompt:
      "About page for Fable Limbs. I'm Priya, I've been a below-knee amputee since a motorbike crash at 19. My leg looked like plumbing, so in 2020 I taught myself 3D modelling and printed my first cover at the Cardiff makerspace. Since then we've sent covers to 1,400 people in 23 countries.",
    expect: {
      store: 'Fable Limbs',
      products: ['covers'],
      facts: ['Priya', '2020', 'Cardiff', '1,400|1400', '23 countries'],
      colors: [],
    },
  },
  {
    id: 'about-levante-kite-house',
    pageType: 'about',
    prompt:
      "About us – Levante Kite House was founded in 2009 by two Dutch kiteboarders who came to Tarifa for a fortnight and never left. We've taught more than 8,000 students and our instructors speak 5 languages between them.",
    expect: {
      store: 'Levante Kite House',
      products: [],
      facts: ['2009', 'Dutch', 'Tarifa', '8,000|8000', '5 languages|five languages'],
      colors: [],
    },
  },
  {
    id: 'about-stained-glass-lowercase-no-name',
    pageType: 'about',
    prompt:
      "about page for my stained glass supply shop, i've been a glazier for 30 years in halifax nova scotia and started selling my offcuts in 2018, now we stock cathedral glass, copper foil, lead came and soldering irons. jewel tones",
    expect: {
      products: ['cathedral glass', 'copper foil', 'lead came', 'soldering irons'],
      facts: ['30 years|thirty years', 'halifax', 'nova scotia', '2018'],
      colors: [],
    },
  },
  {
    id: 'about-sucrerie-lavoie-family',
    pageType: 'about',
    prompt:
      'Sucrerie Lavoie is a fifth-generation sugar shack in the Beauce, Québec. Grand-père Armand tapped his first maple trees in 1931; today we tap 12,000 trees and still boil the sap over a wood fire. Certified organic by Ecocert. barn red and snow white',
    expect: {
      store: 'Sucrerie Lavoie',
      products: [],
      facts: ['fifth-generation|5th generation', 'Beauce', '1931', '12,000|12000', 'wood fire', 'Ecocert'],
      colors: [color('barn red', '#7c0a02'), color('snow white', '#fffafa')],
    },
  },
]

const CONTACT: EvalCase[] = [
  {
    id: 'contact-sloper-supply-trade',
    pageType: 'contact',
    prompt:
      'contact page for Sloper Supply – climbing wall and trade enquiries to walls@slopersupply.co.uk or 01433 620 114 (Mon–Fri 9–5). Unit 4, Hope Valley Business Park. Custom shapes quoted within 5 working days.',
    expect: {
      store: 'Sloper Supply',
      products: [],
      facts: [
        'walls@slopersupply.co.uk',
        '01433 620 114',
        'Unit 4',
        'Hope Valley',
        '5 working days|five working days',
      ],
      colors: [],
    },
  },
  {
    id: 'contact-deep-signal-ballarat',
    pageType: 'contact',
    prompt:
      'Deep Signal Detectors contact page. Shop at 88 Lydiard St, Ballarat VIC, open Thu–Sun 9am–4pm. Ring (03) 5331 0192 or email dig@deepsignal.com.au. Free detector demos in the park every Saturday morning.',
    expect: {
      store: 'Deep Signal Detectors',
      products: [],
      facts: [
        '88 Lydiard St|88 Lydiard Street',
        'Ballarat',
        '(03) 5331 0192|03 5331 0192',
        'dig@deepsignal.com.au',
        'demos|demo',
      ],
      colors: [],
    },
  },
  {
    id: 'contact-colofonia-rossi-second-person',
    pageType: 'contact',
    prompt:
      'For the Colofonia Rossi contact page you should put our workshop address, Via Platina 14, 26100 Cremona, Italy, and our WhatsApp number +39 0372 555 018 for bulk orders from orchestras and teachers. Email is ciao@colofoniarossi.it and we reply in Italian, English or German.',
    expect: {
      store: 'Colofonia Rossi',
      products: [],
      facts: [
        'Via Platina 14',
        'Cremona',
        'WhatsApp',
        '+39 0372 555 018',
        'ciao@colofoniarossi.it',
        'orchestras',
        'German',
      ],
      colors: [],
    },
  },
  {
    id: 'contact-hearing-aid-battery-typos-no-name',
    pageType: 'contact',
    prompt:
      'contcat page for a hearing aid battery shop, we are deaf-led so no phone calls, use live chat or text 07700 900412 (sms only), BSL video calls on wednesdays, we reply within 24 hrs',
    expect: {
      products: ['hearing aid battery'],
      facts: [
        'deaf-led',
        '07700 900412|07700 900 412',
        'SMS',
        'BSL',
        'Wednesdays|Wednesday',
        '24 hrs|24 hours',
      ],
      colors: [],
    },
  },
]

const LANDING: EvalCase[] = [
  {
    id: 'landing-clack-club-group-buy-hex',
    pageType: 'landing',
    prompt:
      'Group buy landing page for Clack Club’s new "Tidepool" keycap set: PBT doubleshot, Cherry profile, 172 keys. Base kit $119, novelties kit $45. The GB runs 1–31 March, estimated shipping Q4. Colours #0B3954 and #BFD7EA',
    expect: {
      store: 'Clack Club',
      products: ['keycap set', 'base kit', 'novelties kit'],
      facts: [
        'Tidepool',
        'group buy',
        'PBT',
        'doubleshot',
        'Cherry profile',
        '172 keys',
        '$119',
        '$45',
        'Q4',
      ],
      colors: [color('#0B3954', '#0b3954'), color('#BFD7EA', '#bfd7ea')],
    },
  },
  {
    id: 'landing-branch-line-swapmeet-sale',
    pageType: 'landing',
    prompt:
      'Sale page for Branch Line Models: Spring Swapmeet Sale, 20% off all secondhand N gauge from 3rd to 10th May, plus a free track cleaning rubber with orders over £50',
    expect: {
      store: 'Branch Line Models',
      products: ['track cleaning rubber'],
      facts: ['Spring Swapmeet', '20% off', 'N gauge', '10th May|10 May|May 10|May 10th', '£50'],
      colors: [],
    },
  },
  {
    id: 'landing-fungi-folk-pink-oyster-waitlist-emoji',
    pageType: 'landing',
    prompt:
      '🍄 LAUNCH: the Fungi Folk Pink Oyster kit drops 1 September! join the waitlist now, the first 500 sign-ups get a free mister bottle 💦 fruits in 7 days. pink + forest green',
    expect: {
      store: 'Fungi Folk',
      products: ['Pink Oyster kit'],
      facts: [
        '1 September|September 1|1st September|September 1st',
        'waitlist|wait list',
        '500',
        'mister',
        '7 days|seven days',
      ],
      colors: [color('pink', '#ffc0cb'), color('forest green', '#228b22')],
    },
  },
  {
    id: 'landing-nimbus-foil-kite-preorder',
    pageType: 'landing',
    prompt:
      'pre-order landing for our new foil kite, the Nimbus 9m: single-skin wing for hydrofoil riding, weighs 1.9 kg, packs down to the size of a sleeping bag. €1,290, 10% off pre-orders until 30 April, shipping from June. Ocean blue #0077BE',
    expect: {
      products: ['foil kite'],
      facts: [
        'Nimbus',
        '9m|9 m',
        'hydrofoil',
        '1.9 kg|1.9kg',
        '€1,290|€1290|1.290 €|1290 €',
        '10% off',
        '30 April|April 30|30th April|April 30th',
        'June',
        'pre-order|preorder',
      ],
      colors: [color('#0077BE', '#0077be')],
    },
  },
]

const BLOG: EvalCase[] = [
  {
    id: 'blog-kettle-stitch-bindings',
    pageType: 'blog',
    prompt:
      "blog for Kettle Stitch: bindings explained (coptic, long stitch, Japanese stab), tool reviews and the monthly binders' challenge",
    expect: {
      store: 'Kettle Stitch',
      products: [],
      facts: ['coptic', 'long stitch', 'Japanese stab', "binders' challenge|binders challenge"],
      colors: [],
    },
  },
  {
    id: 'blog-shrimp-keeping-short',
    pageType: 'blog',
    prompt: 'blog for a shrimp keeping shop - water parameters, breeding tips, tank of the month',
    expect: {
      products: ['shrimp'],
      facts: ['water parameters', 'breeding', 'tank of the month'],
      colors: [],
    },
  },
]

const CART: EvalCase[] = [
  {
    id: 'cart-tiny-tide-shrimpery-live-shipping',
    pageType: 'cart',
    prompt:
      "Tiny Tide Shrimpery cart: remind people live shrimp only ship Monday to Wednesday so they're never stuck in a depot over the weekend, £3.95 polystyrene box fee, add Indian almond leaves for £2",
    expect: {
      store: 'Tiny Tide Shrimpery',
      products: ['shrimp', 'Indian almond leaves'],
      facts: ['Monday to Wednesday|Monday-Wednesday|Mon-Wed', 'polystyrene', '£3.95', '£2'],
      colors: [],
    },
  },
  {
    id: 'cart-clack-club-ship-separately',
    pageType: 'cart',
    prompt:
      'cart page for Clack Club. in-stock switches ship now, group buy items ship separately when the GB closes. switch lubing service +$25 per 70 switches',
    expect: {
      store: 'Clack Club',
      products: ['switches'],
      facts: ['group buy', 'ship separately', '$25', '70 switches'],
      colors: [],
    },
  },
]

const CHECKOUT: EvalCase[] = [
  {
    id: 'checkout-sucrerie-lavoie-cad',
    pageType: 'checkout',
    prompt:
      'checkout page for Sucrerie Lavoie — glass bottles ship in moulded pulp, prices in CAD include GST/QST, free shipping in Canada over $75, US orders may owe duties on delivery',
    expect: {
      store: 'Sucrerie Lavoie',
      products: [],
      facts: ['moulded pulp|molded pulp', 'CAD', 'GST', 'QST', '$75', 'duties'],
      colors: [],
    },
  },
  {
    id: 'checkout-fable-limbs-deposit',
    pageType: 'checkout',
    prompt:
      "checkout for Fable Limbs: 50% deposit now, the balance once you approve your 3D preview, covers are made in 3-4 weeks, and UK customers can claim VAT relief for disabled people — there's a box to tick",
    expect: {
      store: 'Fable Limbs',
      products: ['covers'],
      facts: ['50% deposit', '3D preview', '3-4 weeks|3 to 4 weeks', 'VAT relief'],
      colors: [],
    },
  },
]

export const FRESH_CASES: EvalCase[] = [
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
