import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { run, type CliIo } from '../../src/cli/main'

export const BIN = fileURLToPath(new URL('../../bin/vitrine.mjs', import.meta.url))

export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

/** Subprocesses never reach a real OpenAI, whatever the environment of the test run holds. */
function withoutOpenAI(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('OPENAI_')))
}

/** The real command, as a user runs it: node bin/vitrine.mjs ... */
export function spawnCli(args: string[], cwd: string): Promise<CliResult> {
  return spawnNode([BIN, ...args], cwd)
}

function spawnNode(args: string[], cwd: string): Promise<CliResult> {
  return new Promise((done) => {
    const options = { cwd, env: withoutOpenAI(process.env), maxBuffer: 64 * 1024 * 1024 }
    execFile(process.execPath, args, options, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
      done({ code, stdout, stderr })
    })
  })
}

const TSX_CLI = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url))
const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url))

/** What `npm run vitrine -- ...` runs: tsx src/cli/main.ts ... */
export function spawnMain(args: string[], cwd: string): Promise<CliResult> {
  return spawnNode([TSX_CLI, MAIN, ...args], cwd)
}

/** The same entry point in-process, with captured output. */
export async function runCli(args: string[], cwd: string, env: CliIo['env'] = {}): Promise<CliResult> {
  let stdout = ''
  let stderr = ''
  const code = await run(args, {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    cwd,
    env,
  })
  return { code, stdout, stderr }
}

export async function tempDir(
  prefix = 'vitrine-cli-',
): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix))
  return { path, remove: () => rm(path, { recursive: true, force: true }) }
}

export async function writeTree(root: string, files: Record<string, string | Uint8Array>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), content)
  }
}
