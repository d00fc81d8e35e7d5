// Theme Check takes ~0.5 s of a composed theme: in local mode it runs in the dev server's process,
// whose HTTP server must keep answering the editor meanwhile (and in the browser, the editor must
// keep painting). It gives the event loop turns as it goes.
import { describe, expect, it } from 'vitest'
import { breathe, SLICE_MS } from '../../src/engine/validate/breathe'
import { composeTheme } from '../../src/engine/compose'
import { validateTheme } from '../../src/engine/validate/theme-check'

describe('breathe', () => {
  it('asks for no wait within a slice, and one shared turn of the event loop past it', async () => {
    await new Promise((resolve) => setImmediate(resolve))
    const start = performance.now()
    while (performance.now() - start < SLICE_MS + 2) {
      // busy: the slice runs out
    }
    // Waiting in line for the event loop: it runs before the turn ends.
    let timerRan = false
    setImmediate(() => (timerRan = true))
    const first = breathe()
    const second = breathe()
    expect(first).toBeInstanceOf(Promise)
    expect(second).toBe(first)
    expect(timerRan).toBe(false)
    await first
    expect(timerRan).toBe(true)
    expect(breathe()).toBeUndefined()
  })
})

describe('Theme Check', () => {
  it('lets timers run while it checks a theme, not only after', async () => {
    await validateTheme(composeTheme({ prompt: 'A tea shop called Leaf', pageType: 'homepage' }).files)
    const theme = composeTheme({ prompt: 'A bike repair shop called Spoke', pageType: 'homepage' })
    let turns = 0
    let done = false
    const tick = () => {
      if (done) return
      turns++
      setImmediate(tick)
    }
    setImmediate(tick)
    await validateTheme(theme.files)
    done = true
    // One turn per slice: a check of several hundred milliseconds gives many.
    expect(turns).toBeGreaterThan(5)
  })
})
