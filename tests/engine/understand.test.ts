// How the composer reads a prompt: the store's name, what it sells, what it says about itself and
// the colours it names. The prompts here are not the eval's: each shows one way merchants write.
import { describe, expect, it } from 'vitest'
import { readPrompt } from '../../src/engine/compose/understand'
import { readColors } from '../../src/engine/compose/understand/colors'
import { cleanText } from '../../src/engine/model/text'
import { matchProduct } from '../../src/engine/catalog/taxonomy'

const products = (prompt: string) => readPrompt(prompt).products.map((p) => p.phrase)
const statements = (prompt: string) => readPrompt(prompt).statements

const storeName = (prompt: string) => readPrompt(prompt).name?.text

describe('readPrompt: the store name', () => {
  it('reads names framed by emoji, after a page word and a dash, or after "I run"', () => {
    expect(storeName('🌿 Moss & Pebble 🌿 terrariums and air plants for tiny flats')).toBe('Moss & Pebble')
    expect(storeName('collection page – Inkwell Supply\n- fountain pens\n- bottled ink')).toBe(
      'Inkwell Supply',
    )
    expect(storeName('I run Harbour Light Candles in Whitby. We sell soy candles.')).toBe(
      'Harbour Light Candles',
    )
    expect(storeName('For the Copper Kettle contact page, add our phone number')).toBe('Copper Kettle')
  })

  it('reads a name written in lower case when the store is said after it', () => {
    expect(storeName('we are little acorn toys a wooden toy shop in bath')).toBe('Little Acorn Toys')
  })

  it('takes no pronoun, common noun, line break or product for a name', () => {
    expect(storeName('They are hand-poured and vegan. Email is hello@wick.co')).toBeUndefined()
    expect(storeName('shop: Propwash FPV\n• FPV drone parts')).toBe('Propwash FPV')
    expect(storeName('waitlist page for the Orbit 90 smart telescope')).toBeUndefined()
    expect(storeName('Contact page. Shop at 12 High St, open daily')).toBeUndefined()
  })
})

describe('readPrompt: what the store sells', () => {
  it('shares a noun listed after single words: "blues, gospel and soul LPs"', () => {
    expect(products('Tidewater Records sells blues, gospel and soul LPs')).toEqual([
      'blues LPs',
      'gospel LPs',
      'soul LPs',
    ])
  })

  it('reads what a store is after "we are" and "X is a"', () => {
    expect(products('we are a used vinyl shop')).toEqual(['used vinyl'])
    expect(products('Paper Moon is a stationery and fountain pen shop in Leeds')).toContain('fountain pen')
  })

  it('keeps a store subject of a kind nothing listed has, and drops one the list says better', () => {
    expect(products('a board game café with craft beer and coffee')).toEqual([
      'board game',
      'craft beer',
      'coffee',
    ])
    expect(products('a candle shop selling soy candles and wax melts')).toEqual(['soy candles', 'wax melts'])
  })

  it('reads a model number as part of the name, and a count as a quantity', () => {
    expect(products('pre-order page for the Vega 120 smart telescope')).toEqual(['Vega 120 smart telescope'])
    expect(products('the Vega 120 smart telescope finds 50,000 stars')).toEqual(['Vega 120 smart telescope'])
    expect(products('6-person hot tubs with 40 jets')).toEqual(['6-person hot tubs'])
  })

  it('reads "in" after a year or before a place as a word, not as inches', () => {
    expect(
      readPrompt('A family workshop since 1987 in the mountains selling wool blankets').facts.quantities,
    ).toEqual([])
    expect(readPrompt('Leather wallets, 4 in wide, made since 1987 in Florence').facts.quantities).toEqual([
      '4 in',
    ])
    expect(readPrompt('Posters 18 in x 24 in').facts.quantities).toEqual(['18 in', '24 in'])
  })

  it('goes on with a list after a verb of selling, past an Oxford comma and a parenthesis', () => {
    expect(products('we sell typewriters, ribbons, and carbon paper')).toEqual([
      'typewriters',
      'ribbons',
      'carbon paper',
    ])
    // The makes in parentheses are not other things sold; repairs "we do" are.
    expect(
      products(
        'We sell fountain pens (mostly Pelikan, Lamy and Sailor), bottled inks, and we also do repairs and cleaning',
      ),
    ).toEqual(['fountain pens', 'bottled inks', 'repairs', 'cleaning'])
  })

  it('does not sell the customer\'s own thing: "mail yours in"', () => {
    expect(
      products('Vintage watches and straps. We do servicing too: mail yours in and we send it back'),
    ).toEqual(['vintage watches', 'straps', 'servicing'])
  })

  it('sells a service named by its gerund, and what a verb of repair does "across" a city', () => {
    expect(products('Piano tuning and repair across Dublin, also piano lessons for kids')).toEqual([
      'piano tuning',
      'piano lessons',
    ])
    expect(products('Knife sharpening, picture framing and key cutting in Leeds')).toEqual(
      expect.arrayContaining(['knife sharpening', 'picture framing']),
    )
  })

  it('does not sell what a shopper brings, joins or is told to do', () => {
    const sold = products(
      'Cheese-making class at Curd Nerds, bring a towel, join the waitlist, filter by date',
    )
    expect(sold).not.toContain('towel')
    expect(sold).not.toContain('waitlist')
    expect(sold).not.toContain('filter')
  })

  it('reads what a long run-on prompt sells, and a price marks a product', () => {
    const sold = products('we sell merino yarn and pattern books we also run classes colours sage and cream')
    expect(sold).toEqual(['merino yarn', 'pattern books'])
    expect(products('Starter kit $49, refill pack $19')).toEqual(['starter kit', 'refill pack'])
    expect(products('sourdough bread delivred daily in Leeds')).toEqual(['sourdough bread'])
  })

  it('does not sell what is compared, counted, certified or there', () => {
    const sold = products(
      'a tent that packs to the size of a water bottle, a library of 300 maps, GOTS certified, there is a box to tick',
    )
    expect(sold).toEqual(['tent'])
  })

  it('does not take claims or programme names for products', () => {
    const sold = products(
      'Pour-over kits, app-controlled scales and no plastic. Join our Bean of the Month Club',
    )
    expect(sold).toContain('pour-over kits')
    expect(sold.some((p) => /app-controlled|plastic|bean$/i.test(p))).toBe(false)
  })

  it('sells what follows "selling" or "specialising in", after a comma or a place', () => {
    expect(
      products('Orchard farm in Kent since 1961, selling cloudy apple juice and cider vinegar.'),
    ).toEqual(['cloudy apple juice', 'cider vinegar'])
    expect(products('Cellar door in Mudgee specialising in small-batch red wines.')).toEqual([
      'small-batch red wines',
    ])
  })

  it('reads what a prompt opens with after codes, and what follows a verb of selling beside a word of looks', () => {
    expect(products('ABS and TPU filament for printers, 500 g spools')).toEqual([
      expect.stringMatching(/filament$/),
    ])
    expect(products('We sell modern lighting.')).toEqual(['modern lighting'])
    expect(products('Modern and minimal, in a calm palette')).toEqual([])
  })

  it('sells neither the ingredients, the audience, nor what a product does', () => {
    expect(products('Cat treats made from single-origin, wild tuna and free-range chicken.')).toEqual([
      'cat treats',
    ])
    expect(products('A record shop for vinyl nerds: LPs, turntables, slipmats.')).not.toContain('vinyl nerds')
    const feeder = products(
      'Single product store: a smart doorbell with a camera that sends alerts and clips to your phone.',
    )
    expect(feeder).toEqual(['smart doorbell'])
    expect(products('We are a shop that sells candles and soaps.')).toEqual(['candles', 'soaps'])
  })

  it('reads a service named by its gerund whole: "dog walking", not a dog', () => {
    expect(products('Dog walking and cat boarding in Leeds. Solo walks $25.')).toEqual([
      'dog walking',
      'cat boarding',
      'solo walks',
    ])
    expect(products('Mobile van detailing in Tampa')).toEqual(['mobile van detailing'])
  })

  it("sells what a prompt opens with after an article, and never its maker's name", () => {
    expect(products('An online course that teaches beginners to knit.')).toEqual(['course'])
    const turned = products('Hand-turned bowls $60, spoons $25. Turner: Maria Lopez, Taos.')
    expect(turned.slice(0, 2)).toEqual(['hand-turned bowls', 'spoons'])
    expect(turned).not.toContain('Maria Lopez')
    expect(products('A Beautiful Mess')).toEqual([])
  })

  it("sells neither a sentence's verb nor the trouble a question names", () => {
    expect(
      products('We make one thing: a canvas rucksack. Every bag ships free, comes with a lifetime warranty.'),
    ).not.toContain('comes')
    const repairs = products('Flat battery? We replace it in 20 minutes: battery replacement, screen repair.')
    expect(repairs).toContain('battery replacement')
    expect(repairs).not.toContain('flat battery')
  })

  it('does not take a cheat sheet for a bed sheet', () => {
    expect(matchProduct('printable cheat sheets')).toBeUndefined()
    expect(matchProduct('linen sheets')?.kind.id).toBe('sheet-set')
  })

  it('does not sell bottles in a bottle shop', () => {
    expect(products('Bottle shop in Perth with craft beers and natural wines.')).not.toContain('bottle')
  })
})

describe('readPrompt: what the merchant says about the store', () => {
  it('keeps a long sentence in its clauses instead of losing it', () => {
    const { facts } = statements(
      "For nearly thirty years I've been repairing antique clocks across the Cotswolds and I've collected a workshop full of spare movements that other restorers keep asking me about. Tock & Co sells clock keys.",
    )
    expect(facts.some((f) => f.includes('thirty years'))).toBe(true)
    expect(facts.some((f) => f.includes('spare movements'))).toBe(true)
  })

  it('keeps "please" addressed to customers, and drops it addressed to us', () => {
    expect(statements('Parties of 10 or more please call ahead on 020 7946 0000').facts).toEqual([
      'Parties of 10 or more please call ahead on 020 7946 0000',
    ])
    expect(statements('please make it feel warm').facts).toEqual([])
  })

  it('turns "homepage for our X “Name”" into what the store is', () => {
    expect(
      statements('homepage for our tiki bar “Lava Lounge”, rum flights and pupu platters').identity,
    ).toEqual(['Lava Lounge is a tiki bar'])
  })

  it('reads what a page is for as a fact: "landing page for X: details"', () => {
    const { facts } = statements('landing page for a sourdough workshop on 3 May at 9am: $60, flour included')
    expect(facts).toContain('A sourdough workshop on 3 May at 9am')
  })

  it('leaves out the clause that only names the store', () => {
    const { facts, identity } = statements(
      'kites and boards for kitesurf schools, the shop is named Gust. ships fast',
    )
    expect(facts).toContain('Kites and boards for kitesurf schools')
    expect(identity).toEqual([])
  })

  it('does not repeat "the store name: X" as a fact', () => {
    expect(statements('The store name: Fern & Fable').facts).toEqual([])
  })
})

describe('readColors', () => {
  it('knows the colours designers name beyond CSS', () => {
    const hexes = readColors('oxblood, parchment and a safety orange').mentions.map((m) => m.hex)
    expect(hexes).toEqual(['#4a0404', '#f1e9d2', '#ff6700'])
  })

  it('joins words into a colour only when each is a word: "sea foam", never "s and"', () => {
    expect(readColors('sea foam and navy').mentions.map((m) => m.word)).toEqual(['sea foam', 'navy'])
    expect(readColors('mugs and bowls, its and bits').mentions).toEqual([])
  })
})

describe('readPrompt: sales and sign-ups', () => {
  it('reads what a sale discounts as sold, and no holiday or "sign up" as a product', () => {
    expect(products('XMAS SALE FOR BRICK BUDDIES!! 25% OFF ALL CUSTOM MINIFIGS UNTIL DEC 15')).toEqual([
      'custom minifigs',
    ])
    expect(products('Fernwood Plant Co: sign up for the monthly care newsletter')).toEqual([])
  })

  it('reads "every suit" after "beekeeping suits" as the same product', () => {
    expect(
      products('Hive & Hood: beekeeping suits, gloves and hive tools. Every suit has 3-layer mesh.'),
    ).toEqual(['beekeeping suits', 'gloves', 'hive tools'])
  })

  it('closes a bracket a clause was cut inside', () => {
    expect(statements('Pulse headphones, pre-order now for $129 (ships March), black').facts).toContain(
      'Pre-order now for $129 (ships March)',
    )
  })
})

describe('cleanText', () => {
  it('drops markup pasted into a prompt, keeping the words and a space where a block ended', () => {
    expect(cleanText('Warm light & <b>calm</b>.<br>Recycled <em>aluminium</em></p><p>Dimmable')).toBe(
      'Warm light & calm. Recycled aluminium Dimmable',
    )
    expect(cleanText('a < b and c > d')).toBe('a < b and c > d')
  })
})

describe('a prompt in capitals with a Turkish dotted İ (issue 26: offsets from a lower-cased copy)', () => {
  it('reads the store name where it stands, not shifted by the İs before it', () => {
    // "İ" lower-cases to two characters: the name was read from a copy, and came out "ANBUL SILK!".
    const read = readPrompt('İPEK İNCİ SHOP CALLED ISTANBUL SILK, SELLING SCARVES')
    expect(read.name?.text).toBe('ISTANBUL SILK')
  })
})
