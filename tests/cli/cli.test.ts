import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli, spawnCli, spawnMain, tempDir, writeTree } from './helpers'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x01, 0xfe, 0xff])

/** A small valid theme with a text file in every shape that could trip a round trip. */
const THEME: Record<string, string | Uint8Array> = {
  'layout/theme.liquid': `<!doctype html>
<html>
  <head>
    {{ content_for_header }}
    {{ 'theme.css' | asset_url | stylesheet_tag }}
  </head>
  <body>
    {{ content_for_layout }}
  </body>
</html>
`,
  'sections/hello.liquid': `\uFEFF<p class="hello">{{ section.settings.text }} — 靴 👟</p>\r
{% schema %}
{
  "name": "Hello",
  "settings": [{ "type": "text", "id": "text", "label": "Text", "default": "Hello" }],
  "presets": [{ "name": "Hello" }]
}
{% endschema %}
`,
  'templates/index.json': '{ "sections": { "main": { "type": "hello" } }, "order": ["main"] }\n',
  'templates/customers/login.json': '{ "sections": { "main": { "type": "hello" } }, "order": ["main"] }\n',
  'locales/en.default.json': '{}\n',
  'assets/theme.css': '.hello { color: #123456; }\n',
  'assets/logo.png': PNG,
  // not theme files: never read, never packed
  'README.md': '# My theme\n',
  'node_modules/pkg/index.js': 'module.exports = 1\n',
  '.git/HEAD': 'ref: refs/heads/main\n',
  'sections/.DS_Store': 'junk',
}
const THEME_PATHS = Object.keys(THEME)
  .filter((path) => /^(layout|sections|templates|locales|assets)\//.test(path) && !path.includes('/.'))
  .sort()

async function listFiles(root: string, prefix = ''): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(join(root, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) out.push(...(await listFiles(root, path)))
    else out.push(path)
  }
  return out.sort()
}

describe('vitrine (subprocess)', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>

  beforeAll(async () => {
    dir = await tempDir()
    await writeTree(join(dir.path, 'theme'), THEME)
  })
  afterAll(() => dir.remove())

  it('prints the commands for --help', async () => {
    const result = await spawnCli(['--help'], dir.path)
    expect(result.code).toBe(0)
    for (const command of ['generate', 'check', 'render', 'zip', 'unzip'])
      expect(result.stdout).toContain(command)
    expect(result.stderr).toBe('')
  })

  it('round-trips a theme folder through zip and unzip byte for byte', async () => {
    const zipped = await spawnCli(['zip', 'theme', '--out', 'out/theme.zip'], dir.path)
    expect(zipped).toMatchObject({ code: 0, stderr: '' })
    expect(zipped.stdout).toContain('Wrote out/theme.zip')
    const unzipped = await spawnCli(['unzip', 'out/theme.zip', '--out', 'copy'], dir.path)
    expect(unzipped).toMatchObject({ code: 0, stderr: '' })

    expect(await listFiles(join(dir.path, 'copy'))).toEqual(THEME_PATHS)
    for (const path of THEME_PATHS) {
      const original = await readFile(join(dir.path, 'theme', path))
      const copy = await readFile(join(dir.path, 'copy', path))
      expect(copy.equals(original), path).toBe(true)
    }
  })

  it('checks a folder and exits 1 on errors, with one line per offense', async () => {
    await writeTree(join(dir.path, 'broken'), {
      ...THEME,
      'sections/bad.liquid': '<img src="{{ \'logo.png\' | asset_url }}">\n{{ 1 | nope }}\n',
    })
    const result = await spawnCli(['check', 'broken'], dir.path)
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('sections/bad.liquid:1:1 error ImgWidthAndHeight')
    expect(result.stdout).toContain("sections/bad.liquid:2:6 error UnknownFilter Unknown filter 'nope' used.")
    expect(result.stdout.trim().split('\n').at(-1)).toMatch(
      /^\d+ errors?, \d+ warnings?, \d+ info in \d+ files\.$/,
    )
  })

  it('renders a template to a file and to stdout', async () => {
    const toFile = await spawnCli(['render', 'theme', '--template', 'index', '--out', 'page.html'], dir.path)
    expect(toFile).toMatchObject({ code: 0, stderr: '' })
    const html = await readFile(join(dir.path, 'page.html'), 'utf8')
    expect(html).toMatch(/^<!doctype html>/i)
    expect(html).toContain('<p class="hello">Hello — 靴 👟</p>')
    const toStdout = await spawnCli(['render', 'theme'], dir.path)
    expect(toStdout.code).toBe(0)
    expect(toStdout.stdout).toContain('<p class="hello">Hello — 靴 👟</p>')
  })

  it('generates a theme into a folder and a ZIP that check clean', async () => {
    const result = await spawnCli(
      [
        'generate',
        'A minimalist jewelry boutique',
        '--page-type',
        'product',
        '--out',
        'jewelry',
        '--zip',
        'jewelry.zip',
      ],
      dir.path,
    )
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(result.stdout).toMatch(/Wrote \d+ files to jewelry\n/)
    expect(result.stdout).toContain('Wrote jewelry.zip')
    expect((await stat(join(dir.path, 'jewelry/templates/product.json'))).isFile()).toBe(true)
    const checked = await spawnCli(['check', 'jewelry.zip'], dir.path)
    expect(checked).toMatchObject({ code: 0, stderr: '' })
    expect(checked.stdout).toMatch(/^No problems found in \d+ files\.\n$/)
  })

  it('runs as npm run vitrine does (tsx src/cli/main.ts), lazily loaded commands included', async () => {
    const result = await spawnMain(['generate', 'A vintage clothing store', '--zip', 'vintage.zip'], dir.path)
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(result.stdout).toContain('Wrote vintage.zip')
    expect((await stat(join(dir.path, 'vintage.zip'))).size).toBeGreaterThan(1000)
  })

  it('says exactly "Please enter a prompt" for an empty prompt', async () => {
    const result = await spawnCli(['generate', '   '], dir.path)
    expect(result.code).not.toBe(0)
    expect(result.stderr).toBe('Please enter a prompt\n')
    expect(result.stdout).toBe('')
  })

  it('rejects an unknown command with one line on stderr', async () => {
    const result = await spawnCli(['frobnicate'], dir.path)
    expect(result.code).toBe(2)
    expect(result.stderr).toBe(
      "Unknown command 'frobnicate'. Run 'vitrine --help' for the list of commands.\n",
    )
  })
})

describe('vitrine (in-process)', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>

  beforeAll(async () => {
    dir = await tempDir()
    await writeTree(join(dir.path, 'theme'), THEME)
    await writeFile(join(dir.path, 'corrupt.zip'), 'PK\u0003\u0004 this is not really a zip')
    await writeTree(join(dir.path, 'empty-folder'), { 'README.md': 'nothing here' })
    await writeTree(join(dir.path, 'nested'), { ...THEME, 'sections/old/hero.liquid': 'x' })
    await writeTree(join(dir.path, 'full'), { 'keep.txt': 'x' })
  })
  afterAll(() => dir.remove())

  const oneLine = (text: string) => expect(text.trim().split('\n')).toHaveLength(1)

  it('checks a clean theme: no problems, exit 0, JSON summary', async () => {
    const human = await runCli(['check', 'theme'], dir.path)
    expect(human).toMatchObject({ code: 0, stderr: '' })
    expect(human.stdout).toBe(`No problems found in ${THEME_PATHS.length} files.\n`)
    const json = await runCli(['check', 'theme', '--json'], dir.path)
    expect(JSON.parse(json.stdout)).toEqual({ errors: 0, warnings: 0, info: 0, offenses: [] })
  })

  it('checks a ZIP as well as a folder', async () => {
    expect((await runCli(['zip', 'theme', '--out', 'packed.zip'], dir.path)).code).toBe(0)
    const result = await runCli(['check', 'packed.zip', '--json'], dir.path)
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout).errors).toBe(0)
  })

  it('prints a generated theme as JSON, the same for the same prompt', async () => {
    const first = await runCli(['generate', 'Vintage clothing store', '--json'], dir.path)
    expect(first).toMatchObject({ code: 0, stderr: '' })
    const theme = JSON.parse(first.stdout) as {
      files: Record<string, string>
      explanation: string
      storeConfig: { name: string }
    }
    expect(theme.files['layout/theme.liquid']).toContain('content_for_layout')
    expect(theme.explanation).toContain(theme.storeConfig.name)
    expect((await runCli(['generate', 'Vintage clothing store', '--json'], dir.path)).stdout).toBe(
      first.stdout,
    )
  })

  it('says where to save when generate writes nothing', async () => {
    const result = await runCli(['generate', 'a coffee roastery'], dir.path)
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Nothing written: add --out DIR or --zip FILE to save the theme.')
  })

  it('shows per-command help', async () => {
    for (const command of ['generate', 'check', 'render', 'zip', 'unzip']) {
      const viaFlag = await runCli([command, '--help'], dir.path)
      expect(viaFlag.code, command).toBe(0)
      expect(viaFlag.stdout, command).toContain(`Usage: vitrine ${command}`)
      expect((await runCli(['help', command], dir.path)).stdout).toBe(viaFlag.stdout)
    }
  })

  it.each([
    [['generate', ''], 'Please enter a prompt'],
    [['generate'], 'Please enter a prompt'],
    [
      ['generate', 'a shoe store', '--page-type', 'shop'],
      "Unknown page type 'shop' (expected one of: homepage, product",
    ],
    [['generate', 'a shoe store', '--colour', 'red'], "Unknown option '--colour' for 'vitrine generate'"],
    [['check'], 'Missing theme folder or ZIP'],
    [['check', 'missing-dir'], 'No such file or folder: missing-dir'],
    [['check', 'corrupt.zip'], 'corrupt.zip: Not a valid ZIP file'],
    [['check', 'empty-folder'], 'No theme files in empty-folder'],
    [['check', 'nested'], 'Not a valid theme file path in nested: sections/old/'],
    [['check', 'theme', 'theme'], "Unexpected argument 'theme'"],
    [['render', 'missing.zip'], 'No such file or folder: missing.zip'],
    [['render', 'theme', '--template'], "Option '--template' needs a value"],
    [
      ['render', 'theme', '--template', 'product'],
      "Unknown template 'product' in theme (available: customers/login, index)",
    ],
    [['zip', 'theme'], 'Missing --out'],
    [['zip', 'corrupt.zip', '--out', 'x.zip'], 'corrupt.zip is a file, expected a theme folder'],
    [['zip', 'missing', '--out', 'x.zip'], 'No such folder: missing'],
    [['unzip', 'corrupt.zip', '--out', 'x'], 'corrupt.zip: Not a valid ZIP file'],
    [['unzip', 'theme', '--out', 'x'], 'theme is a folder, expected a ZIP file'],
    [
      ['unzip', 'packed.zip', '--out', 'full'],
      'Folder full is not empty (add --force to replace its theme files)',
    ],
    [['nope'], "Unknown command 'nope'"],
    [['--nope'], "Unknown option '--nope'"],
    [[], 'Missing command'],
  ])('fails on %j with one clear message', async (args, message) => {
    if (args[0] === 'unzip' && args[1] === 'packed.zip')
      await runCli(['zip', 'theme', '--out', 'packed.zip'], dir.path)
    const result = await runCli(args, dir.path)
    expect(result.code).not.toBe(0)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain(message)
    oneLine(result.stderr)
  })

  it('unzips into a non-empty folder with --force, replacing only theme folders', async () => {
    await runCli(['zip', 'theme', '--out', 'packed.zip'], dir.path)
    await writeTree(join(dir.path, 'target'), { 'notes.txt': 'mine', 'sections/stale.liquid': 'old' })
    const result = await runCli(['unzip', 'packed.zip', '--out', 'target', '--force'], dir.path)
    expect(result.code).toBe(0)
    expect(await readFile(join(dir.path, 'target/notes.txt'), 'utf8')).toBe('mine')
    await expect(stat(join(dir.path, 'target/sections/stale.liquid'))).rejects.toThrow()
    expect(await listFiles(join(dir.path, 'target'))).toEqual([...THEME_PATHS, 'notes.txt'].sort())
  })
})
