// How `npm test` finds the browser for the walks (tests/e2e/support/browser.ts), on fake
// machines: a set of executable files, an environment, and a `run` that records each command and
// may put files in place (a download, an apt install) or fail as a real one would.
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DOWNLOAD_TIMEOUT_MS,
  findInstalled,
  findOrInstallBrowser,
  installedBrowser,
  NoBrowserError,
  nodeHost,
  nodeRun,
  noBrowserMessage,
  playwrightCacheDir,
  playwrightCandidates,
  reason,
  systemCandidates,
  type Host,
  type Run,
  type RunResult,
} from '../e2e/support/browser'

const PW = '/repo/node_modules/playwright-core'
const CACHE = '/home/ana/.cache/ms-playwright'
const CFT = `${CACHE}/chromium-1255/chrome-linux64/chrome`

function fakeHost(files: string[], overrides: Partial<Host> = {}): Host & { files: Set<string> } {
  const set = new Set(files)
  return {
    files: set,
    platform: 'linux',
    env: { PATH: '/usr/local/bin:/usr/bin:/bin' },
    home: '/home/ana',
    isRoot: false,
    node: '/usr/bin/node',
    playwrightCore: PW,
    isExecutable: (file) => set.has(file),
    list: (dir) => {
      const prefix = dir.endsWith('/') || dir.endsWith('\\') ? dir : dir + (dir.includes('\\') ? '\\' : '/')
      const entries = [...set]
        .filter((file) => file.startsWith(prefix))
        .map((file) => file.slice(prefix.length).split(/[/\\]/)[0]!)
      return [...new Set(entries)]
    },
    ...overrides,
  }
}

interface Call {
  command: string
  args: string[]
  timeoutMs: number
  env?: Record<string, string>
}

/** A `run` that answers each command with `answer` (default: success, printing nothing). */
function recorder(answer: (call: Call) => RunResult = () => ({ ok: true, output: '' })) {
  const calls: Call[] = []
  const run: Run = async (command, args, options) => {
    const call = { command, args, ...options }
    calls.push(call)
    return answer(call)
  }
  return { calls, run }
}

const isDownload = (call: Call) => call.args.slice(1).join(' ') === 'install chromium'
const isAptInstall = (call: Call) => call.command.endsWith('apt-get') && call.args.includes('install')
const DNS_FAILURE = 'Error: getaddrinfo ENOTFOUND cdn.playwright.dev\nFailed to install browsers'

describe('browsers already on the machine', () => {
  it('takes CHROME_PATH first, before a system Chromium', () => {
    const host = fakeHost(['/opt/chrome/chrome', '/usr/bin/chromium'], {
      env: { CHROME_PATH: '/opt/chrome/chrome', PATH: '/usr/bin' },
    })
    expect(findInstalled(host)).toEqual({ path: '/opt/chrome/chrome', source: 'CHROME_PATH' })
  })

  it('stops on a CHROME_PATH that is not there, naming it, rather than silently using another', async () => {
    const host = fakeHost(['/usr/bin/chromium'], {
      env: { CHROME_PATH: '/opt/gone/chrome', PATH: '/usr/bin' },
    })
    expect(() => findInstalled(host)).toThrow(
      'CHROME_PATH=/opt/gone/chrome is not an executable file: point it at a Chrome or Chromium executable, or unset it to let npm test find one',
    )
    const { calls, run } = recorder()
    await expect(findOrInstallBrowser(host, run)).rejects.toThrow(NoBrowserError)
    expect(calls).toEqual([])
  })

  it('treats an empty CHROME_PATH as unset', () => {
    const host = fakeHost(['/usr/bin/chromium'], { env: { CHROME_PATH: '', PATH: '' } })
    expect(findInstalled(host)?.path).toBe('/usr/bin/chromium')
  })

  it('looks for system browsers in the usual paths, then along PATH as `command -v` does', () => {
    const host = fakeHost([], { env: { PATH: '/usr/local/bin:/snap/bin' } })
    expect(systemCandidates(host)).toEqual([
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/bin/google-chrome',
      '/usr/bin/google-chrome-stable',
      '/usr/local/bin/chromium',
      '/snap/bin/chromium',
      '/usr/local/bin/chromium-browser',
      '/snap/bin/chromium-browser',
      '/usr/local/bin/google-chrome',
      '/snap/bin/google-chrome',
      '/usr/local/bin/google-chrome-stable',
      '/snap/bin/google-chrome-stable',
    ])
    const onlyOnPath = fakeHost(['/snap/bin/google-chrome-stable'], { env: host.env })
    expect(findInstalled(onlyOnPath)).toEqual({ path: '/snap/bin/google-chrome-stable', source: 'system' })
    const both = fakeHost(['/snap/bin/chromium', '/usr/bin/google-chrome'], { env: host.env })
    expect(findInstalled(both)?.path).toBe('/usr/bin/google-chrome')
  })

  it("finds Chrome and Chromium in macOS's Applications folders", () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'
    const chromium = '/Users/ana/Applications/Chromium.app/Contents/MacOS/Chromium'
    const mac = { platform: 'darwin' as const, home: '/Users/ana', env: { PATH: '/usr/bin' } }
    expect(findInstalled(fakeHost([chromium, chrome], mac))?.path).toBe(chrome)
    expect(findInstalled(fakeHost([chromium], mac))?.path).toBe(chromium)
  })

  it("prefers a system browser to Playwright's cache", () => {
    const host = fakeHost([CFT, '/usr/bin/chromium-browser'])
    expect(findInstalled(host)).toEqual({ path: '/usr/bin/chromium-browser', source: 'system' })
  })

  it("lists Playwright's Chromium builds newest first, then its headless shells", () => {
    const host = fakeHost([
      `${CACHE}/chromium-1100/chrome-linux/chrome`,
      CFT,
      `${CACHE}/chromium_headless_shell-1300/chrome-headless-shell-linux64/chrome-headless-shell`,
      `${CACHE}/chromium_headless_shell-1099/chrome-linux/headless_shell`,
      `${CACHE}/ffmpeg-1010/ffmpeg-linux`,
      `${CACHE}/firefox-1500/firefox/firefox`,
    ])
    const found = playwrightCandidates(host).filter((file) => host.files.has(file))
    expect(found).toEqual([
      CFT,
      `${CACHE}/chromium-1100/chrome-linux/chrome`,
      `${CACHE}/chromium_headless_shell-1300/chrome-headless-shell-linux64/chrome-headless-shell`,
      `${CACHE}/chromium_headless_shell-1099/chrome-linux/headless_shell`,
    ])
    expect(findInstalled(host)).toEqual({ path: CFT, source: "Playwright's cache" })
  })

  it("uses Playwright's cache folder for each platform, PLAYWRIGHT_BROWSERS_PATH first", () => {
    expect(playwrightCacheDir(fakeHost([]))).toBe(CACHE)
    expect(playwrightCacheDir(fakeHost([], { env: { XDG_CACHE_HOME: '/xdg' } }))).toBe('/xdg/ms-playwright')
    expect(playwrightCacheDir(fakeHost([], { env: { PLAYWRIGHT_BROWSERS_PATH: '/pw' } }))).toBe('/pw')
    expect(playwrightCacheDir(fakeHost([], { env: { PLAYWRIGHT_BROWSERS_PATH: '0' } }))).toBe(
      `${PW}/.local-browsers`,
    )
    expect(playwrightCacheDir(fakeHost([], { platform: 'darwin', home: '/Users/ana' }))).toBe(
      '/Users/ana/Library/Caches/ms-playwright',
    )
    const windows = { platform: 'win32' as const, home: 'C:\\Users\\ana' }
    expect(playwrightCacheDir(fakeHost([], { ...windows, env: { USERPROFILE: 'C:\\Users\\ana' } }))).toBe(
      'C:\\Users\\ana\\AppData\\Local\\ms-playwright',
    )
    const chrome = 'C:\\Users\\ana\\AppData\\Local\\ms-playwright\\chromium-1255\\chrome-win64\\chrome.exe'
    const host = fakeHost([chrome], { ...windows, env: { LOCALAPPDATA: 'C:\\Users\\ana\\AppData\\Local' } })
    expect(findInstalled(host)?.path).toBe(chrome)
  })

  it('reads a real folder: the newest executable build, skipping a file that cannot run', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-browsers-'))
    try {
      const put = async (file: string, mode: number) => {
        await mkdir(join(dir, file, '..'), { recursive: true })
        await writeFile(join(dir, file), '#!/bin/sh\n')
        await chmod(join(dir, file), mode)
      }
      await put('chromium-1300/chrome-linux64/chrome', 0o644)
      await put('chromium-1255/chrome-linux64/chrome', 0o755)
      await put('chromium-1200/chrome-linux64/chrome', 0o755)
      const real = nodeHost()
      const host = { ...real, platform: 'linux' as const, env: { PLAYWRIGHT_BROWSERS_PATH: dir } }
      expect(playwrightCandidates(host).find(real.isExecutable)).toBe(
        join(dir, 'chromium-1255/chrome-linux64/chrome'),
      )
      expect(real.isExecutable(dir)).toBe(false)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('getting a browser when there is none', () => {
  it('downloads one with playwright-core, with a bounded wait, and uses it', async () => {
    const host = fakeHost([`${PW}/cli.js`])
    const { calls, run } = recorder((call) => {
      if (isDownload(call)) host.files.add(CFT)
      return {
        ok: true,
        output: call.args[0] === '--version' ? 'Google Chrome for Testing 159.0.8154.6' : '',
      }
    })
    const lines: string[] = []
    const found = await findOrInstallBrowser(host, run, (line) => lines.push(line))
    expect(found).toEqual({ path: CFT, source: 'downloaded by playwright-core' })
    expect(calls.map((call) => [call.command, ...call.args])).toEqual([
      ['/usr/bin/node', `${PW}/cli.js`, 'install', 'chromium'],
      [CFT, '--version'],
    ])
    // An unreachable CDN: 5 attempts of at most 10 s idle each, not 5 × 30 s.
    expect(calls[0]!.env).toEqual({ PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: '10000' })
    expect(calls[0]!.timeoutMs).toBe(DOWNLOAD_TIMEOUT_MS)
    expect(lines).toEqual([
      'No Chromium on this machine: downloading one (npx playwright-core install chromium)',
    ])
  })

  it("installs Debian's chromium as root when the download fails, and says why it moved on", async () => {
    const host = fakeHost([`${PW}/cli.js`, '/usr/bin/apt-get'], { isRoot: true })
    const { calls, run } = recorder((call) => {
      if (isDownload(call)) return { ok: false, output: DNS_FAILURE }
      if (isAptInstall(call)) host.files.add('/usr/bin/chromium')
      return { ok: true, output: '' }
    })
    const lines: string[] = []
    const found = await findOrInstallBrowser(host, run, (line) => lines.push(line))
    expect(found).toEqual({ path: '/usr/bin/chromium', source: "Debian's chromium, just installed" })
    expect(
      calls.map((call) => [
        call.command,
        call.args.filter((arg) => !arg.startsWith('Acquire') && arg !== '-o'),
      ]),
    ).toEqual([
      ['/usr/bin/node', [`${PW}/cli.js`, 'install', 'chromium']],
      ['/usr/bin/apt-get', ['update']],
      ['/usr/bin/apt-get', ['install', '-y', '--no-install-recommends', 'chromium']],
    ])
    expect(calls[2]!.env).toEqual({ DEBIAN_FRONTEND: 'noninteractive' })
    expect(lines).toEqual([
      'No Chromium on this machine: downloading one (npx playwright-core install chromium)',
      'The download failed: Error: getaddrinfo ENOTFOUND cdn.playwright.dev',
      "Installing Debian's chromium (apt-get install -y chromium)",
    ])
  })

  it('moves on to apt when the downloaded Chromium lacks system libraries', async () => {
    const host = fakeHost([`${PW}/cli.js`, '/usr/bin/apt-get'], { isRoot: true })
    const { run } = recorder((call) => {
      if (isDownload(call)) host.files.add(CFT)
      if (call.command === CFT) {
        return {
          ok: false,
          output: 'chrome: error while loading shared libraries: libnss3.so: cannot open shared object file',
        }
      }
      if (isAptInstall(call)) host.files.add('/usr/bin/chromium')
      return { ok: true, output: '' }
    })
    expect((await findOrInstallBrowser(host, run)).path).toBe('/usr/bin/chromium')
  })

  it('does not use apt without root, and stops with one line saying what to run', async () => {
    const host = fakeHost([`${PW}/cli.js`, '/usr/bin/apt-get'])
    const { calls, run } = recorder((call) => ({ ok: !isDownload(call), output: DNS_FAILURE }))
    const failure = findOrInstallBrowser(host, run)
    await expect(failure).rejects.toThrow(NoBrowserError)
    await expect(failure).rejects.toThrow(
      /^No Chromium for the browser tests: run `sudo apt-get install -y chromium`, or `npx playwright-core install chromium`, or set CHROME_PATH=\/path\/to\/chrome$/,
    )
    expect(calls.map((call) => call.command)).toEqual(['/usr/bin/node'])
  })

  it('says what to run when apt itself fails as root, after trying it', async () => {
    const host = fakeHost(['/usr/bin/apt-get'], { isRoot: true, playwrightCore: undefined })
    const { calls, run } = recorder((call) =>
      isAptInstall(call)
        ? { ok: false, output: 'E: Unable to locate package chromium' }
        : { ok: true, output: '' },
    )
    const lines: string[] = []
    await expect(findOrInstallBrowser(host, run, (line) => lines.push(line))).rejects.toThrow(
      'No Chromium for the browser tests: run `apt-get install -y chromium`, or `npx playwright-core install chromium`, or set CHROME_PATH=/path/to/chrome',
    )
    expect(calls).toHaveLength(2)
    expect(lines.at(-1)).toBe('apt-get install chromium failed: E: Unable to locate package chromium')
  })

  it('tries nothing when a browser is already there', async () => {
    const { calls, run } = recorder()
    const host = fakeHost([`${PW}/cli.js`, '/usr/bin/apt-get', '/usr/bin/chromium'], { isRoot: true })
    expect(await findOrInstallBrowser(host, run)).toEqual({ path: '/usr/bin/chromium', source: 'system' })
    expect(calls).toEqual([])
  })

  it('gives each platform its own one-line advice', () => {
    expect(noBrowserMessage(fakeHost([]))).toBe(
      'No Chromium for the browser tests: install Chromium with your package manager, or `npx playwright-core install chromium`, or set CHROME_PATH=/path/to/chrome',
    )
    expect(noBrowserMessage(fakeHost([], { platform: 'darwin' }))).toBe(
      'No Chrome or Chromium for the browser tests: install Google Chrome, or run `npx playwright-core install chromium`, or set CHROME_PATH=/path/to/chrome',
    )
    expect(noBrowserMessage(fakeHost([], { platform: 'win32', env: {} }))).toContain(
      'CHROME_PATH=C:\\path\\to\\chrome.exe',
    )
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      expect(noBrowserMessage(fakeHost([], { platform }))).not.toContain('\n')
    }
  })

  it('without installing, says the same (the benches call this)', () => {
    expect(() => installedBrowser(fakeHost([`${PW}/cli.js`, '/usr/bin/apt-get']))).toThrow(
      'No Chromium for the browser tests: run `sudo apt-get install -y chromium`',
    )
  })
})

// What `npx playwright-core install chromium` printed on this machine, whose CDN does not resolve.
const PLAYWRIGHT_OFFLINE = `Downloading Chrome for Testing 159.0.8154.6 (playwright chromium v1255) from https://cdn.playwright.dev/builds/cft/159.0.8154.6/linux64/chrome-linux64.zip
Error: getaddrinfo ENOTFOUND cdn.playwright.dev
    at GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:internal/dns/promises:99:17) {
  errno: -3008,
  code: 'ENOTFOUND',
  syscall: 'getaddrinfo',
  hostname: 'cdn.playwright.dev'
}
Failed to install browsers
Error: Failed to download Chrome for Testing 159.0.8154.6 (playwright chromium v1255), caused by
Error: Download failure, code=1
    at ChildProcess.<anonymous> (/work/main/node_modules/playwright-core/lib/coreBundle.js:34127:32)
    at ChildProcess._handle.onexit (node:internal/child_process:293:12)
`

describe('running an installer', () => {
  it('names why a command failed: its timeout, else its first error, else its last line', () => {
    expect(reason(PLAYWRIGHT_OFFLINE)).toBe('Error: getaddrinfo ENOTFOUND cdn.playwright.dev')
    expect(reason(`Downloading…\n|■■■ | 10% of 170 MiB\nnode stopped after 600 s`)).toBe(
      'node stopped after 600 s',
    )
    expect(reason('Reading package lists...\nE: Unable to locate package chromium\n')).toBe(
      'E: Unable to locate package chromium',
    )
    expect(reason('\n')).toBe('(no output)')
  })

  it('stops a command that hangs, and everything it started, at its timeout', async () => {
    // A child that starts a grandchild and waits forever, as a stuck download would.
    const script =
      "require('child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'inherit' }); setInterval(() => {}, 1000)"
    const result = await nodeRun(process.execPath, ['-e', script], { timeoutMs: 500 })
    expect(result.ok).toBe(false)
    expect(result.output).toMatch(/stopped after 1 s$/)
  })

  it('reports success, failure and a missing command', async () => {
    expect(
      await nodeRun(process.execPath, ['-e', 'process.stdout.write("ok")'], { timeoutMs: 10_000 }),
    ).toEqual({
      ok: true,
      output: 'ok',
    })
    const failed = await nodeRun(
      process.execPath,
      ['-e', 'console.error(process.env.SOME_SETTING); process.exit(3)'],
      {
        timeoutMs: 10_000,
        env: { SOME_SETTING: '1' },
      },
    )
    expect(failed).toEqual({ ok: false, output: '1\n' })
    expect((await nodeRun('/nonexistent/apt-get', [], { timeoutMs: 10_000 })).ok).toBe(false)
  })
})
