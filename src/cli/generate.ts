// `vitrine generate`: the composer (deterministic, offline) turns a prompt into a theme.
import { exportZip } from '../engine/archive'
import { composeInputSchema, PAGE_TYPES, type PageType } from '../engine/theme'
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

  const { composeTheme } = await import('../engine/compose/index')
  const theme = composeTheme(input.data)
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
  io.stdout(`Store: ${theme.storeConfig.name} (${Object.keys(theme.files).length} files)\n`)
  if (written.length > 0) io.stdout(`${written.join('\n')}\n`)
  else io.stdout('Nothing written: add --out DIR or --zip FILE to save the theme.\n')
  return 0
}
