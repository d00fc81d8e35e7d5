// `vitrine generate`: the composer (deterministic, offline) turns a prompt into a theme; with
// OPENAI_API_KEY set (and no --composer) the AI generator designs it, falling back to the composer.
import { exportZip } from '../engine/archive'
import {
  composeInputSchema,
  DEFAULT_STORE_CONFIG,
  PAGE_TYPES,
  splitPrompt,
  storeConfigFromFiles,
  type ComposeInput,
  type PageType,
  type Theme,
} from '../engine/model'
import { CliError, writeOutputFile, writeThemeDir } from './files'
import { resolvePath, USAGE_ERROR, type CliIo, type OptionValues } from './common'

export async function generateCommand(
  positionals: string[],
  values: OptionValues,
  io: CliIo,
  _usage: string,
): Promise<number> {
  // An unquoted prompt arrives as several words: take them as one.
  const prompt = positionals.join(' ')
  const pageType = typeof values['page-type'] === 'string' ? values['page-type'] : 'homepage'
  if (!(PAGE_TYPES as readonly string[]).includes(pageType)) {
    throw new CliError(
      `Unknown page type '${pageType}' (expected one of: ${PAGE_TYPES.join(', ')})`,
      USAGE_ERROR,
    )
  }
  const input = composeInputSchema.safeParse({ prompt, pageType: pageType as PageType })
  if (!input.success)
    throw new CliError(input.error.issues[0]?.message ?? 'Please enter a prompt', USAGE_ERROR)

  const { theme, generator } = await makeTheme(input.data, values.composer === true ? {} : io.env)
  const out = typeof values.out === 'string' ? values.out : undefined
  const zip = typeof values.zip === 'string' ? values.zip : undefined
  const written: string[] = []
  if (out !== undefined) {
    await writeThemeDir(resolvePath(io, out), theme.files, values.force === true, out)
    written.push(`Wrote ${Object.keys(theme.files).length} files to ${out}`)
  }
  if (zip !== undefined) {
    const archive = await exportZip(theme.files, theme.storeConfig.name)
    await writeOutputFile(resolvePath(io, zip), archive.data, zip)
    written.push(`Wrote ${zip}`)
  }

  if (values.json) {
    io.stdout(`${JSON.stringify(theme, null, 2)}\n`)
    return 0
  }
  io.stdout(`${theme.explanation.trim()}\n\n`)
  io.stdout(`Store: ${theme.storeConfig.name} (${Object.keys(theme.files).length} files, ${generator})\n`)
  if (written.length > 0) io.stdout(`${written.join('\n')}\n`)
  else io.stdout('Nothing written: add --out DIR or --zip FILE to save the theme.\n')
  return 0
}

async function makeTheme(
  input: ComposeInput,
  env: CliIo['env'],
): Promise<{ theme: Theme; generator: string }> {
  const { openAIConfigFromEnv, generateTheme } = await import('../engine/ai')
  const openai = openAIConfigFromEnv(env)
  if (!openai) {
    const { composeTheme, loadComposeArt, loadLanguage, promptLanguage } = await import('../engine/compose')
    await loadLanguage(promptLanguage(splitPrompt(input.prompt).description || input.prompt))
    await loadComposeArt(input)
    return { theme: composeTheme(input), generator: 'made by the composer' }
  }
  const result = await generateTheme(input, { openai })
  if (!result.success || !result.generated) throw new CliError(result.error ?? 'Failed to generate theme')
  const { files, explanation } = result.generated
  const storeConfig = result.storeConfig ?? storeConfigFromFiles(files) ?? DEFAULT_STORE_CONFIG
  const generator =
    result.source === 'openai'
      ? `designed by ${openai.model}`
      : 'made by the composer: the AI designer failed'
  return { theme: { files, explanation, storeConfig }, generator }
}
