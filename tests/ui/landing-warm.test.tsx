// Issue 26: the editor's code loads from the moment a visitor starts describing their store, not
// once they have signed up, so that it is there when they open their design.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { AiBuilder } from '../../src/features/landing/AiBuilder'
import { renderScreen } from './auth-harness'

const warmEditorCode = vi.fn(async () => undefined)
vi.mock('../../src/features/editor/preload', () => ({
  warmEditorCode,
  preloadEditor: vi.fn(),
}))

afterEach(cleanup)

describe("the landing page's prompt box", () => {
  it("loads the editor's code when a visitor starts describing their store", async () => {
    renderScreen(() => <AiBuilder />)
    const box = await screen.findByLabelText('Describe your store')
    expect(warmEditorCode).not.toHaveBeenCalled()
    fireEvent.focus(box)
    await waitFor(() => expect(warmEditorCode).toHaveBeenCalledTimes(1))
  })
})
