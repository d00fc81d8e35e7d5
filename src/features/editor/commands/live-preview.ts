// Live Preview: the page as it renders now, in a tab of its own, without the editor's bridge.
import { toastError } from '../../../lib/toast'
import { livePreviewPage, injectPreviewBridge } from '../preview-bridge'
import { previewFonts } from '../preview-fonts'
import { renderInWorker } from '../render-client'
import type { Command, EditorContext } from './types'

async function openLivePreview(ctx: EditorContext): Promise<void> {
  const { previewFiles, template, theme } = ctx
  try {
    const fonts = await previewFonts.load(previewFiles)
    const { html } = await renderInWorker(previewFiles, { template, editable: false, fonts })
    const title = `${theme.storeConfig.name} — preview`
    const pageHtml = livePreviewPage(injectPreviewBridge(html, { editable: false, scrollY: 0 }), title)
    const url = URL.createObjectURL(new Blob([pageHtml], { type: 'text/html' }))
    window.open(url, '_blank', 'noopener')
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
  } catch {
    toastError('Preview failed', 'The preview could not be opened.')
  }
}

export const livePreview: Command = {
  id: 'livePreview',
  label: 'Live Preview',
  enabled: () => true,
  perform: (ctx) => void openLivePreview(ctx),
}
