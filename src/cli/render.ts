// `vitrine render`: one template of a theme as a self-contained HTML page with sample data.
import { listTemplates, renderTheme } from '../engine/preview'
import { CliError, readThemeInput, writeOutputFile } from './files'
import { fontsourceFiles } from './fonts'
import { onePositional, resolvePath, USAGE_ERROR, type CliIo, type OptionValues } from './common'

export async function renderCommand(
  positionals: string[],
  values: OptionValues,
  io: CliIo,
  usage: string,
): Promise<number> {
  const input = onePositional(positionals, 'theme folder or ZIP', usage)
  const files = await readThemeInput(resolvePath(io, input), input)
  const template = typeof values.template === 'string' ? values.template : 'index'
  const templates = listTemplates(files).sort()
  if (!templates.includes(template)) {
    throw new CliError(
      `Unknown template '${template}' in ${input} (available: ${templates.join(', ') || 'none'})`,
      USAGE_ERROR,
    )
  }
  const { html, errors } = await renderTheme(files, { template, fonts: fontsourceFiles() })
  for (const error of errors) io.stderr(`${error.file ?? template}: ${error.message}\n`)
  if (typeof values.out === 'string') {
    await writeOutputFile(resolvePath(io, values.out), html, values.out)
    io.stdout(
      `Wrote ${values.out} (${template}${errors.length > 0 ? `, ${errors.length} render errors` : ''})\n`,
    )
  } else {
    io.stdout(html.endsWith('\n') ? html : `${html}\n`)
  }
  return errors.length > 0 ? 1 : 0
}
