// /editor's search params: an optional prompt to fill the box, an optional page to work on.
import { z } from 'zod'

export interface EditorSearch {
  prompt?: string
  pageId?: string
}

const searchSchema = z.object({
  prompt: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().max(4000))
    .optional()
    .catch(undefined),
  // The backend checks that the id is one of the user's pages; here only its form.
  pageId: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^[^\s]{1,128}$/))
    .optional()
    .catch(undefined),
})

export function parseEditorSearch(search: Record<string, unknown>): EditorSearch {
  const { prompt, pageId } = searchSchema.parse(search)
  return { ...(prompt ? { prompt } : {}), ...(pageId ? { pageId } : {}) }
}
