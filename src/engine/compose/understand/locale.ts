// The language a prompt is written in and the currency its store sells in (issue 28): a French
// cheese shop prices in euros, a Leeds repair shop in pounds, a Toronto one in Canadian dollars.
// The language is read from the prompt's most common short words (each language's own), the
// currency from what the prompt says first: a symbol or code ("€", "CHF"), then a place it
// names (a country or a large city), then its language. Nothing said: US dollars.
import type { StoreCurrency } from '../../model/currency'
import { STORE_LANGUAGES, type StoreLanguage } from '../../model/language'

/** The languages a prompt is read in: those a store can be written in. */
export const PROMPT_LANGUAGES = STORE_LANGUAGES
export type PromptLanguage = StoreLanguage

const words = (list: string) => list.split(' ')
const names = (list: string) => list.split('|')

/** Short words each language writes often and the others seldom do. */
const FUNCTION_WORDS: Record<PromptLanguage, string[]> = {
  // Not "a" and "in": Italian, German and Dutch write them too.
  en: words('the and with for our we of an to shop store sell sells selling from is that'),
  fr: words(
    'le la les des et avec pour une un du nous nos notre dans est aux au sur qui vendons de fait faits faite faites artisanal artisanale artisanales artisanaux livraison partout depuis chez fabriqué fabriquée vente produits offerte gratuite faisons ou ce ces cette vos votre sont avons très sans',
  ),
  de: words(
    'der die das und mit für wir unser unsere ein eine im aus von ist auf den dem laden zu sie handgemacht versand kostenlos seit bei ab alle geschäft werkstatt hier auch nicht machen mache verkaufe zum zur oder nach wie ohne sehr über ihr ihre ich sind haben hat wird inklusive sofort',
  ),
  es: words(
    'el los las y con para una del nuestra nuestro nuestros tienda en es que por vendemos al desde de hecho hecha hechos hechas mano envío envíos gratis toda todo todos productos también hacemos vendo sin más muy sus su somos hay como',
  ),
  it: words(
    'il gli e con per una di del della nostro nostra nostri negozio che dal dei delle alla vendiamo fatta fatto fatti fatte mano spediamo spedizione tutta tutto tutti gratuita prodotti bottega nel nella anche non facciamo vendo senza più molto sono siamo ogni',
  ),
  pt: words(
    'o os e com para uma um do da dos das nossa nosso nossos loja em que vendemos não são de feito feita feitos feitas mão envio envios grátis toda todo todos produtos também fazemos vendo ou sem mais muito somos seu sua na nas',
  ),
  nl: words(
    'de het een en met voor wij onze ons winkel op bij verkopen ook niet uit je jouw dezelfde dag verzending bezorging sinds handgemaakt alle klaar terwijl wacht maken maak van naar om te zijn wordt worden heeft hebben maar ze uw',
  ),
}

/** A language's own short words, lower case: "et", "nous", "vendons" (foreign.ts skips them in lists). */
export function functionWords(language: PromptLanguage): ReadonlySet<string> {
  return new Set(FUNCTION_WORDS[language])
}

/** Letters only some languages write. */
const LETTERS: [RegExp, PromptLanguage, number][] = [
  [/[ãõ]|ção|ções/g, 'pt', 2],
  [/ñ|¿|¡/g, 'es', 2],
  [/ß|[äöü]/g, 'de', 1.5],
  // German compounds: "Batteriewechsel", "Beratung".
  [/\p{L}{3,}(?:ung|ungen|keit|heit|schaft|wechsel)(?!\p{L})/gu, 'de', 1],
  [/[èàù]|ç(?!ão|ões)|[êâîôû]|œ/g, 'fr', 1],
  // "années", "fumées": French feminine participles and nouns.
  [/\p{L}{2,}ées?(?!\p{L})/gu, 'fr', 1],
  // Dutch participles of loan verbs: "gecertificeerd", "gegarandeerd" (German writes "-iert").
  [/\p{L}{3,}eerde?(?!\p{L})/gu, 'nl', 1.5],
  // Dutch "ij" and diminutives: "bijzonder", "snoepjes", "broodje".
  [/\p{L}*ij\p{L}*|\p{L}{3,}(?:tjes?|pjes?)(?!\p{L})/gu, 'nl', 0.5],
  // Dutch "oe" before a consonant: "snoepgoed", "zoet", "boeken" (English "shoes" and "toe" end on it).
  [/\p{L}*oe[bcdfgjklmnprtvz]\p{L}*/gu, 'nl', 0.5],
]

/**
 * Trades by their endings, as words of the sentence rather than of a name (lower case, but German
 * writes every noun so): a boulangerie, a pasticceria, a panadería, a fietsenmaker, a Fahrradwerkstatt.
 * Read on the prompt as written: "Salumeria Rosi in Brooklyn" is an English prompt.
 */
const TRADES: [RegExp, PromptLanguage, number][] = [
  [/(?<!\p{L})\p{Ll}\p{L}{2,}erie(?!\p{L})/gu, 'fr', 1.5],
  [/(?<!\p{L})\p{Ll}\p{L}{2,}eria(?!\p{L})/gu, 'it', 2],
  [/(?<!\p{L})\p{Ll}\p{L}{2,}ería(?!\p{L})/gu, 'es', 2],
  [/(?<!\p{L})\p{Ll}\p{L}{2,}(?:winkel|maker|zaak|kwekerij|bakkerij)(?!\p{L})/gu, 'nl', 2],
  [/\p{L}{3,}(?:werkstatt|laden|erei)(?!\p{L})/gu, 'de', 2],
]

/** The language the prompt is written in: the one whose own words it uses most; English when unsure. */
export function promptLanguage(prompt: string): PromptLanguage {
  const words = prompt.toLowerCase().match(/\p{L}+/gu) ?? []
  const scores = new Map<PromptLanguage, number>(PROMPT_LANGUAGES.map((language) => [language, 0]))
  for (const language of PROMPT_LANGUAGES) {
    const own = new Set(FUNCTION_WORDS[language])
    scores.set(language, words.filter((word) => own.has(word)).length)
  }
  const lower = prompt.toLowerCase()
  for (const [pattern, language, weight] of LETTERS)
    scores.set(language, (scores.get(language) ?? 0) + (lower.match(pattern)?.length ?? 0) * weight)
  for (const [pattern, language, weight] of TRADES)
    scores.set(language, (scores.get(language) ?? 0) + (prompt.match(pattern)?.length ?? 0) * weight)
  let best: PromptLanguage = 'en'
  for (const language of PROMPT_LANGUAGES)
    if ((scores.get(language) ?? 0) > (scores.get(best) ?? 0)) best = language
  // A name or two is not a language ("Maison Ambre", "Le Petit Jardin"): English stays unless
  // another clearly leads; in a prompt of a few words ("une fromagerie à Lyon"), by two.
  const least = words.length <= 8 ? 2 : 3
  return (scores.get(best) ?? 0) >= Math.max(least, (scores.get('en') ?? 0) + 2) ? best : 'en'
}

/** What a prompt writes for a currency: its symbol, code or name. */
const SAID: [RegExp, StoreCurrency][] = [
  [/\bchf\b|\bfranken\b|francs? suisses?/i, 'CHF'],
  [/\bca\$|\bc\$|\bcad\b|canadian dollars?/i, 'CAD'],
  [/\ba\$|\baud\b|australian dollars?/i, 'AUD'],
  [/\bnz\$|\bnzd\b/i, 'NZD'],
  [/\br\$|\bbrl\b|\breais\b|\breal brasileiro/i, 'BRL'],
  [/\bmx\$|\bmxn\b|pesos? mexicanos?/i, 'MXN'],
  [/€|\beur\b|\beuros?\b/i, 'EUR'],
  [/£|\bgbp\b|\bpounds? sterling\b|\b(scottish|welsh|british)\b/i, 'GBP'],
  [/¥|\bjpy\b|\byen\b/i, 'JPY'],
  [/₹|\binr\b|\brupees?\b/i, 'INR'],
  [/\bsek\b|\bkronor\b/i, 'SEK'],
  [/\bnok\b/i, 'NOK'],
  [/\bdkk\b/i, 'DKK'],
  [/\busd\b|us\$|\bus dollars?\b/i, 'USD'],
]

/** Countries and large cities, by the currency their shops sell in (names as locals write them too). */
const PLACES: [StoreCurrency, string[]][] = [
  // First, so that "New Mexico" is not Mexico and "Paris, Texas" is not France: the first place
  // named wins, and these start earlier.
  [
    'USD',
    names(
      'usa|u.s.|united states|america|new york|nyc|brooklyn|california|los angeles|san francisco|chicago|texas|austin|seattle|portland|boston|miami|nashville|denver|phoenix|scottsdale|new mexico|montana|vermont|maine|hawaii|oregon|colorado|atlanta|detroit|philadelphia|new orleans|new jersey|florida|arizona|utah|michigan|ohio|minnesota|wisconsin|kentucky|tennessee|georgia usa|carolina|virginia|alaska',
    ),
  ],
  [
    'GBP',
    names(
      'uk|u.k.|united kingdom|britain|great britain|england|scotland|wales|northern ireland|london|manchester|leeds|bristol|birmingham|liverpool|glasgow|edinburgh|cardiff|belfast|brighton|cornwall|devon|cotswolds|yorkshire|hay-on-wye|sheffield|nottingham|newcastle',
    ),
  ],
  [
    'CAD',
    names(
      'canada|toronto|montreal|montréal|vancouver|quebec|québec|ottawa|calgary|edmonton|winnipeg|halifax|sherbrooke|victoria bc|ontario|british columbia|nova scotia',
    ),
  ],
  [
    'AUD',
    names(
      'australia|sydney|melbourne|brisbane|perth|adelaide|hobart|fremantle|tasmania|queensland|canberra|byron bay|gold coast',
    ),
  ],
  ['NZD', names('new zealand|auckland|christchurch|queenstown|aotearoa')],
  [
    'CHF',
    names(
      'switzerland|schweiz|suisse|svizzera|zürich|zurich|zuerich|geneva|genève|geneve|genf|basel|bern|lausanne|lugano|luzern|lucerne',
    ),
  ],
  ['JPY', names('japan|tokyo|osaka|kyoto')],
  ['INR', names('india|mumbai|delhi|bangalore|bengaluru|chennai|kolkata|hyderabad|jaipur|kerala|goa|pune')],
  [
    'BRL',
    names(
      'brazil|brasil|são paulo|sao paulo|rio de janeiro|belo horizonte|curitiba|porto alegre|recife|florianópolis|brasília',
    ),
  ],
  [
    'MXN',
    names(
      'mexico|méxico|ciudad de méxico|cdmx|guadalajara|monterrey|oaxaca|puebla|tulum|cancún|cancun|mérida',
    ),
  ],
  ['SEK', names('sweden|sverige|stockholm|gothenburg|göteborg|malmö')],
  ['NOK', names('norway|norge|oslo|bergen|tromsø|tromso')],
  ['DKK', names('denmark|danmark|copenhagen|københavn|aarhus')],
  [
    'EUR',
    names(
      'france|paris|lyon|marseille|bordeaux|nantes|lille|toulouse|annecy|strasbourg|bretagne|brittany|provence|normandie|germany|deutschland|berlin|hamburg|munich|münchen|köln|cologne|frankfurt|stuttgart|leipzig|dresden|austria|österreich|wien|vienna|salzburg|innsbruck|kitzbühel|kitzbuehel|spain|españa|madrid|barcelona|valencia|sevilla|seville|málaga|malaga|bilbao|tarifa|jaén|jaen|granada|italy|italia|rome|roma|milan|milano|turin|torino|florence|firenze|naples|napoli|bologna|venice|venezia|trieste|faenza|sicily|sicilia|portugal|lisbon|lisboa|porto|coimbra|algarve|faro|braga|netherlands|nederland|holland|amsterdam|rotterdam|utrecht|den haag|the hague|haarlem|eindhoven|groningen|leiden|belgium|belgië|belgique|brussels|bruxelles|antwerp|antwerpen|ghent|gent|ireland|éire|dublin|galway|donegal|finland|helsinki|greece|athens|crete|luxembourg|estonia|tallinn|slovenia|ljubljana|croatia|zagreb|dubrovnik',
    ),
  ],
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const PLACE_PATTERNS: [RegExp, StoreCurrency][] = PLACES.map(([currency, names]) => [
  new RegExp(`(?<![\\p{L}])(?:${names.map(escape).join('|')})(?![\\p{L}])`, 'iu'),
  currency,
])

/** The languages whose shops, unless a place says otherwise, sell in euros. */
const EURO_LANGUAGES = new Set<PromptLanguage>(['fr', 'de', 'es', 'it', 'pt', 'nl'])

/** The currency the store sells in: said, else where it is, else its language's; US dollars by default. */
export function promptCurrency(
  prompt: string,
  language: PromptLanguage = promptLanguage(prompt),
): StoreCurrency {
  const said = SAID.find(([pattern]) => pattern.test(prompt))
  if (said) return said[1]
  // The place named first: "from Leeds, shipping across Europe" sells in pounds.
  let first: { at: number; currency: StoreCurrency } | undefined
  for (const [pattern, currency] of PLACE_PATTERNS) {
    const match = pattern.exec(prompt)
    if (match && (first === undefined || match.index < first.at)) first = { at: match.index, currency }
  }
  if (first) return first.currency
  if (/\$/.test(prompt)) return 'USD'
  return EURO_LANGUAGES.has(language) ? 'EUR' : 'USD'
}

const PLACES_GLOBAL = new RegExp(
  `(?<![\\p{L}])(?:${PLACES.flatMap(([, names]) => names)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}])`,
  'giu',
)

/** The countries, regions and cities this file knows that a text names, as written, in order. */
export function knownPlaces(text: string): { text: string; start: number; end: number }[] {
  return [...text.matchAll(PLACES_GLOBAL)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }))
}
