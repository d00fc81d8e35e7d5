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
  makeGetDefaultSchemaTranslations,
  makeGetDefaultTranslations,
  memo,
  parseJSON,
  path as uriPath,
  recommended,
  toSchema,
  toSourceCode,
  type AbstractFileSystem,
  type AppBlockSchema,
  type Config,
  type FileStat,
  type FileTuple,
  type IsValidSchema,
  type Theme,
  type Translations,
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
import { fileBytes, oversizedFile, type OversizedFile } from '../model/limits'
import type { ThemeFiles } from '../model/theme'
import { newOffenses } from './baseline'
import { graphInputs } from './graph-inputs'
import { Answers, keepOffenses, keptOffenses, recordingDependencies, type Reads } from './incremental'
import { augmentDependencies, runChecks } from './run-checks'

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
  /** theme-relative paths by URI */
  private readonly paths = new Map<string, string>()
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
        if (isFile) {
          this.files.set(uri, source)
          this.paths.set(uri, relativePath)
        } else if (!this.folders.has(uri)) this.folders.set(uri, new Map())
        parent = uri
      })
    }
  }

  async stat(uri: string): Promise<FileStat> {
    const key = uriPath.normalize(uri)
    const source = this.files.get(key)
    if (source !== undefined)
      return { type: FileType.File, size: measured(this.paths.get(key)!, source).bytes }
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

/** Sizes by path, with the text measured: a theme checked again is not measured again. */
const measures = new Map<string, { text: string; bytes: number; oversized: OversizedFile | undefined }>()
const MEASURES_KEPT = 20_000

function measured(path: string, text: string) {
  let known = measures.get(path)
  if (known?.text !== text) {
    known = { text, bytes: fileBytes(path, text), oversized: oversizedFile(path, text) }
    measures.delete(path)
    measures.set(path, known)
    if (measures.size > MEASURES_KEPT) measures.delete(measures.keys().next().value!)
  }
  return known
}

/** The files too large to read (limits.ts), by path. */
function oversizedFiles(files: ThemeFiles): Map<string, OversizedFile> {
  const found = new Map<string, OversizedFile>()
  for (const [path, text] of Object.entries(files)) {
    const { oversized } = measured(path, text)
    if (oversized) found.set(path, oversized)
  }
  return found
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

/** Whether a schema is valid, by URI and schema text: an edit elsewhere in a file keeps the answer. */
const validity = new Map<string, Promise<boolean>>()
const VALIDITY_KEPT = 4000

function rememberedValidity(isValid: IsValidSchema | undefined): IsValidSchema | undefined {
  if (isValid === undefined) return undefined
  return (uri, json) => {
    const key = `${uri}\u0000${json}`
    let answer = validity.get(key)
    if (answer === undefined) {
      answer = isValid(uri, json)
      if (validity.size >= VALIDITY_KEPT) validity.delete(validity.keys().next().value!)
      validity.set(key, answer)
      answer.catch(() => validity.delete(key))
    }
    return answer
  }
}

/**
 * Parsed files by path and content, across calls: composed themes share most of their sections
 * and snippets, so most files are parsed once per process. The checks and the theme graph only
 * read a source's AST (as theme-check's language server, which keeps them between runs too).
 */
const parsedSources = new Map<string, { text: string; parsed: ReturnType<typeof toSourceCode> }[]>()
/** Characters of source whose parses are kept (their ASTs take several times that in memory). */
const PARSED_SOURCES_BUDGET = 4_000_000
const PARSED_SOURCE_MAX = 100_000
const PARSED_VERSIONS = 4
let parsedCharacters = 0

/** By URI, then text: a theme checked again finds its files without hashing their texts. */
function parsedSource(uri: string, source: string) {
  if (source.length > PARSED_SOURCE_MAX) return toSourceCode(uri, source)
  let versions = parsedSources.get(uri)
  const known = versions?.find((version) => version.text === source)
  if (known) return known.parsed
  const parsed = toSourceCode(uri, source)
  // The URI goes last: the first to go are the files no theme has changed for longest.
  parsedSources.delete(uri)
  parsedSources.set(uri, (versions ??= []))
  versions.push({ text: source, parsed })
  parsedCharacters += source.length
  // A file edited again and again keeps its last versions, not every one.
  if (versions.length > PARSED_VERSIONS) parsedCharacters -= versions.shift()!.text.length
  for (const [oldest, old] of parsedSources) {
    if (parsedCharacters <= PARSED_SOURCES_BUDGET) break
    const version = old.shift()!
    parsedCharacters -= version.text.length
    if (old.length === 0) parsedSources.delete(oldest)
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

/** The classes of CSS assets, by URI with the text they were read from, across calls. */
const assetClassesByUri = new Map<string, { text: string; classes: Promise<Set<string>> }>()
const ASSET_CLASSES_KEPT = 2000

/** postcss parsing every stylesheet of a theme was a tenth of checking it, each time. */
function assetClasses(uri: string, text: string, fs: AbstractFileSystem): Promise<Set<string>> {
  const known = assetClassesByUri.get(uri)
  if (known?.text === text) return known.classes
  const classes = extractCSSClassesFromAssetUri(uri, fs)
  assetClassesByUri.delete(uri)
  assetClassesByUri.set(uri, { text, classes })
  if (assetClassesByUri.size > ASSET_CLASSES_KEPT)
    assetClassesByUri.delete(assetClassesByUri.keys().next().value!)
  return classes
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
 *
 * Checking a theme again after an edit checks only the files whose offenses may have changed
 * (validate/incremental.ts): the edited files, and those whose checks read something of them
 * that changed. The offenses are those of a full check all the same.
 */
export async function validateTheme(
  files: ThemeFiles,
  /** `reuse: false` checks every file and builds the graph anew, as the first check of a theme. */
  { reuse = true }: { reuse?: boolean } = {},
): Promise<ThemeOffense[]> {
  const base = recommendedConfig()
  const config: Config = { ...base, checks: base.checks.filter((check) => check.meta.code !== MAX_FILE_SIZE) }
  const { rootUri } = config
  const oversized = oversizedFiles(files)
  const fs = new MemoryFileSystem(files, rootUri, oversized)
  const theme = await themeSourceFiles(files, rootUri, oversized)
  const isValidSchema = rememberedValidity((await schemaValidator())?.isValid)

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
            ? assetClasses(uri, files[file] ?? '', fs)
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
  // Built when a check (or a kept result) asks who links to whom: the graph of the theme checked
  // last when this one links the same files the same way.
  const themeGraph = memo(() =>
    graphOf(files, oversized, reuse, async () => {
      try {
        return await buildThemeGraph(rootUri, {
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
        return undefined
      }
    }),
  )

  const dependencies = augmentDependencies(theme, config, {
    fs,
    getDefaultTranslations: defaultTranslations(theme, config, fs, '.default.json'),
    getDefaultSchemaTranslations: defaultTranslations(theme, config, fs, '.default.schema.json'),
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
      distinct((await themeGraph())?.modules[uri]?.references, (reference) => reference.source.uri),
    getDependencies: async (uri) =>
      distinct((await themeGraph())?.modules[uri]?.dependencies, (dependency) => dependency.target.uri),
  })

  // Files whose kept offenses still hold are not checked again.
  const answers = new Answers(dependencies, rootUri)
  const kept = reuse ? await keptOffenses(theme, answers) : new Map<string, ThemeOffense[]>()
  const toCheck = theme.filter((source) => !kept.has(source.uri))
  const reads = new Map<string, Reads>()
  const offenses = await runChecks(theme, config, dependencies, {
    only: toCheck,
    dependenciesOf: (file, shared) => {
      const fileReads: Reads = new Set()
      reads.set(file.uri, fileReads)
      return recordingDependencies(shared, fileReads)
    },
  })
  const found = offenses.map((offense) => toThemeOffense(offense, rootUri))
  const byFile = new Map<string, ThemeOffense[]>()
  for (const offense of found) byFile.set(offense.file, [...(byFile.get(offense.file) ?? []), offense])
  for (const source of toCheck) {
    const file = uriPath.relative(source.uri, rootUri)
    await keepOffenses(
      source.uri,
      source.source,
      reads.get(source.uri) ?? new Set(),
      answers,
      byFile.get(file) ?? [],
    )
  }
  return [...[...kept.values()].flat(), ...found].concat(maxFileSizeOffenses(oversized)).sort(compareOffenses)
}

/** Default translations parsed, by the text of the locale file they were parsed from. */
const translationsByText = new Map<string, Promise<Translations>>()

/**
 * Upstream's getDefaultTranslations (and schema translations), which parse the default locale
 * again on every check (Dawn's schema locale, 100 KB, each time), remembering what a locale file
 * that parses gives. Anything else is upstream's answer as it is.
 */
function defaultTranslations(theme: Theme, config: Config, fs: AbstractFileSystem, postfix: string) {
  const upstream =
    postfix === '.default.json'
      ? makeGetDefaultTranslations(fs, theme, config.rootUri)
      : makeGetDefaultSchemaTranslations(fs, theme, config.rootUri)
  // As upstream's getDefaultTranslationsFromBuffer finds it.
  const locale = theme.find(
    (source) =>
      source.type === SourceCodeType.JSON && /locales/.test(source.uri) && source.uri.endsWith(postfix),
  )
  if (locale === undefined) return upstream
  const key = `${postfix}\u0000${locale.source}`
  return (): Promise<Translations> => {
    let translations = translationsByText.get(key)
    if (translations === undefined) {
      const parsed: unknown = parseJSON(locale.source)
      if (parsed instanceof Error) return upstream()
      translations = Promise.resolve(parsed as Translations)
      translationsByText.set(key, translations)
      if (translationsByText.size > 8) translationsByText.delete(translationsByText.keys().next().value!)
    }
    return translations
  }
}

/** The theme graph last built, with the files it was built of. */
let lastGraph: { files: ThemeFiles; paths: string; graph: ThemeGraph | undefined } | undefined

/**
 * The theme graph of these files: the last one built when the files are the same paths and
 * every changed file links to the others as it did (validate/graph-inputs.ts), else a new one.
 */
async function graphOf(
  files: ThemeFiles,
  oversized: Map<string, OversizedFile>,
  reuse: boolean,
  build: () => Promise<ThemeGraph | undefined>,
): Promise<ThemeGraph | undefined> {
  const paths = Object.keys(files).sort().join('\n')
  const last = lastGraph
  if (reuse && last && last.paths === paths && sameLinks(last.files, files, oversized)) {
    lastGraph = { ...last, files }
    return last.graph
  }
  const graph = await build()
  lastGraph = { files, paths, graph }
  return graph
}

function sameLinks(before: ThemeFiles, after: ThemeFiles, oversized: Map<string, OversizedFile>): boolean {
  const inputs = (path: string, text: string) =>
    graphInputs(path, parsedSource(uriPath.join(THEME_ROOT_URI, ...path.split('/')), text), text)
  for (const [path, text] of Object.entries(after)) {
    const old = before[path]
    if (old === text) continue
    if (old === undefined || oversized.size > 0) return false
    if ((path.endsWith('.liquid') || path.endsWith('.json')) && inputs(path, old) !== inputs(path, text))
      return false
  }
  return true
}

/**
 * The offenses `after` has that `before` did not (validate/baseline.ts), with both themes'
 * offenses: what an edit, a refinement or an import adds to the theme it starts from.
 */
export async function checkChange(
  before: ThemeFiles,
  after: ThemeFiles,
): Promise<{ baseline: ThemeOffense[]; offenses: ThemeOffense[]; added: ThemeOffense[] }> {
  const baseline = await validateTheme(before)
  const offenses = await validateTheme(after)
  return { baseline, offenses, added: newOffenses(baseline, offenses) }
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
