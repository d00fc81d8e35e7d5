// The theme's Theme Check baseline: the files whose offenses are the theme's own, those of the
// import (or pull) or generation the current version descends from (baselineNumber in
// convex/model/themes.ts), so the editor tells them from the offenses edits added since.
import { useMemo } from 'react'
import { api } from '../../../convex/_generated/api'
import type { Id } from '../../../convex/_generated/dataModel'
import { useLiveQuery } from '../../components/useLiveQuery'
import { useThemeFiles } from './theme-files'
import { NO_FILES, type BaselineSource } from './theme-check'

export interface ThemeBaseline {
  files: Record<string, string>
  /** Where they came from; null when nothing did (a theme made from the starter): no offenses. */
  source: BaselineSource | null
}

interface SavedVersion {
  number: number
  source: string
  /** The baseline's version number (themes.current); null or absent: there is none. */
  baseNumber?: number | null
  files: Record<string, string>
}

const NONE: ThemeBaseline = { files: NO_FILES, source: null }

/**
 * The baseline of the saved version, or of the starter when there is none yet (its own: Vitrine
 * made it). Undefined while the baseline's files load. An untouched import is its own baseline,
 * known at once; an edited one's comes from themes.baseline, its contents fetched by hash (most
 * of them the current version's, held already).
 */
export function useThemeBaseline(
  scope: { pageId?: Id<'pages'> },
  saved: SavedVersion | null,
  starterFiles: Record<string, string>,
): ThemeBaseline | undefined {
  const baseNumber = saved?.baseNumber ?? null
  const elsewhere = saved !== null && baseNumber !== null && baseNumber !== saved.number
  const query = useLiveQuery(api.themes.baseline, elsewhere ? scope : 'skip')
  const version =
    elsewhere && query.status === 'success' && query.data !== null && query.data.number === baseNumber
      ? query.data
      : null
  const files = useThemeFiles(version)
  const fetched =
    version !== null && files.status === 'success' && files.theme.versionId === version.versionId
      ? files.files
      : undefined
  const source: BaselineSource = (version?.source ?? saved?.source) === 'import' ? 'import' : 'generation'
  // The theme it descends from is gone (never: versions are not deleted alone): as if none.
  const gone = query.status === 'success' && query.data === null

  return useMemo(() => {
    if (saved === null) return { files: starterFiles, source: 'generation' }
    if (baseNumber === null) return NONE
    if (baseNumber === saved.number) return { files: saved.files, source }
    if (gone) return NONE
    return fetched === undefined ? undefined : { files: fetched, source }
  }, [saved, starterFiles, baseNumber, source, gone, fetched])
}
