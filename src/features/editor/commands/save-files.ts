// Saving new files as a version: what the visual edit, Code View, the Config tab and an import
// share. The frame gets the edit first; the editor's own re-render follows as a transition.
import { startTransition } from 'react'
import { storeConfigFromFiles, type StoreConfig } from '../../../engine/model'
import { readableError } from '../load-errors'
import { rememberContents } from '../theme-files'
import { markEdit } from '../timing'
import type { ApplyResult, ShownAtOnce } from '../visual-edit'
import type { EditorContext } from './types'

/** What changed from `base` to `next`: new or edited files with their text, deleted ones as null. */
export function fileChanges(
  base: Record<string, string> | null,
  next: Record<string, string>,
): { path: string; source: string | null }[] {
  const changes: { path: string; source: string | null }[] = []
  for (const path of Object.keys(next).sort()) {
    if (base === null || base[path] !== next[path]) changes.push({ path, source: next[path]! })
  }
  if (base !== null)
    for (const path of Object.keys(base)) if (!(path in next)) changes.push({ path, source: null })
  return changes
}

export async function saveFiles(
  ctx: EditorContext,
  files: Record<string, string>,
  source: 'visual_edit' | 'code_edit' | 'config' | 'import',
  label: string,
  {
    storeConfig,
    explanation,
    atOnce,
  }: { storeConfig?: StoreConfig; explanation?: string; atOnce?: ShownAtOnce } = {},
): Promise<ApplyResult> {
  const { saved, theme, dispatch } = ctx
  // A text or colour of the selected element shows on it at once, before the page renders anew.
  markEdit(label)
  if (atOnce) await ctx.preview.showEdit(atOnce)
  ctx.preview.prime(files)
  startTransition(() => {
    dispatch({ type: 'showPending', files, baseVersionId: saved?.versionId ?? null })
    dispatch({ type: 'startBusy', task: 'save' })
  })
  try {
    const base = source === 'import' || saved === null ? null : saved.files
    const changes = fileChanges(base, files)
    // This tab knows the new contents: the manifest that names them needs no fetch.
    await rememberContents(changes.flatMap((change) => (change.source === null ? [] : [change.source])))
    const result = await ctx.backend.saveEdit({
      ...ctx.scope,
      source,
      ...(base !== null && saved ? { baseVersionId: saved.versionId } : {}),
      changes,
      explanation: explanation ?? theme.explanation,
      storeConfig: storeConfig ?? storeConfigFromFiles(files) ?? theme.storeConfig,
    })
    ctx.afterSave(result)
    return { ok: true }
  } catch (error) {
    dispatch({ type: 'dropPending' })
    return {
      ok: false,
      error: error instanceof Error ? readableError(error) : 'The changes could not be saved',
    }
  } finally {
    dispatch({ type: 'endBusy' })
  }
}
