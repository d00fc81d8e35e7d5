// One compiled theme: a liquidjs engine reading the theme's files from memory, with Shopify's
// tags and filters, parsed templates, schemas, locales and settings, cached per files object so
// re-rendering a template costs only the render.
import { Context, Parser, type FS, type Template, type TopLevelToken } from 'liquidjs'
import { BudgetedLiquid, budgetFilters, RENDER_TIME_BUDGET_MS, RENDER_UNIT_BUDGET } from './budget'
import { installMarkerBlindComparisons, markerBlindOperators } from './compare'
import { readSectionSchema, themeSettingDefs, type SettingDef } from '../model/schema'
import { firstRawBlock, replaceRawBlocks } from '../model/raw-blocks'
import { oversizedFiles, type OversizedFile } from '../model/limits'
import { currentThemeSettings, readThemeJson, type ThemeFiles } from '../model/theme'
import type { Obj } from './data'
import { ASSET_PREFIX, type FilterHost, installFilters } from './filters'
import type { RenderHost, SectionInfo } from './host'
import { NEUTRAL_IMAGE } from './data'
import { stripMarkers } from './markers'
import { type FontFiles, STATE, stateOf } from './state'
import { installTags } from './tags'
import { strictThemeFiles } from './json'

const STRIPPED_BLOCKS = ['schema', 'stylesheet', 'javascript', 'doc']

/** Removes schema/stylesheet/javascript/doc bodies, keeping line numbers; returns what was taken. */
export function splitSource(source: string): { liquid: string; stylesheet: string; javascript: string } {
  let stylesheet = ''
  let javascript = ''
  const liquid = replaceRawBlocks(source, STRIPPED_BLOCKS, ({ tag, open, body, close }) => {
    if (tag === 'stylesheet') stylesheet += body
    if (tag === 'javascript') javascript += body
    return '\n'.repeat(`${open}${body}${close}`.split('\n').length - 1)
  })
  return { liquid, stylesheet, javascript }
}

/**
 * The tokens a liquidjs parse consumes, front first, in constant time. liquidjs takes them with
 * Array.prototype.shift, which V8 does in constant time only for small arrays: past some 30,000
 * tokens each shift copies the rest, and a 256 KB section of `{{a}}` took 1.5 s to parse.
 * The parser and its tags only ever read `length` and call `shift()` (liquidjs 10.30).
 */
class TokenQueue {
  private next = 0
  constructor(private readonly tokens: TopLevelToken[]) {}
  get length(): number {
    return this.tokens.length - this.next
  }
  shift(): TopLevelToken | undefined {
    return this.next < this.tokens.length ? this.tokens[this.next++] : undefined
  }
}

const LINEAR_PARSE = Symbol.for('vitrine.linearParse')

/**
 * liquidjs makes a Parser for every parse (templates, partials, layouts), so the queue goes in on
 * the prototype, once: only the preview parses with liquidjs.
 */
function installLinearParse(): void {
  const prototype = Parser.prototype as Parser & { [LINEAR_PARSE]?: true }
  if (prototype[LINEAR_PARSE]) return
  const parseTokens = prototype.parseTokens
  prototype.parseTokens = function (this: Parser, tokens: TopLevelToken[]) {
    const queue =
      tokens instanceof TokenQueue ? tokens : (new TokenQueue(tokens) as unknown as TopLevelToken[])
    return parseTokens.call(this, queue)
  }
  prototype[LINEAR_PARSE] = true
}

const MISSING_TAG = 'vitrine_missing_snippet'
const TEXT_ASSET = /\.(css|js|json|txt|svg|liquid)$/i
const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
}

function lookup(tree: unknown, key: string): unknown {
  let node = tree
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

function humanize(key: string): string {
  const last = key.split('.').pop() ?? key
  const text = last.replace(/_html$/, '').replace(/_/g, ' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export class ThemeRuntime implements FilterHost, RenderHost {
  readonly liquid: BudgetedLiquid
  readonly locale: unknown
  readonly schemaLocale: unknown
  readonly themeSettingDefs: SettingDef[]
  readonly themeSettingsStored: Record<string, unknown>
  private readonly templates = new Map<string, Template[]>()
  private readonly sections = new Map<string, SectionInfo | undefined>()
  private readonly extracted = new Map<string, { stylesheet: string; javascript: string }>()
  private readonly assets = new Map<string, string | undefined>()
  private assetFonts: FontFiles | undefined
  private readonly dynamic = new Map<string, Template[]>()

  /** the theme's files, lenient JSON rewritten as strict JSON, oversized files emptied */
  readonly files: ThemeFiles
  /** files over the size limits (see limits.ts): never parsed, an error wherever they are used */
  readonly oversized: Map<string, OversizedFile>
  /** ms timestamp past which no more files are parsed nor rendered (set for the page being rendered) */
  get deadline(): number | undefined {
    return this.liquid.pageDeadline
  }
  set deadline(at: number | undefined) {
    this.liquid.pageDeadline = at
  }

  constructor(files: ThemeFiles) {
    installLinearParse()
    this.oversized = oversizedFiles(files)
    let readable = files
    if (this.oversized.size > 0) {
      readable = { ...files }
      for (const path of this.oversized.keys()) readable[path] = ''
    }
    this.files = strictThemeFiles(readable)
    const fs: FS = {
      exists: async (path) => this.fileExists(path),
      existsSync: (path) => this.fileExists(path),
      readFile: async (path) => this.readSource(path),
      readFileSync: (path) => this.readSource(path),
      resolve: (dir, file, ext) => {
        const name = file.endsWith(ext) ? file : `${file}${ext}`
        return dir === '.' || dir === '' ? name : `${dir}/${name}`
      },
      contains: async () => true,
      containsSync: () => true,
      sep: '/',
      dirname: (file) => file.split('/').slice(0, -1).join('/'),
    }
    this.liquid = new BudgetedLiquid({
      fs,
      root: ['.'],
      partials: ['snippets'],
      layouts: ['layout'],
      extname: '.liquid',
      cache: true,
      relativeReference: false,
      dynamicPartials: true,
      strictFilters: false,
      strictVariables: false,
      lenientIf: true,
      jsTruthy: false,
      operators: markerBlindOperators,
      // Runaway templates: per render() call (one section, one snippet tree); BudgetedLiquid
      // also charges every filter call, in bytes and time (budget.ts).
      renderLimit: RENDER_TIME_BUDGET_MS,
      memoryLimit: RENDER_UNIT_BUDGET,
      parseLimit: 2e7,
    })
    installFilters(this.liquid, this)
    installTags(this.liquid, this)
    installMarkerBlindComparisons(this.liquid)
    budgetFilters(this.liquid)
    this.locale = this.readLocale(false)
    this.schemaLocale = this.readLocale(true)
    this.themeSettingDefs = themeSettingDefs(this.files)
    this.themeSettingsStored = currentThemeSettings(this.files)
  }

  private fileExists(path: string): boolean {
    // Missing snippets render as nothing (and an error), as Shopify renders a Liquid error.
    return path.startsWith('snippets/') || this.files[path] !== undefined
  }

  private readSource(path: string): string {
    const source = this.files[path]
    if (source === undefined) return `{% ${MISSING_TAG} '${path.replace(/'/g, '')}' %}`
    this.checkReadable(path)
    return splitSource(source).liquid
  }

  /** Throws, naming the limit, when the file is oversized or the page has no time left to parse it. */
  checkReadable(path: string): void {
    const oversized = this.oversized.get(path)
    if (oversized) throw new Error(oversized.message)
    if (this.deadline !== undefined && Date.now() > this.deadline)
      throw new Error(`Preview time limit reached; ${path} was not read`)
  }

  get missingTag(): string {
    return MISSING_TAG
  }

  private readLocale(schema: boolean): unknown {
    const suffix = schema ? '.default.schema.json' : '.default.json'
    const paths = Object.keys(this.files).filter((p) => p.startsWith('locales/') && p.endsWith(suffix))
    const path = paths.find((p) => p === `locales/en${suffix}`) ?? paths[0]
    if (!path) return {}
    try {
      return readThemeJson(this.files, path) ?? {}
    } catch {
      return {}
    }
  }

  /** Parsed template of a theme file; throws the parse error (with the file name) when it fails. */
  parse(path: string): Template[] {
    let parsed = this.templates.get(path)
    if (!parsed) {
      const source = this.files[path]
      if (source === undefined) throw new Error(`Could not find ${path}`)
      this.checkReadable(path)
      parsed = this.liquid.parse(splitSource(source).liquid, path)
      this.templates.set(path, parsed)
    }
    return parsed
  }

  /** stylesheet and javascript tag bodies of a section or block file */
  extras(path: string): { stylesheet: string; javascript: string } {
    let found = this.extracted.get(path)
    if (!found) {
      const { stylesheet, javascript } = splitSource(this.files[path] ?? '')
      found = { stylesheet, javascript }
      this.extracted.set(path, found)
    }
    return found
  }

  private bundle: { stylesheets: [string, string][]; javascripts: [string, string][] } | undefined

  /**
   * stylesheet and javascript tag bodies of every section, block and snippet: Shopify serves them
   * all, rendered or not, as one stylesheet and one script on every page.
   */
  bundled(): { stylesheets: [string, string][]; javascripts: [string, string][] } {
    if (!this.bundle) {
      const stylesheets: [string, string][] = []
      const javascripts: [string, string][] = []
      for (const path of Object.keys(this.files).sort()) {
        if (!/^(sections|blocks|snippets)\/[^/]+\.liquid$/.test(path)) continue
        if (!/\{%-?\s*(stylesheet|javascript)\b/.test(this.files[path] ?? '')) continue
        const { stylesheet, javascript } = this.extras(path)
        if (stylesheet.trim()) stylesheets.push([path, stylesheet])
        if (javascript.trim()) javascripts.push([path, javascript])
      }
      this.bundle = { stylesheets, javascripts }
    }
    return this.bundle
  }

  /** Schema of sections/{type}.liquid (or blocks/{type}.liquid with folder 'blocks'). */
  section(type: string, folder: 'sections' | 'blocks' = 'sections'): SectionInfo | undefined {
    const path = `${folder}/${type}.liquid`
    if (this.sections.has(path)) return this.sections.get(path)
    const source = this.files[path]
    let info: SectionInfo | undefined
    if (source !== undefined) {
      const schema = readSectionSchema(source) ?? { settings: [], blocks: [], presets: [] }
      let raw: Obj = {}
      const block = firstRawBlock(source, 'schema')
      try {
        const parsed: unknown = block ? JSON.parse(block.body) : {}
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) raw = parsed as Obj
      } catch {
        raw = {}
      }
      info = { path, schema, raw }
    }
    this.sections.set(path, info)
    return info
  }

  /** Resolves "{{ product.vendor }}" references inside a setting value against the page's objects. */
  resolveDynamic(text: string, globals: object): string {
    let parsed = this.dynamic.get(text)
    try {
      if (!parsed) {
        parsed = this.liquid.parse(text)
        this.dynamic.set(text, parsed)
      }
      return String(this.liquid.renderSync(parsed, {}, { globals }))
    } catch {
      return text
    }
  }

  /** The object a setting like "{{ closest.product }}" points at (undefined when it is not one). */
  resolveReference(expression: string, globals: object): unknown {
    try {
      const value: unknown = this.liquid.evalValueSync(
        expression,
        new Context({}, this.liquid.options, { globals }),
      )
      return value !== null && typeof value === 'object' ? value : undefined
    } catch {
      return undefined
    }
  }

  /** A translation from the default locale, with {{ var }} interpolation and count pluralisation. */
  translate(key: string, named: Record<string, unknown>): string {
    let value = lookup(this.locale, key)
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const forms = value as Record<string, unknown>
      const count = Number(named.count)
      const form = count === 0 && 'zero' in forms ? 'zero' : count === 1 ? 'one' : 'other'
      value = forms[form] ?? forms.other ?? forms.one
    }
    if (typeof value !== 'string') return `translation missing: en.${key}`
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
      const v = named[name]
      return v === undefined || v === null ? '' : String(v)
    })
  }

  /** "t:sections.x.name" values of schema settings, from the schema locale. */
  translateSchema(value: unknown): unknown {
    if (typeof value !== 'string' || !value.startsWith('t:')) return value
    const key = value.slice(2)
    const found = lookup(this.schemaLocale, key)
    return typeof found === 'string' ? found : humanize(key)
  }

  assetUrl(name: string): string {
    const clean = stripMarkers(name).replace(/^\/+/, '')
    if (/\.(css|js)(\.liquid)?$/i.test(clean)) return `${ASSET_PREFIX}${clean.replace(/\.liquid$/, '')}`
    const source = this.files[`assets/${clean}`]
    const ext = clean.split('.').pop()?.toLowerCase() ?? ''
    if (source === undefined)
      return /\.(woff2?|ttf|otf|eot)$/i.test(clean) ? 'data:font/woff2;base64,' : NEUTRAL_IMAGE
    if (source.startsWith('data:')) return source
    if (ext === 'svg') return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`
    if (IMAGE_TYPES[ext]) return NEUTRAL_IMAGE
    if (/^(woff2?|ttf|otf|eot)$/.test(ext)) return 'data:font/woff2;base64,'
    if (TEXT_ASSET.test(clean)) return `data:text/plain;charset=utf-8,${encodeURIComponent(source)}`
    return NEUTRAL_IMAGE
  }

  /** Text of an asset; .liquid assets are rendered with the theme settings (once per theme). */
  assetContent(name: string): string | undefined {
    const clean = stripMarkers(name).replace(/^\/+/, '').replace(/\?.*$/, '')
    // A .liquid asset may print font faces: what was rendered with other font files is stale.
    const fonts = stateOf({ globals: this.currentGlobals } as never)?.fonts
    if (fonts !== this.assetFonts) {
      this.assets.clear()
      this.assetFonts = fonts
    }
    if (this.assets.has(clean)) return this.assets.get(clean)
    const oversized = this.oversized.get(`assets/${clean}`) ?? this.oversized.get(`assets/${clean}.liquid`)
    if (oversized) {
      stateOf({ globals: this.currentGlobals } as never)?.errors.push({
        file: oversized.path,
        message: oversized.message,
      })
      return undefined
    }
    let content: string | undefined = this.files[`assets/${clean}`]
    if (content === undefined) {
      const liquidPath = `assets/${clean}.liquid`
      if (this.files[liquidPath] !== undefined) {
        const state = this.currentGlobals
        try {
          content = String(this.liquid.renderSync(this.parse(liquidPath), {}, { globals: state ?? {} }))
        } catch (error) {
          stateOf({ globals: state } as never)?.errors.push({
            file: liquidPath,
            message: error instanceof Error ? error.message : String(error),
          })
          content = ''
        }
      }
    }
    this.assets.set(clean, content)
    return content
  }

  /** settings_data.json's sections: the settings of static sections ({% section 'x' %}) */
  themeSettingsStoredSections(): Record<string, unknown> {
    const sections = this.themeSettingsStored.sections
    return sections && typeof sections === 'object' ? (sections as Record<string, unknown>) : {}
  }

  /** Globals of the render in progress, for assets rendered through Liquid. */
  currentGlobals: (Obj & { [STATE]?: unknown }) | undefined
}

const runtimes = new WeakMap<ThemeFiles, ThemeRuntime>()

export function runtimeFor(files: ThemeFiles): ThemeRuntime {
  let runtime = runtimes.get(files)
  if (!runtime) {
    runtime = new ThemeRuntime(files)
    runtimes.set(files, runtime)
  }
  return runtime
}
