// The Config tab's Apply: the store's name, tagline, colour and categories, written into the theme.
import type { StoreConfig } from '../../../engine/model'
import { APPLY_CONFIG_LABEL } from '../ConfigTab'
import { CHANGES_APPLIED } from '../outcomes'
import { applyStoreConfig, explanationAfterConfig } from '../store-config'
import type { ApplyResult } from '../visual-edit'
import { saveFiles } from './save-files'
import { showToast } from './toast'
import type { Command } from './types'

export const applyConfig: Command<StoreConfig, Promise<ApplyResult>> = {
  id: 'applyConfig',
  label: APPLY_CONFIG_LABEL,
  enabled: (ctx) => !ctx.busy && !ctx.readOnly,
  async perform(ctx, config) {
    let files: Record<string, string>
    try {
      files = applyStoreConfig(ctx.previewFiles, config)
    } catch (error) {
      return {
        ok: false,
        error: error instanceof Error ? error.message : 'The theme settings could not be read',
      }
    }
    const result = await saveFiles(ctx, files, 'config', 'config change', {
      storeConfig: config,
      explanation: explanationAfterConfig(ctx.theme.explanation, ctx.theme.storeConfig, config),
    })
    if (result.ok) showToast(CHANGES_APPLIED)
    return result
  },
}
