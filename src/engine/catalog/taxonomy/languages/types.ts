// A kind of product in another language than the taxonomy's English (issue 28: a French prompt
// gets a French store): the words a merchant writing it uses, and what a shop in it titles
// products and collections. Keyed by the kind's id in the taxonomy.

export interface KindWords {
  /** singular, as written mid-sentence, no article: "thé en vrac", German "Tee" */
  one: string
  /** plural: "thés en vrac", "Tees" */
  many: string
  /** more words for it, singular and plural, loan words included: ["thé vert", "thés verts"] */
  nouns: string[]
  /** the collection's title: "Thés en vrac" */
  collection: string
  /** product titles, one per English style of the kind, in its order: "Thé du matin" */
  titles: string[]
}

export type ProductWords = Readonly<Record<string, KindWords>>

/** The sample catalogue's own sentences in a language (catalog.ts). */
export interface CatalogWords {
  /** a product's description: {title} and {store} filled */
  descriptions: string[]
  /** a collection's description: {collection} and {store} */
  collection: string
  /** the catalogue's "All products" collection: its title and description ({store}) */
  allProducts: { title: string; description: string }
  /** blog article titles: {products} (a collection's title, lower case) and {store} */
  articles: string[]
  /** an article's text: {title}, {store} */
  articleText: string
  /** the start or end of words that name a service: "cours", "Reparatur" (read in prompts too) */
  services: RegExp
  /** products of a service: {item} filled ("Revision · Komplett") */
  serviceTitles: string[]
  /**
   * products of a thing the taxonomy does not know, by design name as small makers name their
   * pieces ("Selle · Modello Wren", as "Wren Saddle" in English): {item} filled
   */
  goodsTitles: string[]
  /** option names: English name -> this language's */
  options: Readonly<Record<string, string>>
}
