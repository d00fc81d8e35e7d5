// What the theme graph (@shopify/theme-graph) reads of one file: the tags and filters that link
// it to other files, its {% schema %}, the sections and blocks a template or section group
// names. Two versions of a file with the same inputs give the same graph, so an edit that leaves
// them alone (new text, a setting's value, markup) keeps the graph of the theme it started from.
import { nonTraversableProperties } from '@shopify/liquid-html-parser'
import { SourceCodeType, parseJSON, type SourceCode } from '@shopify/theme-check-common'

const LINKING_FILTERS = new Set(['asset_url', 'asset_img_url', 'inline_asset_content'])
const LINKING_TAGS = new Set(['section', 'sections'])

type Node = { type: string; position?: { start: number; end: number } } & Record<string, unknown>

const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && 'type' in value

/**
 * A string equal for two versions of `path` only if the graph reads the same of both; anything
 * this does not understand is given whole, so at worst the graph is built again.
 */
export function graphInputs(path: string, source: SourceCode | undefined, text: string): string {
  if (source === undefined) return inputsOf(path, source, text)
  let inputs = known.get(source)
  if (inputs === undefined) known.set(source, (inputs = inputsOf(path, source, text)))
  return inputs
}

/** By parse: a file edited again is compared with the inputs of its last version. */
const known = new WeakMap<SourceCode, string>()

function inputsOf(path: string, source: SourceCode | undefined, text: string): string {
  if (path.endsWith('.json')) {
    if (!/^(templates\/.+|sections\/[^/]+)\.json$/.test(path)) return ''
    if (source?.type !== SourceCodeType.JSON || source.ast instanceof Error) return `whole:${text}`
    return jsonInputs(text) ?? `whole:${text}`
  }
  if (!path.endsWith('.liquid')) return ''
  if (source?.type !== SourceCodeType.LiquidHtml || source.ast instanceof Error) return `whole:${text}`
  const found: string[] = []
  const stack: Node[] = [source.ast as unknown as Node]
  while (stack.length > 0) {
    const node = stack.pop()!
    if (linking(node) && node.position) found.push(text.slice(node.position.start, node.position.end))
    for (const key in node) {
      if (!Object.hasOwn(node, key) || nonTraversableProperties.has(key)) continue
      const value = node[key]
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) if (isNode(value[i])) stack.push(value[i] as Node)
      } else if (isNode(value)) stack.push(value)
    }
  }
  return found.join('\u0000')
}

function linking(node: Node): boolean {
  switch (node.type) {
    case 'RenderMarkup':
    case 'ContentForMarkup':
    case 'BlockMarkup':
      return true
    case 'LiquidTag':
      return LINKING_TAGS.has(node.name as string)
    case 'LiquidRawTag':
      return node.name === 'schema'
    case 'LiquidVariable':
      return ((node.filters as { name?: string }[] | undefined) ?? []).some((f) =>
        LINKING_FILTERS.has(f.name ?? ''),
      )
    default:
      return false
  }
}

/** A template's or section group's layout and the types of its sections and blocks, nested. */
function jsonInputs(text: string): string | undefined {
  const parsed: unknown = parseJSON(text)
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || parsed instanceof Error)
    return undefined
  const { layout, sections } = parsed as { layout?: unknown; sections?: unknown }
  const shape = (entries: unknown): unknown => {
    if (!entries || typeof entries !== 'object') return entries === undefined ? null : { invalid: entries }
    return Object.entries(entries as Record<string, unknown>).map(([key, value]) => {
      if (!value || typeof value !== 'object') return [key, { invalid: value }]
      const { type, blocks } = value as { type?: unknown; blocks?: unknown }
      return [key, 'type' in value ? type : '\u0000none', blocks === undefined ? null : shape(blocks)]
    })
  }
  return JSON.stringify(['layout' in parsed ? (layout ?? null) : '\u0000none', shape(sections)])
}
