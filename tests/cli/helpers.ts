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

/** The real command, as a user runs it: node bin/vitrine.mjs ... */
export function spawnCli(args: string[], cwd: string): Promise<CliResult> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { cwd, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        done({ code, stdout, stderr })
      },
    )
  })
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
