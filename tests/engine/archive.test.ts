import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import {
  archiveFileName,
  exportZip,
  importZip,
  MAX_ARCHIVE_BYTES,
  MAX_ARCHIVE_FILES,
  zipEntryCount,
} from '../../src/engine/archive/zip'
import type { ThemeFiles } from '../../src/engine/model/theme'

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10]
const PNG_BASE64 = btoa(String.fromCharCode(...PNG_BYTES))

const FILES: ThemeFiles = {
  'layout/theme.liquid': '<!doctype html>\n<html>{{ content_for_header }}{{ content_for_layout }}</html>\n',
  'sections/hero.liquid': '\uFEFF<h1>Ünïcödé — 靴 👟</h1>\r\n{% schema %}{"name":"Hero"}{% endschema %}',
  'templates/index.json': '{\n  "sections": {},\n  "order": []\n}\n',
  'templates/customers/login.json': '{}',
  'assets/theme.css': '',
  'assets/logo.png': `data:image/png;base64,${PNG_BASE64}`,
  'locales/en.default.json': '{"general":{"hello":"Héllo"}}',
}

async function zipOf(entries: Record<string, string | Uint8Array>): Promise<Uint8Array> {
  const zip = new JSZip()
  for (const [name, content] of Object.entries(entries)) zip.file(name, content, { createFolders: false })
  return zip.generateAsync({ type: 'uint8array' })
}

describe('exportZip', () => {
  it('names the archive after the store, defaulting to shopify-theme.zip', async () => {
    expect((await exportZip(FILES, 'Café Soleil & Co.')).fileName).toBe('cafe-soleil-co.zip')
    expect((await exportZip(FILES)).fileName).toBe('shopify-theme.zip')
    expect(archiveFileName('  !!  ')).toBe('shopify-theme.zip')
  })

  it('gives the same bytes for the same files', async () => {
    const first = await exportZip(FILES)
    const reordered = Object.fromEntries(Object.entries(FILES).reverse())
    const second = await exportZip(reordered)
    expect(Buffer.from(second.data).equals(Buffer.from(first.data))).toBe(true)
    // No clock in the archive: every entry carries the same fixed date.
    const zip = await JSZip.loadAsync(first.data)
    const dates = new Set(Object.values(zip.files).map((file) => file.date.toISOString()))
    expect([...dates]).toEqual(['2000-01-01T00:00:00.000Z'])
  })

  it('writes text as UTF-8 and binary assets as their bytes', async () => {
    const zip = await JSZip.loadAsync((await exportZip(FILES)).data)
    expect(await zip.file('sections/hero.liquid')?.async('string')).toContain('靴 👟')
    expect([...((await zip.file('assets/logo.png')?.async('uint8array')) ?? [])]).toEqual(PNG_BYTES)
    expect(Object.values(zip.files).some((file) => file.dir)).toBe(false)
  })
})

describe('importZip', () => {
  it('round-trips every file byte for byte', async () => {
    const back = await importZip((await exportZip(FILES, 'Shoes')).data)
    expect(Object.keys(back).sort()).toEqual(Object.keys(FILES).sort())
    for (const [path, source] of Object.entries(FILES)) {
      expect(new TextEncoder().encode(back[path]), path).toEqual(new TextEncoder().encode(source))
    }
  })

  it('accepts an ArrayBuffer', async () => {
    const { data } = await exportZip(FILES)
    const buffer = new Uint8Array(data).buffer
    expect(Object.keys(await importZip(buffer))).toHaveLength(Object.keys(FILES).length)
  })

  it('strips a single wrapper folder and ignores junk and non-theme files', async () => {
    const data = await zipOf({
      'dawn-main/layout/theme.liquid': 'layout',
      'dawn-main/sections/header.liquid': 'header',
      'dawn-main/README.md': '# Dawn',
      'dawn-main/LICENSE': 'MIT',
      'dawn-main/.github/workflows/ci.yml': 'on: push',
      'dawn-main/.DS_Store': 'junk',
      'dawn-main/package.json': '{}',
      '__MACOSX/dawn-main/._theme.liquid': 'junk',
    })
    expect(await importZip(data)).toEqual({
      'layout/theme.liquid': 'layout',
      'sections/header.liquid': 'header',
    })
  })

  it('takes files at the root as they are', async () => {
    const data = await zipOf({
      'layout/theme.liquid': 'x',
      'README.md': 'readme',
      'sections/.DS_Store': 'junk',
    })
    expect(await importZip(data)).toEqual({ 'layout/theme.liquid': 'x' })
  })

  it('reads folders separated by backslashes', async () => {
    const data = await zipOf({ 'layout\\theme.liquid': 'x', 'sections\\.DS_Store': 'junk' })
    expect(await importZip(data)).toEqual({ 'layout/theme.liquid': 'x' })
  })

  it('rejects paths that escape, naming them', async () => {
    await expect(
      importZip(await zipOf({ 'layout/theme.liquid': 'x', '../evil.liquid': 'x' })),
    ).rejects.toThrow('Unsafe path in the ZIP: ../evil.liquid')
    await expect(
      importZip(await zipOf({ 'layout/theme.liquid': 'x', 'sections/../../etc/passwd': 'x' })),
    ).rejects.toThrow('Unsafe path in the ZIP: sections/../../etc/passwd')
    await expect(importZip(await zipOf({ '/layout/theme.liquid': 'x' }))).rejects.toThrow(
      'Unsafe path in the ZIP: /layout/theme.liquid',
    )
  })

  it('rejects theme-folder paths Shopify would not accept', async () => {
    await expect(importZip(await zipOf({ 'sections/deep/header.liquid': 'x' }))).rejects.toThrow(
      'Not a valid theme file path in the ZIP: sections/deep/header.liquid',
    )
  })

  it('rejects an archive with no theme in it', async () => {
    await expect(importZip(await zipOf({ 'README.md': 'hi', 'src/index.js': '' }))).rejects.toThrow(
      /No theme files in the ZIP/,
    )
  })

  it('rejects data that is not a ZIP', async () => {
    await expect(importZip(new TextEncoder().encode('not a zip at all'))).rejects.toThrow(
      'Not a valid ZIP file',
    )
  })

  it(`rejects more than ${MAX_ARCHIVE_FILES} files`, async () => {
    const entries: Record<string, string> = {}
    for (let i = 0; i <= MAX_ARCHIVE_FILES; i++) entries[`snippets/s${i}.liquid`] = ''
    await expect(importZip(await zipOf(entries))).rejects.toThrow(
      `Too many files in the ZIP: ${MAX_ARCHIVE_FILES + 1} (at most ${MAX_ARCHIVE_FILES})`,
    )
  })

  it('rejects more than 50 MB unpacked', async () => {
    const zip = new JSZip()
    zip.file('assets/big.css', 'a'.repeat(MAX_ARCHIVE_BYTES / 2 + 1), { createFolders: false })
    zip.file('assets/big2.css', 'b'.repeat(MAX_ARCHIVE_BYTES / 2 + 1), { createFolders: false })
    const data = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })
    await expect(importZip(data)).rejects.toThrow('The ZIP is too large: more than 50 MB unpacked')
  })
})

describe('zipEntryCount', () => {
  it(
    'counts the central directory entries of a ZIP, folders and junk included',
    { timeout: 60_000 },
    async () => {
      const entries: Record<string, string> = { '__MACOSX/._x': '', 'README.md': '# hi' }
      for (let i = 0; i < 66_000; i++) entries[`snippets/s${i}.liquid`] = ''
      // 66,002 entries: more than the end record's 16-bit count can hold, which jszip wraps.
      expect(zipEntryCount(await zipOf(entries), Infinity)).toBe(66_002)
    },
  )

  it('stops counting past the most it is asked for', async () => {
    const entries: Record<string, string> = {}
    for (let i = 0; i < 50; i++) entries[`snippets/s${i}.liquid`] = ''
    expect(zipEntryCount(await zipOf(entries), 10)).toBe(11)
  })

  it('is undefined for bytes that are not a ZIP', () => {
    expect(zipEntryCount(new TextEncoder().encode('no end record here, just text'))).toBeUndefined()
  })
})
