// The colours a prompt names: hex codes, CSS colour names and the words people use for colours
// (the xkcd colour survey's 949 names), with modifiers ("pale", "deep", "neon", "pastel") applied
// in OKLCH through culori. Food and material words ("olive oil", "earl grey", "gold rings") only
// count as colours where the sentence talks about colour.
import { colorsNamed, converter, formatHex, clampChroma, type Oklch } from 'culori'
import xkcd from 'xkcd-colors'

export type ColorRole = 'primary' | 'accent' | 'background' | 'text'

export interface ColorMention {
  /** as written: "acid green", "#1a2b3c" */
  word: string
  hex: string
  /** the part it plays, when the prompt says ("ivory background", "gold accents") */
  role?: ColorRole
  start: number
  end: number
}

export type ColorMood =
  'pastel' | 'earthy' | 'neon' | 'monochrome' | 'muted' | 'jewel' | 'warm' | 'cool' | 'dark' | 'light'

export interface ColorReading {
  mentions: ColorMention[]
  moods: ColorMood[]
}

// What designers and shoppers mean by these words; the survey's averages are too saturated for
// a storefront ("cream" is not yellow) and CSS's "lavender" is nearly white.
const DESIGN_COLORS: Record<string, string> = {
  ivory: '#fbf7ec',
  cream: '#f6efdf',
  'off white': '#f7f5ef',
  'off-white': '#f7f5ef',
  beige: '#e8dcc6',
  sand: '#d8c3a5',
  oatmeal: '#e2d6c2',
  linen: '#f3ece0',
  champagne: '#efe0bf',
  pearl: '#ece7dc',
  gold: '#c9a227',
  'rose gold': '#b76e79',
  silver: '#b8bcc2',
  bronze: '#a7713a',
  copper: '#b87333',
  brass: '#b5a642',
  charcoal: '#36454f',
  graphite: '#3b3f45',
  slate: '#5a6978',
  grey: '#8a8d91',
  gray: '#8a8d91',
  black: '#111111',
  white: '#ffffff',
  navy: '#1f2a44',
  'navy blue': '#1f2a44',
  burgundy: '#7d1d3f',
  wine: '#722f37',
  plum: '#6e3a5f',
  emerald: '#1f8a5b',
  jade: '#00a86b',
  sage: '#9caf88',
  'sage green': '#9caf88',
  olive: '#708238',
  forest: '#2c5e3f',
  'forest green': '#2c5e3f',
  mint: '#a8e6cf',
  teal: '#0f7c80',
  turquoise: '#30c5c0',
  terracotta: '#c8674a',
  rust: '#b7410e',
  mustard: '#d4a017',
  ochre: '#c77b1f',
  coral: '#ff7f50',
  blush: '#e8b4b8',
  'dusty rose': '#c98c8c',
  lavender: '#b69ddb',
  lilac: '#c8a2c8',
  mauve: '#b784a7',
  taupe: '#8b7d6b',
  espresso: '#4b3226',
  chocolate: '#5c3a21',
  caramel: '#b9783f',
  cobalt: '#0047ab',
  sapphire: '#0f52ba',
  ruby: '#9b111e',
  amethyst: '#9966cc',
  vermilion: '#e34234',
  indigo: '#3f3a8c',
  'midnight blue': '#1d2147',
  midnight: '#1d2147',
  honey: '#e3a83b',
  'honey yellow': '#e9b949',
  chili: '#c0392b',
  'chili red': '#c21807',
  moss: '#7a8a4a',
  'moss green': '#8a9a5b',
  dove: '#b8b4ad',
  'dove grey': '#b8b4ad',
  'dove gray': '#b8b4ad',
  bone: '#e3dac9',
  'bone white': '#e9e2d0',
  primrose: '#f3e37c',
  'primrose yellow': '#f6d155',
  sunflower: '#ffc512',
  'sunny yellow': '#ffd23f',
  walnut: '#5d432c',
  'walnut brown': '#5d432c',
  chestnut: '#954535',
  mahogany: '#c04000',
  cinnamon: '#a0522d',
  saffron: '#f4c430',
  matcha: '#8aa65b',
  pistachio: '#93c572',
  merlot: '#73343a',
  ink: '#1b1f3b',
  'stone grey': '#928e85',
  'stone gray': '#928e85',
  'slate grey': '#708090',
  'slate gray': '#708090',
  'steel blue': '#4682b4',
  'warm sand': '#d8b98f',
  'cocoa brown': '#5c3a21',
  'mustard yellow': '#e1ad01',
  oxblood: '#4a0404',
  'brunswick green': '#1b4d3e',
  'barn red': '#7c0a02',
  'snow white': '#fffafa',
  'prussian blue': '#003153',
  'cornflower blue': '#6495ed',
  'burnt orange': '#cc5500',
  'burnt sienna': '#e97451',
  'kelly green': '#4cbb17',
  'ocean blue': '#0077be',
  claret: '#7f1734',
  parchment: '#f1e9d2',
  'safety orange': '#ff6700',
  'hunter orange': '#ff5f15',
  'blaze orange': '#ff6700',
  'pickle green': '#6b8e23',
  'heather purple': '#9d7ba8',
  'heather grey': '#b6b3ad',
  'heather gray': '#b6b3ad',
  denim: '#4a6c8f',
  petrol: '#1f5a66',
  'petrol blue': '#1f5a66',
  'bottle green': '#09543a',
  'racing green': '#004225',
  'british racing green': '#004225',
  putty: '#c9b99b',
  clay: '#b66a50',
  'sea glass': '#a8cfc2',
  seafoam: '#9fe2bf',
  butter: '#f6e7a1',
  'butter yellow': '#f6e3a1',
  peach: '#f6b99a',
  apricot: '#f4a675',
}

/** Colour words that mean a colour wherever they stand. */
const PLAIN_COLORS = new Set([
  'red',
  'green',
  'blue',
  'yellow',
  'purple',
  'pink',
  'black',
  'white',
  'grey',
  'gray',
  'beige',
  'teal',
  'turquoise',
  'navy',
  'maroon',
  'magenta',
  'cyan',
  'indigo',
  'violet',
  'crimson',
  'scarlet',
  'burgundy',
  'fuchsia',
  'lilac',
  'mauve',
  'taupe',
  'ivory',
  'charcoal',
  'emerald',
  'jade',
  'terracotta',
  'ochre',
  'cobalt',
  'cerulean',
  'azure',
  'periwinkle',
  'chartreuse',
  'vermilion',
  'ecru',
  'blush',
])

const MODIFIERS: Record<string, (c: Oklch) => Oklch> = {
  light: (c) => ({ ...c, l: Math.min(c.l + 0.15, 0.95), c: c.c * 0.75 }),
  pale: (c) => ({ ...c, l: Math.min(c.l + 0.2, 0.96), c: c.c * 0.5 }),
  soft: (c) => ({ ...c, l: Math.min(c.l + 0.1, 0.92), c: c.c * 0.6 }),
  pastel: (c) => ({ ...c, l: 0.88, c: Math.min(c.c, 0.07) }),
  dark: (c) => ({ ...c, l: Math.max(c.l - 0.18, 0.2) }),
  deep: (c) => ({ ...c, l: Math.max(c.l - 0.15, 0.22), c: c.c * 1.1 }),
  rich: (c) => ({ ...c, l: Math.max(c.l - 0.08, 0.25), c: c.c * 1.15 }),
  bright: (c) => ({ ...c, l: Math.max(c.l, 0.68), c: c.c * 1.25 }),
  vivid: (c) => ({ ...c, c: c.c * 1.35 }),
  neon: (c) => ({ ...c, l: Math.max(c.l, 0.8), c: Math.max(c.c * 1.5, 0.25) }),
  electric: (c) => ({ ...c, l: Math.max(c.l, 0.65), c: Math.max(c.c * 1.4, 0.2) }),
  muted: (c) => ({ ...c, c: c.c * 0.5 }),
  dusty: (c) => ({ ...c, c: c.c * 0.45, l: Math.min(c.l + 0.05, 0.85) }),
  warm: (c) => ({ ...c, h: ((c.h ?? 40) * 0.85 + 40 * 0.15) % 360 }),
  cool: (c) => ({ ...c, h: ((c.h ?? 220) * 0.85 + 220 * 0.15) % 360 }),
  burnt: (c) => ({ ...c, l: Math.max(c.l - 0.12, 0.3), c: c.c * 0.9 }),
}

/** Words that make the sentence about colour. */
const COLOR_CONTEXT =
  /\b(colou?rs?|colou?red|colou?rway|palettes?|tones?|toned|shades?|hues?|accents?|backgrounds?|scheme|theme|vibe|look|aesthetic|branding|highlights?|details)\b/i

const ROLE_AFTER: [RegExp, ColorRole][] = [
  [/^\s*(?:-\s*)?(?:backgrounds?|base|canvas)\b/i, 'background'],
  [/^\s*(?:text|type|typography|lettering|font)\b/i, 'text'],
  [/^\s*(?:accents?|details|highlights?|pops?|trim)\b/i, 'accent'],
  [/^\s*(?:buttons?|links?|call[- ]to[- ]actions?|cta)\b/i, 'primary'],
]
const ROLE_BEFORE: [RegExp, ColorRole][] = [
  [/\b(?:backgrounds?|base)\s+(?:of|in|is|:)?\s*$/i, 'background'],
  [/\b(?:text|type|lettering)\s+(?:of|in|is|:)?\s*$/i, 'text'],
  [/\b(?:accents?|pops?|touches|hints?|details)\s+(?:of|in)\s*$/i, 'accent'],
  [/\bbuttons?\s+(?:of|in)\s*$/i, 'primary'],
]

interface Entry {
  hex: string
  plain: boolean
}

let lexicon: Map<string, Entry> | undefined
let longest = 1

function toHex(value: number): string {
  return `#${value.toString(16).padStart(6, '0')}`
}

function colorLexicon(): Map<string, Entry> {
  if (lexicon) return lexicon
  const map = new Map<string, Entry>()
  const add = (name: string, hex: string) => {
    const key = name.toLowerCase().replace(/\s+/g, ' ').trim()
    if (!map.has(key)) map.set(key, { hex: hex.toLowerCase(), plain: PLAIN_COLORS.has(key) })
    longest = Math.max(longest, key.split(' ').length)
  }
  for (const [name, hex] of Object.entries(DESIGN_COLORS)) add(name, hex)
  for (const color of xkcd.colors) add(color.name, color.hex)
  for (const [name, value] of Object.entries(colorsNamed)) add(name, toHex(value))
  lexicon = map
  return map
}

const toOklch = converter('oklch')

function modify(hex: string, modifier: string): string {
  const apply = MODIFIERS[modifier]
  const color = toOklch(hex)
  if (!apply || !color) return hex
  return formatHex(clampChroma(apply(color), 'oklch')) ?? hex
}

function roleAround(text: string, start: number, end: number): ColorRole | undefined {
  const after = text.slice(end, end + 30)
  for (const [pattern, role] of ROLE_AFTER) if (pattern.test(after)) return role
  const before = text.slice(Math.max(0, start - 30), start)
  for (const [pattern, role] of ROLE_BEFORE) if (pattern.test(before)) return role
  return undefined
}

interface Word {
  text: string
  start: number
  end: number
}

function words(text: string): Word[] {
  return [...text.matchAll(/[A-Za-z][A-Za-z'-]*/g)].map((m) => ({
    text: m[0],
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }))
}

function overlaps(span: [number, number], taken: readonly [number, number][]): boolean {
  return taken.some(([s, e]) => span[0] < e && span[1] > s)
}

const MOOD_PATTERNS: [RegExp, ColorMood][] = [
  [/\bpastels?\b(?!\s+[a-z]+\s+(?:and|or)\b)/i, 'pastel'],
  [/\b(earthy|earth[- ]tones?|terracotta tones|natural tones)\b/i, 'earthy'],
  [/\bneon\b/i, 'neon'],
  [/\b(monochrome|monochromatic|black[- ]and[- ]white|black & white)\b/i, 'monochrome'],
  [/\b(muted|desaturated|subdued|understated colou?rs?)\b/i, 'muted'],
  [/\bjewel[- ]tones?\b/i, 'jewel'],
  [/\bwarm (?:colou?rs?|tones?|palette)\b/i, 'warm'],
  [/\bcool (?:colou?rs?|tones?|palette)\b/i, 'cool'],
  [/\b(dark mode|dark theme|dark background|moody|noir)\b/i, 'dark'],
  [/\b(light and airy|airy|bright and light|light background|white background)\b/i, 'light'],
]

/**
 * The colours a text names, in order. `ignore` are spans that are not about colour even when
 * they contain a colour word: product names ("olive oil"), the store name, places.
 */
export function readColors(text: string, ignore: readonly [number, number][] = []): ColorReading {
  const map = colorLexicon()
  const taken: [number, number][] = [...ignore]
  const found: (ColorMention & { plain: boolean; modified: boolean })[] = []

  for (const match of text.matchAll(/#([0-9a-f]{6}|[0-9a-f]{3})\b/gi)) {
    const hex = match[1] ?? ''
    const full = hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex
    const start = match.index ?? 0
    const end = start + match[0].length
    taken.push([start, end])
    found.push({
      word: match[0],
      hex: `#${full.toLowerCase()}`,
      role: roleAround(text, start, end),
      start,
      end,
      plain: true,
      modified: false,
    })
  }

  const list = words(text)
  // "sea foam" is CSS's "seafoam"; "s and" is not "sand".
  const joined = (phrase: string) => {
    const parts = phrase.split(' ')
    return parts.length > 1 && parts.every((part) => part.length >= 3) ? map.get(parts.join('')) : undefined
  }
  for (let i = 0; i < list.length; i++) {
    let best: { length: number; entry: Entry; modifier?: string } | undefined
    for (let n = Math.min(longest, list.length - i); n >= 1 && !best; n--) {
      const phrase = list
        .slice(i, i + n)
        .map((w) => w.text.toLowerCase())
        .join(' ')
      const entry = map.get(phrase) ?? map.get(phrase.replace(/-/g, ' ')) ?? joined(phrase)
      if (entry) best = { length: n, entry }
    }
    const first = list[i]?.text.toLowerCase() ?? ''
    // "deep forest green": a modifier the survey does not have in front of a colour it has.
    if (MODIFIERS[first] && i + 1 < list.length) {
      for (let n = Math.min(longest, list.length - i - 1); n >= 1; n--) {
        const phrase = list
          .slice(i + 1, i + 1 + n)
          .map((w) => w.text.toLowerCase())
          .join(' ')
        const entry = map.get(phrase)
        if (entry && (!best || n + 1 > best.length)) {
          best = { length: n + 1, entry, modifier: first }
          break
        }
      }
    }
    if (!best) continue
    const startWord = list[i]
    const endWord = list[i + best.length - 1]
    if (!startWord || !endWord) continue
    const span: [number, number] = [startWord.start, endWord.end]
    if (overlaps(span, taken)) continue
    // "Black Friday" is a date.
    if (/^\s+friday\b/i.test(text.slice(span[1]))) continue
    const word = text.slice(span[0], span[1])
    const hex = best.modifier ? modify(best.entry.hex, best.modifier) : best.entry.hex
    found.push({
      word,
      hex,
      role: roleAround(text, span[0], span[1]),
      start: span[0],
      end: span[1],
      plain: best.entry.plain || best.length > 1,
      modified: Boolean(best.modifier),
    })
    taken.push(span)
    i += best.length - 1
  }

  // A colour word that is also a thing ("sand", "honey", "coffee", "gold") counts when its
  // sentence is about colour, or when it stands in a list with a plain colour word.
  const sentenceOf = (index: number) => {
    const start = Math.max(text.lastIndexOf('.', index - 1), text.lastIndexOf('\n', index - 1)) + 1
    const stop = text.slice(index).search(/[.!?\n]/)
    return text.slice(start, stop === -1 ? undefined : index + stop)
  }
  // "cream and rust" on its own between commas is a list of colours, whatever the words.
  const clauseOf = (index: number) => {
    const start =
      Math.max(...[',', '.', ';', ':', '\n', '—', '(', ')'].map((c) => text.lastIndexOf(c, index - 1))) + 1
    const rest = text.slice(index).search(/[,.;:\n—()]/)
    return { start, end: rest === -1 ? text.length : index + rest }
  }
  const onlyColours = (index: number) => {
    const { start, end } = clauseOf(index)
    const left = text
      .slice(start, end)
      .replace(/\b(?:and|or|with|plus|in|a|an|the|some|&)\b|[&+/]/gi, ' ')
      .split(/\s+/)
      .filter(Boolean)
    const covered = found.filter((m) => m.start >= start && m.end <= end)
    const colourWords = covered.reduce((n, m) => n + m.word.split(/\s+/).length, 0)
    return covered.length > 0 && colourWords >= left.length
  }
  const accepted = found.filter((mention, index) => {
    if (mention.plain || mention.modified || mention.role) return true
    if (COLOR_CONTEXT.test(sentenceOf(mention.start)) || onlyColours(mention.start)) return true
    const neighbours = [found[index - 1], found[index + 1]].filter(
      (other): other is (typeof found)[number] =>
        other !== undefined &&
        Math.abs(other.start - mention.start) < 40 &&
        /^[\s,&/]*(?:and|or|with|&|,|\/)?[\s,]*$/i.test(
          text.slice(Math.min(other.end, mention.end), Math.max(other.start, mention.start)),
        ),
    )
    return neighbours.some((other) => other.plain || other.modified)
  })

  const mentions = accepted
    .sort((a, b) => a.start - b.start)
    .map(({ word, hex, role, start, end }) => ({ word, hex, ...(role ? { role } : {}), start, end }))
  const moods = MOOD_PATTERNS.filter(([pattern]) => pattern.test(text)).map(([, mood]) => mood)
  // "pastel pink" is a colour, not a pastel mood.
  const moodsLeft = moods.filter(
    (mood) =>
      !(mood === 'pastel' || mood === 'neon') || !mentions.some((m) => m.word.toLowerCase().startsWith(mood)),
  )
  return { mentions, moods: moodsLeft }
}
