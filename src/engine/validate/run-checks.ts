// The `check` of @shopify/theme-check-common 3.29, with one change: each file's AST is walked
// once for all checks instead of once per check. Upstream walks a Dawn-sized theme ~75 times
// (about 12 s on two cores); one walk keeps validation under 2 s. Each check still sees the same
// calls in the same order, its own context, settings and severity; a check that throws stops,
// as upstream, without stopping the others. tests/engine/validate.test.ts holds it to upstream's
// offenses on the same theme.
import {
  AugmentedThemeDocset,
  JSONValidator,
  SourceCodeType,
  isIgnored,
  makeFileExists,
  makeFileSize,
  makeGetDefaultLocale,
  makeGetDefaultSchemaLocale,
  makeGetDefaultSchemaTranslations,
  makeGetDefaultTranslations,
  makeGetMetafieldDefinitions,
  path as uriPath,
  type AugmentedDependencies,
  type CheckDefinition,
  type Config,
  type Dependencies,
  type Offense,
  type Problem,
  type Schema,
  type SourceCode,
  type Theme,
  type ValidateJSON,
} from '@shopify/theme-check-common'
import { createDisabledChecksModule } from '@shopify/theme-check-common/dist/disabled-checks/index.js'
import { getPosition } from '@shopify/theme-check-common/dist/utils/position.js'
import { visitJSON } from '@shopify/theme-check-common/dist/visitors/index.js'
import { nonTraversableProperties } from '@shopify/liquid-html-parser'
import { breathe } from './breathe'

type AnyCheckDefinition = CheckDefinition<SourceCodeType, Schema>
type Method = (...args: unknown[]) => Promise<void>
type CheckInstance = Record<string, Method | undefined>

const LIFECYCLE = new Set(['onCodePathStart', 'onCodePathEnd'])

/**
 * The dependencies upstream's `check` gives every check, made from the injected ones; those
 * given already (validate.ts gives them all, to compare answers between runs) are kept.
 */
export function augmentDependencies(
  theme: Theme,
  config: Config,
  injected: Dependencies & Partial<AugmentedDependencies>,
): AugmentedDependencies {
  const { fs } = injected
  const { rootUri } = config
  const dependencies: AugmentedDependencies = {
    mode: config.context,
    fileExists: makeFileExists(fs),
    fileSize: makeFileSize(fs),
    getDefaultLocale: makeGetDefaultLocale(fs, rootUri),
    getDefaultTranslations: makeGetDefaultTranslations(fs, theme, rootUri),
    getDefaultSchemaLocale: makeGetDefaultSchemaLocale(fs, rootUri),
    getDefaultSchemaTranslations: makeGetDefaultSchemaTranslations(fs, theme, rootUri),
    getMetafieldDefinitions: makeGetMetafieldDefinitions(fs),
    ...injected,
  }
  if (dependencies.themeDocset && !dependencies.themeDocset.isAugmented) {
    dependencies.themeDocset = new AugmentedThemeDocset(dependencies.themeDocset)
  }
  return dependencies
}

export interface RunOptions {
  /** The files to check (all of `theme` when absent); the others are still read by the checks. */
  only?: readonly SourceCode[]
  /**
   * What one file's checks are given, over what every file's share: validate.ts records there
   * what each file read of the rest of the theme, to know when its offenses still hold.
   */
  dependenciesOf?: (file: SourceCode, shared: AugmentedDependencies) => Partial<AugmentedDependencies>
}

export async function runChecks(
  theme: Theme,
  config: Config,
  injected: Dependencies & Partial<AugmentedDependencies>,
  { only = theme, dependenciesOf }: RunOptions = {},
): Promise<Offense[]> {
  const offenses: Offense[] = []
  const { rootUri } = config
  const dependencies = augmentDependencies(theme, config, injected)
  const { DisabledChecksVisitor, isDisabled } = createDisabledChecksModule()
  const validateJSON = remembered(
    (await JSONValidator.create(dependencies.jsonValidationSet, config))?.validate,
  )
  const onError = config.onError ?? (() => {})

  // One context a check's own fields are laid over: building ~40 full copies per file was a
  // fifth of the run, and garbage for the collector.
  const shared = {
    ...dependencies,
    validateJSON,
    toUri: (relativePath: string) => uriPath.join(rootUri, ...relativePath.split('/')),
    toRelativePath: (uri: string) => uriPath.relative(uri, rootUri),
  }
  const ignored = ignoredBy(config)

  const pipelines = only.map((file) => {
    const own = dependenciesOf
      ? Object.assign(Object.create(shared) as object, dependenciesOf(file, shared))
      : shared
    const definitions = (config.checks as AnyCheckDefinition[]).filter(
      (definition) => definition.meta.type === file.type && !ignored(file.uri, definition),
    )
    if (file.type === SourceCodeType.LiquidHtml)
      definitions.unshift(DisabledChecksVisitor as AnyCheckDefinition)
    const checks = definitions.map((definition) =>
      definition.create(createContext(definition, file, config, offenses, own) as never),
    )
    return checkFile(file, checks as unknown as CheckInstance[], onError)
  })
  await Promise.all(pipelines)
  return offenses.filter((offense) => !isDisabled(offense))
}

/**
 * isIgnored of theme-check-common, with the same patterns and answers, asked once per file for
 * the patterns every check shares: it compiles each pattern on every call, and was asked for
 * every file and check (a third of a composed theme's check).
 */
function ignoredBy(config: Config) {
  const byUri = new Map<string, boolean>()
  return (uri: string, definition: AnyCheckDefinition) => {
    if (config.settings[definition.meta.code]?.ignore !== undefined) return isIgnored(uri, config, definition)
    let answer = byUri.get(uri)
    if (answer === undefined) byUri.set(uri, (answer = isIgnored(uri, config)))
    return answer
  }
}

/** JSON validation answers by schema (chosen by the path) and content: the same file, the same answer. */
const validatedJSON = new Map<string, ReturnType<ValidateJSON>>()
const VALIDATED_JSON_LIMIT = 4000

/**
 * JSON Schema validation is a third of Theme Check's time on a composed theme, and most section
 * schemas are the same from one theme to the next: their answers are kept (the schemas this
 * engine validates against never change while it runs). Each caller gets its own copy.
 */
function remembered(validate: ValidateJSON | undefined): ValidateJSON | undefined {
  if (validate === undefined) return undefined
  return async (uri, json) => {
    const key = `${uri}\u0000${json}`
    let answer = validatedJSON.get(key)
    if (answer === undefined) {
      answer = validate(uri, json)
      if (validatedJSON.size >= VALIDATED_JSON_LIMIT) validatedJSON.delete(validatedJSON.keys().next().value!)
      validatedJSON.set(key, answer)
      answer.catch(() => validatedJSON.delete(key))
    }
    return (await answer).map((problem) => ({ ...problem }))
  }
}

async function checkFile(file: SourceCode, checks: CheckInstance[], onError: (error: Error) => void) {
  const failed = new Set<CheckInstance>()
  const fail = (check: CheckInstance, error: unknown) => {
    failed.add(check)
    onError(error instanceof Error ? error : new Error(String(error)))
  }
  const call = async (check: CheckInstance, method: Method, args: unknown[]) => {
    if (failed.has(check)) return
    // Every file's checks run side by side: each call may be the one whose turn it is to wait.
    const turn = breathe()
    if (turn) await turn
    try {
      await method.apply(check, args)
    } catch (error) {
      fail(check, error)
    }
  }
  const lifecycle = (name: string) =>
    Promise.all(checks.map((check) => (check[name] ? call(check, check[name], [file]) : undefined)))

  await lifecycle('onCodePathStart')
  if (file.ast instanceof Error) return

  const visitor: Record<string, Method> = {}
  const listeners = new Map<string, CheckInstance[]>()
  for (const check of checks) {
    for (const key of Object.keys(check)) {
      if (LIFECYCLE.has(key) || typeof check[key] !== 'function') continue
      listeners.set(key, [...(listeners.get(key) ?? []), check])
    }
  }
  for (const [key, interested] of listeners) {
    // Inlined rather than through `call`: this runs for every node and every check.
    visitor[key] = async (...args) => {
      for (const check of interested) {
        if (failed.has(check)) continue
        const turn = breathe()
        if (turn) await turn
        try {
          await check[key]!(...args)
        } catch (error) {
          fail(check, error)
        }
      }
    }
  }
  if (Object.keys(visitor).length > 0) {
    if (file.type === SourceCodeType.LiquidHtml) await walkLiquid(file.ast as unknown as AstNode, visitor)
    else await visitJSON(file.ast as never, visitor as never)
  }
  await lifecycle('onCodePathEnd')
}

type AstNode = { type: string } & Record<string, unknown>

const isAstNode = (value: unknown): value is AstNode =>
  !!value && typeof value === 'object' && 'type' in value

/**
 * visitLiquid of theme-check-common, visiting in the same order with the same ancestors, but
 * building a node's lineage only when it has children: a third less time on large themes.
 */
async function walkLiquid(root: AstNode, visitor: Record<string, Method>) {
  const stack: { node: AstNode; ancestors: AstNode[] }[] = [{ node: root, ancestors: [] }]
  let visited = 0
  while (stack.length > 0) {
    const turn = ++visited % 128 === 0 ? breathe() : undefined
    if (turn) await turn
    const { node, ancestors } = stack.pop()!
    const enter = visitor[node.type]
    if (enter) await enter(node, ancestors)
    let lineage: AstNode[] | undefined
    for (const key in node) {
      if (!Object.hasOwn(node, key) || nonTraversableProperties.has(key)) continue
      const value = node[key]
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) {
          const item: unknown = value[i]
          if (isAstNode(item)) stack.push({ node: item, ancestors: (lineage ??= ancestors.concat(node)) })
        }
      } else if (isAstNode(value)) {
        stack.push({ node: value, ancestors: (lineage ??= ancestors.concat(node)) })
      }
    }
    const exit = visitor[`${node.type}:exit`]
    if (exit) await exit(node, ancestors)
  }
}

function createContext(
  definition: AnyCheckDefinition,
  file: SourceCode,
  config: Config,
  offenses: Offense[],
  shared: object,
) {
  const checkSettings = config.settings[definition.meta.code]
  const settings: Record<string, unknown> = {}
  for (const [key, prop] of Object.entries(definition.meta.schema)) {
    settings[key] = checkSettings?.[key] ?? prop.defaultValue()
  }
  const context = Object.create(shared) as Record<string, unknown>
  context.settings = settings
  context.file = file
  context.report = (problem: Problem<SourceCodeType>) => {
    offenses.push({
      type: definition.meta.type,
      check: definition.meta.code,
      message: problem.message,
      uri: file.uri,
      severity: checkSettings?.severity ?? definition.meta.severity,
      start: getPosition(file.source, problem.startIndex),
      end: getPosition(file.source, problem.endIndex),
      fix: problem.fix,
      suggest: problem.suggest,
    } as Offense)
  }
  return context
}
