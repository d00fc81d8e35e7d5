// Import in the Files tab: a Shopify theme ZIP becomes the current version, naming its own store.
import { toastError, toastSuccess } from '../../../lib/toast'
import { importedStoreConfig } from '../store-config'
import { saveFiles } from './save-files'
import type { Command, EditorContext } from './types'

/** One new version at a time: not while anything runs, a pull or another import included. */
const canImport = (ctx: EditorContext) => !ctx.busy && !ctx.readOnly && !ctx.pull.pulling && !ctx.ui.importing

export const importTheme: Command<File, Promise<void>> = {
  id: 'importTheme',
  label: 'Import',
  enabled: canImport,
  async perform(ctx, file) {
    if (!canImport(ctx)) return
    ctx.ui.setImporting(true)
    try {
      const { importZip } = await import('../../../engine/archive')
      const files = await importZip(await file.arrayBuffer())
      // The store it names is its own (or the file's), never the one shown before it.
      const result = await saveFiles(ctx, files, 'import', 'import', {
        explanation: `Imported from ${file.name}.`,
        storeConfig: importedStoreConfig(files, file.name),
      })
      if (result.ok) toastSuccess('Theme imported', `${file.name} is now the current version.`)
      else toastError('Import failed', result.error)
    } catch (error) {
      toastError('Import failed', error instanceof Error ? error.message : 'The ZIP could not be read.')
    } finally {
      ctx.ui.setImporting(false)
    }
  },
}
