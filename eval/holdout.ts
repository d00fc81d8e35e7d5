// A second, blind prompt set: forty prompts written apart from the composer and from the first
// set, about other stores and in other wordings. The expectations follow the rules of cases.ts:
// only what the prompt says, the shortest distinctive text a faithful page must contain.
import { color, fromLandingForm, BLACK, type EvalCase } from './cases'

const SILVER = color('silver', '#c0c0c0')
const TAN = color('tan', '#d2b48c')
const DARK_BROWN = color('dark brown', '#5c4033')
const BUTTER_YELLOW = color('butter yellow', '#f8e08e')

const HOMEPAGE: EvalCase[] = [
  {
    id: 'home-cactus-nursery-earthy-short',
    pageType: 'homepage',
    prompt: 'cactus + succulent nursery, earthy',
    expect: { products: ['cactus', 'succulent'], facts: [], colors: [] },
  },
  {
    id: 'home-open-shackle-lockpicking',
    pageType: 'homepage',
    prompt:
      'lockpicking kits for hobyists and locksport clubs, the shop is named Open Shackle. clear practice locks, pick sets and tension wrenches, discreet packaging, ships in 48 hrs. charcoal with brass accents',
    expect: {
      store: 'Open Shackle',
      products: ['lockpicking kits', 'practice locks', 'pick sets', 'tension wrenches'],
      facts: ['locksport', 'discreet packaging', '48 hrs|48 hours|48 hour'],
      colors: [color('charcoal', '#36454f'), color('brass', '#b5a642')],
    },
  },
  {
    id: 'home-kestrel-falconry-gloves',
    pageType: 'homepage',
    prompt:
      'Falconry gloves, hoods and jesses, hand-stitched by Kestrel Leatherworks in North Yorkshire. Double-layer buckskin gauntlets for hawks, falcons and eagles. Every glove carries a 2 year guarantee. oxblood, tan and off-white',
    expect: {
      store: 'Kestrel Leatherworks',
      products: ['falconry gloves', 'hoods', 'jesses'],
      facts: ['North Yorkshire', 'buckskin', '2 year guarantee|two year guarantee'],
      colors: [color('oxblood', '#4a0404'), TAN, color('off-white', '#faf9f6')],
    },
  },
  {
    id: 'home-barkside-vegan-collars-pastel',
    pageType: 'homepage',
    prompt:
      "hey! we're Barkside Goods 🐾 we make vegan leather dog collars, leads and poop bag holders from Piñatex (pineapple leaf fibre). PETA-approved vegan, sizes XS-XL, 10% of profits go to rescue shelters. soft pastel vibe, playful",
    expect: {
      store: 'Barkside Goods',
      products: ['dog collars', 'leads', 'poop bag holders'],
      facts: ['Piñatex|Pinatex', 'PETA', '10%', 'rescue shelters'],
      colors: [],
    },
  },
  {
    id: 'home-roll-bean-board-game-cafe',
    pageType: 'homepage',
    prompt:
      'homepage for our board game café “Roll & Bean” — a library of 600+ games, craft beer, toasties and good coffee. Seats 60. £5 table fee per person, open till midnight on Fridays and Saturdays. Book a table online. deep teal and mustard',
    expect: {
      store: 'Roll & Bean',
      products: ['board games', 'craft beer', 'toasties', 'coffee'],
      facts: [
        '600+|600 games|over 600',
        'seats 60|60 seats|60 people|60 guests|room for 60',
        '£5',
        'midnight',
      ],
      colors: [color('deep teal', '#015a5a'), color('mustard', '#e1ad01')],
    },
  },
  {
    id: 'home-brick-buddies-minifigures',
    pageType: 'homepage',
    prompt:
      'Welcome to Brick Buddies — custom LEGO minifigures of you, your family, your pets, your whole wedding party. Display frames and keychains too. Each figure is built from genuine LEGO parts and custom printed. 3 week turnaround, ships worldwide. bright primary red + yellow, fun!',
    expect: {
      store: 'Brick Buddies',
      products: ['minifigures', 'display frames', 'keychains'],
      facts: ['LEGO', 'wedding', '3 week|3 weeks|three week|three weeks', 'worldwide'],
      colors: [color('primary red', '#d01012'), color('yellow', '#fcd20f')],
    },
  },
  {
    id: 'home-wexley-organ-parts-long',
    pageType: 'homepage',
    prompt:
      "Hello, long time organ builder here, first time online seller so bear with me. For about forty years I've been restoring church and chapel pipe organs around East Anglia and I've built up a big stock of parts that other restorers keep asking me for. Our shop Wexley Organ Supply will sell reed pipes, flue pipes, pallet springs, pouch leather and reconditioned blower motors, plus tremulants when I have them. Everything is tested on our workshop organ before it ships and we crate the big pipes ourselves. Founded 1983 in Norwich. I'd like it to look dignified, a deep claret and parchment, nothing flashy.",
    expect: {
      store: 'Wexley Organ Supply',
      products: [
        'reed pipes',
        'flue pipes',
        'pallet springs',
        'pouch leather',
        'blower motors',
        'tremulants',
      ],
      facts: ['1983', 'Norwich', 'East Anglia', 'forty years|40 years'],
      colors: [color('deep claret', '#7f1734'), color('parchment', '#f1e9d2')],
    },
  },
  {
    id: 'home-hatch-drift-fishing-flies-bullets',
    pageType: 'homepage',
    prompt: [
      'homepage',
      '- brand: Hatch & Drift',
      '- hand-tied fishing flies: dry flies, nymphs, streamers',
      '- tied in Bozeman, Montana',
      '- barbless hooks on every fly',
      '- free shipping on orders over $25',
      '- colours: olive drab, burnt orange',
    ].join('\n'),
    expect: {
      store: 'Hatch & Drift',
      products: ['fishing flies', 'dry flies', 'nymphs', 'streamers'],
      facts: ['Bozeman', 'barbless', 'free shipping', '$25'],
      colors: [color('olive drab', '#6b8e23'), color('burnt orange', '#cc5500')],
    },
  },
  {
    id: 'home-lotus-loom-yoga-second-person',
    pageType: 'homepage',
    prompt:
      "You're building the homepage for my yoga wear brand. You should show our high-waisted leggings, sports bras and wrap tops, and you should say they're made from recycled ocean plastic, OEKO-TEX certified and squat-proof, in sizes XS to 4X. The store name: Lotus & Loom. You'll want a calm palette, dusty rose and warm grey.",
    expect: {
      store: 'Lotus & Loom',
      products: ['leggings', 'sports bras', 'wrap tops'],
      facts: ['recycled ocean plastic', 'OEKO-TEX', 'squat-proof', '4X'],
      colors: [color('dusty rose', '#dcae96'), color('warm grey', '#a8a29a')],
    },
  },
  {
    id: 'home-raw-4-paws-pet-food-caps',
    pageType: 'homepage',
    prompt:
      'RAW 4 PAWS: raw dog food and freeze-dried cat treats, vet formulated and human-grade, delivered frozen every 2 weeks across Melbourne. First box 50% off. colours tomato + whitesmoke',
    expect: {
      store: 'RAW 4 PAWS',
      products: ['raw dog food', 'cat treats'],
      facts: [
        'vet formulated',
        'human-grade',
        'every 2 weeks|every two weeks|fortnightly',
        'Melbourne',
        '50% off',
      ],
      colors: [color('tomato', '#ff6347'), color('whitesmoke', '#f5f5f5')],
    },
  },
  {
    id: 'home-mormors-danish-bakery',
    pageType: 'homepage',
    prompt:
      "Danish bakery called Mormor's — baked fresh every morning from 5am in Minneapolis: cardamom buns, Danish pastries, rye bread and kringle. Layer cakes serve 8-10, order 48 hours ahead. Butter yellow and cornflower blue.",
    expect: {
      store: "Mormor's",
      products: ['cardamom buns', 'Danish pastries', 'rye bread', 'kringle', 'layer cakes'],
      facts: ['5am|5 am|5:00', 'Minneapolis', '8-10|8 to 10', '48 hours'],
      colors: [BUTTER_YELLOW, color('cornflower blue', '#6495ed')],
    },
  },
  {
    id: 'home-crate-78-vinyl-hex',
    pageType: 'homepage',
    prompt:
      'Crate 78 is a used vinyl shop in Detroit — soul, funk and jazz LPs, 7-inch 45s and refurbished turntables. Every record is graded, cleaned and play-tested; turntables come with a 1 year warranty. Palette #1B1B3A, #F2A541, #F7F3E3',
    expect: {
      store: 'Crate 78',
      products: ['vinyl', 'LPs', 'turntables'],
      facts: ['Detroit', 'soul', 'jazz', 'play-tested', '1 year warranty|one year warranty'],
      colors: [color('#1B1B3A', '#1b1b3a'), color('#F2A541', '#f2a541'), color('#F7F3E3', '#f7f3e3')],
    },
  },
]

const PRODUCT: EvalCase[] = [
  fromLandingForm(
    'product-kestrel-gauntlet-form',
    'product',
    'Product page for a falconry glove from Kestrel Leatherworks, rustic and outdoorsy, tan and dark brown',
    {
      title: 'Kestrel Gauntlet Falconry Glove',
      price: '£68',
      description:
        'Double-layer buckskin gauntlet, 14 inches long, for hawks and falcons up to 1.5 kg. Hand stitched with Kevlar thread.',
      features: 'Left or right hand, Sizes S to XL, Kevlar stitching, Made in North Yorkshire',
    },
    {
      store: 'Kestrel Leatherworks',
      products: ['falconry glove'],
      facts: ['£68', 'buckskin', '14 inches|14 inch|14"', '1.5 kg|1.5kg', 'Kevlar', 'North Yorkshire'],
      colors: [TAN, DARK_BROWN],
      productTitle: 'Kestrel Gauntlet Falconry Glove',
    },
  ),
  fromLandingForm(
    'product-open-shackle-starter-kit-form',
    'product',
    'product page for my lockpicking starter kit, shop is Open Shackle, dark techy look with #00E5FF accents',
    {
      title: 'Clear Practice Lock Starter Kit',
      price: '$39.99',
      description:
        'A see-through 5-pin padlock to learn on, with a 24-piece pick set and 2 tension wrenches in a zip case.',
      features: 'Transparent acrylic body, 24 picks, 2 tension wrenches, Zip case, Beginner guide included',
    },
    {
      store: 'Open Shackle',
      products: ['starter kit'],
      facts: [
        '$39.99',
        '5-pin',
        '24-piece|24 picks',
        'tension wrench|tension wrenches',
        'acrylic',
        'zip case',
      ],
      colors: [color('#00E5FF', '#00e5ff')],
      productTitle: 'Clear Practice Lock Starter Kit',
    },
    ['https://cdn.shopify.com/s/files/1/0000/0001/files/practice-lock-kit.jpg'],
  ),
  {
    id: 'product-kilbride-bagpipes-plain',
    pageType: 'product',
    prompt:
      'Kilbride Pipes product page: the Clan Series Highland Bagpipes. African blackwood, nickel mounts, synthetic bag, 3 drone reeds included, £1,450. dark green and silver',
    expect: {
      store: 'Kilbride Pipes',
      products: ['bagpipes'],
      facts: [
        'African blackwood',
        'nickel mounts',
        'synthetic bag',
        '3 drone reeds|three drone reeds',
        '£1,450|£1450',
      ],
      colors: [color('dark green', '#0b4f2f'), SILVER],
      productTitle: 'Clan Series Highland Bagpipes',
    },
  },
  {
    id: 'product-trailblazer-collar-typos',
    pageType: 'product',
    prompt:
      'you should make a product page for the Trailblazer Collar - vegan leather dog collar made from cork, adjustable 30-45cm, brushed brass buckle, waterprof, €32. colours: sand and moss',
    expect: {
      products: ['dog collar'],
      facts: [
        'cork',
        '30-45cm|30-45 cm|30 to 45 cm',
        'brass buckle',
        'waterproof|waterprof',
        '€32|32 €|32,00 €',
      ],
      colors: [color('sand', '#c2b280'), color('moss', '#8a9a5b')],
      productTitle: 'Trailblazer Collar',
    },
  },
  fromLandingForm(
    'product-parachute-adams-fly-form',
    'product',
    'product page for a dozen dry flies, outdoorsy, olive and khaki',
    {
      title: 'Parachute Adams Dry Fly (Dozen)',
      price: '$21',
      description: 'Twelve hand-tied Parachute Adams on barbless size 14 hooks. Floats high on fast water.',
      features: 'Size 14, Barbless hooks, 12 flies per pack, Tied in Montana',
    },
    {
      products: ['dry flies'],
      facts: ['$21', 'size 14', 'barbless', 'Montana', '12 flies|twelve'],
      colors: [color('olive', '#808000'), color('khaki', '#c3b091')],
      productTitle: 'Parachute Adams Dry Fly',
    },
  ),
  {
    id: 'product-wedding-minifigure-short',
    pageType: 'product',
    prompt:
      'product page: Custom Wedding Minifigure Pair, $59, built from genuine LEGO parts, ships in 3 weeks — from Brick Buddies',
    expect: {
      store: 'Brick Buddies',
      products: ['minifigure'],
      facts: ['$59', 'LEGO', '3 weeks|three weeks'],
      colors: [],
      productTitle: 'Custom Wedding Minifigure Pair',
    },
  },
]

const COLLECTION: EvalCase[] = [
  {
    id: 'collection-hatch-drift-streamers',
    pageType: 'collection',
    prompt:
      'Hatch & Drift – streamers collection: woolly buggers, clousers and zonkers for trout and bass, sizes 2 to 10, all on barbless hooks',
    expect: {
      store: 'Hatch & Drift',
      products: ['streamers', 'woolly buggers', 'clousers', 'zonkers'],
      facts: ['trout', 'bass', 'barbless'],
      colors: [],
    },
  },
  {
    id: 'collection-lotus-loom-leggings-bullets',
    pageType: 'collection',
    prompt: [
      'collection page',
      '* store: Lotus & Loom',
      '* leggings: 7/8 leggings, flare leggings and biker shorts',
      '* 4-way stretch, 78% recycled nylon',
      '* free returns for 60 days',
      '* colour scheme: deep plum + oatmeal',
    ].join('\n'),
    expect: {
      store: 'Lotus & Loom',
      products: ['leggings', 'flare leggings', 'biker shorts'],
      facts: ['4-way stretch', '78%', 'recycled nylon', 'free returns', '60 days'],
      colors: [color('deep plum', '#5e2750'), color('oatmeal', '#e3d9c6')],
    },
  },
  {
    id: 'collection-organ-reed-pipes-no-name',
    pageType: 'collection',
    prompt:
      'collection page for reed pipes (church organ parts): trumpet, oboe, clarinet and vox humana ranks, all reconditioned and revoiced to your wind pressure. shipped crated to the UK and EU.',
    expect: {
      products: ['reed pipes', 'trumpet', 'oboe', 'clarinet', 'vox humana'],
      facts: ['reconditioned', 'wind pressure', 'crated'],
      colors: [],
    },
  },
  {
    id: 'collection-raw-4-paws-cat-food-typos',
    pageType: 'collection',
    prompt:
      'RAW 4 PAWS cat food colection - freeze dried chicken hearts, rabbit mince and salmon bites. grain-free, no fillers, 1kg and 2.5kg packs',
    expect: {
      store: 'RAW 4 PAWS',
      products: ['cat food', 'chicken hearts', 'rabbit mince', 'salmon bites'],
      facts: ['grain-free', 'no fillers', '1kg|1 kg', '2.5kg|2.5 kg'],
      colors: [],
    },
  },
]

const ABOUT: EvalCase[] = [
  {
    id: 'about-kestrel-leatherworks-first-person',
    pageType: 'about',
    prompt:
      "about page for Kestrel Leatherworks. I'm Jess, I've flown hawks for 20 years and started making gloves in my barn in North Yorkshire in 2012 because I couldn't find one that fit a small hand. Every glove is cut from a single deer hide and hand stitched.",
    expect: {
      store: 'Kestrel Leatherworks',
      products: ['gloves'],
      facts: ['Jess', '20 years', 'North Yorkshire', '2012', 'deer hide'],
      colors: [],
    },
  },
  {
    id: 'about-roll-bean-moody',
    pageType: 'about',
    prompt:
      "ABOUT US page: Roll & Bean opened in 2019 on Gloucester Road in Bristol, started by two ex-teachers who wanted somewhere to play games that wasn't a pub. Our game gurus will teach you any of the 600+ games on the shelves. dark and moody, cosy",
    expect: {
      store: 'Roll & Bean',
      products: [],
      facts: ['2019', 'Bristol', 'teachers', 'game gurus', '600+|600 games|over 600'],
      colors: [],
    },
  },
  {
    id: 'about-mamas-pickles',
    pageType: 'about',
    prompt:
      "Mama's Pickles - about page. Mama started brining in 1996 at the Saturday farmers' market in Ithaca, NY. We still ferment dill pickles, garlic spears and pickled beets in oak barrels for 6 weeks, using cucumbers grown within 40 miles. Certified organic. pickle green and butter yellow.",
    expect: {
      store: "Mama's Pickles",
      products: ['dill pickles', 'garlic spears', 'pickled beets'],
      facts: ['1996', 'Ithaca', 'oak barrels', '6 weeks|six weeks', '40 miles', 'organic'],
      colors: [color('pickle green', '#597d35'), BUTTER_YELLOW],
    },
  },
  {
    id: 'about-open-shackle-locksport',
    pageType: 'about',
    prompt:
      "about page — we're Open Shackle, a locksport shop run by two former locksmiths in Rotterdam. we teach picking as a sport and a puzzle, never for breaking in. 10,000 students since 2015. Black and a safety orange",
    expect: {
      store: 'Open Shackle',
      products: [],
      facts: ['locksmiths', 'Rotterdam', '10,000 students|10000 students|10.000 students', '2015'],
      colors: [BLACK, color('safety orange', '#ff7900')],
    },
  },
]

const CONTACT: EvalCase[] = [
  {
    id: 'contact-roll-bean-hours',
    pageType: 'contact',
    prompt:
      'contact page for Roll & Bean: 14 Gloucester Road, Bristol. Open Wed–Thu 4pm–11pm, Fri–Sat noon–1am, Sun noon–8pm. Groups of 8 or more please book by phone on 0117 496 0321, or email hello@rollandbean.co.uk',
    expect: {
      store: 'Roll & Bean',
      products: [],
      facts: [
        '14 Gloucester Road',
        'Bristol',
        '1am|1 am|01:00',
        '0117 496 0321',
        'hello@rollandbean.co.uk',
        'groups of 8|8 or more',
      ],
      colors: [],
    },
  },
  {
    id: 'contact-wexley-organ-email-only',
    pageType: 'contact',
    prompt:
      'Contact page for Wexley Organ Supply. Parts enquiries by email only: parts@wexleyorgan.co.uk — tell us the organ builder, year and stop name. We quote within 3 working days. Workshop visits in Norwich by appointment.',
    expect: {
      store: 'Wexley Organ Supply',
      products: [],
      facts: ['parts@wexleyorgan.co.uk', '3 working days', 'Norwich', 'by appointment'],
      colors: [],
    },
  },
  {
    id: 'contact-barkside-second-person',
    pageType: 'contact',
    prompt:
      'You should show a contact page for Barkside Goods. Tell people we answer within 2 days, offer sizing help over live chat, and that returns go to PO Box 112, Bend, Oregon. Our email is woof@barkside.co',
    expect: {
      store: 'Barkside Goods',
      products: [],
      facts: ['2 days|two days', 'sizing help', 'PO Box 112', 'Bend', 'woof@barkside.co'],
      colors: [],
    },
  },
  {
    id: 'contact-glasgow-bagpipe-no-name',
    pageType: 'contact',
    prompt:
      'contact page for a bagpipe repair and tuition shop in Glasgow. lessons for kids and adults, rebagging and reed fitting. phone 0141 555 0187, open Mon-Fri 10-6, Sat 10-2. tartan feel',
    expect: {
      products: ['bagpipe'],
      facts: ['Glasgow', '0141 555 0187', 'lessons|tuition', 'rebagging', 'reed fitting'],
      colors: [],
    },
  },
]

const LANDING: EvalCase[] = [
  {
    id: 'landing-hatch-drift-fly-club',
    pageType: 'landing',
    prompt:
      "landing page for Hatch & Drift's Fly of the Month Club: 6 hand-tied flies every month matched to your local hatch, $19/month, skip or cancel anytime. First month free with code FIRSTCAST.",
    expect: {
      store: 'Hatch & Drift',
      products: ['flies'],
      facts: [
        'Fly of the Month',
        '6 hand-tied flies|6 flies|six flies',
        '$19',
        'cancel anytime|cancel any time',
        'first month free',
        'FIRSTCAST',
      ],
      colors: [],
    },
  },
  {
    id: 'landing-brick-buddies-xmas-all-caps',
    pageType: 'landing',
    prompt:
      'XMAS SALE LANDING PAGE FOR BRICK BUDDIES!! 25% OFF ALL CUSTOM MINIFIGS UNTIL DEC 15, ORDER BY DEC 10 FOR CHRISTMAS DELIVERY. RED AND GREEN',
    expect: {
      store: 'BRICK BUDDIES',
      products: ['minifigs'],
      facts: [
        '25% off',
        'Dec 15|Dec 15th|December 15|December 15th|15 Dec|15 December|15th December',
        'Dec 10|Dec 10th|December 10|December 10th|10 Dec|10 December|10th December',
      ],
      colors: [color('red', '#c8102e'), color('green', '#1e7b34')],
    },
  },
  {
    id: 'landing-mamas-pickles-workshop',
    pageType: 'landing',
    prompt:
      "Landing page for a pickle-making workshop at Mama's Pickles on Saturday 14 June at 10am: $45 per person, you take home 2 jars, only 12 spots, bring an apron",
    expect: {
      store: "Mama's Pickles",
      products: ['workshop'],
      facts: [
        '14 June|June 14|June 14th|14th June',
        '10am|10 am|10:00',
        '$45',
        '2 jars|two jars',
        '12 spots|12 places|12 seats',
      ],
      colors: [],
    },
  },
  {
    id: 'landing-orbit-90-telescope-waitlist',
    pageType: 'landing',
    prompt:
      'waitlist page for the Orbit 90 smart telescope — app-controlled, 90mm aperture, finds 50,000 objects on its own. ships autumn 2026. join the waitlist for $100 off. midnight blue and silver',
    expect: {
      products: ['smart telescope'],
      facts: ['Orbit 90', '90mm|90 mm', '50,000|50000', '2026', 'waitlist|wait list', '$100 off'],
      colors: [color('midnight blue', '#191970'), SILVER],
    },
  },
]

const BLOG: EvalCase[] = [
  {
    id: 'blog-kilbride-pipes',
    pageType: 'blog',
    prompt:
      'Kilbride Pipes blog — tune of the week, reed care guides and results from the Highland games circuit',
    expect: {
      store: 'Kilbride Pipes',
      products: [],
      facts: ['tune of the week', 'reed care', 'Highland games'],
      colors: [],
    },
  },
  {
    id: 'blog-yarn-shop-no-name',
    pageType: 'blog',
    prompt:
      'a journal for my hand-dyed yarn shop: new pattern releases, dye day diaries and our March knit-along. heather purple please',
    expect: {
      products: ['yarn'],
      facts: ['pattern', 'dye day', 'knit-along|knitalong'],
      colors: [color('heather purple', '#a184ab')],
    },
  },
]

const CART: EvalCase[] = [
  {
    id: 'cart-kestrel-made-to-order',
    pageType: 'cart',
    prompt:
      'cart for Kestrel Leatherworks: remind people each glove is made to order and ships in 10 days, free tin of glove conditioner on orders over £100',
    expect: {
      store: 'Kestrel Leatherworks',
      products: ['glove'],
      facts: ['made to order', '10 days|ten days', 'glove conditioner', '£100'],
      colors: [],
    },
  },
  {
    id: 'cart-studio-54-vinyl-hex',
    pageType: 'cart',
    prompt:
      'Studio 54 Vinyl cart page. records ship in stiff mailers, free shipping at $60+, everything graded VG+ or better. black + hot orange #FF5A1F',
    expect: {
      store: 'Studio 54 Vinyl',
      products: ['records'],
      facts: ['mailers', '$60', 'VG+'],
      colors: [BLACK, color('#FF5A1F', '#ff5a1f')],
    },
  },
]

const CHECKOUT: EvalCase[] = [
  {
    id: 'checkout-raw-4-paws-frozen-delivery',
    pageType: 'checkout',
    prompt:
      'checkout page for RAW 4 PAWS - frozen delivery Tuesdays and Thursdays only, Melbourne metro, packed in an insulated box with dry ice, minimum order $50',
    expect: {
      store: 'RAW 4 PAWS',
      products: [],
      facts: ['Tuesdays|Tuesday', 'Thursdays|Thursday', 'Melbourne', 'dry ice', '$50'],
      colors: [],
    },
  },
  {
    id: 'checkout-wexley-organ-freight',
    pageType: 'checkout',
    prompt:
      'checkout info for Wexley Organ Supply: big pipes ship crated by freight in 5-10 working days, VAT invoice on request, pay by bank transfer or card',
    expect: {
      store: 'Wexley Organ Supply',
      products: ['pipes'],
      facts: ['crated', 'freight', '5-10 working days|5 to 10 working days', 'VAT invoice', 'bank transfer'],
      colors: [],
    },
  },
]

export const HOLDOUT_CASES: EvalCase[] = [
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
