// /editor's search params: an optional prompt to fill the box, an optional page to work on.
import { optionalSearchString } from '../../lib/search-params'
import { MAX_PROMPT_LENGTH } from '../../engine/model'

export interface EditorSearch {
  prompt?: string
  pageId?: string
}

export function parseEditorSearch(search: Record<string, unknown>): EditorSearch {
  const prompt = optionalSearchString(search.prompt, MAX_PROMPT_LENGTH)
  // The backend checks that the id is one of the user's pages; here only its form.
  const pageId = optionalSearchString(search.pageId, 128, /^[^\s]+$/)
  return { ...(prompt ? { prompt } : {}), ...(pageId ? { pageId } : {}) }
}
