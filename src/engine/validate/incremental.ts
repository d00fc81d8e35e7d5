// Theme Check again after an edit, without checking the files the edit left alone. Every check
// runs on one file and reports on that file only; what it learns of the rest of the theme it
// asks the dependencies for (a file, a folder, a section's schema, a stylesheet's classes, who
// renders whom). Each file's offenses are kept with what its checks asked and the answers they
// got: while the file reads the same and each of those questions has the same answer, its
// offenses are the same, and the file is not checked again. Anything else is checked as a full
// run would check it, so the offenses are always a full run's.
import {
  makeFileExists,
  makeFileSize,
  type AbstractFileSystem,
  type AugmentedDependencies,
  type Reference,
} from '@shopify/theme-check-common'
import type { ThemeOffense } from './theme-check'

/** What a file's checks asked, one key per question: `kind argument`. */
export type Reads = Set<string>

/** The same dependencies, noting in `reads` each question asked. */
export function recordingDependencies(
  shared: AugmentedDependencies,
  reads: Reads,
): Partial<AugmentedDependencies> {
  const ask =
    <A extends unknown[], R>(
      kind: string,
      answer: ((...args: A) => R) | undefined,
      arg?: (...args: A) => string,
    ) =>
    (...args: A): R => {
      reads.add(arg ? `${kind} ${arg(...args)}` : kind)
      return answer!(...args)
    }
  const byName = (name: string) => name
  const fs: AbstractFileSystem = {
    stat: ask('stat', shared.fs.stat.bind(shared.fs), byName),
    readFile: ask('file', shared.fs.readFile.bind(shared.fs), byName),
    readDirectory: ask('folder', shared.fs.readDirectory.bind(shared.fs), byName),
  }
  const optional = <A extends unknown[], R>(
    kind: string,
    answer: ((...args: A) => R) | undefined,
    arg?: (...args: A) => string,
  ) => (answer ? ask(kind, answer, arg) : undefined)
  return {
    fs,
    fileExists: makeFileExists(fs),
    fileSize: makeFileSize(fs),
    getSectionSchema: optional('section', shared.getSectionSchema, byName),
    getBlockSchema: optional('block', shared.getBlockSchema, byName),
    getAppBlockSchema: optional('app-block', shared.getAppBlockSchema, byName),
    getDocDefinition: optional('doc', shared.getDocDefinition, byName),
    getCSSClassesForURI: optional('css', shared.getCSSClassesForURI, byName),
    getReferences: optional('references', shared.getReferences, byName),
    getDependencies: optional('dependencies', shared.getDependencies, byName),
    getMetafieldDefinitions: optional('metafields', shared.getMetafieldDefinitions),
    getDefaultLocale: ask('locale', shared.getDefaultLocale),
    getDefaultSchemaLocale: ask('schema-locale', shared.getDefaultSchemaLocale),
    getDefaultTranslations: ask('translations', shared.getDefaultTranslations),
    getDefaultSchemaTranslations: ask('schema-translations', shared.getDefaultSchemaTranslations),
  }
}

/**
 * The answers of one theme to the questions checks ask, each as a string that is the same for
 * two themes exactly when the answers are the same to any check: the classes of a stylesheet as
 * a set, a schema as its text, the files linked to a file without where in it they are linked
 * (the two checks that ask, ValidScopedCSSClass and OrphanedSnippet, only follow the links).
 */
export class Answers {
  private readonly known = new Map<string, string>()
  private readonly pending = new Map<string, Promise<string>>()

  constructor(
    private readonly dependencies: AugmentedDependencies,
    private readonly rootUri: string,
  ) {}

  of(key: string): string | Promise<string> {
    const known = this.known.get(key)
    if (known !== undefined) return known
    let pending = this.pending.get(key)
    if (pending === undefined) {
      pending = this.answer(key).then((answer) => {
        this.known.set(key, answer)
        return answer
      })
      this.pending.set(key, pending)
    }
    return pending
  }

  private async answer(key: string): Promise<string> {
    const space = key.indexOf(' ')
    const kind = space < 0 ? key : key.slice(0, space)
    const arg = key.slice(space + 1)
    const d = this.dependencies
    try {
      switch (kind) {
        case 'file':
          return await d.fs.readFile(arg)
        case 'stat': {
          const { type, size } = await d.fs.stat(arg)
          return `${type} ${size}`
        }
        case 'folder':
          return (await d.fs.readDirectory(arg)).map(([uri, type]) => `${type} ${uri}`).join('\n')
        case 'section':
          return schemaAnswer(await d.getSectionSchema?.(arg))
        case 'block':
          return schemaAnswer(await d.getBlockSchema?.(arg))
        case 'app-block':
          return schemaAnswer(await d.getAppBlockSchema?.(arg))
        case 'doc':
          return JSON.stringify((await d.getDocDefinition?.(arg)) ?? null)
        case 'css':
          return [...((await d.getCSSClassesForURI?.(arg)) ?? [])].sort().join(' ')
        case 'references':
          return linksAnswer(await d.getReferences?.(arg))
        case 'dependencies':
          return linksAnswer(await d.getDependencies?.(arg))
        case 'metafields':
          return JSON.stringify((await d.getMetafieldDefinitions?.(this.rootUri)) ?? null)
        case 'locale':
          return await d.getDefaultLocale()
        case 'schema-locale':
          return await d.getDefaultSchemaLocale()
        case 'translations':
          return printed(await d.getDefaultTranslations())
        case 'schema-translations':
          return printed(await d.getDefaultSchemaTranslations())
        default:
          // A question this file does not know: never the same answer, so never reused.
          return `\u0000unknown ${Math.random()}`
      }
    } catch (error) {
      return `\u0000threw ${error instanceof Error ? error.message : String(error)}`
    }
  }
}

/** Translations as JSON, once per object: validate.ts gives the same object while the locale is the same. */
const prints = new WeakMap<object, string>()

function printed(value: object): string {
  let print = prints.get(value)
  if (print === undefined) prints.set(value, (print = JSON.stringify(value)))
  return print
}

function schemaAnswer(
  schema:
    | { value: string; ast: unknown; parsed: unknown; validSchema?: unknown; staticBlockDefs?: unknown }
    | undefined,
): string {
  if (schema === undefined) return '\u0000none'
  const error = (value: unknown) => (value instanceof Error ? value.message : null)
  return JSON.stringify([
    schema.value,
    error(schema.ast),
    error(schema.parsed),
    error(schema.validSchema),
    schema.staticBlockDefs ?? null,
  ])
}

function linksAnswer(links: Reference[] | undefined): string {
  return (links ?? []).map((link) => `${link.type} ${link.source.uri} ${link.target.uri}`).join('\n')
}

interface Checked {
  text: string
  keys: string[]
  answers: string[]
  offenses: ThemeOffense[]
}

/** Versions of one file's results kept (a theme and its edit are checked in turn). */
const VERSIONS = 3
/** About the characters the kept results hold; the oldest files go first beyond it. */
const BUDGET = 8_000_000

const checked = new Map<string, Checked[]>()
let held = 0

const weight = (entry: Checked) => entry.text.length + entry.keys.length * 48

/**
 * The offenses kept for each of these files and texts whose checks would get the same answers
 * to what they asked; the others are for checking. Every question is answered once, all at once.
 */
export async function keptOffenses(
  files: readonly { uri: string; source: string }[],
  answers: Answers,
): Promise<Map<string, ThemeOffense[]>> {
  const candidates = files.map(({ uri, source }) => ({
    uri,
    versions: (checked.get(uri) ?? []).filter((entry) => entry.text === source),
  }))
  const keys = new Set<string>()
  for (const { versions } of candidates)
    for (const entry of versions) for (const key of entry.keys) keys.add(key)
  const given = new Map<string, string>()
  await Promise.all([...keys].map(async (key) => given.set(key, await answers.of(key))))
  const kept = new Map<string, ThemeOffense[]>()
  for (const { uri, versions } of candidates) {
    const entry = versions.find((version) =>
      version.keys.every((key, i) => given.get(key) === version.answers[i]),
    )
    if (!entry) continue
    kept.set(uri, entry.offenses)
    // The most recently used go last, the first to be dropped.
    const all = checked.get(uri)!
    checked.delete(uri)
    checked.set(uri, all)
  }
  return kept
}

/** Keeps a file's offenses with the answers to what its checks asked. */
export async function keepOffenses(
  uri: string,
  text: string,
  reads: Reads,
  answers: Answers,
  offenses: ThemeOffense[],
): Promise<void> {
  const keys = [...reads]
  const given: string[] = []
  for (const key of keys) {
    const answer = answers.of(key)
    given.push(typeof answer === 'string' ? answer : await answer)
  }
  const entry: Checked = { text, keys, answers: given, offenses }
  // Kept only after none of the versions held: a text may be kept twice, with other answers.
  const versions = checked.get(uri) ?? []
  versions.unshift(entry)
  held += weight(entry)
  while (versions.length > VERSIONS) held -= weight(versions.pop()!)
  checked.delete(uri)
  checked.set(uri, versions)
  for (const [oldest, old] of checked) {
    if (held <= BUDGET) break
    checked.delete(oldest)
    for (const version of old) held -= weight(version)
  }
}

/** Forgets every kept result (tests: a full check, to compare with). */
export function forgetCheckedFiles(): void {
  checked.clear()
  held = 0
}
