// Long synchronous work (Theme Check of a theme takes ~0.5 s) gives the event loop a turn every
// few milliseconds, so that what shares the thread keeps answering: the browser's editor, and the
// local backend's HTTP server while a job runs in the dev server's process. The engine stays free
// of Node and DOM types: setImmediate where there is one (Node), a MessageChannel otherwise
// (browsers and workers), both without setTimeout's clamping.

/** How long work runs before it lets the event loop take a turn. */
export const SLICE_MS = 12

const now = () => performance.now()
let sliceStart = now()

type Immediate = (callback: () => void) => unknown

function macrotask(): Promise<void> {
  const immediate = (globalThis as { setImmediate?: Immediate }).setImmediate
  if (typeof immediate === 'function') return new Promise((resolve) => void immediate(resolve))
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        channel.port1.close()
        resolve()
      }
      channel.port2.postMessage(null)
    })
  }
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** The turn being waited for: work running side by side (Promise.all) waits for the same one. */
let turn: Promise<void> | null = null

/**
 * Undefined within a slice (nothing to wait for: hot loops then skip the await); past SLICE_MS,
 * a promise resolved after the event loop has had one turn. Every caller that comes while a turn
 * is pending waits for that turn: were each to wait for a turn of its own, a hundred pipelines
 * would resume one after the other within one event loop phase.
 */
export function breathe(): Promise<void> | undefined {
  if (turn) return turn
  if (now() - sliceStart < SLICE_MS) return undefined
  turn = macrotask().then(() => {
    turn = null
    sliceStart = now()
  })
  return turn
}
