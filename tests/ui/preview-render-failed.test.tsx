// A render that fails while the frame still shows the page before it (edit mode's editable page
// stopped on a loaded machine): the preview says so over that page, with Try again, and does not
// leave the merchant clicking a page that cannot be edited.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Theme } from '@radix-ui/themes'
import { useRef, useState } from 'react'
import { PreviewPane } from '../../src/features/editor/PreviewPane'
import { usePreview } from '../../src/features/editor/usePreview'
import { RENDER_STOPPED } from '../../src/features/editor/render-client'
import { boundCommand } from './bound-command'

const renders: { editable: boolean; fail: boolean }[] = []
let failEditable = true

vi.mock('../../src/features/editor/render-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/features/editor/render-client')>()
  return {
    ...actual,
    renderInWorker: async (_files: Record<string, string>, options: { editable: boolean }) => {
      const fail = options.editable && failEditable
      renders.push({ editable: options.editable, fail })
      if (fail) throw new Error(actual.RENDER_STOPPED)
      const mark = options.editable ? ' data-vitrine-setting="heading"' : ''
      return { html: `<html><body><h1${mark}>Stride</h1></body></html>`, errors: [] }
    },
  }
})

const FILES = { 'templates/index.liquid': '<h1>Stride</h1>' }

function Harness({ editing = false }: { editing?: boolean }) {
  const frameRef = useRef<HTMLIFrameElement>(null)
  const [editMode, setEditMode] = useState(editing)
  const preview = usePreview(FILES, 'index', editMode, frameRef, () => 0)
  return (
    <Theme>
      <PreviewPane
        domain="stride-shoes.myshopify.com"
        template="index"
        templates={['index']}
        onTemplateChange={() => undefined}
        device="desktop"
        onDeviceChange={() => undefined}
        editMode={editMode}
        toggleEditMode={boundCommand(() => setEditMode((on) => !on), { label: 'Edit Mode' })}
        preview={preview}
        livePreview={boundCommand(() => undefined, { label: 'Live Preview' })}
        frameRef={frameRef}
      />
    </Theme>
  )
}

const frameDoc = () => screen.getByTitle('Theme preview').getAttribute('srcdoc') ?? ''

afterEach(() => {
  cleanup()
  renders.length = 0
  failEditable = true
})

describe('a preview whose render fails over the page it showed', () => {
  it('says so over that page, and Try again renders it again', async () => {
    render(<Harness />)
    await waitFor(() => expect(frameDoc()).toContain('<h1>Stride</h1>'))
    expect(screen.queryByRole('alert')).toBeNull()

    // Edit mode asks for the editable page; its render is stopped.
    fireEvent.click(screen.getByRole('button', { name: 'Edit Mode' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(`The preview could not be rendered: ${RENDER_STOPPED}`)
    // The page it showed is still there, under the notice.
    expect(frameDoc()).toContain('<h1>Stride</h1>')
    expect(frameDoc()).not.toContain('<h1 data-vitrine-setting')

    failEditable = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(frameDoc()).toContain('data-vitrine-setting="heading"'))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(renders).toEqual([
      { editable: false, fail: false },
      { editable: true, fail: true },
      { editable: true, fail: false },
    ])
  })

  it('with no page shown yet, says so in its place, and Try again renders it', async () => {
    render(<Harness editing />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(`The preview could not be rendered: ${RENDER_STOPPED}`)
    expect(screen.queryByTitle('Theme preview')).toBeNull()

    failEditable = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(frameDoc()).toContain('data-vitrine-setting="heading"'))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(renders.map((r) => r.fail)).toEqual([true, false])
  })
})
