// What the screens need from a browser and jsdom lacks, given once for every UI test.
import { configure } from '@testing-library/react'

// jsdom lays nothing out, so it has no scrolling: the router's scroll restoration calls
// window.scrollTo on every navigation, which jsdom answers with a "Not implemented" line.
window.scrollTo = () => undefined

// Radix measures some controls, and Select and friends ask for pointer capture and scrolling.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver
const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>
proto.scrollIntoView ??= () => undefined
proto.hasPointerCapture ??= () => false
proto.releasePointerCapture ??= () => undefined
proto.setPointerCapture ??= () => undefined

// findBy/waitFor give a busy machine a few seconds before they call an element missing.
configure({ asyncUtilTimeout: 5000 })
