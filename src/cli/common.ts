// What the commands share. Kept apart from main.ts so the commands it loads lazily never import it.
import { isAbsolute, resolve } from 'node:path'
import { CliError } from './files'

export interface CliIo {
  stdout: (text: string) => void
  stderr: (text: string) => void
  cwd: string
  env: Record<string, string | undefined>
}

export type OptionValues = Record<string, string | boolean | undefined>

/** Wrong usage: unknown command or option, missing argument, empty prompt. */
export const USAGE_ERROR = 2

export function resolvePath(io: CliIo, path: string): string {
  return isAbsolute(path) ? path : resolve(io.cwd, path)
}

/** Exactly one positional argument, or a usage error that names it. */
export function onePositional(positionals: string[], what: string, usage: string): string {
  if (positionals.length === 0) throw new CliError(`Missing ${what}. Usage: ${usage}`, USAGE_ERROR)
  if (positionals.length > 1) {
    throw new CliError(`Unexpected argument '${positionals[1]}'. Usage: ${usage}`, USAGE_ERROR)
  }
  return positionals[0]!
}

export function requiredString(values: OptionValues, option: string, usage: string): string {
  const value = values[option]
  if (typeof value !== 'string' || value.trim() === '') {
    throw new CliError(`Missing --${option}. Usage: ${usage}`, USAGE_ERROR)
  }
  return value
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
