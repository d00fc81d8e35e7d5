// Shopify Theme Check (the recommended checks) on a theme held in memory. It wires the same
// dependencies as @shopify/theme-check-node's themeCheckRun, but reads the theme from a files map
// and the Liquid docs from the JSON shipped in @shopify/theme-check-docs-updater, so it runs in
// the browser, in Convex actions and in Node without a file system or the network.
import {
  AugmentedThemeDocset,
  FileType,
  JSONValidator,
  Severity,
  SourceCodeType,
  extractCSSClassesFromAssetUri,
  extractCSSClassesFromLiquidAST,
  extractDocDefinition,
  filePathSupportsLiquidDoc,
  isBlock,
  isSection,
  memo,
  path as uriPath,
  recommended,
  toSchema,
  toSourceCode,
  type AbstractFileSystem,
  type AppBlockSchema,
  type Config,
  type FileStat,
  type FileTuple,
  type JsonValidationSet,
  type LiquidHtmlNode,
  type Offense,
  type SchemaDefinition,
  type SectionSchema,
  type ThemeBlockSchema,
  type ThemeDocset,
} from '@shopify/theme-check-common'
import { buildThemeGraph, toSourceCode as toGraphSourceCode, type ThemeGraph } from '@shopify/theme-graph'
import { breathe } from './breathe'
import { fileBytes, oversizedFiles, type OversizedFile } from './limits'
import type { ThemeFiles } from './theme'
import { runChecks } from './validate/run-checks'

export interface ThemeOffense {
  /** theme-relative path, e.g. sections/header.liquid */
  file: string
  /** 1-based */
  line: number
  /** 1-based */
  column: number
  severity: 'error' | 'warning' | 'info'
  check: string
  message: string
}

/** A fake root: checks only ever see URIs, never a real disk. */
export const THEME_ROOT_URI = 'file:///theme'

/** The settings theme-check-node's configs/recommended.yml gives (severities are the checks' own). */
export function recommendedConfig(rootUri = THEME_ROOT_URI): Config {
  return {
    context: 'theme',
    checks: recommended,
    settings: {},
    rootUri,
    ignore: ['node_modules/**'],
  }
}

const SEVERITIES = {
  [Severity.ERROR]: 'error',
  [Severity.WARNING]: 'warning',
  [Severity.INFO]: 'info',
} as const

/**
 * An AbstractFileSystem over a files map, with the folders implied by the paths. Files in
 * `unreadable` (too large to read, see limits.ts) are listed and have their size, but read as
 * empty: no check parses them.
 */
export class MemoryFileSystem implements AbstractFileSystem {
  private readonly files = new Map<string, string>()
  private readonly folders = new Map<string, Map<string, FileType>>()
  private readonly unreadable = new Set<string>()

  constructor(files: ThemeFiles, rootUri = THEME_ROOT_URI, unreadable = new Map<string, OversizedFile>()) {
    for (const path of unreadable.keys())
      this.unreadable.add(uriPath.normalize(uriPath.join(rootUri, ...path.split('/'))))
    const root = uriPath.normalize(rootUri)
    this.folders.set(root, new Map())
    for (const [relativePath, source] of Object.entries(files)) {
      const parts = relativePath.split('/')
      let parent = root
      parts.forEach((part, index) => {
        const uri = uriPath.join(parent, part)
        const isFile = index === parts.length - 1
        this.folders.get(parent)?.set(uri, isFile ? FileType.File : FileType.Directory)
        if (isFile) this.files.set(uri, source)
        else if (!this.folders.has(uri)) this.folders.set(uri, new Map())
        parent = uri
      })
    }
  }

  async stat(uri: string): Promise<FileStat> {
    const key = uriPath.normalize(uri)
    const source = this.files.get(key)
    if (source !== undefined) return { type: FileType.File, size: fileBytes(uriPath.basename(key), source) }
    if (this.folders.has(key)) return { type: FileType.Directory, size: 0 }
    throw new Error(`File not found: ${uri}`)
  }

  async readFile(uri: string): Promise<string> {
    const key = uriPath.normalize(uri)
    const source = this.files.get(key)
    if (source === undefined) throw new Error(`File not found: ${uri}`)
    return this.unreadable.has(key) ? '' : source
  }

  async readDirectory(uri: string): Promise<FileTuple[]> {
    const entries = this.folders.get(uriPath.normalize(uri))
    if (!entries) throw new Error(`Directory not found: ${uri}`)
    return [...entries]
  }
}

// Schema URIs are identifiers only: the validator resolves $refs among them and never fetches.
const SCHEMA_ROOT = 'https://vitrine.invalid/theme-liquid-docs/schemas'

const loadDocs = memo(async () => {
  const [filters, objects, tags, systemTranslations] = await Promise.all([
    import('@shopify/theme-check-docs-updater/data/filters.json'),
    import('@shopify/theme-check-docs-updater/data/objects.json'),
    import('@shopify/theme-check-docs-updater/data/tags.json'),
    import('@shopify/theme-check-docs-updater/data/shopify_system_translations.json'),
  ])
  return {
    filters: filters.default,
    objects: objects.default,
    tags: tags.default,
    systemTranslations: systemTranslations.default,
  } as unknown as {
    filters: Awaited<ReturnType<ThemeDocset['filters']>>
    objects: Awaited<ReturnType<ThemeDocset['objects']>>
    tags: Awaited<ReturnType<ThemeDocset['tags']>>
    systemTranslations: Awaited<ReturnType<ThemeDocset['systemTranslations']>>
  }
})

const SCHEMA_MODULES: Record<string, () => Promise<{ default: unknown }>> = {
  'theme/translations.json': () => import('@shopify/theme-check-docs-updater/data/translations.json'),
  'theme/theme_block.json': () => import('@shopify/theme-check-docs-updater/data/theme_block.json'),
  'theme/theme_settings.json': () => import('@shopify/theme-check-docs-updater/data/theme_settings.json'),
  'theme/section.json': () => import('@shopify/theme-check-docs-updater/data/section.json'),
  'theme/settings.json': () => import('@shopify/theme-check-docs-updater/data/settings.json'),
  'theme/setting.json': () => import('@shopify/theme-check-docs-updater/data/setting.json'),
  'theme/default_setting_values.json': () =>
    import('@shopify/theme-check-docs-updater/data/default_setting_values.json'),
  'theme/app_block_entry.json': () => import('@shopify/theme-check-docs-updater/data/app_block_entry.json'),
  'theme/theme_block_entry.json': () =>
    import('@shopify/theme-check-docs-updater/data/theme_block_entry.json'),
  'theme/targetted_block_entry.json': () =>
    import('@shopify/theme-check-docs-updater/data/targetted_block_entry.json'),
  'theme/preset_blocks.json': () => import('@shopify/theme-check-docs-updater/data/preset_blocks.json'),
  'theme/preset.json': () => import('@shopify/theme-check-docs-updater/data/preset.json'),
  'theme/local_block_entry.json': () =>
    import('@shopify/theme-check-docs-updater/data/local_block_entry.json'),
}

const loadThemeSchemas = memo(async (): Promise<SchemaDefinition[]> => {
  const manifest = (await import('@shopify/theme-check-docs-updater/data/manifest_theme.json')).default as {
    schemas: { uri: string; fileMatch?: string[] }[]
  }
  return Promise.all(
    manifest.schemas.map(async ({ uri, fileMatch }) => {
      const load = SCHEMA_MODULES[uri]
      if (!load) throw new Error(`Theme Check schema ${uri} is not bundled`)
      return { uri: `${SCHEMA_ROOT}/${uri}`, fileMatch, schema: JSON.stringify((await load()).default) }
    }),
  )
})

const baseDocset: ThemeDocset = {
  filters: async () => (await loadDocs()).filters,
  objects: async () => (await loadDocs()).objects,
  // As ThemeLiquidDocsManager does: the augmented docset filters drops out of the objects.
  liquidDrops: async () => (await loadDocs()).objects,
  tags: async () => (await loadDocs()).tags,
  systemTranslations: async () => (await loadDocs()).systemTranslations,
}

/** Shared across calls so the docs are parsed and augmented once. */
export const themeDocset = new AugmentedThemeDocset(baseDocset)

export const jsonValidationSet: JsonValidationSet = {
  schemas: async (mode) => (mode === 'theme' ? loadThemeSchemas() : []),
}

const schemaValidator = memo(() => JSONValidator.create(jsonValidationSet, recommendedConfig()))

/**
 * Parsed files by path and content, across calls: composed themes share most of their sections
 * and snippets, so most files are parsed once per process. The checks and the theme graph only
 * read a source's AST (as theme-check's language server, which keeps them between runs too).
 */
const parsedSources = new Map<string, ReturnType<typeof toSourceCode>>()
/** Characters of source whose parses are kept (their ASTs take several times that in memory). */
const PARSED_SOURCES_BUDGET = 4_000_000
const PARSED_SOURCE_MAX = 100_000
let parsedCharacters = 0

function parsedSource(uri: string, source: string) {
  if (source.length > PARSED_SOURCE_MAX) return toSourceCode(uri, source)
  const key = `${uri}\u0000${source}`
  let parsed = parsedSources.get(key)
  if (parsed === undefined) {
    parsed = toSourceCode(uri, source)
    parsedSources.set(key, parsed)
    parsedCharacters += key.length
    for (const [oldest] of parsedSources) {
      if (parsedCharacters <= PARSED_SOURCES_BUDGET) break
      parsedSources.delete(oldest)
      parsedCharacters -= oldest.length
    }
  }
  return parsed
}

/** What is read from one parsed file alone, kept as long as its parse is kept (parsedSource). */
const readFromSource = new WeakMap<object, Map<string, Promise<unknown>>>()

function fromSource<T>(source: object, what: string, read: () => Promise<T>): Promise<T> {
  let known = readFromSource.get(source)
  if (known === undefined) readFromSource.set(source, (known = new Map()))
  let value = known.get(what) as Promise<T> | undefined
  if (value === undefined) known.set(what, (value = read()))
  return value
}

/** The theme's Liquid and JSON files, parsed (or remembered), giving the event loop turns. */
async function themeSourceFiles(files: ThemeFiles, rootUri: string, oversized: Map<string, OversizedFile>) {
  const sources: ReturnType<typeof parsedSource>[] = []
  for (const file of Object.keys(files).sort()) {
    if (!(file.endsWith('.liquid') || file.endsWith('.json')) || oversized.has(file)) continue
    const turn = breathe()
    if (turn) await turn
    sources.push(parsedSource(uriPath.join(rootUri, ...file.split('/')), files[file] ?? ''))
  }
  return sources
}

/**
 * Theme Check's MaxFileSize, for files over Shopify's limits or too large to parse at all (see
 * limits.ts). Such a file is reported without being parsed; the other checks never see it.
 */
function maxFileSizeOffenses(oversized: Map<string, OversizedFile>): ThemeOffense[] {
  return [...oversized.values()].map(({ path, message, themeCheckMessage }) => ({
    file: path,
    line: 1,
    column: 1,
    severity: 'error',
    check: MAX_FILE_SIZE,
    message: themeCheckMessage ?? `${message}.`,
  }))
}

const MAX_FILE_SIZE = 'MaxFileSize'

/**
 * Runs the recommended Theme Check checks on the files; offenses sorted by file then line. Files
 * over the size limits get MaxFileSize's error and are not parsed (MaxFileSize itself measures
 * here, in limits.ts, in linear time; upstream's regex is quadratic on unclosed schema tags).
 */
export async function validateTheme(files: ThemeFiles): Promise<ThemeOffense[]> {
  const base = recommendedConfig()
  const config: Config = { ...base, checks: base.checks.filter((check) => check.meta.code !== MAX_FILE_SIZE) }
  const { rootUri } = config
  const oversized = oversizedFiles(files)
  const fs = new MemoryFileSystem(files, rootUri, oversized)
  const theme = await themeSourceFiles(files, rootUri, oversized)
  const isValidSchema = (await schemaValidator())?.isValid

  // toSchema answers by folder: blocks/ give block schemas, sections/ section schemas.
  const schemasOf = <S>(isKind: (uri: string) => boolean) =>
    new Map(
      theme
        .filter((source) => isKind(source.uri))
        .map((source) => [
          uriPath.basename(source.uri, '.liquid'),
          // A file's schema depends on that file alone: kept with its parse, across calls.
          () =>
            fromSource(source, 'schema', () =>
              toSchema(config.context, source.uri, source, isValidSchema),
            ) as Promise<S | undefined>,
        ]),
    )
  const blockSchemas = schemasOf<ThemeBlockSchema>(isBlock)
  const sectionSchemas = schemasOf<SectionSchema>(isSection)
  const docDefinitions = new Map(
    theme.map((source) => [
      uriPath.relative(source.uri, rootUri),
      () =>
        fromSource(source, 'doc', async () => {
          if (source.type !== SourceCodeType.LiquidHtml || source.ast instanceof Error) return undefined
          if (!filePathSupportsLiquidDoc(source.uri)) return undefined
          return extractDocDefinition(source.uri, source.ast)
        }),
    ]),
  )
  const parsed = new Map(theme.map((source) => [source.uri, source]))
  const cssClassesForUri = new Map(
    Object.keys(files)
      .filter((file) => file.endsWith('.liquid') || (file.startsWith('assets/') && file.endsWith('.css')))
      .filter((file) => !oversized.has(file))
      .map((file) => {
        const uri = uriPath.join(rootUri, ...file.split('/'))
        const source = parsed.get(uri)
        // As extractCSSClassesFromLiquidUri, on the AST we already have instead of a second parse.
        const extract = async () =>
          source === undefined
            ? extractCSSClassesFromAssetUri(uri, fs)
            : fromSource(source, 'css', async () =>
                source.ast instanceof Error || !/\{%-?\s*stylesheet/.test(source.source)
                  ? new Set<string>()
                  : extractCSSClassesFromLiquidAST(source.ast as LiquidHtmlNode),
              )
        return [uri, memo(extract)]
      }),
  )

  const getSectionSchema = async (name: string) => sectionSchemas.get(name)?.()
  const getBlockSchema = async (name: string) => blockSchemas.get(name)?.()
  let themeGraph: ThemeGraph | undefined
  try {
    themeGraph = await buildThemeGraph(rootUri, {
      fs,
      // Liquid and JSON are parsed once, for the checks and the graph alike.
      // A refused file reads as empty: the graph finds no references in it.
      getSourceCode: async (uri) => parsed.get(uri) ?? toGraphSourceCode(uri, await fs.readFile(uri)),
      getSectionSchema,
      getBlockSchema,
      getWebComponentDefinitionReference: () => undefined,
      mode: config.context,
    })
  } catch {
    // As in theme-check-node: without a graph the cross-file checks stay silent.
  }

  const offenses = await runChecks(theme, config, {
    fs,
    themeDocset,
    jsonValidationSet,
    getSectionSchema,
    getBlockSchema,
    // theme-check-node answers app blocks from blocks/ too; in 'theme' mode no check asks.
    getAppBlockSchema: async (name) => (await blockSchemas.get(name)?.()) as AppBlockSchema | undefined,
    getDocDefinition: async (relativePath) => docDefinitions.get(relativePath)?.(),
    getCSSClassesForURI: async (uri) => (await cssClassesForUri.get(uri)?.()) ?? new Set(),
    // Once per file they come from and kind: the checks ask which files are linked, never where.
    // ValidScopedCSSClass walks ancestors once per reference, so a template naming one section
    // 3,000 times took 34 s to check (quadratic); deduplicated it takes what one reference does.
    getReferences: async (uri) =>
      distinct(themeGraph?.modules[uri]?.references, (reference) => reference.source.uri),
    getDependencies: async (uri) =>
      distinct(themeGraph?.modules[uri]?.dependencies, (dependency) => dependency.target.uri),
  })
  return offenses
    .map((offense) => toThemeOffense(offense, rootUri))
    .concat(maxFileSizeOffenses(oversized))
    .sort(compareOffenses)
}

/** One link per linked file and kind of link, the first of each (cached per list). */
function distinct<T extends { type: string }>(links: T[] | undefined, uriOf: (link: T) => string): T[] {
  if (!links) return []
  let found = distinctLinks.get(links)
  if (!found) {
    const seen = new Set<string>()
    found = links.filter((link) => {
      const key = `${link.type} ${uriOf(link)}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    distinctLinks.set(links, found)
  }
  return found as T[]
}

const distinctLinks = new WeakMap<object[], object[]>()

export function toThemeOffense(offense: Offense, rootUri: string): ThemeOffense {
  return {
    file: uriPath.relative(offense.uri, rootUri),
    line: Math.max(0, offense.start.line) + 1,
    column: Math.max(0, offense.start.character) + 1,
    severity: SEVERITIES[offense.severity],
    check: offense.check,
    message: offense.message,
  }
}

export function compareOffenses(a: ThemeOffense, b: ThemeOffense): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1
  return (
    a.line - b.line ||
    a.column - b.column ||
    a.check.localeCompare(b.check) ||
    a.message.localeCompare(b.message)
  )
}
