// How a prompt in another language than English says what the English readers look for: the
// store's name ("une fromagerie appelée …", "Somos …"), the year it was founded, where it is and
// which of its words name services. Product words are the taxonomy's (catalog/taxonomy/languages).
import type { OtherLanguage } from '../../model/language'
import { CATALOG_WORDS } from '../../catalog/taxonomy/languages'

export type { OtherLanguage }

/** A name: capitalised words, with the small words names keep inside ("Olivar de la Loma"). */
const NAME = String.raw`(\p{Lu}[\p{L}'’&.-]*(?:\s+(?:(?:de|du|des|la|le|les|l'|d'|à|al|del|della|di|da|do|dos|das|van|der|den|het|von|zum|zur|am|y|e|et|und|en|&)\s+)*\p{Lu}[\p{L}'’&.-]*){0,5})`

export interface LanguageCues {
  /** the word that ends a list: "et", "und" */
  and: string
  /** phrases that introduce the store's name, the name in the first group */
  names: RegExp[]
  /** "depuis 1987", "seit 1998": the year in the first group */
  founded: RegExp
  /**
   * Words before a place: "à Lyon", "in Wien". Not "de": "tomme de Savoie" is a cheese (the
   * places this reader knows are found without one).
   */
  at: string[]
  /** the start of words that name a service the store sells: "cours", "Reparatur" */
  services: RegExp
}

const re = (source: string) => new RegExp(source, 'u')

export const CUES: Readonly<Record<OtherLanguage, LanguageCues>> = {
  fr: {
    and: 'et',
    names: [
      re(String.raw`(?:appel[ée]e?s?|nomm[ée]e?s?|s'appelle|s’appelle|baptis[ée]e?)\s+[«"“]?\s*${NAME}`),
      re(String.raw`^${NAME}\s*,\s*c['’]est\b`),
      re(String.raw`^${NAME}\s+(?:est|sont|fabrique|propose|vend)\b`),
    ],
    founded: /\b(?:depuis|fond[ée]e?s?\s+en|créée?\s+en|née?\s+en|en)\s+((?:18|19|20)\d\d)\b/iu,
    at: ['à', 'a', 'en', 'dans', 'sur', 'au'],
    services: CATALOG_WORDS.fr.services,
  },
  de: {
    and: 'und',
    names: [
      re(String.raw`(?:namens|heißt|heisst|genannt)\s+[„"“]?\s*${NAME}`),
      re(String.raw`^${NAME}\s+(?:ist|sind|wurde|macht|verkauft)\b`),
    ],
    founded: /\b(?:seit|gegründet\s+(?:im\s+jahr\s+)?|gegr\.\s*)((?:18|19|20)\d\d)\b/iu,
    at: ['in', 'aus', 'im', 'am', 'bei'],
    services: CATALOG_WORDS.de.services,
  },
  es: {
    and: 'y',
    names: [
      re(String.raw`(?:llamad[oa]s?|se\s+llama|nombre\s+de)\s+[«"“]?\s*${NAME}`),
      re(String.raw`^(?:somos|soy)\s+${NAME}`),
      re(String.raw`^${NAME}\s+(?:es|son|nace|nació)\b`),
    ],
    founded: /\b(?:desde|fundad[oa]\s+en|nacid[oa]\s+en|en)\s+(?:el\s+)?((?:18|19|20)\d\d)\b/iu,
    at: ['en', 'desde'],
    services: CATALOG_WORDS.es.services,
  },
  it: {
    and: 'e',
    names: [
      re(String.raw`(?:chiamat[oa]|si\s+chiama|di\s+nome)\s+[«"“]?\s*${NAME}`),
      re(String.raw`^(?:siamo|sono)\s+${NAME}`),
      re(String.raw`^${NAME}\s+(?:è|nasce|nata|nato|sono)\b`),
    ],
    founded: /\b(?:dal|nel|dall'|fondat[oa]\s+nel|nat[oa]\s+nel)\s*((?:18|19|20)\d\d)\b/iu,
    at: ['a', 'in'],
    services: CATALOG_WORDS.it.services,
  },
  pt: {
    and: 'e',
    names: [
      re(String.raw`(?:chamad[oa]|se\s+chama|chama-se|de\s+nome)\s+[«"“]?\s*${NAME}`),
      re(String.raw`^(?:somos|sou)\s+(?:a\s+|o\s+)?${NAME}`),
      re(String.raw`^${NAME}\s+(?:é|são|nasceu)\b`),
    ],
    founded: /\b(?:desde|fundad[oa]\s+em|em)\s+((?:18|19|20)\d\d)\b/iu,
    at: ['em', 'no', 'na'],
    services: CATALOG_WORDS.pt.services,
  },
  nl: {
    and: 'en',
    names: [
      re(String.raw`(?:genaamd|heet|met\s+de\s+naam)\s+[„"“]?\s*${NAME}`),
      re(String.raw`^(?:wij\s+zijn|we\s+zijn)\s+${NAME}`),
      re(String.raw`^${NAME}\s+(?:is|zijn|maakt|verkoopt)\b`),
    ],
    founded: /\b(?:sinds|opgericht\s+in|sedert)\s+((?:18|19|20)\d\d)\b/iu,
    at: ['in', 'uit', 'te', 'op'],
    services: CATALOG_WORDS.nl.services,
  },
}

/** Words that open a name in these languages but are no name on their own: "La", "Le", "Die". */
export const NOT_A_NAME =
  /^(la|le|les|l'|el|los|las|il|lo|gli|i|o|os|a|as|de|het|een|der|die|das|ein|eine|une|un|uno|una|um|uma|nous|wir|we|wij|somos|siamo|ich|je|yo|io|eu|ik|mon|ma|mes|mein|meine|mi|mio|mia|meu|minha|mijn)$/iu
