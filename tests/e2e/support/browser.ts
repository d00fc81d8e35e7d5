// Finds the Chrome or Chromium that the browser walks (tests/e2e) drive, or gets one, in this
// order:
//   1. CHROME_PATH, when set (set to something that is not an executable file: an error);
//   2. a system Chromium or Chrome (the usual paths, then PATH as `command -v` would);
//   3. Playwright's browser cache (PLAYWRIGHT_BROWSERS_PATH or the platform's default), newest
//      Chromium first, then its headless shells;
//   4. `npx playwright-core install chromium`, when the download is reachable;
//   5. Debian's `chromium` package, when running as root on a machine with apt-get;
//   6. otherwise one line that says what to run.
// The lists and the order are plain functions of a `Host` (environment, platform, file system);
// installing goes through a `Run` function. Both are injected, so tests/cli/browser-finder.test.ts
// can walk the order on a fake machine. support/browser-setup.ts runs it once per `npm test`.
import { spawn } from 'node:child_process'
import { accessSync, constants, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { homedir } from 'node:os'
import path from 'node:path'

export interface Host {
  platform: NodeJS.Platform
  env: Record<string, string | undefined>
  home: string
  /** Root may install system packages. */
  isRoot: boolean
  /** The node binary that runs playwright-core's CLI. */
  node: string
  /** playwright-core's package folder, when it is installed. */
  playwrightCore?: string
  /** An executable file is at this path. */
  isExecutable(file: string): boolean
  /** A folder's entries; [] when there is no such folder. */
  list(dir: string): string[]
}

export interface RunResult {
  ok: boolean
  /** The end of what the command printed (and why it stopped, when it did not finish). */
  output: string
}

export type Run = (
  command: string,
  args: string[],
  options: { timeoutMs: number; env?: Record<string, string> },
) => Promise<RunResult>

export interface Found {
  path: string
  /** Where it came from, for the log: "CHROME_PATH", "system", "Playwright's cache", … */
  source: string
}

/** No browser, and nothing more to try: the message is one line saying what to do. */
export class NoBrowserError extends Error {
  override name = 'NoBrowserError'
}

/** playwright-core's own idle timeout per download attempt (30 s by default, 5 attempts). */
export const DOWNLOAD_IDLE_TIMEOUT_MS = 10_000
/** A slow but working download may take minutes; a stuck one is stopped here. */
export const DOWNLOAD_TIMEOUT_MS = 10 * 60_000
export const APT_TIMEOUT_MS = 10 * 60_000

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']

function pathApi(host: Host): path.PlatformPath {
  return host.platform === 'win32' ? path.win32 : path.posix
}

/** What `command -v NAME` would try, for each name: each PATH folder in turn. */
export function onPath(host: Host, names: string[]): string[] {
  const { join, delimiter } = pathApi(host)
  const folders = (host.env.PATH ?? host.env.Path ?? '').split(delimiter).filter(Boolean)
  const suffix = host.platform === 'win32' ? '.exe' : ''
  return names.flatMap((name) => folders.map((folder) => join(folder, name + suffix)))
}

/** Step 2: system Chromium and Chrome, the usual install paths first, then PATH. */
export function systemCandidates(host: Host): string[] {
  const { join } = pathApi(host)
  let fixed: string[] = []
  if (host.platform === 'darwin') {
    const apps = ['Google Chrome.app/Contents/MacOS/Google Chrome', 'Chromium.app/Contents/MacOS/Chromium']
    fixed = [
      ...apps.map((app) => join('/Applications', app)),
      ...apps.map((app) => join(host.home, 'Applications', app)),
    ]
  } else if (host.platform === 'win32') {
    const roots = [host.env.ProgramFiles, host.env['ProgramFiles(x86)'], host.env.LOCALAPPDATA]
    fixed = roots
      .filter((root): root is string => Boolean(root))
      .map((root) => join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'))
  } else {
    fixed = SYSTEM_NAMES.map((name) => join('/usr/bin', name))
  }
  const names = host.platform === 'win32' ? ['chrome', ...SYSTEM_NAMES] : SYSTEM_NAMES
  return [...new Set([...fixed, ...onPath(host, names)])]
}

/** Where Playwright keeps its browsers (as playwright-core's registry computes it). */
export function playwrightCacheDir(host: Host): string {
  const { join } = pathApi(host)
  const configured = host.env.PLAYWRIGHT_BROWSERS_PATH
  if (configured === '0' && host.playwrightCore) return join(host.playwrightCore, '.local-browsers')
  if (configured && configured !== '0') return configured
  if (host.platform === 'darwin') return join(host.home, 'Library', 'Caches', 'ms-playwright')
  if (host.platform === 'win32') {
    const local = host.env.LOCALAPPDATA ?? join(host.env.USERPROFILE ?? host.home, 'AppData', 'Local')
    return join(local, 'ms-playwright')
  }
  return join(host.env.XDG_CACHE_HOME || join(host.home, '.cache'), 'ms-playwright')
}

// The executable inside one of Playwright's browser folders, by platform: today's builds
// (Chrome for Testing) first, then the older Chromium builds' layout.
const CACHE_EXECUTABLES: Record<'chromium' | 'shell', Partial<Record<NodeJS.Platform, string[]>>> = {
  chromium: {
    linux: ['chrome-linux64/chrome', 'chrome-linux-arm64/chrome', 'chrome-linux/chrome'],
    darwin: [
      'chrome-mac-arm64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
      'chrome-mac-x64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
      'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
    ],
    win32: ['chrome-win64/chrome.exe', 'chrome-win/chrome.exe'],
  },
  shell: {
    linux: [
      'chrome-headless-shell-linux64/chrome-headless-shell',
      'chrome-headless-shell-linux-arm64/chrome-headless-shell',
      'chrome-linux/headless_shell',
    ],
    darwin: [
      'chrome-headless-shell-mac-arm64/chrome-headless-shell',
      'chrome-headless-shell-mac-x64/chrome-headless-shell',
      'chrome-mac/headless_shell',
    ],
    win32: ['chrome-headless-shell-win64/chrome-headless-shell.exe', 'chrome-win/headless_shell.exe'],
  },
}

/** Step 3: Playwright's cached Chromium builds, newest first, then its headless shells. */
export function playwrightCandidates(host: Host): string[] {
  const { join } = pathApi(host)
  const dir = playwrightCacheDir(host)
  const builds = host
    .list(dir)
    .map((entry) => /^(chromium|chromium_headless_shell)-(\d+)$/.exec(entry))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({
      entry: match[0],
      kind: match[1] === 'chromium' ? ('chromium' as const) : ('shell' as const),
      revision: Number(match[2]),
    }))
    .sort((a, b) => (a.kind === b.kind ? b.revision - a.revision : a.kind === 'chromium' ? -1 : 1))
  return builds.flatMap(({ entry, kind }) =>
    (CACHE_EXECUTABLES[kind][host.platform] ?? []).map((file) => join(dir, entry, ...file.split('/'))),
  )
}

function aptGet(host: Host): string | undefined {
  if (host.platform !== 'linux') return undefined
  return onPath(host, ['apt-get']).find((file) => host.isExecutable(file))
}

/** Step 6: what to run, in one line. */
export function noBrowserMessage(host: Host): string {
  const download = '`npx playwright-core install chromium`'
  if (host.platform === 'darwin' || host.platform === 'win32') {
    const example = host.platform === 'win32' ? 'C:\\path\\to\\chrome.exe' : '/path/to/chrome'
    return `No Chrome or Chromium for the browser tests: install Google Chrome, or run ${download}, or set CHROME_PATH=${example}`
  }
  const system = aptGet(host)
    ? `run \`${host.isRoot ? '' : 'sudo '}apt-get install -y chromium\``
    : 'install Chromium with your package manager'
  return `No Chromium for the browser tests: ${system}, or ${download}, or set CHROME_PATH=/path/to/chrome`
}

/**
 * Steps 1 to 3: a browser already on this machine, or undefined. A CHROME_PATH that names no
 * executable file is an error: it was asked for.
 */
export function findInstalled(host: Host): Found | undefined {
  const chosen = host.env.CHROME_PATH
  if (chosen) {
    if (host.isExecutable(chosen)) return { path: chosen, source: 'CHROME_PATH' }
    throw new NoBrowserError(
      `CHROME_PATH=${chosen} is not an executable file: point it at a Chrome or Chromium executable, or unset it to let npm test find one`,
    )
  }
  const system = systemCandidates(host).find((file) => host.isExecutable(file))
  if (system) return { path: system, source: 'system' }
  const cached = playwrightCandidates(host).find((file) => host.isExecutable(file))
  if (cached) return { path: cached, source: "Playwright's cache" }
  return undefined
}

/** Steps 1 to 3, or the one-line message: for callers that cannot install anything. */
export function installedBrowser(host: Host): string {
  const found = findInstalled(host)
  if (!found) throw new NoBrowserError(noBrowserMessage(host))
  return found.path
}

/** The line of a failed command's output that says why: a timeout, its first error, its last line. */
export function reason(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  return (
    lines.find((line) => /stopped after \d+ s$/.test(line)) ??
    lines.find((line) => /^(Error|E):/.test(line)) ??
    lines.at(-1) ??
    '(no output)'
  )
}

/** Steps 1 to 6: a browser's path, or NoBrowserError with one line saying what to run. */
export async function findOrInstallBrowser(
  host: Host,
  run: Run,
  log: (line: string) => void = () => {},
): Promise<Found> {
  const installed = findInstalled(host)
  if (installed) return installed

  if (host.playwrightCore && host.list(host.playwrightCore).includes('cli.js')) {
    const cli = pathApi(host).join(host.playwrightCore, 'cli.js')
    log('No Chromium on this machine: downloading one (npx playwright-core install chromium)')
    const result = await run(host.node, [cli, 'install', 'chromium'], {
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      env: {
        PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT:
          host.env.PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT ?? String(DOWNLOAD_IDLE_TIMEOUT_MS),
      },
    })
    if (result.ok) {
      const downloaded = playwrightCandidates(host).find((file) => host.isExecutable(file))
      if (downloaded) {
        // Chrome for Testing links against system libraries a bare machine may lack.
        const check = await run(downloaded, ['--version'], { timeoutMs: 15_000 })
        if (!/error while loading shared libraries/.test(check.output)) {
          return { path: downloaded, source: 'downloaded by playwright-core' }
        }
        log(`The downloaded Chromium does not start: ${reason(check.output)}`)
      } else {
        log(`playwright-core installed no Chromium under ${playwrightCacheDir(host)}`)
      }
    } else {
      log(`The download failed: ${reason(result.output)}`)
    }
  }

  const apt = aptGet(host)
  if (apt && host.isRoot) {
    log("Installing Debian's chromium (apt-get install -y chromium)")
    const options = { timeoutMs: APT_TIMEOUT_MS, env: { DEBIAN_FRONTEND: 'noninteractive' } }
    const timeouts = ['-o', 'Acquire::http::Timeout=20', '-o', 'Acquire::https::Timeout=20']
    // Without package lists (a fresh container), install knows no chromium: update first.
    await run(apt, [...timeouts, 'update'], options)
    const result = await run(
      apt,
      [...timeouts, 'install', '-y', '--no-install-recommends', 'chromium'],
      options,
    )
    const system = result.ok && systemCandidates(host).find((file) => host.isExecutable(file))
    if (system) return { path: system, source: "Debian's chromium, just installed" }
    log(
      result.ok
        ? 'apt-get installed chromium, but no chromium executable is on PATH'
        : `apt-get install chromium failed: ${reason(result.output)}`,
    )
  }

  throw new NoBrowserError(noBrowserMessage(host))
}

// ---- The real machine ----

function isExecutable(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function list(dir: string): string[] {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}

export function nodeHost(): Host {
  let playwrightCore: string | undefined
  try {
    playwrightCore = path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'))
  } catch {
    playwrightCore = undefined
  }
  return {
    platform: process.platform,
    env: process.env,
    home: homedir(),
    isRoot: process.getuid?.() === 0,
    node: process.execPath,
    playwrightCore,
    isExecutable,
    list,
  }
}

/**
 * Runs a command with its output passed on to stderr (a download's progress, apt's lines), and
 * stops it and everything it started after `timeoutMs`.
 */
export const nodeRun: Run = (command, args, { timeoutMs, env }) =>
  new Promise((done) => {
    let output = ''
    // Each stream line by line: its progress and errors are shown, not the stack traces and
    // error objects printed under them.
    const keep = () => {
      let pending = ''
      const show = (line: string) => {
        if (line.trim() && !/^\s|^\}/.test(line)) process.stderr.write(line + '\n')
      }
      return {
        data(chunk: Buffer) {
          const text = chunk.toString()
          output = (output + text).slice(-16_384)
          const lines = (pending + text).split('\n')
          pending = lines.pop() ?? ''
          lines.forEach(show)
        },
        end: () => show(pending),
      }
    }
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
    })
    const stdout = keep()
    const stderr = keep()
    child.stdout.on('data', stdout.data).on('end', stdout.end)
    child.stderr.on('data', stderr.data).on('end', stderr.end)
    const timer = setTimeout(() => {
      output += `\n${path.basename(command)} stopped after ${Math.round(timeoutMs / 1000)} s`
      try {
        if (child.pid !== undefined && process.platform !== 'win32') process.kill(-child.pid, 'SIGKILL')
        else child.kill('SIGKILL')
      } catch {
        // already gone
      }
    }, timeoutMs)
    child.once('error', (error) => {
      clearTimeout(timer)
      done({ ok: false, output: `${output}\n${error.message}` })
    })
    child.once('close', (code) => {
      clearTimeout(timer)
      done({ ok: code === 0, output })
    })
  })
