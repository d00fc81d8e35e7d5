// Coloured product art: the picture of each product in the sample catalogue, chosen from the
// pictures choices.ts gives its kind (and a word of its title: "Lemon Tart" shows a lemon beside
// the tart), so the products of one kind do not all show the same picture. The pictures' bodies
// are modules of their own (./bodies, written by scripts/build-art.ts), loaded by loadArt before
// a catalogue is drawn; until a picture is loaded its product is drawn in line art (../icons).
import { KIND_ART, NOUN_ART, WORD_ART } from './choices'
import { ART_MODULES, MODULE_OF } from './modules'

/** The pictures one product image shows: the product first, then at most two smaller companions. */
export type Picture = readonly string[]

const bodies = new Map<string, string>()
const loading = new Map<string, Promise<void>>()
/** Pictures asked for before they were loaded: what the next loadArt should bring. */
const wanted = new Set<string>()

/** Brings the bodies of these pictures (and the others of their modules); unknown names are ignored. */
export async function loadArt(names: Iterable<string>): Promise<void> {
  const modules = new Set<string>()
  for (const name of names) {
    const bare = name.replace(/^\+/, '')
    const module = Object.hasOwn(MODULE_OF, bare) ? MODULE_OF[bare] : undefined
    if (module && !bodies.has(bare)) modules.add(module)
  }
  await Promise.all(
    [...modules].map((module) => {
      let promise = loading.get(module)
      if (!promise) {
        const load = Object.hasOwn(ART_MODULES, module) ? ART_MODULES[module] : undefined
        if (!load) return Promise.resolve()
        promise = load().then((art) => {
          for (const [name, body] of Object.entries(art)) bodies.set(name, body)
        })
        // A failed load (a chunk lost to a deploy) is tried again next time.
        promise.catch(() => loading.delete(module))
        loading.set(module, promise)
      }
      return promise
    }),
  )
}

/** The pictures asked for while not loaded, forgotten once taken: loadArt(takeWantedArt()). */
export function takeWantedArt(): string[] {
  const names = [...wanted]
  wanted.clear()
  return names
}

/** How many pictures are loaded: a cache of drawn catalogues keys on it, so it redraws once more arrive. */
export function artLoaded(): number {
  return bodies.size
}

/** A picture's SVG body (32×32), or undefined while its module is not loaded. */
export function artBody(name: string): string | undefined {
  return bodies.get(name)
}

/** Lower-case words of a title, accents kept: "Lemon & Thyme Tart" -> lemon, thyme, tart. */
function titleWords(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean)
}

/** The pictures a noun's word names when the taxonomy does not know it ("antennas" as "antenna"). */
function nounArt(word: string): readonly string[] | undefined {
  const one = word.endsWith('s') ? word.slice(0, -1) : word
  if (Object.hasOwn(NOUN_ART, word)) return NOUN_ART[word]
  return Object.hasOwn(NOUN_ART, one) ? NOUN_ART[one] : undefined
}

/** The picture a word names ("lemons" as "lemon"), if any. */
function wordArt(word: string): string | undefined {
  if (Object.hasOwn(WORD_ART, word)) return WORD_ART[word]
  const one = word.endsWith('s') ? word.slice(0, -1) : undefined
  return one !== undefined && Object.hasOwn(WORD_ART, one) ? WORD_ART[one] : undefined
}

/**
 * The picture a word of the title names, when it is not the product's own picture and not a word
 * of a noun of its kind the title says ("Walnut Coffee Table" is a coffee table: no coffee beside it).
 */
function titleArt(title: string, own: string, nouns: readonly string[]): string | undefined {
  const words = titleWords(title)
  const spaced = ` ${words.join(' ')} `
  const nounWords = new Set(
    nouns.flatMap((noun) => {
      const parts = titleWords(noun)
      return spaced.includes(` ${parts.join(' ')}`) ? parts : []
    }),
  )
  for (const word of words) {
    if (nounWords.has(word)) continue
    const name = wordArt(word)
    if (name && name !== own) return name
  }
  return undefined
}

/**
 * The pictures of a kind of product, best first: its own; or for a kind the taxonomy does not know
 * ("chess set", "ham radio kit") the pictures of its noun's words, the last first (a word may be
 * a picture's own name: "canned-food"), with the
 * `companions` of its sort; none when nothing fits (the kind keeps its line drawing).
 */
export function kindArt(kindId: string, noun: string, companions: readonly string[] = []): readonly string[] {
  const own = Object.hasOwn(KIND_ART, kindId) ? KIND_ART[kindId] : undefined
  if (own?.some((name) => !name.startsWith('+'))) return own
  // Only what it goes with (a dog for a collar, a green for golf balls): the first of those stands
  // for it, in colour like the rest of the store, rather than a line drawing among them.
  const [first, ...rest] = own ?? []
  if (first !== undefined) return [first.slice(1), ...rest]
  // A noun of two words first ("dog walking", "climbing hold"), then its own picture from any of
  // its words ("Tasting Night" is a tasting, not a moon), then what a word of it shows.
  const words = titleWords(noun).reverse()
  for (const phrase of [words.slice(0, 3), words.slice(0, 2)]) {
    const pictures = phrase.length > 1 ? nounArt(phrase.reverse().join(' ')) : undefined
    if (pictures && pictures.length > 0) return withCompanions(pictures, companions)
  }
  const lookups = [
    (word: string) => nounArt(word),
    (word: string) => {
      const shown = wordArt(word) ?? (Object.hasOwn(MODULE_OF, word) ? word : undefined)
      return shown === undefined ? undefined : [shown]
    },
  ]
  for (const lookup of lookups)
    for (const word of words) {
      const pictures = lookup(word)
      if (pictures && pictures.length > 0) return withCompanions(pictures, companions)
    }
  return []
}

/**
 * A noun's pictures with the store's companions after them; a noun drawn only by what goes with it
 * ("+level-slider" for a preset) is shown by the first of those.
 */
function withCompanions(pictures: readonly string[], companions: readonly string[]): string[] {
  const own = pictures.some((name) => !name.startsWith('+'))
    ? [...pictures]
    : [pictures[0]!.slice(1), ...pictures.slice(1)]
  const bare = new Set(own.map((name) => name.replace(/^\+/, '')))
  return [...own, ...companions.filter((name) => !bare.has(name)).map((name) => `+${name}`)]
}

/** A kind's pictures (from kindArt): the ones of the product itself, and companions marked "+". */
function split(list: readonly string[]): { mains: string[]; extras: string[] } {
  const mains = list.filter((name) => !name.startsWith('+'))
  const extras = list.filter((name) => name.startsWith('+')).map((name) => name.slice(1))
  return { mains, extras }
}

const MAX_COMPOSITIONS = 16

/**
 * The pictures a kind's products take in turn: each picture of the product alone, then each with
 * a companion (its companions first, then its other pictures), then with two.
 */
function compositions(list: readonly string[]): Picture[] {
  const { mains, extras } = split(list)
  const out: Picture[] = mains.map((main) => [main])
  const pools = mains.map((main) => [...extras, ...mains.filter((other) => other !== main)])
  const rounds = Math.max(0, ...pools.map((pool) => pool.length))
  for (let r = 0; r < rounds && out.length < MAX_COMPOSITIONS; r++)
    mains.forEach((main, i) => {
      const companion = pools[i]?.[r]
      if (companion) out.push([main, companion])
    })
  for (let r = 0; r + 1 < rounds && out.length < MAX_COMPOSITIONS; r++)
    mains.forEach((main, i) => {
      const [first, second] = [pools[i]?.[r], pools[i]?.[r + 1]]
      if (first && second) out.push([main, first, second])
    })
  return out.slice(0, MAX_COMPOSITIONS)
}

/**
 * Which of its kind's pictures each product of a catalogue takes (an index for pictureOf), for
 * `lists[c]` the pictures of collection c and `counts[c]` its products: taken in the order "All"
 * shows them (the first of each collection, then the second...), each the picture least shown
 * so far in its collection, then in the whole store, so neither a collection's grid nor the
 * store's shows one picture more often than it must (decks, trucks and wheels are all
 * skateboards).
 */
export function planPictures(lists: readonly (readonly string[])[], counts: readonly number[]): number[][] {
  const keys = lists.map((list) => compositions(list).map((picture) => picture.join('+')))
  const store = new Map<string, number>()
  const own = keys.map(() => new Map<string, number>())
  const plan = counts.map(() => [] as number[])
  const most = Math.max(0, ...counts)
  for (let i = 0; i < most; i++)
    keys.forEach((options, c) => {
      if (i >= (counts[c] ?? 0)) return
      if (options.length === 0) {
        plan[c]?.push(i)
        return
      }
      let best = i % options.length
      let bestScore = Number.POSITIVE_INFINITY
      for (let step = 0; step < options.length; step++) {
        const k = (i + step) % options.length
        const key = options[k] as string
        const score = (own[c]?.get(key) ?? 0) * 100 + (store.get(key) ?? 0)
        if (score < bestScore) [best, bestScore] = [k, score]
      }
      const key = options[best] as string
      own[c]?.set(key, (own[c]?.get(key) ?? 0) + 1)
      store.set(key, (store.get(key) ?? 0) + 1)
      plan[c]?.push(best)
    })
  return plan
}

/** The picture, if every part of it is loaded; otherwise its missing parts are wanted. */
function loaded(picture: Picture): Picture | undefined {
  const missing = picture.filter((name) => !bodies.has(name))
  if (missing.length === 0) return picture
  for (const name of missing) wanted.add(name)
  return undefined
}

/**
 * The picture of the `index`th product of a kind (`list`, from kindArt) titled `title`: the kind's
 * compositions in turn, and the product with what a word of its title names beside it when the
 * title names something ("Lemon Honey"; not a word of its kind's `nouns`). Undefined when the kind has no pictures, or while they
 * are not loaded (the product is drawn in line art, and the pictures are wanted).
 */
export function pictureOf(
  list: readonly string[],
  title: string,
  index: number,
  nouns: readonly string[] = [],
): Picture | undefined {
  const all = compositions(list)
  const picture = all[Math.max(0, Math.trunc(index)) % Math.max(1, all.length)]
  const main = picture?.[0]
  if (!picture || main === undefined) return undefined
  const word = titleArt(title, main, nouns)
  return loaded(word && !picture.includes(word) ? [main, word] : picture)
}

/** A collection's or an article's picture: the kind's `index`th with the next beside it (same rules as pictureOf). */
export function kindPicture(list: readonly string[], index = 0): Picture | undefined {
  const all = compositions(list).filter((picture) => picture.length > 1)
  const picture = all[index % Math.max(1, all.length)] ?? compositions(list)[0]
  return picture ? loaded(picture) : undefined
}
