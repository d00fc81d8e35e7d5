// The theme a composer job will make of a request, made here first: the preview shows it at once,
// while the job checks and saves it (SPEC's prompt -> preview), and the landing page's design shows
// before its job has even started.
import {
  composeTheme,
  languageLoaded,
  loadComposeArt,
  loadLanguage,
  promptLanguage,
} from '../../engine/compose'
import { loadArt, takeWantedArt } from '../../engine/catalog'
import {
  composeInputSchema,
  splitPrompt,
  type PageType,
  type ProductDetails,
  type Theme,
} from '../../engine/model'
import type { DesignRequest } from './design-request'

export interface GenerationInput {
  prompt: string
  pageType?: PageType
  product?: ProductDetails
}

/** What a generation of this request is asked to make, on a page of this type (if any). */
export function generationInput(request: DesignRequest, page: { pageType: string } | null): GenerationInput {
  const pageType = request.pageType ?? (page?.pageType as PageType | undefined)
  return {
    prompt: request.prompt.trim(),
    ...(pageType ? { pageType } : {}),
    ...(request.product ? { product: request.product as ProductDetails } : {}),
  }
}

let last: { key: string; theme: Theme | undefined } | null = null
let warm = false

/** The theme a composer job makes of this input: the job reads it so, its page type homepage by default. */
function jobTheme(input: GenerationInput): Theme {
  return composeTheme(composeInputSchema.parse(input))
}

/**
 * The theme a composer job makes of this input, before the job has checked and saved it. Undefined if the input does not compose; the job then says why. The last one is kept:
 * the same input gives the same files object, so a preview already showing it has nothing new to
 * render.
 */
export function composedDraft(input: GenerationInput): Theme | undefined {
  const key = JSON.stringify(input)
  if (last?.key === key) return last.theme
  // A prompt in another language: its words are a chunk of their own. Until they are here the
  // draft would be an English store the job then replaces, so there is none: the job's shows.
  const language = promptLanguage(splitPrompt(input.prompt).description || input.prompt)
  if (!languageLoaded(language)) {
    void loadLanguage(language).catch(() => undefined)
    return undefined
  }
  let theme: Theme | undefined
  try {
    theme = jobTheme(input)
  } catch {
    theme = undefined
  }
  // Its pictures not loaded yet (the Chat tab's first store of a kind): this draft is drawn in
  // line art and kept, so the preview is not asked to render a new draft at every call; the
  // pictures load for the next store, and the job's theme is drawn in colour.
  const wanted = takeWantedArt()
  if (wanted.length > 0) void loadArt(wanted).catch(() => undefined)
  warm = true
  last = { key, theme }
  return theme
}

/** Loads the words a draft of this input needs (a prompt in French: French ones); nothing in English. */
export async function loadDraftLanguage(input: GenerationInput): Promise<void> {
  await loadLanguage(promptLanguage(splitPrompt(input.prompt).description || input.prompt))
  // And the coloured pictures of what it sells, so the draft is drawn as the job's theme is.
  const parsed = composeInputSchema.safeParse(input)
  if (parsed.success) await loadComposeArt(parsed.data).catch(() => undefined)
}

/**
 * The composer's set-up (word lists, the catalogue), paid once in a tab, before it is needed;
 * nothing when a draft has been composed already.
 */
export function warmUpComposer(): void {
  if (warm) return
  warm = true
  try {
    jobTheme({ prompt: 'A small shop' })
  } catch {
    // only a warm-up
  }
}
