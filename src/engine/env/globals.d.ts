// The engine's type-check (tsconfig.engine.json) has neither the DOM's nor Node's types: these are
// the few web-standard globals the engine uses, which every host it runs in provides (browsers,
// Convex's runtime, Node 20), declared as far as the engine uses them. The app's tsconfig.json
// excludes this file and takes the real declarations from the DOM library.

declare const performance: { now(): number }

declare function setTimeout(handler: () => void, timeout?: number): unknown
declare function clearTimeout(timer: unknown): void

interface MessagePort {
  onmessage: ((event: unknown) => void) | null
  postMessage(message: unknown): void
  close(): void
}

declare class MessageChannel {
  readonly port1: MessagePort
  readonly port2: MessagePort
}

interface AbortSignal {
  readonly aborted: boolean
}

declare class AbortController {
  readonly signal: AbortSignal
  abort(reason?: unknown): void
}

declare function btoa(data: string): string
declare function atob(data: string): string

declare class TextEncoder {
  encode(input?: string): Uint8Array<ArrayBuffer>
}

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean })
  decode(input?: ArrayBufferView | ArrayBuffer, options?: { stream?: boolean }): string
}
