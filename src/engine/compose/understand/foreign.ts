// A prompt in French, German, Spanish, Italian, Portuguese or Dutch, read in its own words
// (issue 28): the store's name, where it is, when it was founded and what it sells. The English
// readers would take "fait maison" for a product and "Provence" for a category; here a product is
// only what the taxonomy's words in that language name, or a service the language's words say.
import { productKind, type ProductKind } from '../../catalog/taxonomy'
import { kindWords, productsIn } from '../../catalog/taxonomy/languages'
import { ANY_NAME, CUES, NOT_A_NAME, REQUEST, type OtherLanguage } from './languages'
import { functionWords, knownPlaces } from './locale'
import type { FoundedYear } from './facts'
import type { StoreName } from './name'
import type { ProductPhrase } from './products'

export interface ForeignReading {
  name?: StoreName
  places: string[]
  founded?: FoundedYear
  products: ProductPhrase[]
}

type Span = [number, number]

const COMPOUNDING_LANGUAGES = new Set<OtherLanguage>(['de', 'nl'])
const OF = /^(de|di|da|do|du|des|del|della|dei|delle|d'|d’)$/iu
const overlaps = (start: number, end: number, spans: readonly Span[]) =>
  spans.some(([s, e]) => start < e && end > s)

function readName(text: string, language: OtherLanguage): StoreName | undefined {
  for (const cue of [...CUES[language].names, ...ANY_NAME]) {
    const match = cue.exec(text)
    const found = match?.[1]?.replace(/[\s,;:!?]+$/u, '').trim()
    // A name ends with its sentence: "Navalha & Co. Fazemos cortes" is Navalha & Co.
    const name = found?.replace(/\.\s+\p{Lu}.*$/su, '.').replace(/(?<!\b(?:Co|Cie|Inc|Ltd|Jr|St))\.$/u, '')
    if (!match || !name || NOT_A_NAME.test(name)) continue
    const start = match.index + match[0].lastIndexOf(name)
    return { text: name, form: 'called', start, end: start + name.length }
  }
  // A name alone at the end: "… seit 1987 in Familienbesitz. Hof Berger"
  const last = /(?:^|[.!?]\s+)(\p{Lu}[\p{L}'’&-]+(?:\s+\p{Lu}[\p{L}'’&-]+){1,3})\s*[.!]?\s*$/u.exec(text)
  if (last?.[1] && !NOT_A_NAME.test(last[1]) && knownPlaces(last[1]).length === 0) {
    const start = text.lastIndexOf(last[1])
    return { text: last[1], form: 'called', start, end: start + last[1].length }
  }
  return undefined
}

/** Where the store is: a place this reader knows, else a capitalised word after "à", "in", "en"… */
function readPlaces(text: string, language: OtherLanguage, taken: readonly Span[]): string[] {
  const known = knownPlaces(text).filter((p) => !overlaps(p.start, p.end, taken))
  const at = CUES[language].at.join('|')
  const after = new RegExp(
    `(?<![\\p{L}])(?:${at})\\s+(\\p{Lu}[\\p{L}'’-]+(?:[\\s-]\\p{Lu}[\\p{L}'’-]+)?)`,
    'gu',
  )
  const written = [...text.matchAll(after)]
    .map((m) => {
      const place = m[1] ?? ''
      const start = m.index + m[0].length - place.length
      return { text: place, start, end: start + place.length }
    })
    .filter(
      (p) =>
        !overlaps(p.start, p.end, taken) &&
        productsIn(p.text, language).length === 0 &&
        // German writes every noun with a capital: "aus Steinzeug", "in Familienbesitz" are no places.
        !(language === 'de' && /(?:zeug|besitz|arbeit|ung|heit|keit|schaft|werk|handel)$/iu.test(p.text)),
    )
  const places = [...known, ...written].sort((a, b) => a.start - b.start)
  const seen = new Set<string>()
  return places.map((p) => p.text).filter((p) => !seen.has(p.toLowerCase()) && seen.add(p.toLowerCase()))
}

interface Piece {
  start: number
  end: number
  /** what ended it: "," and "and" continue a list, anything else ends one */
  next: string
}

/** The text cut where lists cut it: commas, the language's "and", and the ends of sentences. */
function pieces(text: string, language: OtherLanguage): Piece[] {
  const separator = new RegExp(
    `[,;:.!?()\\n—–]|\\s(?:${CUES[language].and}|${language === 'fr' ? 'ou' : 'or'})\\s`,
    'gu',
  )
  const out: Piece[] = []
  let from = 0
  for (const m of text.matchAll(separator)) {
    out.push({ start: from, end: m.index, next: m[0].trim() })
    from = m.index + m[0].length
  }
  out.push({ start: from, end: text.length, next: '.' })
  return out
}

const LIST = new Set([',', 'et', 'und', 'y', 'e', 'en', 'ou', 'or'])
const WORD = /\p{L}[\p{L}'’-]*/gu
/** Words that start what a thing is for or who it is for: "per bambini", "für Kinder". */
const FOR =
  /^(pour|für|fur|para|per|voor|for|sans|ohne|sin|senza|sem|zonder|avec|mit|con|com|met|aus|uit|em)$/iu

/** Words that lead into what a sentence goes on to say: "…aufmachen, also fertige Häkeltiere". */
const DISCOURSE = /^(also|alors|donc|entonces|pues|quindi|allora|então|dus|eigentlich|genre)$/iu

/** Words of how long, which say a fact: "ich stricke seit Jahren", "depuis 20 ans". */
const SINCE = /^(seit|jahren?|depuis|ans|années|desde|años|anni|anos|sinds|jaar|jaren)$/iu

function phraseOf(text: string, start: number, end: number, head: string): ProductPhrase {
  const phrase = text.slice(start, end)
  return {
    phrase: capitalizeFirst(phrase),
    singular: phrase,
    plural: phrase,
    head,
    modifiers: '',
    start,
    end,
    source: 'named',
  }
}

/**
 * "Revision", "Privatstunden", "clases de surf": the services a list names, each as written; and
 * the things a list names beside those the taxonomy knows ("reblochon fermier, tomme de Savoie"),
 * or beside a service ("lezioni di pianoforte, chitarra e canto": lessons of each).
 */
function readLists(
  text: string,
  language: OtherLanguage,
  taken: readonly Span[],
  known: readonly Span[],
): { items: ProductPhrase[]; replaced: Span[] } {
  const cues = CUES[language]
  const own = functionWords(language)
  const leadsIn = (word: string) => own.has(word.toLowerCase()) || DISCOURSE.test(word)
  const items: ProductPhrase[] = []
  const all = pieces(text, language)
  const replaced: Span[] = []
  // Runs of pieces a list joins; a run after a colon is a list even of unknown things.
  const runs: { pieces: Piece[]; afterColon: boolean }[] = []
  let run: Piece[] = []
  let afterColon = false
  for (const [i, piece] of all.entries()) {
    run.push(piece)
    if (!LIST.has(piece.next.toLowerCase())) {
      runs.push({ pieces: run, afterColon })
      run = []
      afterColon = piece.next === ':'
    }
    if (i === all.length - 1 && run.length > 0) runs.push({ pieces: run, afterColon })
  }
  for (const { pieces: list, afterColon: colon } of runs) {
    // Each piece's own words: after the verbs and small words that lead into it, before "for ...".
    const named = list.map((piece) => {
      const words = [...text.slice(piece.start, piece.end).matchAll(WORD)].map((w) => ({
        word: w[0],
        start: piece.start + (w.index ?? 0),
        end: piece.start + (w.index ?? 0) + w[0].length,
      }))
      const cut = words.findIndex((w, i) => i > 0 && FOR.test(w.word))
      const kept = cut === -1 ? words : words.slice(0, cut)
      let first = 0
      while (first < kept.length - 1 && leadsIn(kept[first]?.word ?? '')) first++
      return { words: kept.slice(first), cut: cut !== -1, piece }
    })
    let service: { word: string; of: string } | undefined
    let knownInRun = false
    for (const { words } of named) {
      const at = words.findIndex((w) => cues.services.test(w.word))
      if (at !== -1 || words.some((w) => overlaps(w.start, w.end, known))) knownInRun = true
    }
    // After "for …" the words are who or what it is for ("per bambini e adulti"), up to the next
    // comma; the list goes on past it only where it names a thing the taxonomy knows or a service
    // ("ricambi per vespa e lambretta, marmitte, selle, cavi, fanali").
    const goesOn = (from: number) =>
      named
        .slice(from)
        .some(({ words }) => words.some((w) => cues.services.test(w.word) || overlaps(w.start, w.end, known)))
    let pastFor = false
    for (const [index, { words, cut, piece }] of named.entries()) {
      if (pastFor) {
        if (named[index - 1]?.piece.next !== ',') continue
        pastFor = false
      }
      if (words.length === 0) continue
      const at = words.findIndex((w) => cues.services.test(w.word))
      const head = words[at]
      if (head) {
        // The service word, and what it is of in the Romance languages: "clases de surf".
        const of = words[at + 1]
        const what = words[at + 2]
        const last = !COMPOUNDING_LANGUAGES.has(language) && of && what && OF.test(of.word) ? what : head
        if (!overlaps(head.start, last.end, taken))
          items.push(phraseOf(text, head.start, last.end, head.word))
        service = of && what && OF.test(of.word) ? { word: head.word, of: of.word } : undefined
      } else if (
        words.length <= 3 &&
        (knownInRun || colon || list.length >= 3) &&
        !inParentheses(text, words[0]?.start ?? 0)
      ) {
        const first = words[0] as (typeof words)[number]
        const last = words[words.length - 1] as (typeof words)[number]
        const isKnown = overlaps(first.start, last.end, known)
        const skip =
          overlaps(first.start, last.end, taken) ||
          (isKnown && !service) ||
          last.word.length < 4 ||
          words.some(
            (w) =>
              NOT_SOLD[language].test(w.word) ||
              SHOP_WORDS.test(w.word) ||
              // "pasticceria siciliana, cannoli…": the trade leads its list ("batteria" is drums).
              (piece === list[0] && TRADE.test(w.word)) ||
              MONTHS.test(w.word) ||
              SINCE.test(w.word),
          ) ||
          // A capital mid-sentence is a name ("lait de Tarine"), except on German nouns.
          (language !== 'de' && piece !== all[0] && /^\p{Lu}/u.test(first.word)) ||
          REQUEST.test(text.slice(piece.start, piece.end))
        if (skip) {
          if (cut) {
            if (!goesOn(index + 1)) break
            pastFor = true
          }
          continue
        }
        // A thing a list of lessons names is a lesson of it: "chitarra" -> "lezioni di chitarra".
        if (service) {
          if (isKnown) replaced.push([first.start, last.end])
          const phrase = `${service.word} ${service.of} ${text.slice(first.start, last.end)}`
          items.push({
            ...phraseOf(text, first.start, last.end, service.word),
            phrase: capitalizeFirst(phrase),
            singular: phrase,
            plural: phrase,
          })
        } else items.push(phraseOf(text, first.start, last.end, last.word))
      }
      // "batteria per bambini e adulti": what follows "for" is not sold.
      if (cut) {
        if (!goesOn(index + 1)) break
        pastFor = true
      }
    }
  }
  return { items, replaced }
}

/** Whether a place in the text is inside parentheses: "(avulsa, 10 aulas ou mensal)" are options. */
function inParentheses(text: string, at: number): boolean {
  const before = text.slice(0, at)
  return before.lastIndexOf('(') > before.lastIndexOf(')')
}

/**
 * Words that make a list's item a fact, a colour, a material or the shop itself, never a thing it
 * sells: "fait maison", "vert sapin et crème", "aus Gusseisen", "tienda".
 */
const NOT_SOLD: Readonly<Record<OtherLanguage, RegExp>> = {
  fr: /^(bonjour|salut|voudrais|aimerais|petit|petite|petits|petites|grand|grande|nouveau|nouvelle|aussi|tout|tous|toutes|bio|svp|fait|faite|faits|faites|fabriqué|fabriquée|fabriqués|maison|livraison|offert|offerte|gratuit|gratuite|couleurs?|vert|verte|rouge|bleu|bleue|noir|noire|blanc|blanche|crème|beige|gris|grise|jaune|rose|doré|dorée|sapin|ocre|boutique|magasin|atelier|emballages?|rendez-vous|uniquement|bienvenus?|alentours|environs)$/iu,
  de: /^(hallo|unseren|unsere|unser|kleinen|kleine|klein|großen|neue|neuen|auch|bitte|brauche|möchte|bio|familienbesitz|handgemacht|gemacht|versand|lieferung|kostenlos|gratis|farben?|grün|rot|blau|schwarz|weiß|weiss|creme|beige|grau|gelb|rosa|gold|golden|messing|gusseisen|laden|geschäft|werkstatt|verpackung|termine?|wochenende|umgebung|mitglied)$/iu,
  es: /^(hola|llamo|sobre|todo|toda|quiero|necesito|pequeña|pequeño|nuevo|nueva|también|online|hecho|hecha|hechos|hechas|mano|envío|envíos|gratis|colores?|verde|rojo|azul|negro|blanco|crema|beige|gris|amarillo|rosa|dorado|tienda|taller|estudio|embalajes?|alrededores|cita|citas)$/iu,
  it: /^(ciao|salve|vorrei|piccolo|piccola|nuovo|nuova|anche|tutto|vera|online|private|privata|fatto|fatta|fatti|fatte|mano|spedizione|spediamo|gratis|gratuita|colori|colore|verde|rosso|blu|nero|bianco|crema|beige|grigio|giallo|rosa|oro|negozio|bottega|confezioni|confezione|compostabili|dintorni|appuntamento)$/iu,
  pt: /^(olá|ola|queria|quero|pequena|pequeno|familiar|produção|desde|fazemos|também|tambem|todo|online|feito|feita|feitos|feitas|mão|envio|envios|grátis|cores?|verde|vermelho|azul|preto|branco|creme|bege|cinzento|amarelo|rosa|dourado|loja|estúdio|embalagens?|avulsa|mensal|atendimento|domicílio|arredores)$/iu,
  nl: /^(hoi|hallo|verkopen|graag|kleine|nieuwe|jong|belegen|oud|ook|alles|online|handgemaakt|gemaakt|verzending|bezorging|gratis|kleuren?|groen|rood|blauw|zwart|wit|crème|beige|grijs|geel|roze|goud|winkel|werkplaats|zeewater|zoetwater|verpakking|omstreken|omgeving|afspraak)$/iu,
}

/** A shop, a workshop, a studio: what the store is, never a product ("tienda" is also a tent). */
const SHOP_WORDS =
  /^(tienda|tiendas|boutique|magasin|laden|geschäft|negozio|bottega|loja|winkel|atelier|taller|estudio|studio|werkstatt|werkplaats|oficina|laboratorio)$/iu

/** A trade by its ending ("pasticceria", "Fahrradwerkstatt"): the store, not what it sells. */
const TRADE = /(?:erie|eria|ería|winkel|maker|werkstatt|laden|zaak|bedrijf|betrieb)$/iu

const MONTHS =
  /^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|januar|februar|märz|april|juni|juli|august|oktober|dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|dezembro|januari|februari|maart|mei|augustus)$/iu

const COLOR_WORDS = /^(couleurs?|farben?|colou?res?|colori|cores?|kleuren?)$/iu

const capitalizeFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export function readForeign(text: string, language: OtherLanguage): ForeignReading {
  const name = readName(text, language)
  const nameSpan: Span[] = name ? [[name.start, name.end]] : []
  const places = readPlaces(text, language, nameSpan)
  const placeSpans: Span[] = places.flatMap((p): Span[] => {
    const at = text.indexOf(p)
    return at === -1 ? [] : [[at, at + p.length]]
  })
  const foundedMatch = CUES[language].founded.exec(text)
  const founded = foundedMatch?.[1] ? { year: Number(foundedMatch[1]), text: foundedMatch[0] } : undefined
  const taken = [...nameSpan, ...placeSpans]
  const products: ProductPhrase[] = []
  for (const found of productsIn(text, language)) {
    // "Tienda de surf": the shop is not a tent it sells.
    if (
      overlaps(found.start, found.end, taken) ||
      SHOP_WORDS.test(found.text) ||
      NOT_SOLD[language].test(found.text)
    )
      continue
    // "Farben: Salbeigrün": the design's colours; "aus Gusseisen": what something is made of.
    if (COLOR_WORDS.test(found.text) || /(?:^|\s)(?:aus|uit)\s+$/iu.test(text.slice(0, found.start))) continue
    const kind = productKind(found.id) as ProductKind
    const words = kindWords(language, found.id)
    const written = found.text
    const isOne = words && written.toLowerCase() === words.one.toLowerCase()
    products.push({
      phrase: written,
      singular: isOne ? written : (words?.one ?? written),
      plural: isOne ? (words?.many ?? written) : written,
      kind,
      head: written,
      modifiers: '',
      start: found.start,
      end: found.end,
      source: 'named',
    })
  }
  const productSpans = products.map((p): Span => [p.start, p.end])
  const lists = readLists(text, language, taken, productSpans)
  // A known thing a list of lessons names is sold as lessons ("chitarra"): not as the thing.
  const goods = products.filter((p) => !overlaps(p.start, p.end, lists.replaced))
  // "nos fromages" twice is one thing sold.
  const seen = new Set<string>()
  const sold = [...goods, ...lists.items]
    .sort((a, b) => a.start - b.start)
    .filter((p) => !seen.has(p.plural.toLowerCase()) && seen.add(p.plural.toLowerCase()))
  return { ...(name ? { name } : {}), places, ...(founded ? { founded } : {}), products: sold }
}
