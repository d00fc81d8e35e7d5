// The prompt as tagged words, through compromise (a rule-based English tagger). Its guesses are
// corrected where the taxonomy knows better (products.ts: "caps" in "tees and caps" is a noun).
import nlp from 'compromise'

export interface Token {
  /** the word as written, without surrounding punctuation */
  text: string
  /** lower case, without punctuation */
  lower: string
  tags: ReadonlySet<string>
  /** punctuation or spaces before and after the word, as written */
  pre: string
  post: string
  /** where the word starts in the text */
  start: number
  /** index of the sentence it belongs to */
  sentence: number
}

interface TermJson {
  text: string
  pre: string
  post: string
  normal: string
  tags: string[]
  offset?: { start: number }
}

/** The words of a text with their part-of-speech tags, in order. */
export function tokenize(text: string): Token[] {
  const sentences = nlp(text).json({ offset: true }) as { terms: TermJson[] }[]
  const tokens: Token[] = []
  sentences.forEach((sentence, index) => {
    for (const term of sentence.terms) {
      if (term.text === '') continue
      tokens.push({
        text: term.text,
        lower: term.text.toLowerCase(),
        tags: new Set(term.tags),
        pre: term.pre,
        post: term.post,
        start: term.offset?.start ?? 0,
        sentence: index,
      })
    }
  })
  return tokens
}

/** True when something other than a space separates a word from the next (a comma, a dash...). */
export function breaksAfter(token: Token): boolean {
  return /[^\s]/.test(token.post)
}
