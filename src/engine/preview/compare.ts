// An editable preview hands text settings to Liquid wrapped in markers (markers.ts). What the
// theme decides on a text must read what the merchant typed, not the markers: its comparisons
// (==, !=, <, >, contains, case/when) and a text's size. Otherwise edit mode renders another page
// than the preview outside it: a record shop's hero, whose drawing is chosen by
// `case name when 'disc-3'`, drew the fallback shopping bag, on another backdrop (`name.size`).
import {
  CaseTag,
  Context,
  defaultOperators,
  evalToken,
  toValue,
  type Emitter,
  type Liquid,
  type Operators,
} from 'liquidjs'
import { hasMarker, stripMarkers } from './markers'

/** A marked text as the merchant typed it; anything else as it is. */
function plain(value: unknown): unknown {
  if (typeof value === 'string') return hasMarker(value) ? stripMarkers(value) : value
  if (Array.isArray(value) && value.some((item) => typeof item === 'string' && hasMarker(item)))
    return value.map(plain)
  return value
}

const COMPARISONS = ['==', '!=', '<', '>', '<=', '>=', 'contains']

/** liquidjs's operators, with the comparisons reading marked texts as plain ones. */
export const markerBlindOperators: Operators = {
  ...defaultOperators,
  ...Object.fromEntries(
    COMPARISONS.map((name) => {
      const compare = defaultOperators[name] as (lhs: unknown, rhs: unknown, ctx: Context) => unknown
      const blind = (lhs: unknown, rhs: unknown, ctx: Context) => compare(plain(lhs), plain(rhs), ctx)
      return [name, blind as Operators[string]]
    }),
  ),
}

const equal = defaultOperators['=='] as (lhs: unknown, rhs: unknown, ctx: Context) => unknown

/** `case`/`when` as liquidjs renders it (every matching `when`, else `else`), on plain texts. */
class MarkerBlindCase extends CaseTag {
  override *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    const renderer = this.liquid.renderer
    const target = plain(yield toValue(yield this.value.value(ctx, ctx.opts.lenientIf)))
    let hit = false
    for (const branch of this.branches) {
      for (const token of branch.values) {
        const value = plain(yield evalToken(token, ctx, ctx.opts.lenientIf))
        if (yield equal(target, value, ctx)) {
          yield renderer.renderTemplates(branch.templates, ctx, emitter)
          hit = true
          break
        }
      }
    }
    if (!hit) yield renderer.renderTemplates(this.elseTemplates, ctx, emitter)
  }
}

const PLAIN_SIZE = Symbol.for('vitrine.plainSize')

/**
 * `text.size` counts the merchant's characters. liquidjs makes a Context for every render and
 * partial, so it goes on the prototype, once; only marked texts (which only the preview makes)
 * read differently.
 */
function installPlainSize(): void {
  const prototype = Context.prototype as Context & { [PLAIN_SIZE]?: true }
  if (prototype[PLAIN_SIZE]) return
  const readProperty = prototype.readProperty
  prototype.readProperty = function (this: Context, obj: unknown, key: unknown) {
    if (typeof obj === 'string' && key === 'size' && hasMarker(obj)) return stripMarkers(obj).length
    return readProperty.call(this, obj as object, key as string)
  }
  prototype[PLAIN_SIZE] = true
}

/** Makes the preview's Liquid compare and measure marked texts as the texts they mark. */
export function installMarkerBlindComparisons(liquid: Liquid): void {
  installPlainSize()
  liquid.registerTag('case', MarkerBlindCase)
}
