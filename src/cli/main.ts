// The vitrine command line: generate, check, render, zip and unzip themes. `run` takes argv and
// injected output streams and returns the exit code, so tests drive it in-process.
import { readFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { exportZip } from '../engine/archive'
import { storeConfigFromFiles } from '../engine/model'
import { validateTheme, type ThemeOffense } from '../engine/validate'
import {
  formatBytes,
  onePositional,
  plural,
  requiredString,
  resolvePath,
  USAGE_ERROR,
  type CliIo,
  type OptionValues,
} from './common'
import { CliError, readThemeDir, readThemeInput, readThemeZip, writeOutputFile, writeThemeDir } from './files'

export type { CliIo } from './common'

export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  // `npm run vitrine` runs in the package folder; paths are meant from where npm was called.
  cwd: (process.env.npm_lifecycle_event === 'vitrine' && process.env.INIT_CWD) || process.cwd(),
  env: process.env,
}

type Options = NonNullable<ParseArgsConfig['options']>

interface Command {
  summary: string
  usage: string
  details: string
  options: Options
  run: (positionals: string[], values: OptionValues, io: CliIo, usage: string) => Promise<number>
}

const HELP_OPTION: Options = { help: { type: 'boolean', short: 'h' } }

const COMMANDS: Record<string, Command> = {
  generate: {
    summary: 'Compose a complete theme from a description of the store page',
    usage:
      'vitrine generate "<prompt>" [--page-type T] [--out DIR] [--zip FILE] [--json] [--force] [--composer]',
    details: `Options:
  --page-type T   homepage (default), product, collection, about, contact, landing, blog, cart, checkout
  --out DIR       write the theme files into DIR (must be empty unless --force)
  --zip FILE      write the theme as a ZIP archive
  --json          print the theme (files, explanation, storeConfig) as JSON
  --force         replace the theme folders of a non-empty DIR
  --composer      use the built-in composer even when OPENAI_API_KEY is set

With OPENAI_API_KEY (and optionally OPENAI_MODEL, OPENAI_BASE_URL) the AI designer makes the
theme and falls back to the composer when it fails; otherwise the composer makes it, offline.`,
    options: {
      'page-type': { type: 'string', short: 't' },
      out: { type: 'string', short: 'o' },
      zip: { type: 'string' },
      json: { type: 'boolean' },
      force: { type: 'boolean' },
      composer: { type: 'boolean' },
    },
    run: async (...args) => (await import('./generate')).generateCommand(...args),
  },
  check: {
    summary: "Run Shopify Theme Check's recommended checks on a theme folder or ZIP",
    usage: 'vitrine check <DIR|ZIP> [--json]',
    details: `Prints one line per offense (file:line:column severity check message) and a summary.
Exits with 1 when there is any error.

Options:
  --json          print { errors, warnings, info, offenses } as JSON`,
    options: { json: { type: 'boolean' } },
    run: checkCommand,
  },
  render: {
    summary: 'Render a template of a theme to one HTML page with sample store data',
    usage: 'vitrine render <DIR|ZIP> [--template NAME] [--out FILE.html]',
    details: `Options:
  --template NAME  index (default), product, collection, page, page.about, blog, cart, ...
  --out FILE       write the HTML to FILE instead of printing it

Render errors are reported on stderr; the exit code is then 1.`,
    options: { template: { type: 'string' }, out: { type: 'string', short: 'o' } },
    run: async (...args) => (await import('./render')).renderCommand(...args),
  },
  zip: {
    summary: 'Pack a theme folder into a ZIP archive',
    usage: 'vitrine zip <DIR> --out FILE.zip',
    details: `Only the theme folders (assets, blocks, config, layout, locales, sections, snippets,
templates) are packed. The same files always give the same bytes. Symbolic links are followed
only when they stay inside DIR; a link out of it is refused and nothing is written.`,
    options: { out: { type: 'string', short: 'o' } },
    run: zipCommand,
  },
  unzip: {
    summary: 'Unpack a theme ZIP into a folder',
    usage: 'vitrine unzip <ZIP> --out DIR [--force]',
    details: `A single wrapper folder (as in GitHub downloads) is removed; junk such as __MACOSX/ and
files outside the theme folders are skipped; paths that escape are refused.

Options:
  --out DIR       the folder to write (must be empty unless --force)
  --force         replace the theme folders of a non-empty DIR`,
    options: { out: { type: 'string', short: 'o' }, force: { type: 'boolean' } },
    run: unzipCommand,
  },
}

export function mainHelp(): string {
  const width = Math.max(...Object.values(COMMANDS).map((c) => c.usage.split(' [')[0]!.length - 8))
  const lines = Object.values(COMMANDS).map((c) => {
    const head = c.usage.replace(/^vitrine /, '').split(' [')[0]!
    return `  ${head.padEnd(width + 2)}${c.summary}`
  })
  return `Vitrine: describe a store page in plain words, get a Shopify Online Store 2.0 theme.

Usage: vitrine <command> [options]

Commands:
${lines.join('\n')}

Run 'vitrine <command> --help' for the options of a command.
Exit codes: 0 success, 1 failure (or Theme Check errors), 2 wrong usage.
`
}

function commandHelp(command: Command): string {
  return `${command.summary}.\n\nUsage: ${command.usage}\n\n${command.details}\n`
}

/** Turns node:util parseArgs errors into one line that says what to do. */
function usageError(error: unknown, name: string): CliError {
  const message = error instanceof Error ? error.message : String(error)
  const code = (error as { code?: string }).code
  const option = /'(?:-\w, )?(--?[\w-]+)/.exec(message)?.[1]
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) {
    return new CliError(
      `Unknown option '${option}' for 'vitrine ${name}'. Run 'vitrine ${name} --help'.`,
      USAGE_ERROR,
    )
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) {
    return new CliError(`Option '${option}' needs a value. Run 'vitrine ${name} --help'.`, USAGE_ERROR)
  }
  return new CliError(`${message.split('\n')[0]}. Run 'vitrine ${name} --help'.`, USAGE_ERROR)
}

export async function run(argv: string[], io: CliIo = processIo): Promise<number> {
  const [name, ...rest] = argv
  try {
    if (name === undefined) {
      throw new CliError("Missing command. Run 'vitrine --help' for the list of commands.", USAGE_ERROR)
    }
    if (name === '--help' || name === '-h' || name === 'help') {
      const topic = name === 'help' ? rest[0] : undefined
      const command = topic === undefined ? undefined : commandNamed(topic)
      if (topic !== undefined && !command) throw unknownCommand(topic)
      io.stdout(command ? commandHelp(command) : mainHelp())
      return 0
    }
    if (name === '--version' || name === '-v') {
      io.stdout(`${await version()}\n`)
      return 0
    }
    const command = commandNamed(name)
    if (!command) throw unknownCommand(name)
    let parsed: ReturnType<typeof parseArgs>
    try {
      parsed = parseArgs({
        args: rest,
        options: { ...command.options, ...HELP_OPTION },
        allowPositionals: true,
        strict: true,
      })
    } catch (error) {
      throw usageError(error, name)
    }
    if (parsed.values.help) {
      io.stdout(commandHelp(command))
      return 0
    }
    return await command.run(parsed.positionals, parsed.values as OptionValues, io, command.usage)
  } catch (error) {
    if (error instanceof CliError) {
      io.stderr(`${error.message}\n`)
      return error.exitCode
    }
    io.stderr(`Unexpected error: ${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  }
}

function commandNamed(name: string): Command | undefined {
  return Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined
}

function unknownCommand(name: string): CliError {
  const hint = name.startsWith('-') ? `Unknown option '${name}'` : `Unknown command '${name}'`
  return new CliError(`${hint}. Run 'vitrine --help' for the list of commands.`, USAGE_ERROR)
}

async function version(): Promise<string> {
  const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
  return pkg.version
}

export function formatOffense(offense: ThemeOffense): string {
  return `${offense.file}:${offense.line}:${offense.column} ${offense.severity} ${offense.check} ${offense.message}`
}

export function summarize(offenses: ThemeOffense[]) {
  const count = (severity: ThemeOffense['severity']) => offenses.filter((o) => o.severity === severity).length
  return { errors: count('error'), warnings: count('warning'), info: count('info') }
}

async function checkCommand(
  positionals: string[],
  values: OptionValues,
  io: CliIo,
  usage: string,
): Promise<number> {
  const input = onePositional(positionals, 'theme folder or ZIP', usage)
  const files = await readThemeInput(resolvePath(io, input), input)
  const offenses = await validateTheme(files)
  const summary = summarize(offenses)
  if (values.json) {
    io.stdout(`${JSON.stringify({ ...summary, offenses }, null, 2)}\n`)
  } else {
    for (const offense of offenses) io.stdout(`${formatOffense(offense)}\n`)
    const fileCount = plural(Object.keys(files).length, 'file')
    io.stdout(
      offenses.length === 0
        ? `No problems found in ${fileCount}.\n`
        : `${plural(summary.errors, 'error')}, ${plural(summary.warnings, 'warning')}, ${summary.info} info in ${fileCount}.\n`,
    )
  }
  return summary.errors > 0 ? 1 : 0
}

async function zipCommand(
  positionals: string[],
  values: OptionValues,
  io: CliIo,
  usage: string,
): Promise<number> {
  const input = onePositional(positionals, 'theme folder', usage)
  const out = requiredString(values, 'out', usage)
  const files = await readThemeDir(resolvePath(io, input), input)
  const { data } = await exportZip(files, storeConfigFromFiles(files)?.name)
  await writeOutputFile(resolvePath(io, out), data, out)
  io.stdout(`Wrote ${out} (${plural(Object.keys(files).length, 'file')}, ${formatBytes(data.length)})\n`)
  return 0
}

async function unzipCommand(
  positionals: string[],
  values: OptionValues,
  io: CliIo,
  usage: string,
): Promise<number> {
  const input = onePositional(positionals, 'ZIP file', usage)
  const out = requiredString(values, 'out', usage)
  const files = await readThemeZip(resolvePath(io, input), input)
  await writeThemeDir(resolvePath(io, out), files, values.force === true, out)
  io.stdout(`Wrote ${plural(Object.keys(files).length, 'file')} to ${out}\n`)
  return 0
}

const entry = process.argv[1]
// No top-level await: the commands main.ts loads lazily must find it fully evaluated.
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) {
  void run(process.argv.slice(2)).then((code) => {
    process.exitCode = code
  })
}
