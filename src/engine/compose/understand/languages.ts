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
      re(String.raw`(?<!\p{L})((?:Chez|chez)\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)`),
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
    at: ['in', 'im', 'am', 'bei'],
    services: CATALOG_WORDS.de.services,
  },
  es: {
    and: 'y',
    names: [
      re(String.raw`(?:llamad[oa]s?|se\s+llama|nombre\s+de)\s+[«"“]?\s*${NAME}`),
      re(String.raw`^(?:[Ss]omos|[Ss]oy)\s+${NAME}`),
      re(String.raw`^${NAME}\s+(?:es|son|nace|nació)\b`),
    ],
    founded: /\b(?:desde|fundad[oa]\s+en|nacid[oa]\s+en|en)\s+(?:el\s+)?((?:18|19|20)\d\d)\b/iu,
    at: ['en', 'desde'],
    services: CATALOG_WORDS.es.services,
  },
  it: {
    and: 'e',
    names: [
      re(String.raw`(?:chiamat[oa]|si\s+chiama|di\s+nome|nome\s+è)\s+[«"“]?\s*${NAME}`),
      re(String.raw`^(?:[Ss]iamo|[Ss]ono)\s+${NAME}`),
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
      re(String.raw`^(?:[Ss]omos|[Ss]ou)\s+(?:a\s+|o\s+)?${NAME}`),
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
      re(String.raw`^(?:[Ww]ij\s+zijn|[Ww]e\s+zijn)\s+${NAME}`),
      re(String.raw`^${NAME}\s+(?:is|zijn|maakt|verkoopt)\b`),
    ],
    founded: /\b(?:sinds|opgericht\s+in|sedert)\s+((?:18|19|20)\d\d)\b/iu,
    at: ['in', 'uit', 'te', 'op'],
    services: CATALOG_WORDS.nl.services,
  },
}

/**
 * Ways of giving a name in any of these languages: "Name: Tonwerk Lina", "Nom : …", or in quotes
 * ("ma marque « Petit Pois »").
 */
export const ANY_NAME: RegExp[] = [
  re(String.raw`(?:[Nn]ame|[Nn]om|[Nn]ombre|[Nn]ome|[Nn]aam)\s*:\s*[«"“„]?\s*${NAME}`),
  /[«"“„]\s*(\p{Lu}[^"”»“„]{1,38}?)\s*[»"”“]/u,
]

/**
 * What a merchant asks the builder rather than says about the store: "Je voudrais une boutique en
 * ligne…", "Hallo, ich brauche einen Shop", "Il nome è …", "Graag een frisse webshop". Never copy.
 */
export const REQUEST =
  /(?<!\p{L})(?:je voudrais|j['’]aimerais|il me faut|svp|s['’]il vous pla[iî]t|boutique en ligne|site|ich brauche|ich möchte|ich hätte gern|bitte|online-?shop|webshop|website|quiero|necesito|me gustar[ií]a|tienda online|p[aá]gina web|vorrei|mi serve|sito|negozio online|queria|quero|gostaria|loja online|site|graag|ik wil|ik zoek|hallo|hola|ciao|olá|bonjour|nom\s*:|name\s*:|nombre\s*:|nome\s*:|naam\s*:|il nome è|me llamo|je m['’]appelle|ich heiße|mi chiamo|chamo-me|ik heet|style|stil|estilo|stile|stijl|couleurs?|farben|colores|colori|cores|kleuren)(?!\p{L})/iu

/**
 * A merchant who makes what they sell ("cousu dans notre atelier", "handgemacht", "facciamo"), and
 * how the store says so without a word that agrees with what it makes ("fabrication maison").
 */
export const OWN_MAKE: Readonly<Record<OtherLanguage, { cue: RegExp; craft: string }>> = {
  fr: {
    cue: /(?<!\p{L})(?:fait(?:e|s|es)? (?:main|maison)|fabriqu|cousu|atelier|je (?:fabrique|fais|crée)|nous (?:fabriquons|faisons|créons)|on fait|créat(?:rice|eur))/iu,
    craft: 'fabrication maison, dans notre atelier',
  },
  de: {
    cue: /(?:handgemacht|selbst gemacht|ich mache|wir machen|töpfer|eigene[nmr]? (?:hof|herstellung|werkstatt)|manufaktur)/iu,
    craft: 'aus eigener Herstellung',
  },
  es: {
    cue: /(?<!\p{L})(?:hech[oa]s? a mano|hacemos|fabricamos|elaboramos|nuestro taller|cultiva)/iu,
    craft: 'de elaboración propia',
  },
  it: {
    cue: /(?<!\p{L})(?:fatt[oaie] a mano|facciamo|produciamo|tostiamo|laboratorio|nostra produzione)/iu,
    craft: 'di nostra produzione',
  },
  pt: {
    cue: /(?<!\p{L})(?:feit[oa]s? à mão|fazemos|produzimos|produção (?:própria|familiar)|pintad[oa]s? à mão)/iu,
    craft: 'de produção própria',
  },
  nl: {
    cue: /(?<!\p{L})(?:handgemaakt|wij maken|we maken|zelf gemaakt|eigen (?:kwekerij|atelier|boerderij))/iu,
    craft: 'van eigen makelij',
  },
}

/** Words that open a name in these languages but are no name on their own: "La", "Le", "Die". */
export const NOT_A_NAME =
  /^(la|le|les|l'|el|los|las|il|lo|gli|i|o|os|a|as|de|het|een|der|die|das|ein|eine|une|un|uno|una|um|uma|nous|wir|we|wij|somos|siamo|ich|je|yo|io|eu|ik|mon|ma|mes|mein|meine|mi|mio|mia|meu|minha|mijn)$/iu
