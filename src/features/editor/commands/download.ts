// Download ZIP: the theme as Shopify takes it. A theme with Theme Check errors that edits added
// asks first (the download warning); its "Download anyway" is downloadAnyway.
import { DOWNLOAD_FAILED } from '../outcomes'
import { checkAgainst, countOffenses, NO_FILES } from '../theme-check'
import { showToast } from './toast'
import type { Command, EditorContext } from './types'

function saveBlob(data: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([data as BlobPart], { type: 'application/zip' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

async function downloadZip(ctx: EditorContext, force: boolean): Promise<void> {
  const { theme, baseline, ui } = ctx
  const files = theme.files
  ui.setDownloading(true)
  try {
    if (!force) {
      // A theme Shopify would reject is not handed out without a word; the errors it had as it
      // was imported (or generated) are its own, not the merchant's doing, and pass quietly.
      const { offenses, added } = await checkAgainst(files, baseline?.files ?? NO_FILES).catch(() => ({
        offenses: [],
        added: [],
      }))
      const errors = countOffenses(added).errors
      if (errors > 0) {
        ui.setConfirmDownload({
          errors,
          own: countOffenses(offenses).errors - errors,
          ...(baseline ? { origin: baseline.source } : {}),
        })
        return
      }
    }
    const { exportZip } = await import('../../../engine/archive')
    const { fileName, data } = await exportZip(files, theme.storeConfig.name)
    saveBlob(data, fileName)
  } catch {
    showToast(DOWNLOAD_FAILED)
  } finally {
    ui.setDownloading(false)
  }
}

export const download: Command = {
  id: 'download',
  label: 'Download ZIP',
  enabled: (ctx) => !ctx.ui.downloading,
  perform: (ctx) => void downloadZip(ctx, false),
}

export const downloadAnyway: Command = {
  id: 'downloadAnyway',
  label: 'Download anyway',
  enabled: (ctx) => !ctx.ui.downloading,
  perform: (ctx) => void downloadZip(ctx, true),
}

/**
 * The download warning's "Show the files": the File Browser, listing only the files Theme Check
 * found problems in.
 */
export const showFilesWithErrors: Command = {
  id: 'showFilesWithErrors',
  label: 'Show the files',
  enabled: () => true,
  perform(ctx) {
    ctx.dispatch({ type: 'setTab', tab: 'files' })
    ctx.dispatch({ type: 'setFilesView', view: 'browser' })
    ctx.dispatch({ type: 'setProblemsOnly', on: true })
  },
}
