// Issue 26: while a newcomer signs up, the process Chromium gives the preview's sandboxed frame is
// started by an invisible frame sandboxed the same way, kept until well after the editor's first
// preview (a few hundred milliseconds less between "Continue to your design" and their store).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WARM_FRAME_MS, warmPreviewProcess } from '../../src/features/editor/preload'

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('the warm preview frame', () => {
  it('is sandboxed as the preview is, hidden from people and keyboards, and goes after a while', () => {
    vi.useFakeTimers()
    const frame = warmPreviewProcess()
    expect(document.body.contains(frame)).toBe(true)
    // The preview's frame (PreviewPane) is sandbox="allow-scripts": the same sandbox, the same process.
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts')
    expect(frame.getAttribute('aria-hidden')).toBe('true')
    expect(frame.tabIndex).toBe(-1)
    expect(frame.style.opacity).toBe('0')
    expect(frame.style.pointerEvents).toBe('none')
    vi.advanceTimersByTime(WARM_FRAME_MS - 1)
    expect(document.body.contains(frame)).toBe(true)
    vi.advanceTimersByTime(1)
    expect(document.body.contains(frame)).toBe(false)
  })
})
