// The niche table: what a shoe store, a jewelry boutique or a coffee roaster sells, and how it
// talks about it. Unknown niches fall back to `generic`, seasoned with words from the prompt.
import type { BasePalette, StyleId } from './styles'

export type IconId =
  'truck' | 'return' | 'heart' | 'leaf' | 'star' | 'shield' | 'gift' | 'chat' | 'sparkle' | 'clock'

export interface NicheCatalog {
  /** words that start product titles, eight of them */
  adjectives: string[]
  /** the product noun of a category when "singular(category)" would read badly */
  nouns?: Record<string, string>
  /** price range in whole currency units */
  price: [number, number]
  option: { name: string; values: string[] }
}

export interface Niche {
  id: string
  /** "shoe store" */
  label: string
  /** lower-case words or phrases; longer matches weigh more */
  keywords: string[]
  categories: string[]
  names: { first: string[]; second: string[] }
  taglines: string[]
  heroHeadings: string[]
  heroTexts: string[]
  announcements: string[]
  story: { heading: string; text: string }
  imageWithText: { heading: string; text: string }
  values: [title: string, text: string, icon: IconId][]
  testimonials: [quote: string, author: string][]
  faq: [question: string, answer: string][]
  /** what photos would suit the store, for the explanation and image settings */
  imagery: string
  palette: BasePalette
  style: StyleId
  catalog: NicheCatalog
}

export const NICHES: Niche[] = [
  {
    id: 'shoes',
    label: 'shoe store',
    keywords: [
      'shoe',
      'shoes',
      'sneaker',
      'sneakers',
      'footwear',
      'boots',
      'kicks',
      'trainers',
      'sandals',
      'loafers',
      'heels',
      'chaussures',
      'zapatos',
      'schuhe',
    ],
    categories: ['Sneakers', 'Running Shoes', 'Boots', 'Sandals', 'Loafers'],
    names: {
      first: ['Stride', 'Sole', 'Kick', 'Lace', 'Tread', 'Step', 'Arch', 'Pace'],
      second: ['Society', 'Supply Co.', 'Lab', 'Club', 'Collective', 'House', 'Studio', 'Republic'],
    },
    taglines: ['Shoes made for moving', 'Every step, in style', 'Fresh pairs for every day'],
    heroHeadings: ['Step into something new', 'Made to move', 'Walk your own way'],
    heroTexts: [
      'Fresh drops, everyday classics and all-day comfort. Find your next favourite pair.',
      'Sneakers, boots and sandals built for the way you move.',
    ],
    announcements: ['Free shipping on orders over $75', 'Free 30-day returns on every pair'],
    story: {
      heading: 'Built for every step',
      text: 'We started with one idea: great shoes should feel as good as they look. Every pair we carry is tested for comfort, made with quality materials and chosen to go the distance.',
    },
    imageWithText: {
      heading: 'Find your perfect fit',
      text: 'Not sure about your size? Our fit guide and free exchanges make it easy to get it right the first time.',
    },
    values: [
      ['Free returns', 'Not the right fit? Send them back within 30 days, on us.', 'return'],
      ['Comfort tested', 'Every pair is worn and walked in before it reaches our shelves.', 'heart'],
      ['Fast shipping', 'Orders ship within 24 hours from our warehouse.', 'truck'],
    ],
    testimonials: [
      ['The most comfortable sneakers I have ever owned. I went back for a second colour.', 'Maya R.'],
      ['Fast delivery, true to size, and the box was beautiful.', 'Jordan T.'],
      ['My go-to shop for boots every winter.', 'Sam K.'],
    ],
    faq: [
      [
        'How do your sizes run?',
        'Our shoes run true to size. If you are between sizes, we recommend sizing up.',
      ],
      [
        'Can I exchange for a different size?',
        'Yes. Exchanges are free within 30 days, as long as the shoes are unworn.',
      ],
    ],
    imagery: 'sneakers on city streets, close-ups of soles and laces, movement',
    palette: { primary: '#e4572e', accent: '#17bebb', background: '#ffffff', text: '#1b1b1b' },
    style: 'modern',
    catalog: {
      adjectives: ['Court', 'Cloud', 'Retro', 'Trail', 'Canvas', 'Velocity', 'Urban', 'Classic'],
      nouns: { 'Running Shoes': 'Runner' },
      price: [59, 189],
      option: { name: 'Size', values: ['7', '8', '9', '10', '11'] },
    },
  },
  {
    id: 'jewelry',
    label: 'jewelry boutique',
    keywords: [
      'jewelry',
      'jewellery',
      'jeweler',
      'jeweller',
      'rings',
      'necklaces',
      'earrings',
      'bracelets',
      'gems',
      'diamonds',
      'watches',
      'watch store',
      'watch shop',
      'pendants',
      'necklace',
      'earring',
      'bracelet',
      'pendant',
      'watch boutique',
      'watchmaker',
      'bijoux',
      'joyas',
      'joyería',
      'schmuck',
    ],
    categories: ['Rings', 'Necklaces', 'Earrings', 'Bracelets', 'Gift Sets'],
    names: {
      first: ['Lune', 'Aurum', 'Opaline', 'Gilded', 'Maison', 'Solene', 'Vesper', 'Iris'],
      second: ['& Co.', 'Atelier', 'Jewels', 'Studio', 'House', 'Fine Jewelry'],
    },
    taglines: ['Fine jewelry for everyday moments', 'Made to be treasured', 'Quiet pieces, lasting shine'],
    heroHeadings: ['Made to be treasured', 'Everyday fine jewelry', 'Where the light catches'],
    heroTexts: [
      'Handcrafted rings, necklaces and earrings in recycled gold and sterling silver.',
      'Delicate pieces designed to be worn every day and kept forever.',
    ],
    announcements: ['Complimentary gift wrapping on every order', 'Free insured shipping worldwide'],
    story: {
      heading: 'Crafted by hand, made to last',
      text: 'Each piece is made by hand in our studio from recycled gold, ethically sourced stones and sterling silver. We design jewelry to be worn every day and handed down.',
    },
    imageWithText: {
      heading: 'The gift of something lasting',
      text: 'Every order arrives in our signature box with a handwritten note, ready to give.',
    },
    values: [
      ['Recycled metals', '14k gold and sterling silver from recycled sources.', 'leaf'],
      ['Lifetime care', 'Free cleaning and repairs for as long as you own the piece.', 'shield'],
      ['Gift ready', 'Signature packaging and a handwritten note with every order.', 'gift'],
    ],
    testimonials: [
      ['I have not taken my ring off since it arrived. Beautiful craftsmanship.', 'Elena M.'],
      ['The packaging alone made it feel special. A perfect anniversary gift.', 'Chris P.'],
      ['Delicate, well made and exactly as pictured.', 'Aisha K.'],
    ],
    faq: [
      [
        'What metals do you use?',
        'We work in solid 14k gold, gold vermeil and sterling silver, all from recycled sources.',
      ],
      ['Can I resize my ring?', 'Yes. The first resize is free within 60 days of purchase.'],
    ],
    imagery: 'close-up pieces on skin, soft natural light, linen and stone textures',
    palette: { primary: '#1c1c1c', accent: '#c9a96e', background: '#fbf8f4', text: '#1c1c1c' },
    style: 'luxury',
    catalog: {
      adjectives: [
        'Solitaire',
        'Celestial',
        'Pearl Drop',
        'Dainty',
        'Heirloom',
        'Aurora',
        'Signet',
        'Vermeil',
      ],
      nouns: { 'Gift Sets': 'Gift Set' },
      price: [48, 420],
      option: { name: 'Metal', values: ['Gold', 'Silver', 'Rose gold'] },
    },
  },
  {
    id: 'vintage',
    label: 'vintage clothing store',
    keywords: [
      'vintage clothing',
      'vintage clothes',
      'vintage fashion',
      'vintage apparel',
      'vintage store',
      'vintage shop',
      'vintage boutique',
      'retro clothing',
      'thrift',
      'thrift store',
      'secondhand',
      'second-hand',
      'pre-loved',
      'preloved',
      'consignment',
      'vêtements vintage',
      'ropa vintage',
      'friperie',
    ],
    categories: ['Jackets', 'Denim', 'Dresses', 'Knitwear', 'Band Tees'],
    names: {
      first: ['Golden', 'Velvet', 'Amber', 'Rerun', 'Second', 'Dusty', 'Moth', 'Revival'],
      second: ['Era', 'Archive', 'Thread', 'Closet', 'Attic', 'Rack', 'Hour', 'Exchange'],
    },
    taglines: [
      'One-of-a-kind finds from decades past',
      'Pre-loved clothes with stories to tell',
      'Hand-picked vintage, every week',
    ],
    heroHeadings: ['Old souls, new homes', 'Wear the past', 'One of a kind, every time'],
    heroTexts: [
      'Hand-picked vintage from the 60s to the 90s: denim, leather, knits and rare band tees.',
      'Every piece is cleaned, mended and photographed by us. When it is gone, it is gone.',
    ],
    announcements: ['New drop every Friday at 6 pm', 'Free shipping on orders over $60'],
    story: {
      heading: 'Every piece has a past',
      text: 'We travel to estate sales, markets and warehouses to find clothes worth keeping. Buying vintage is the most sustainable way to shop, and the most fun.',
    },
    imageWithText: {
      heading: 'Sustainable by nature',
      text: 'Each vintage piece saves resources and keeps good clothes out of landfill. Style that does not cost the earth.',
    },
    values: [
      ['Hand-picked', 'Every item is chosen, checked and cleaned by our team.', 'star'],
      ['Sustainable', 'Second-hand clothing keeps good pieces in circulation.', 'leaf'],
      ['Measured for you', 'Real measurements on every listing, no guesswork.', 'heart'],
    ],
    testimonials: [
      ['Found the leather jacket I have been hunting for years. Perfect condition.', 'Riley G.'],
      ['The measurements were spot on and it arrived smelling like flowers.', 'Noor A.'],
      ['Friday drops are my weekly ritual now.', 'Ben W.'],
    ],
    faq: [
      [
        'What condition are the items in?',
        'Every listing notes its condition. We clean and mend pieces before they go up.',
      ],
      [
        'How do I know it will fit?',
        'Vintage sizes vary, so we list real measurements. Compare them with a piece you own.',
      ],
    ],
    imagery: 'warm film photos, clothing racks, worn denim and leather textures',
    palette: { primary: '#a4492f', accent: '#d9a441', background: '#f3ead8', text: '#3b2f2a' },
    style: 'vintage',
    catalog: {
      adjectives: ['Corduroy', 'Suede', 'Paisley', 'Western', 'Varsity', 'Prairie', 'Mod', 'Faded'],
      nouns: { Denim: 'Jeans', 'Band Tees': 'Band Tee', Knitwear: 'Cardigan' },
      price: [28, 160],
      option: { name: 'Size', values: ['S', 'M', 'L'] },
    },
  },
  {
    id: 'fashion',
    label: 'fashion store',
    keywords: [
      'fashion',
      'clothing',
      'clothes',
      'apparel',
      'streetwear',
      't-shirts',
      'tshirts',
      'dresses',
      'menswear',
      'womenswear',
      'outfits',
      'hoodies',
      'wardrobe',
      'bags',
      'handbags',
      'vêtements',
      'ropa',
      'moda',
      'kleidung',
    ],
    categories: ['Tops', 'Dresses', 'Knitwear', 'Outerwear', 'Bags'],
    names: {
      first: ['Thread', 'Common', 'Muse', 'Form', 'Atlas', 'Field', 'Mode', 'Nova'],
      second: ['& Co.', 'Studio', 'Label', 'Goods', 'Wardrobe', 'Collective'],
    },
    taglines: ['Modern essentials, made to last', 'Clothes for real life', 'Wear what feels like you'],
    heroHeadings: ['New season, new layers', 'Dress like you mean it', 'Everyday, elevated'],
    heroTexts: [
      'Thoughtfully made essentials and statement pieces for every day of the week.',
      'Discover the new collection: easy shapes, rich fabrics and colours you will wear on repeat.',
    ],
    announcements: ['Free shipping and returns on all orders', 'New arrivals every week'],
    story: {
      heading: 'Made to be worn',
      text: 'We design clothes that earn their place in your wardrobe: considered fabrics, fair factories and cuts that work from Monday to Sunday.',
    },
    imageWithText: {
      heading: 'Fabrics that feel good',
      text: 'Organic cotton, washed linen and soft merino, chosen for how they feel and how long they last.',
    },
    values: [
      ['Responsibly made', 'Fair factories and better fabrics, every season.', 'leaf'],
      ['Free returns', 'Changed your mind? Returns are free for 30 days.', 'return'],
      ['Made to last', 'Quality that holds up wash after wash.', 'shield'],
    ],
    testimonials: [
      ['The fit is perfect and the fabric feels expensive.', 'Hannah L.'],
      ['I basically live in their knitwear from October to March.', 'Marcus D.'],
      ['Easy returns and quick shipping. My new favourite shop.', 'Priya S.'],
    ],
    faq: [
      [
        'How do I find my size?',
        'Every product has a size guide with measurements in centimetres and inches.',
      ],
      [
        'How should I care for my clothes?',
        'Wash cold, dry flat and skip the tumble dryer: your clothes will last for years.',
      ],
    ],
    imagery: 'editorial outfit shots, natural daylight, fabric details',
    palette: { primary: '#2b2d42', accent: '#ef8354', background: '#ffffff', text: '#2b2d42' },
    style: 'modern',
    catalog: {
      adjectives: ['Linen', 'Relaxed', 'Cropped', 'Oversized', 'Tailored', 'Ribbed', 'Wrap', 'Essential'],
      nouns: { Outerwear: 'Coat', Knitwear: 'Sweater', Bags: 'Tote' },
      price: [35, 240],
      option: { name: 'Size', values: ['XS', 'S', 'M', 'L', 'XL'] },
    },
  },
  {
    id: 'coffee',
    label: 'coffee roastery',
    keywords: [
      'coffee',
      'espresso',
      'roastery',
      'roaster',
      'roasters',
      'cafe',
      'café',
      'coffee beans',
      'latte',
      'brew',
    ],
    categories: ['Single Origin', 'Espresso', 'House Blends', 'Brew Gear', 'Mugs'],
    names: {
      first: ['Ember', 'Daybreak', 'Copper', 'Ritual', 'Highland', 'Crema', 'Northside', 'Kettle'],
      second: ['Roasters', 'Coffee Co.', 'Roastery', 'Coffee', 'Bean Co.', 'Coffee House'],
    },
    taglines: [
      'Small-batch coffee, roasted weekly',
      'Your morning ritual, perfected',
      'Fresh roasted, fairly sourced',
    ],
    heroHeadings: [
      'Roasted this week, at your door',
      'Better mornings start here',
      'Coffee worth waking up for',
    ],
    heroTexts: [
      'Single origins and house blends, roasted in small batches and shipped within 48 hours.',
      'Traceable, seasonal coffee from farms we know by name.',
    ],
    announcements: ['Free shipping on subscriptions', 'Roasted fresh every Monday and Thursday'],
    story: {
      heading: 'From farm to cup',
      text: 'We buy directly from growers, pay well above fair trade prices and roast in small batches so every bag arrives at its peak.',
    },
    imageWithText: {
      heading: 'Never run out',
      text: 'Choose your coffee and how often you want it. Skip, swap or pause your subscription any time.',
    },
    values: [
      ['Roasted to order', 'Your beans leave the roaster days, not months, before they reach you.', 'clock'],
      ['Direct trade', 'We know our farmers and pay them fairly for exceptional coffee.', 'heart'],
      ['Free delivery', 'Free shipping on every subscription order.', 'truck'],
    ],
    testimonials: [
      ['The Ethiopia single origin changed how I think about coffee.', 'Olivia B.'],
      ['Fresh every single time. The subscription is the best thing I buy each month.', 'Tom H.'],
      ['Great beans, great people, great espresso.', 'Lucia F.'],
    ],
    faq: [
      [
        'Whole bean or ground?',
        'Both. Pick whole bean or a grind for espresso, filter, French press or moka pot.',
      ],
      ['How fresh is the coffee?', 'We roast twice a week and ship within 48 hours of roasting.'],
    ],
    imagery: 'pour-overs in morning light, roasting drums, coffee cherries and bags',
    palette: { primary: '#6f4e37', accent: '#d4a373', background: '#fbf7f1', text: '#2b1d14' },
    style: 'natural',
    catalog: {
      adjectives: [
        'Ethiopia Guji',
        'Colombia Huila',
        'Kenya Nyeri',
        'Sunrise',
        'Midnight',
        'Guatemala',
        'Velvet',
        'Ceramic',
      ],
      nouns: { 'Single Origin': 'Single Origin', 'House Blends': 'Blend', 'Brew Gear': 'Dripper' },
      price: [14, 65],
      option: { name: 'Grind', values: ['Whole bean', 'Espresso', 'Filter'] },
    },
  },
  {
    id: 'tea',
    label: 'tea shop',
    keywords: ['tea', 'teas', 'matcha', 'herbal tea', 'loose leaf', 'tea house', 'chai'],
    categories: ['Green Tea', 'Black Tea', 'Herbal', 'Matcha', 'Teaware'],
    names: {
      first: ['Leaf', 'Steep', 'Willow', 'Jade', 'Kettle', 'Misty', 'Silver', 'Bloom'],
      second: ['& Kettle', 'Tea Co.', 'Tea House', 'Teas', 'Leaf Co.'],
    },
    taglines: ['Loose-leaf tea for slower days', 'Steep something good', 'Tea from garden to cup'],
    heroHeadings: ['Take a moment', 'Steep something good', 'Slow down, sip well'],
    heroTexts: [
      'Loose-leaf teas and ceremonial matcha sourced from small family gardens.',
      'Green, black and herbal blends to match every hour of the day.',
    ],
    announcements: ['Free sample with every order', 'Free shipping over $40'],
    story: {
      heading: 'Sourced with care',
      text: 'We work with small gardens in Japan, India and China, buying whole leaf teas harvested at their best.',
    },
    imageWithText: {
      heading: 'The art of the perfect cup',
      text: 'Every tea comes with brewing notes: water temperature, steeping time and how many infusions to expect.',
    },
    values: [
      ['Whole leaf', 'Never dust or fannings, only full leaves.', 'leaf'],
      ['Small gardens', 'Direct relationships with family growers.', 'heart'],
      ['Plastic free', 'Compostable pouches and recyclable tins.', 'sparkle'],
    ],
    testimonials: [
      ['The matcha is vibrant and smooth, better than anything I have had in a cafe.', 'Yuki N.'],
      ['My evening chamomile ritual would not be the same.', 'Grace O.'],
      ['Beautiful tins and even better tea.', 'Daniel V.'],
    ],
    faq: [
      ['How should I store loose-leaf tea?', 'Keep it airtight, away from light, heat and strong smells.'],
      ['How many cups are in a pouch?', 'A 50 g pouch makes about 25 cups.'],
    ],
    imagery: 'steam over cups, tea fields, ceramic teaware on wood',
    palette: { primary: '#4f772d', accent: '#d4a373', background: '#f8f6ef', text: '#1f2a1a' },
    style: 'natural',
    catalog: {
      adjectives: [
        'Jasmine',
        'Earl Grey',
        'Sencha',
        'Chamomile',
        'Ceremonial',
        'Mountain',
        'Lemon Ginger',
        'Moonlight',
      ],
      nouns: { Herbal: 'Infusion', Teaware: 'Teapot', 'Green Tea': 'Green Tea', 'Black Tea': 'Black Tea' },
      price: [9, 58],
      option: { name: 'Size', values: ['50 g', '100 g', '250 g'] },
    },
  },
  {
    id: 'beauty',
    label: 'skincare brand',
    keywords: [
      'skincare',
      'skin care',
      'beauty',
      'cosmetics',
      'makeup',
      'serum',
      'serums',
      'self-care',
      'spa',
      'haircare',
      'hair care',
      'fragrance',
      'perfume',
      'soap',
      'soaps',
    ],
    categories: ['Cleansers', 'Serums', 'Moisturizers', 'Masks', 'Body Care'],
    names: {
      first: ['Dew', 'Bloom', 'Glow', 'Petal', 'Pure', 'Lumi', 'Sol', 'Halo'],
      second: ['Skin', 'Botanics', 'Beauty', 'Lab', 'Ritual', 'Apothecary'],
    },
    taglines: ['Clean skincare that works', 'Skin first, always', 'Your daily glow ritual'],
    heroHeadings: ['Healthy skin, simply', 'Your glow, bottled', 'Skincare that shows up'],
    heroTexts: [
      'Gentle, effective formulas with clinically proven ingredients and nothing you do not need.',
      'Cleanse, treat, hydrate: a three-step routine for calm, radiant skin.',
    ],
    announcements: ['Free mini with orders over $50', 'Cruelty-free and vegan, always'],
    story: {
      heading: 'Science meets nature',
      text: 'Our formulas pair proven actives with plant oils and extracts. Every product is dermatologist tested, vegan and free from synthetic fragrance.',
    },
    imageWithText: {
      heading: 'Find your routine',
      text: 'Take our two-minute skin quiz and get a routine made for your skin type.',
    },
    values: [
      ['Clean formulas', 'No parabens, sulfates or synthetic fragrance.', 'leaf'],
      ['Cruelty free', 'Never tested on animals. Certified vegan.', 'heart'],
      ['Dermatologist tested', 'Safe for sensitive skin.', 'shield'],
    ],
    testimonials: [
      ['My skin has never looked this calm. The serum is a miracle.', 'Sofia R.'],
      ['Lightweight, smells amazing and actually works.', 'Jasmine L.'],
      ['Finally a routine my sensitive skin agrees with.', 'Emma C.'],
    ],
    faq: [
      [
        'Are your products suitable for sensitive skin?',
        'Yes. All formulas are dermatologist tested and free from common irritants.',
      ],
      ['How long until I see results?', 'Most people notice a difference in two to four weeks of daily use.'],
    ],
    imagery: 'textures of creams and oils, soft skin close-ups, botanicals',
    palette: { primary: '#c9787b', accent: '#f3d5c0', background: '#fff9f6', text: '#3a2a2a' },
    style: 'minimal',
    catalog: {
      adjectives: ['Hydrating', 'Glow', 'Vitamin C', 'Calming', 'Renewing', 'Rose', 'Barrier', 'Dew'],
      nouns: { 'Body Care': 'Body Oil', Moisturizers: 'Cream' },
      price: [18, 78],
      option: { name: 'Size', values: ['30 ml', '50 ml', '100 ml'] },
    },
  },
  {
    id: 'pets',
    label: 'pet store',
    keywords: [
      'pet',
      'pets',
      'dog',
      'dogs',
      'cat',
      'cats',
      'puppy',
      'puppies',
      'kitten',
      'kittens',
      'pet supplies',
    ],
    categories: ['Dog Toys', 'Cat Toys', 'Beds', 'Collars', 'Treats'],
    names: {
      first: ['Waggle', 'Paw', 'Fetch', 'Whisker', 'Good Boy', 'Furry', 'Bark', 'Snout'],
      second: ['& Co.', 'Pet Supply', 'Club', 'Goods', 'Market', 'Pantry'],
    },
    taglines: [
      'Happy pets, happy homes',
      'Good stuff for good boys and girls',
      'Treats, toys and everything in between',
    ],
    heroHeadings: ['Made for tail wags', 'Spoil them a little', 'Everything your best friend needs'],
    heroTexts: [
      'Durable toys, cozy beds and healthy treats, tested by our own pack.',
      'From first walks to nap time, we have your furry friend covered.',
    ],
    announcements: ['Free shipping on orders over $49', '10% of profits go to local shelters'],
    story: {
      heading: 'Pets are family',
      text: 'We are pet parents too. Every toy is chew-tested, every treat has a short ingredient list, and a share of every order supports local shelters.',
    },
    imageWithText: {
      heading: 'Treats with nothing to hide',
      text: 'Single-ingredient, grain-free treats made in small batches. Your pet will sit for these.',
    },
    values: [
      ['Vet approved', 'Products chosen with our veterinary advisors.', 'shield'],
      ['Tough toys', 'Chew-tested by our team of very good dogs.', 'star'],
      ['Giving back', 'A share of every order supports local shelters.', 'heart'],
    ],
    testimonials: [
      ['My dog destroyed every toy until this one. Still going after three months!', 'Kate & Biscuit'],
      ['The cat bed is now the most popular spot in the house.', 'Leo M.'],
      ['Healthy treats my picky pup actually eats.', 'Ana G.'],
    ],
    faq: [
      ['Are your toys safe?', 'All toys are non-toxic and tested for durability, but always supervise play.'],
      [
        'What is your return policy?',
        'If your pet does not love it, return it within 30 days for a full refund.',
      ],
    ],
    imagery: 'happy dogs and cats at home, bright colours, play',
    palette: { primary: '#f28c28', accent: '#2a9d8f', background: '#fffdf8', text: '#264653' },
    style: 'playful',
    catalog: {
      adjectives: ['Cozy', 'Squeaky', 'Rope', 'Organic', 'Adventure', 'Snuggle', 'Chew-Proof', 'Everyday'],
      nouns: { 'Dog Toys': 'Dog Toy', 'Cat Toys': 'Cat Toy', Beds: 'Pet Bed' },
      price: [9, 89],
      option: { name: 'Size', values: ['Small', 'Medium', 'Large'] },
    },
  },
  {
    id: 'home',
    label: 'home decor store',
    keywords: [
      'home decor',
      'decor',
      'interior',
      'interiors',
      'furniture',
      'candles',
      'candle',
      'homeware',
      'homewares',
      'home goods',
      'ceramics',
      'pottery',
      'rugs',
      'cushions',
      'lighting',
      'lamps',
    ],
    categories: ['Candles', 'Ceramics', 'Textiles', 'Lighting', 'Wall Art'],
    names: {
      first: ['Hearth', 'Nest', 'Oak', 'Linen', 'Haven', 'Stone', 'Still', 'Nook'],
      second: ['& Home', 'House', 'Living', 'Interiors', 'Goods', 'Studio'],
    },
    taglines: [
      'Objects for a slower home',
      'Make your house feel like home',
      'Considered pieces for every room',
    ],
    heroHeadings: ['Make yourself at home', 'Slow living, beautiful spaces', 'Made for the way you live'],
    heroTexts: [
      'Handmade ceramics, natural textiles and soft lighting for calm, lived-in rooms.',
      'Objects made by independent makers, chosen to last for years.',
    ],
    announcements: ['Free delivery on orders over $100', 'Handmade by independent makers'],
    story: {
      heading: 'Made by hand',
      text: 'We work with small studios and makers who share our love of natural materials, honest craft and pieces that age beautifully.',
    },
    imageWithText: {
      heading: 'Layers of texture',
      text: 'Linen, wool, stoneware and oak: materials that make a room feel warm and lived in.',
    },
    values: [
      ['Handmade', 'Every piece is made by an independent maker.', 'heart'],
      ['Natural materials', 'Linen, clay, wool and solid wood.', 'leaf'],
      ['Careful delivery', 'Packed by hand with plastic-free materials.', 'truck'],
    ],
    testimonials: [
      ['The stoneware set is even more beautiful in person.', 'Clara J.'],
      ['Our living room finally feels finished.', 'Omar F.'],
      ['Everything arrived perfectly packed, not a single chip.', 'Helen B.'],
    ],
    faq: [
      [
        'Are your pieces handmade?',
        'Yes, so each one varies slightly in colour and shape. That is part of the charm.',
      ],
      ['Do you deliver large items?', 'Yes. Larger pieces ship with a two-person delivery service.'],
    ],
    imagery: 'sunlit interiors, stoneware on linen, candlelight and wood grain',
    palette: { primary: '#8b5e3c', accent: '#d8c3a5', background: '#faf7f2', text: '#2f2a26' },
    style: 'natural',
    catalog: {
      adjectives: ['Stoneware', 'Linen', 'Amber', 'Oak', 'Terracotta', 'Woven', 'Marble', 'Sandstone'],
      nouns: { Textiles: 'Throw', 'Wall Art': 'Print', Ceramics: 'Vase', Lighting: 'Lamp' },
      price: [24, 240],
      option: { name: 'Colour', values: ['Natural', 'Charcoal', 'Sand'] },
    },
  },
  {
    id: 'electronics',
    label: 'electronics store',
    keywords: [
      'electronics',
      'gadgets',
      'gadget',
      'headphones',
      'audio',
      'speakers',
      'chargers',
      'computer',
      'computers',
      'laptops',
      'phones',
      'phone accessories',
      'smart home',
      'gaming gear',
      'tech accessories',
      'earbuds',
      'headphone',
      'speaker',
      'charger',
      'laptop',
      'smartwatch',
      'keyboard',
      'mechanical keyboard',
    ],
    categories: ['Headphones', 'Speakers', 'Chargers', 'Smart Home', 'Cables'],
    names: {
      first: ['Volt', 'Pixel', 'Circuit', 'Nimbus', 'Flux', 'Orbit', 'Signal', 'Quantum'],
      second: ['Labs', 'Tech', 'Electronics', 'Gear', 'Devices', 'Audio'],
    },
    taglines: ['Smart gear for everyday life', 'Technology that just works', 'Sound, power and smart living'],
    heroHeadings: ['Engineered for everyday', 'Hear every detail', 'Power up your setup'],
    heroTexts: [
      'Wireless audio, fast charging and smart home essentials with a two-year warranty.',
      'Thoughtfully engineered gear that works together, beautifully.',
    ],
    announcements: ['Free 2-day shipping on all orders', '2-year warranty on every device'],
    story: {
      heading: 'Designed in-house, tested obsessively',
      text: 'Every product goes through hundreds of hours of testing for sound, battery life and durability before it is released.',
    },
    imageWithText: {
      heading: 'All-day battery, zero compromise',
      text: 'Up to 40 hours of playback and fast charging that gives you five hours in ten minutes.',
    },
    values: [
      ['2-year warranty', 'Covered for two full years, no questions asked.', 'shield'],
      ['Fast shipping', 'Free 2-day delivery on every order.', 'truck'],
      ['Expert support', 'Real people, ready to help seven days a week.', 'chat'],
    ],
    testimonials: [
      ['Noise cancelling rivals brands three times the price.', 'Alex P.'],
      ['Charges my phone, watch and earbuds at once. My desk has never been tidier.', 'Nina S.'],
      ['Great build quality and support answered in minutes.', 'Victor L.'],
    ],
    faq: [
      ['What does the warranty cover?', 'All manufacturing defects for two years from delivery.'],
      [
        'Are your products compatible with my phone?',
        'Our chargers and audio work with iOS and Android devices.',
      ],
    ],
    imagery: 'products on clean desks, dark gradients, glowing details',
    palette: { primary: '#2563eb', accent: '#06b6d4', background: '#ffffff', text: '#0f172a' },
    style: 'tech',
    catalog: {
      adjectives: ['Pro', 'Air', 'Max', 'Mini', 'Ultra', 'Studio', 'Wireless', 'Nano'],
      nouns: { 'Smart Home': 'Smart Plug', Headphones: 'Headphones', Chargers: 'Charger' },
      price: [19, 349],
      option: { name: 'Color', values: ['Black', 'White', 'Blue'] },
    },
  },
  {
    id: 'books',
    label: 'bookshop',
    keywords: [
      'book',
      'books',
      'bookstore',
      'bookshop',
      'novels',
      'reading',
      'literature',
      'comics',
      'poetry',
      'publisher',
    ],
    categories: ['Fiction', 'Non-Fiction', 'Poetry', 'Kids Books', 'Notebooks'],
    names: {
      first: ['Dog-Eared', 'Paper', 'Chapter', 'Ink', 'Margin', 'Lantern', 'Quill', 'Folio'],
      second: ['Books', '& Co.', 'Bookshop', 'Press', 'Reading Room', 'Library'],
    },
    taglines: [
      'Good books, well chosen',
      'Your next favourite book is here',
      'An independent bookshop, online',
    ],
    heroHeadings: ['Find your next great read', 'Stories worth staying up for', 'Books, handpicked'],
    heroTexts: [
      'Staff picks, new releases and signed editions from an independent bookshop.',
      'Every book on our shelves is read and recommended by someone on our team.',
    ],
    announcements: ['Free shipping on orders of 3+ books', 'Signed editions while stocks last'],
    story: {
      heading: 'An independent bookshop',
      text: 'We are a small team of readers who believe the right book at the right time can change everything. Every recommendation comes from one of us.',
    },
    imageWithText: {
      heading: 'The monthly book club',
      text: 'One hand-picked book a month, a reading guide and an online discussion with fellow readers.',
    },
    values: [
      ['Staff picks', 'Every book is chosen by a real reader.', 'star'],
      ['Gift wrapping', 'Free gift wrap and a handwritten note.', 'gift'],
      ['Support indie', 'Every order keeps an independent bookshop alive.', 'heart'],
    ],
    testimonials: [
      ['Their recommendations have never let me down.', 'Rachel W.'],
      ['The book club introduced me to authors I would never have found.', 'Imran Q.'],
      ['Beautifully wrapped and arrived in two days.', 'Lily T.'],
    ],
    faq: [
      ['Can you order a book that is not listed?', 'Yes. Send us the title and we will order it for you.'],
      ['Do you ship internationally?', 'Yes, to over 40 countries.'],
    ],
    imagery: 'stacks of books, reading nooks, warm lamplight',
    palette: { primary: '#7b2d26', accent: '#e0a458', background: '#fdfaf4', text: '#2a211c' },
    style: 'vintage',
    catalog: {
      adjectives: [
        'The Lighthouse',
        'Salt and Stone',
        'Small Things',
        'Northern Lights',
        'Paper Garden',
        'Wild Hours',
        'Letters Home',
        'Long Summer',
      ],
      nouns: {
        Fiction: 'Novel',
        'Non-Fiction': 'Essays',
        Poetry: 'Poems',
        'Kids Books': 'Picture Book',
        Notebooks: 'Notebook',
      },
      price: [12, 45],
      option: { name: 'Format', values: ['Paperback', 'Hardcover'] },
    },
  },
  {
    id: 'fitness',
    label: 'fitness brand',
    keywords: [
      'fitness',
      'gym',
      'workout',
      'yoga',
      'athletic',
      'activewear',
      'athleisure',
      'sportswear',
      'pilates',
      'crossfit',
      'running gear',
      'supplements',
    ],
    categories: ['Leggings', 'Sports Bras', 'Tops', 'Yoga Mats', 'Equipment'],
    names: {
      first: ['Rep', 'Pulse', 'Lift', 'Apex', 'Motion', 'Core', 'Flex', 'Grit'],
      second: ['Athletics', 'Active', 'Performance', 'Fit', 'Sport', 'Movement'],
    },
    taglines: ['Gear that moves with you', 'Train harder, recover better', 'Built for every rep'],
    heroHeadings: ['Push your limits', 'Move with purpose', 'Stronger every day'],
    heroTexts: [
      'Performance activewear and training gear designed for sweat, stretch and everything in between.',
      'Squat-proof, sweat-wicking and made to move with you.',
    ],
    announcements: ['Free shipping over $60', 'Try it on, train in it, love it or return it'],
    story: {
      heading: 'Made by athletes',
      text: 'Every piece is tested by our community of coaches, runners and lifters before it ever reaches the shop.',
    },
    imageWithText: {
      heading: 'Engineered fabrics',
      text: 'Four-way stretch, moisture-wicking and squat-proof: the details that matter in the middle of a workout.',
    },
    values: [
      ['Performance fabrics', 'Breathable, sweat-wicking and built to last.', 'sparkle'],
      ['Free returns', 'Wear it, train in it, return it if it is not right.', 'return'],
      ['Community', 'Join free weekly classes with our coaches.', 'heart'],
    ],
    testimonials: [
      ['The only leggings that survive my heavy squat days.', 'Tasha M.'],
      ['Comfortable from the gym to the grocery store.', 'Kevin A.'],
      ['Quality is incredible for the price.', 'Bella N.'],
    ],
    faq: [
      ['Are the leggings squat-proof?', 'Yes. Every fabric is tested for opacity at full stretch.'],
      ['How do I wash performance wear?', 'Cold wash, no fabric softener, and hang dry to keep the stretch.'],
    ],
    imagery: 'athletes mid-movement, gym light, bold contrast',
    palette: { primary: '#ff4d00', accent: '#1f2937', background: '#ffffff', text: '#111111' },
    style: 'bold',
    catalog: {
      adjectives: ['Flex', 'Power', 'Sculpt', 'Endurance', 'Studio', 'Seamless', 'Core', 'Momentum'],
      nouns: { 'Sports Bras': 'Sports Bra', 'Yoga Mats': 'Yoga Mat', Equipment: 'Kettlebell', Tops: 'Tank' },
      price: [25, 120],
      option: { name: 'Size', values: ['XS', 'S', 'M', 'L', 'XL'] },
    },
  },
  {
    id: 'toys',
    label: 'toy store',
    keywords: [
      'toy',
      'toys',
      'kids',
      'children',
      'baby',
      'babies',
      'games',
      'puzzles',
      'plush',
      'nursery',
      'toddler',
    ],
    categories: ['Plush Toys', 'Wooden Toys', 'Puzzles', 'Games', 'Baby'],
    names: {
      first: ['Tumble', 'Giggle', 'Little', 'Wonder', 'Pip', 'Sunny', 'Jelly', 'Moon'],
      second: ['& Friends', 'Toy Co.', 'Toys', 'Playhouse', 'Toy Box', 'Kids'],
    },
    taglines: ['Toys that spark wonder', 'Play is serious business', 'Happy kids start here'],
    heroHeadings: ['Let the fun begin', 'Made for little hands', 'Playtime, reimagined'],
    heroTexts: [
      'Wooden toys, cuddly friends and games for every age, safety tested and made to last.',
      'Open-ended toys that grow with your child and spark their imagination.',
    ],
    announcements: ['Free gift wrapping on every order', 'Free shipping over $50'],
    story: {
      heading: 'Play with purpose',
      text: 'We choose toys that invite imagination, last for generations and are safe from the very first day.',
    },
    imageWithText: {
      heading: 'Safe from day one',
      text: 'Non-toxic paints, sustainable wood and rounded edges. Every toy meets strict safety standards.',
    },
    values: [
      ['Safety tested', 'Every toy meets EN71 and ASTM standards.', 'shield'],
      ['Eco friendly', 'Sustainable wood and non-toxic paints.', 'leaf'],
      ['Gift wrapping', 'Free gift wrap and a card on request.', 'gift'],
    ],
    testimonials: [
      ['My toddler carries the plush bunny everywhere.', 'Megan D.'],
      ['Beautiful wooden toys that will be passed down.', 'Paul R.'],
      ['The gift wrapping made birthday shopping so easy.', 'Aiko T.'],
    ],
    faq: [
      [
        'What ages are your toys for?',
        'Each product lists a recommended age. Many toys suit children from birth.',
      ],
      [
        'Are your toys safe for babies?',
        'Toys marked 0+ are free of small parts and use non-toxic finishes.',
      ],
    ],
    imagery: 'bright playrooms, wooden toys on soft rugs, candid play',
    palette: { primary: '#ff6b6b', accent: '#ffd93d', background: '#fffdf5', text: '#2d3047' },
    style: 'playful',
    catalog: {
      adjectives: ['Rainbow', 'Happy', 'Tiny', 'Jumbo', 'Sunny', 'Bouncy', 'Little', 'Cosmic'],
      nouns: {
        'Plush Toys': 'Plush Bunny',
        'Wooden Toys': 'Wooden Train',
        Baby: 'Baby Rattle',
        Games: 'Board Game',
      },
      price: [12, 65],
      option: { name: 'Age', values: ['0-2', '3-5', '6+'] },
    },
  },
  {
    id: 'plants',
    label: 'plant shop',
    keywords: [
      'plant',
      'plants',
      'houseplants',
      'succulents',
      'garden',
      'gardening',
      'flowers',
      'florist',
      'flower',
      'botanical',
      'greenery',
      'cactus',
      'monstera',
      'succulent',
      'bouquets',
      'bouquet',
    ],
    categories: ['Houseplants', 'Succulents', 'Planters', 'Plant Care', 'Gifts'],
    names: {
      first: ['Sprout', 'Fern', 'Verde', 'Leafy', 'Canopy', 'Moss', 'Root', 'Bloom'],
      second: ['& Stem', 'Plant Co.', 'Botanics', 'Greenhouse', 'Garden', 'Plant Shop'],
    },
    taglines: ['Bring the outside in', 'Plants delivered, happiness guaranteed', 'Grow something good'],
    heroHeadings: ['Bring the outside in', 'Grow your own jungle', 'Happy plants, happy home'],
    heroTexts: [
      'Healthy houseplants delivered in beautiful pots, with care guides for every leaf.',
      'From easy-care succulents to statement monsteras, find the perfect plant for your space.',
    ],
    announcements: ['30-day plant guarantee', 'Free delivery on orders over $60'],
    story: {
      heading: 'Grown with care',
      text: 'Our plants are grown in our own greenhouse and shipped in recyclable packaging, ready to thrive in your home.',
    },
    imageWithText: {
      heading: 'Not sure where to start?',
      text: 'Tell us about your light and your lifestyle and we will match you with plants that will thrive.',
    },
    values: [
      ['30-day guarantee', 'If your plant does not arrive happy, we replace it.', 'shield'],
      ['Care guides', 'Simple instructions for every plant we sell.', 'chat'],
      ['Eco packaging', 'Plastic-free and fully recyclable.', 'leaf'],
    ],
    testimonials: [
      ['Arrived perfectly packed and healthier than any plant from a store.', 'Isla P.'],
      ['The care cards make me feel like a real plant parent.', 'Ethan C.'],
      ['My monstera has tripled in size!', 'Zoe F.'],
    ],
    faq: [
      [
        'How are plants shipped?',
        'In custom boxes that hold the pot in place, with paper wrapping around the leaves.',
      ],
      [
        'What if my plant arrives damaged?',
        'Send us a photo within 30 days and we will replace it for free.',
      ],
    ],
    imagery: 'lush leaves in sunlit rooms, terracotta pots, hands in soil',
    palette: { primary: '#2f6b4f', accent: '#e9c46a', background: '#f7f5ef', text: '#1f2d24' },
    style: 'natural',
    catalog: {
      adjectives: [
        'Monstera',
        'Fiddle Leaf',
        'Snake',
        'Pothos',
        'Calathea',
        'Terracotta',
        'Ceramic',
        'Trailing',
      ],
      nouns: { Houseplants: 'Plant', 'Plant Care': 'Care Kit', Gifts: 'Gift Box' },
      price: [14, 120],
      option: { name: 'Pot size', values: ['Small', 'Medium', 'Large'] },
    },
  },
  {
    id: 'art',
    label: 'art print shop',
    keywords: [
      'art',
      'prints',
      'art prints',
      'posters',
      'gallery',
      'artist',
      'paintings',
      'illustration',
      'illustrations',
      'photography',
      'stationery',
      'ceramic art',
    ],
    categories: ['Prints', 'Originals', 'Posters', 'Cards', 'Frames'],
    names: {
      first: ['Canvas', 'Palette', 'Ochre', 'Gallery', 'Studio', 'Indigo', 'Linea', 'Muse'],
      second: ['Prints', 'Editions', 'Art House', 'Gallery', 'Press', 'Atelier'],
    },
    taglines: [
      'Art for every wall',
      'Original art, made accessible',
      'Limited editions by independent artists',
    ],
    heroHeadings: [
      'Art that makes a home',
      'Original work, limited editions',
      'Fill your walls with stories',
    ],
    heroTexts: [
      'Giclee prints and originals from independent artists, printed on archival paper.',
      'Discover limited-edition prints, signed and numbered by the artist.',
    ],
    announcements: ['Free framing on orders over $150', 'New artist releases every month'],
    story: {
      heading: 'Supporting independent artists',
      text: 'Artists keep half of every sale. We print on museum-quality paper with archival inks that last for generations.',
    },
    imageWithText: {
      heading: 'Museum-quality printing',
      text: 'Heavyweight cotton rag paper, archival pigment inks and hand inspection of every print.',
    },
    values: [
      ['Artist first', 'Artists earn 50% of every sale.', 'heart'],
      ['Archival quality', 'Prints that last over 100 years.', 'star'],
      ['Ready to hang', 'Framing options in oak, black and white.', 'sparkle'],
    ],
    testimonials: [
      ['The colours are even richer in person. Our living room is transformed.', 'Mia V.'],
      ['I love knowing the artist is paid fairly.', 'Jonah E.'],
      ['Perfectly packaged, the frame is stunning.', 'Freya L.'],
    ],
    faq: [
      ['Are the prints signed?', 'Limited editions are signed and numbered by the artist.'],
      ['Can I order a custom size?', 'Yes, contact us and we will prepare a quote.'],
    ],
    imagery: 'framed prints on plain walls, studio shots, paint and paper textures',
    palette: { primary: '#3d348b', accent: '#f7b801', background: '#ffffff', text: '#1d1d1d' },
    style: 'minimal',
    catalog: {
      adjectives: [
        'Abstract',
        'Botanical',
        'Coastal',
        'Midnight',
        'Golden Hour',
        'Sketch',
        'Modernist',
        'Dreamscape',
      ],
      nouns: { Originals: 'Painting', Cards: 'Card Set', Frames: 'Oak Frame' },
      price: [20, 480],
      option: { name: 'Size', values: ['A4', 'A3', 'A2'] },
    },
  },
  {
    id: 'food',
    label: 'specialty food shop',
    keywords: [
      'food',
      'bakery',
      'snacks',
      'chocolate',
      'chocolates',
      'gourmet',
      'sauce',
      'sauces',
      'spices',
      'honey',
      'candy',
      'sweets',
      'cookies',
      'pantry',
      'deli',
      'grocery',
      'hot sauce',
      'olive oil',
      'wine',
    ],
    categories: ['Chocolate', 'Snacks', 'Sauces', 'Spices', 'Gift Boxes'],
    names: {
      first: ['Pantry', 'Harvest', 'Golden', 'Salt', 'Maple', 'Crumb', 'Honey', 'Fig'],
      second: ['& Spoon', 'Provisions', 'Kitchen', 'Larder', 'Foods', 'Market'],
    },
    taglines: ['Small-batch food, big flavour', 'Good food from good people', 'Pantry staples worth sharing'],
    heroHeadings: ['Taste the difference', 'Made in small batches', 'Flavour worth sharing'],
    heroTexts: [
      'Small-batch sauces, chocolate and pantry treats from independent makers.',
      'Real ingredients, bold flavours and gift boxes that make everyone happy.',
    ],
    announcements: ['Free shipping on orders over $45', 'Gift boxes ship the next day'],
    story: {
      heading: 'From our kitchen to yours',
      text: 'Everything we sell is made in small batches with real ingredients by producers we know personally.',
    },
    imageWithText: {
      heading: 'The perfect gift box',
      text: 'Build a box of favourites and add a handwritten note. We will wrap it and ship it the next day.',
    },
    values: [
      ['Small batch', 'Made by hand in limited quantities.', 'heart'],
      ['Real ingredients', 'No artificial flavours or preservatives.', 'leaf'],
      ['Next-day dispatch', 'Order by 2 pm and we ship the same day.', 'truck'],
    ],
    testimonials: [
      ['The smoky hot sauce is on everything I cook now.', 'Diego R.'],
      ['Sent a gift box to my parents. They called to ask for more.', 'Sarah N.'],
      ['The sea salt chocolate is dangerously good.', 'Ola K.'],
    ],
    faq: [
      ['How long do products keep?', 'Each product lists its best-before date, usually 6 to 12 months.'],
      ['Do you label allergens?', 'Yes. Every product page lists ingredients and allergens.'],
    ],
    imagery: 'overhead table spreads, jars in warm light, ingredients up close',
    palette: { primary: '#b5432f', accent: '#f2b134', background: '#fffaf3', text: '#2e2219' },
    style: 'modern',
    catalog: {
      adjectives: ['Sea Salt', 'Smoky', 'Wildflower', 'Dark', 'Honey', 'Chili', 'Golden', 'Harvest'],
      nouns: {
        Chocolate: 'Chocolate Bar',
        Snacks: 'Crackers',
        Sauces: 'Hot Sauce',
        Spices: 'Spice Blend',
        'Gift Boxes': 'Gift Box',
      },
      price: [6, 60],
      option: { name: 'Size', values: ['Single', 'Pack of 3', 'Pack of 6'] },
    },
  },
  {
    id: 'outdoor',
    label: 'outdoor gear store',
    keywords: [
      'outdoor',
      'outdoors',
      'camping',
      'hiking',
      'climbing',
      'adventure',
      'backpacking',
      'fishing',
      'cycling',
      'bikes',
      'bicycles',
      'surf',
      'surfing',
      'surfboards',
      'skateboards',
      'ski',
      'skiing',
      'snowboard',
      'backpack',
      'backpacks',
      'tent',
      'tents',
      'sleeping bag',
      'hiking backpack',
    ],
    categories: ['Backpacks', 'Tents', 'Jackets', 'Camp Kitchen', 'Headlamps'],
    names: {
      first: ['Summit', 'Ridge', 'Basecamp', 'Trail', 'Alpine', 'Cairn', 'Wildland', 'Northbound'],
      second: ['Outfitters', 'Supply', 'Gear Co.', 'Outdoors', 'Expedition', 'Provisions'],
    },
    taglines: ['Gear for the long way round', 'Built for wild places', 'Adventure-ready gear'],
    heroHeadings: ['Go further', 'Made for wild places', 'Adventure starts here'],
    heroTexts: [
      'Tough, lightweight gear tested on real trails, from day hikes to thru-hikes.',
      'Backpacks, tents and layers built to handle whatever the mountain throws at you.',
    ],
    announcements: ['Free shipping on orders over $99', 'Lifetime repairs on all packs'],
    story: {
      heading: 'Tested in the wild',
      text: 'Our team spends more time on trails than in the office. Every product is field tested in rain, snow and sun before we sell it.',
    },
    imageWithText: {
      heading: 'Built to be repaired',
      text: 'Gear that lasts is the most sustainable gear. We repair our packs for life.',
    },
    values: [
      ['Field tested', 'Proven on real expeditions.', 'star'],
      ['Lifetime repairs', 'We fix what we sell, for life.', 'shield'],
      ['Leave no trace', '1% of sales protects wild places.', 'leaf'],
    ],
    testimonials: [
      ['Carried this pack 500 miles on the trail. Still looks new.', 'Jake S.'],
      ['The tent stayed dry through a three-day storm.', 'Mara L.'],
      ['Great gear and people who actually hike.', 'Chen W.'],
    ],
    faq: [
      ['What is your repair policy?', 'Send us any pack we made and we will repair it for free, for life.'],
      [
        'Do you offer gear advice?',
        'Yes. Chat with our team for help choosing the right gear for your trip.',
      ],
    ],
    imagery: 'mountain ridges at dawn, campfires, gear on rocky trails',
    palette: { primary: '#2d6a4f', accent: '#f4a261', background: '#fbfaf6', text: '#1b2a22' },
    style: 'bold',
    catalog: {
      adjectives: ['Summit', 'Ridge', 'Basecamp', 'Trail', 'Alpine', 'Canyon', 'Explorer', 'Timberline'],
      nouns: { 'Camp Kitchen': 'Camp Stove', Backpacks: 'Pack', Jackets: 'Shell Jacket' },
      price: [25, 420],
      option: { name: 'Color', values: ['Forest', 'Slate', 'Sand'] },
    },
  },
]

export const GENERIC_NICHE: Niche = {
  id: 'generic',
  label: 'online store',
  keywords: [],
  categories: ['New Arrivals', 'Best Sellers', 'Essentials', 'Gifts'],
  names: {
    first: ['Northwind', 'Maple', 'Harbor', 'Juniper', 'Everly', 'Bright', 'Common', 'Atlas'],
    second: ['& Co.', 'Goods', 'Supply', 'Market', 'Shop', 'Store'],
  },
  taglines: ['Good things, delivered', 'Thoughtfully chosen, fairly priced', 'Quality you can count on'],
  heroHeadings: ['Discover something new', 'Made for you', 'Quality you can feel'],
  heroTexts: [
    'Carefully chosen products, fair prices and service that puts you first.',
    'Explore our latest arrivals and best sellers, delivered to your door.',
  ],
  announcements: ['Free shipping on orders over $50', 'Easy 30-day returns'],
  story: {
    heading: 'About us',
    text: 'We are a small team that cares about quality, fair prices and great service. Every product in our shop is one we would buy ourselves.',
  },
  imageWithText: {
    heading: 'Made with care',
    text: 'We work with makers we trust and test every product before it reaches our shelves.',
  },
  values: [
    ['Free shipping', 'On every order over $50.', 'truck'],
    ['Easy returns', '30 days to change your mind.', 'return'],
    ['Secure checkout', 'Your payment details are always protected.', 'shield'],
  ],
  testimonials: [
    ['Great quality and super fast delivery.', 'Laura B.'],
    ['Customer service went above and beyond.', 'Michael T.'],
    ['My new favourite shop. Everything is so well made.', 'Ines P.'],
  ],
  faq: [
    ['How long does shipping take?', 'Orders ship within two business days and arrive in three to five.'],
    ['Can I track my order?', 'Yes. You will receive a tracking link as soon as your order ships.'],
  ],
  imagery: 'clean product shots on neutral backgrounds, lifestyle details',
  palette: { primary: '#264653', accent: '#e76f51', background: '#ffffff', text: '#1d2528' },
  style: 'modern',
  catalog: {
    adjectives: ['Classic', 'Everyday', 'Signature', 'Essential', 'Premium', 'Modern', 'Heritage', 'Limited'],
    nouns: {
      'New Arrivals': 'Piece',
      'Best Sellers': 'Favorite',
      Essentials: 'Essential',
      Gifts: 'Gift Set',
    },
    price: [19, 199],
    option: { name: 'Size', values: ['S', 'M', 'L'] },
  },
}

/** Common questions every store answers, after the niche's own. */
export const SHIPPING_FAQ: [string, string][] = [
  [
    'How long does shipping take?',
    'Orders ship within one to two business days. Delivery usually takes three to five business days.',
  ],
  [
    'What is your return policy?',
    'You can return unused items within 30 days of delivery for a full refund.',
  ],
  [
    'Which payment methods do you accept?',
    'All major credit cards, Shop Pay, Apple Pay, Google Pay and PayPal.',
  ],
]

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const keywordPatterns = new Map<string, RegExp>()

export function wordPattern(keyword: string): RegExp {
  let pattern = keywordPatterns.get(keyword)
  if (!pattern) {
    pattern = new RegExp(`(?:^|[^a-z0-9])${escapeRegExp(keyword)}(?![a-z0-9])`, 'i')
    keywordPatterns.set(keyword, pattern)
  }
  return pattern
}

/** The niche a prompt is about: the one whose matched keywords are longest in total. */
export function detectNiche(prompt: string): Niche {
  let best: Niche = GENERIC_NICHE
  let bestScore = 0
  for (const niche of NICHES) {
    let score = 0
    for (const keyword of niche.keywords) {
      if (wordPattern(keyword).test(prompt)) score += keyword.length
    }
    if (score > bestScore) {
      best = niche
      bestScore = score
    }
  }
  return best
}

/**
 * The niche a list of store categories belongs to (used by the sample catalog): the one sharing
 * the most categories with it, at least two (or the only one), else generic.
 */
export function nicheForCategories(categories: readonly string[]): Niche {
  const wanted = new Set(categories.map((c) => c.toLowerCase()))
  const needed = wanted.size === 1 ? 1 : 2
  let best: Niche = GENERIC_NICHE
  let bestCount = GENERIC_NICHE.categories.filter((c) => wanted.has(c.toLowerCase())).length
  for (const niche of NICHES) {
    const count = niche.categories.filter((c) => wanted.has(c.toLowerCase())).length
    if (count >= needed && count > bestCount) {
      best = niche
      bestCount = count
    }
  }
  return best
}
