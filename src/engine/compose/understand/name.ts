// The store name, in every common way of giving one: "called Brew", "named 'Salt & Stone'",
// "Maison Aurelle: luxury handbags", "ceramics by Clay & Kiln", "Northline is a streetwear
// label", "our shop Northline", "a homepage for Brew, a tea shop", or just a quoted name.

export type NameForm =
  'called' | 'label' | 'colon' | 'by' | 'is-a' | 'possessive' | 'for' | 'quoted' | 'welcome' | 'page'

export interface StoreName {
  /** as the merchant wrote it, cleaned; title-cased only when they wrote it all in lower case */
  text: string
  form: NameForm
  start: number
  end: number
}

/** Words that end an unquoted name written after "called". */
const NAME_END = new Set([
  'that',
  'which',
  'with',
  'selling',
  'sells',
  'sell',
  'for',
  'in',
  'on',
  'to',
  'who',
  'where',
  'featuring',
  'offering',
  'offers',
  'based',
  'located',
  'from',
  'since',
  'is',
  'are',
  'was',
  'has',
  'have',
  'makes',
  'making',
  'specializing',
  'specialising',
  'focused',
  'focusing',
  'inspired',
  'using',
  'at',
  'by',
  'near',
  'aimed',
  'targeting',
  'like',
  'but',
  'so',
  'because',
  'page',
  'homepage',
])

/** Capitalised words that open a prompt without naming a store. */
const NOT_NAMES = new Set([
  'a',
  'an',
  'the',
  'i',
  'we',
  'my',
  'our',
  'please',
  'create',
  'make',
  'build',
  'design',
  'generate',
  'homepage',
  'home',
  'page',
  'product',
  'collection',
  'landing',
  'about',
  'contact',
  'blog',
  'cart',
  'checkout',
  'store',
  'shop',
  'theme',
  'colors',
  'colours',
  'palette',
  'style',
  'vibe',
  'note',
  'requirements',
  'goal',
  'brand',
  'website',
  'site',
  'they',
  'it',
  'he',
  'she',
  'you',
  'this',
  'that',
  'these',
  'those',
  'everything',
  'email',
  'phone',
  'address',
  'shipping',
  'delivery',
  'hours',
  'price',
  'prices',
  'each',
  'every',
  'all',
  'order',
  'orders',
  'returns',
])

const CONNECTORS = new Set([
  '&',
  'and',
  'of',
  'the',
  'de',
  'la',
  'le',
  'du',
  'des',
  'del',
  'di',
  'da',
  'von',
  'van',
  "n'",
  "'n'",
  'y',
  'et',
  '+',
])

const STORE_NOUNS =
  'shop|store|brand|label|boutique|company|business|studio|bakery|roastery|cafe|café|atelier|house|estate|line|collective|company|co'

/** A store name without markup characters or stray punctuation; empty when nothing is left. */
export function cleanName(text: string): string {
  const name = text
    .replace(/[<>{}\\`]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
    .replace(/^[^\p{L}\p{N}&]+|[^\p{L}\p{N}.!&)']+$/gu, '')
  return /[\p{L}\p{N}]/u.test(name) ? name : ''
}

function titleCaseName(name: string): string {
  if (name !== name.toLowerCase()) return name
  return name.replace(
    /(^|[\s-])(\p{L})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  )
}

function isCapitalised(word: string): boolean {
  return /^[\p{Lu}\p{N}]/u.test(word) || CONNECTORS.has(word.toLowerCase())
}

interface Word {
  text: string
  start: number
  end: number
  /** punctuation right after the word */
  after: string
}

function wordsFrom(text: string, from: number): Word[] {
  const words: Word[] = []
  const pattern = /([\p{L}\p{N}][\p{L}\p{N}'’.&+-]*|&|\+)([^\p{L}\p{N}&+]*)/gu
  pattern.lastIndex = from
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const raw = m[1] ?? ''
    // "Co." keeps its dot; a sentence's last word does not.
    const trimmed = /^(co|inc|ltd|st|mr|mrs|dr)\.$/i.test(raw) ? raw : raw.replace(/\.+$/, '')
    words.push({
      text: trimmed,
      start: m.index,
      end: m.index + trimmed.length,
      after: (m[2] ?? '') + raw.slice(trimmed.length),
    })
    if (words.length > 12) break
  }
  return words
}

/** What ends a name: punctuation, a line break, a bullet or an emoji. */
const RUN_BREAK = /[,.;:!?()"“”•·\n]|\p{Extended_Pictographic}/u

/** A capitalised run of words from `from`: "Clay & Kiln", "Maison Aurelle". */
function capitalisedRun(text: string, from: number, maxWords = 5): Word[] {
  const run: Word[] = []
  for (const word of wordsFrom(text, from)) {
    if (!isCapitalised(word.text)) break
    run.push(word)
    if (run.length >= maxWords || RUN_BREAK.test(word.after)) break
  }
  while (
    run.length > 0 &&
    CONNECTORS.has(run[run.length - 1]?.text.toLowerCase() ?? '') &&
    run[run.length - 1]?.text !== '&'
  )
    run.pop()
  while (run.length > 0 && run[run.length - 1]?.text === '&') run.pop()
  // "Hatch & Drift's Fly of the Month Club": the store is the owner of what follows.
  const owner = run.findIndex((w, i) => i > 0 && i < run.length - 1 && /['’]s$/.test(w.text))
  if (owner !== -1) {
    const end = run[run.length - 1] as Word
    const rest = run.slice(owner + 1).map((w) => w.text.toLowerCase())
    if (/^\s*(?:of|for)\b/i.test(text.slice(end.end)) || rest.some((w) => PROGRAM_WORDS.has(w))) {
      const last = run[owner] as Word
      run.splice(owner, run.length - owner, { ...last, text: last.text.slice(0, -2), end: last.end - 2 })
    }
  }
  return run
}

function found(text: string, words: Word[], form: NameForm): StoreName | undefined {
  const first = words[0]
  const last = words[words.length - 1]
  if (!first || !last) return undefined
  const name = cleanName(text.slice(first.start, last.end))
  if (!name || NOT_NAMES.has(name.toLowerCase())) return undefined
  return { text: titleCaseName(name), form, start: first.start, end: last.end }
}

const QUOTE = `["“”'‘’«»]`
const QUOTED_AFTER = new RegExp(
  `\\b(?:called|named|name(?:d)? is|call(?:ed)? it|brand(?:ed)? as|known as|(?:store|shop|brand|business|company) (?:name )?is|(?:store|shop|brand) name(?: is)?:?)\\s*${QUOTE}\\s*([^"“”«»\\n]{1,60}?)\\s*${QUOTE}`,
  'i',
)
const CALLED = /\b(?:called|named|name is|known as)\s*:?\s+/gi
/** "Store: Tiny Forge", "the brand is Abuela Rosa's": a name in capitals after a label. */
const LABELLED =
  /\b(?:(?:[Tt]he |[Oo]ur |[Mm]y )?(?:[Ss]tore|[Ss]hop|[Bb]rand|[Bb]usiness|[Cc]ompany|[Ll]abel|[Bb]outique)(?: name)? is(?: called| named)?|(?:[Ss]tore|[Ss]hop|[Bb]rand|[Bb]usiness|[Cc]ompany|[Ll]abel|[Nn]ame)\s*:)\s*(?=[\p{Lu}\p{N}"“'‘])/gu
const QUOTED = /["“«]\s*([^"”»\n]{2,60}?)\s*["”»]|(?:^|[\s(])['‘]([^'’\n]{2,60}?)['’](?=[\s.,!?;:)]|$)/g
const PAGE_WORDS =
  'page|pg|homepage|site|website|collection|colection|collecton|blog|journal|cart|checkout|info|information|help|faq|policy|policies|sale|campaign|launch|landing|store|shop|theme|newsletter'
/** Page words that a product does not come before ("Brew journal", but "Candle shop"). */
const PAGE_ONLY_WORDS = 'page|pg|homepage|site|website|blog|journal|cart|checkout|campaign|landing|newsletter'
const MAKING_VERBS =
  'is|are|was|has|have been|has been|makes|make|sells|sell|offers|crafts|brews|roasts|bakes|creates|designs|produces|started|began|opened|launched|was founded|was born|grows|prints|builds|ships|delivers|runs|is run'

/** Words that are capitalised without being a store's name. */
/** What a store runs rather than is called: "Hatch & Drift's Fly Club". */
const PROGRAM_WORDS = new Set([
  'club',
  'program',
  'programme',
  'box',
  'subscription',
  'collection',
  'sale',
  'workshop',
  'event',
  'series',
  'edition',
  'drop',
  'launch',
])

const NOT_NAME_WORDS = new Set([
  'about',
  'us',
  'contact',
  'home',
  'homepage',
  'landing',
  'checkout',
  'cart',
  'blog',
  'xmas',
  'christmas',
  'sale',
  'black',
  'friday',
  'cyber',
  'monday',
  'page',
  'type',
  'product',
  'details',
  'key',
  'features',
  'title',
  'price',
  'description',
  'images',
])

interface Candidate extends StoreName {
  score: number
}

/** Words that read as the name of a store rather than a thing or a place. */
function plausible(words: Word[], skip: readonly [number, number][]): boolean {
  if (words.length === 0) return false
  if (words.some((w) => skip.some(([s, e]) => w.start < e && w.end > s))) return false
  const text = words.map((w) => w.text).join(' ')
  if (words.every((w) => NOT_NAME_WORDS.has(w.text.toLowerCase()) || CONNECTORS.has(w.text.toLowerCase())))
    return false
  // "12 High St", "88 Lydiard Street": an address, not a name.
  if (
    /^\d/.test(text) &&
    /\b(?:st|street|rd|road|ave|avenue|lane|ln|blvd|way|drive|dr|square|sq|place|pl|row|close)\.?$/i.test(
      text,
    )
  )
    return false
  // "LED", "ANC", "EU": short capitals alone are abbreviations, not names.
  if (words.length === 1 && /^[A-Z0-9]{1,3}$/.test(text)) return false
  return !NOT_NAMES.has(text.toLowerCase())
}

/**
 * The store name a prompt gives, or undefined. `claimed` holds quoted texts that are something
 * else (a hero heading, a tagline); `skip` holds spans known to be something else (places).
 * Every way of naming a store is tried; the most explicit wins.
 */
export function readStoreName(
  text: string,
  claimed: ReadonlySet<string> = new Set(),
  skip: readonly [number, number][] = [],
): StoreName | undefined {
  const candidates: Candidate[] = []
  const add = (words: Word[], form: NameForm, score: number) => {
    if (!plausible(words, skip)) return
    const result = found(text, words, form)
    if (result) candidates.push({ ...result, score })
  }

  const quotedAfter = QUOTED_AFTER.exec(text)
  if (quotedAfter?.[1]) {
    const start = text.indexOf(quotedAfter[1], quotedAfter.index)
    const name = cleanName(quotedAfter[1])
    if (name)
      candidates.push({ text: name, form: 'called', start, end: start + quotedAfter[1].length, score: 10 })
  }

  for (const called of text.matchAll(CALLED)) {
    const words: Word[] = []
    for (const word of wordsFrom(text, (called.index ?? 0) + called[0].length)) {
      const lower = word.text.toLowerCase()
      if (words.length > 0 && NAME_END.has(lower)) break
      // "called Salt and Stone" keeps "and"; "called Brew and sells tea" does not.
      if (lower === 'and' && words.length > 0) {
        const next = wordsFrom(text, word.end)[0]
        if (!next || !isCapitalised(next.text) || CONNECTORS.has(next.text.toLowerCase())) break
      }
      if (/^(a|an|the)$/i.test(word.text) && words.length === 0 && !/^The$/.test(word.text)) continue
      // After "store:" or "shop is" a lower-case word ends a name that started in capitals.
      if (words.length > 0 && !isCapitalised(word.text) && isCapitalised(words[0]?.text ?? '')) break
      words.push(word)
      if (
        words.length >= 6 ||
        /[,;:!?()"“”•\n]|\.\s|\p{Extended_Pictographic}/u.test(word.after) ||
        /\.$/.test(word.after)
      )
        break
    }
    add(words, 'called', 10)
  }

  for (const m of text.matchAll(LABELLED))
    add(capitalisedRun(text, (m.index ?? 0) + m[0].length), 'called', 10)

  // "Maison Aurelle: luxury handbags" / "Northline — a streetwear label"
  // "🪙 Deep Signal Detectors 🪙 metal detectors…": a name framed by emoji or on its own line.
  const colon =
    /^[\s\p{Extended_Pictographic}\uFE0F]*([^:\n—–\p{Extended_Pictographic}]{2,60}?)\s*(?::|—|–|\s-\s|\n|\p{Extended_Pictographic})\s*\S/u.exec(
      text,
    )
  if (colon?.[1]) {
    const run = capitalisedRun(text, text.indexOf(colon[1]))
    if (run.length > 0 && cleanName(run.map((w) => w.text).join(' ')) === cleanName(colon[1]))
      add(run, 'colon', 8)
  }

  // "I run Levante Kite House", "we own The Salt Cellar", "my shop is Brew"
  for (const m of text.matchAll(
    /\b(?:[Ii]|[Ww]e)\s+(?:run|own|started|founded|opened|launched|manage)\s+(?=[\p{Lu}])/gu,
  ))
    add(capitalisedRun(text, (m.index ?? 0) + m[0].length), 'welcome', 9)

  // "Welcome to Kokedama Co.", "we're Barkside Goods", "we are Open Shackle"
  for (const m of text.matchAll(
    /\b(?:[Ww]elcome to|[Ww]e(?:'|’)re|[Ww]e are|[Tt]his is)\s+(?=[\p{Lu}\p{N}])/gu,
  ))
    add(capitalisedRun(text, (m.index ?? 0) + m[0].length), 'welcome', 9)

  // "Northline is a streetwear label", "Brew, a tea shop", "Good Boy Bakery makes dog treats",
  // at the start of the prompt or of a sentence or clause.
  const clauseStarts = [
    0,
    ...[...text.matchAll(/[.!?:;—–•]\s+|\s-\s|\n|\p{Extended_Pictographic}\uFE0F?\s*/gu)].map(
      (m) => (m.index ?? 0) + m[0].length,
    ),
  ]
  for (const at of clauseStarts) {
    const run = capitalisedRun(text, at, 6)
    const last = run[run.length - 1]
    if (!last) continue
    const after = text.slice(last.end, last.end + 40)
    if (
      new RegExp(
        `^\\s*(?:,\\s*|\\s+(?:is|are)\\s+)(?:an?|the|your|our|my|two|three|four|a family|one)\\s`,
        'i',
      ).test(after)
    )
      add(run, 'is-a', at === 0 ? 8 : 7)
    else if (new RegExp(`^\\s+(?:${MAKING_VERBS})\\b`, 'i').test(after)) add(run, 'is-a', 7)
    else if (
      new RegExp(`^\\s+(?:[a-z-]+\\s+){0,3}(?:${PAGE_WORDS})\\b`, 'i').test(after) &&
      (run.length > 1 || !isCommonWord(text, run))
    )
      add(run, 'page', 6)
    else if (new RegExp(`^\\s+(?:${PAGE_ONLY_WORDS})\\b`, 'i').test(after)) add(run, 'page', 5)
  }

  // "collection page – Kettle Stitch": a page word, a dash or colon, and a name standing alone.
  for (const m of text.matchAll(new RegExp(`\\b(?:${PAGE_WORDS})\\s*(?:[:—–]|\\s-)\\s*(?=\\S)`, 'giu'))) {
    if (!/\p{Lu}/u.test(text.charAt((m.index ?? 0) + m[0].length))) continue
    const run = capitalisedRun(text, (m.index ?? 0) + m[0].length)
    const last = run[run.length - 1]
    if (last && /^\s*(?:$|\n|[.!;]|\s-\s)/.test(text.slice(last.end))) add(run, 'page', 7)
  }

  // "we are branch line models a model railway shop": a name in lower case, told by what follows.
  const lowerWe = new RegExp(
    `\\bwe(?:'|’)?(?: are|re)\\s+((?:[\\p{Ll}\\p{N}&'’-]+\\s+){0,3}[\\p{Ll}\\p{N}&'’-]+)\\s*,?\\s+(?:an?|the)\\s+(?:[\\p{L}-]+\\s+){0,3}(?:${STORE_NOUNS})\\b`,
    'iu',
  ).exec(text)
  const lowerName = lowerWe?.[1]
  if (
    lowerWe &&
    lowerName &&
    !/(?:^|\s)(?:an?|the|just|only|also|now|still|so|very|open|based|located|to|be|been|being|is|in|at|on|for|with|really|proud|happy|excited|here|two|three|four|small|tiny|your|not)(?:\s|$)/i.test(
      lowerName,
    )
  ) {
    const start = (lowerWe.index ?? 0) + lowerWe[0].indexOf(lowerName)
    const words = wordsFrom(text, start).filter((w) => w.end <= start + lowerName.length)
    add(words, 'welcome', 8)
  }

  // "our shop Northline", "the streetwear label Northline", "my bakery, Crumb", "streetwear brand NORTHSIDE"
  const label = new RegExp(
    `\\b(?:(?:[Oo]ur|[Mm]y|[Tt]he|[Aa]n?)\\s+)?(?:[a-z-]+\\s+){0,2}(?:${STORE_NOUNS})\\s*,?\\s+(?=[\\p{Lu}])`,
    'gu',
  )
  for (const match of text.matchAll(label))
    add(capitalisedRun(text, (match.index ?? 0) + match[0].length), 'label', 8)

  // "handmade ceramics by Clay & Kiln"
  for (const match of text.matchAll(/\bby\s+(?=[\p{Lu}])/gu))
    add(capitalisedRun(text, (match.index ?? 0) + match[0].length), 'by', 7)

  // "a homepage for Brew, a tea shop", "contact page for Spoke & Chain bike repair", "Stride's sale"
  for (const match of text.matchAll(/\b(?:[Ff]or|[Aa]t|[Ff]rom|[Oo]f)\s+(the\s+)?(?=[\p{Lu}\p{N}])/gu)) {
    const start = (match.index ?? 0) + match[0].length
    const run = capitalisedRun(text, start)
    const last = run[run.length - 1]
    if (!last || /^an?$/i.test(run[0]?.text ?? '')) continue
    const word = match[0].trim().split(/\s+/)[0]?.toLowerCase() ?? ''
    const before = text.slice(Math.max(0, (match.index ?? 0) - 24), match.index ?? 0)
    // "page for Brew", but not "Shop at 88 Lydiard St": only "for" and "of" follow a page word.
    const pageFor =
      (word === 'for' || word === 'of') && new RegExp(`\\b(?:${PAGE_WORDS})\\s*$`, 'i').test(before)
    // "For the Colofonia Rossi contact page"
    const pageAfter =
      /^\s+(?:(?:contact|about|home|landing|collection|product|blog|faq)\s+)?(?:page|pg|homepage|site|website)\b/i.test(
        text.slice(last.end, last.end + 40),
      )
    // "page for the Orbit 90 smart telescope": after a lower-case "the" comes a thing, not a
    // store, unless a page word follows the name.
    if (match[1] && !pageAfter) continue
    if (/['’]s$/.test(last.text)) {
      const owner = { ...last, text: last.text.slice(0, -2), end: last.end - 2 }
      add([...run.slice(0, -1), owner], 'possessive', pageFor ? 8 : 6)
    } else if (/^\s*(?:,|—|–|\s-)\s*(?:an?|the|our|my)\s/i.test(text.slice(last.end))) add(run, 'for', 8)
    else if (pageFor) add(run, 'page', run.length > 1 || !isCommonWord(text, run) ? 7 : 6)
    else if (pageAfter && run.length > 1) add(run, 'page', 7)
    // "a falconry glove from Kestrel Leatherworks", "a workshop at Mama's Pickles"
    else if (run.length > 1 && (word === 'from' || word === 'at')) add(run, 'by', 6)
  }

  // "..., Suds & Sage, ...": capitals joined by "&" are a name wherever they stand.
  for (const match of text.matchAll(/(?:^|[\s,(])(?=[\p{Lu}][\p{L}'’.]*\s*(?:&|\+|and)\s*[\p{Lu}])/gu)) {
    const run = capitalisedRun(text, (match.index ?? 0) + match[0].length)
    // "UK and EU" are abbreviations, not a name.
    const words = run.filter((w) => !CONNECTORS.has(w.text.toLowerCase()) && w.text !== '&')
    if (run.length >= 3 && !words.every((w) => /^[A-Z]{1,3}$/.test(w.text))) add(run, 'label', 5)
  }

  for (const match of text.matchAll(QUOTED)) {
    const quoted = (match[1] ?? match[2] ?? '').trim()
    if (!quoted || claimed.has(quoted) || quoted.split(/\s+/).length > 6) continue
    const name = cleanName(quoted)
    if (!name) continue
    const start = text.indexOf(quoted, match.index ?? 0)
    candidates.push({ text: name, form: 'quoted', start, end: start + quoted.length, score: 6 })
  }

  const best = candidates.sort((a, b) => b.score - a.score || a.start - b.start)[0]
  if (!best) return undefined
  const { score: _score, ...name } = best
  return name
}

/** A single word every dictionary has ("Brew", "Stride") reads as a name only with more to go on. */
function isCommonWord(text: string, run: Word[]): boolean {
  if (run.length !== 1) return false
  const word = run[0]?.text ?? ''
  return /^[\p{Lu}][\p{Ll}]+$/u.test(word) && text.indexOf(word) === 0
}

/** True when a text is written in capitals throughout ("XMAS SALE PAGE FOR BRICK BUDDIES!!"). */
export function isShouted(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '')
  const upper = letters.replace(/[^\p{Lu}]/gu, '')
  return letters.length >= 16 && upper.length / letters.length > 0.8
}

/**
 * The store name of a prompt written in capitals, where capitals say nothing: the words after
 * "called", "named", "for", "at" or "by" up to punctuation or the next clause.
 */
export function readShoutedName(text: string): StoreName | undefined {
  // Matched on the text itself, case-insensitively: offsets found in a lower-cased copy are off
  // by one for every "İ" before them (it lower-cases to two characters).
  const pattern =
    /\b(?:called|named|for|at|by|from)\s+((?:the\s+)?[\p{L}\p{N}&'’.+-]+(?:\s+[\p{L}\p{N}&'’.+-]+){0,4}?)(?=\s*[!.,;:?]|\s+(?:with|selling|sells|in|on|until|till|from|for|and|—|-|–)\b|\s*$)/giu
  for (const m of text.matchAll(pattern)) {
    const found = (m[1] ?? '').trim()
    const words = found.toLowerCase()
    if (!words || /^(?:a|an|the|our|my|your)\b/.test(words) || NOT_NAMES.has(words)) continue
    const start = (m.index ?? 0) + m[0].indexOf(m[1] ?? '')
    const name = cleanName(text.slice(start, start + found.length))
    if (name) return { text: name, form: 'page', start, end: start + found.length }
  }
  return undefined
}
