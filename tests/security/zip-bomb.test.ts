// Issue #13, item 4: ZIP bombs with lying headers. A ZIP's sizes are counted as it inflates, so an
// entry that claims 1,000 bytes and inflates to 1.1 GB is refused after 1,000 bytes, with one
// clear error, by the engine (the app's import), the CLI (unzip, check, render) alike.
import { access } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import JSZip from 'jszip'
import {
  ArchiveError,
  importZip,
  MAX_ARCHIVE_BYTES,
  MAX_ARCHIVE_ENTRIES,
  MAX_ARCHIVE_FILES,
} from '../../src/engine/archive/zip'
import { spawnCli, tempDir, writeTree } from '../cli/helpers'
import { deflatedSpaces, lyingZipBomb, zipOf } from '../support/hostile'

const LIE =
  'The ZIP is not valid: sections/bomb.liquid unpacks to more than the 1000 bytes its header declares'
const MB = 1024 * 1024

describe('a ZIP whose header lies about its size', () => {
  it('is refused by importZip while inflating, without the memory the bomb asks for', async () => {
    const bomb = lyingZipBomb(1100)
    expect(bomb.length).toBeLessThan(1.2 * MB)
    const before = process.resourceUsage().maxRSS * 1024
    const error = await importZip(bomb).catch((caught: unknown) => caught)
    const grown = process.resourceUsage().maxRSS * 1024 - before
    expect(error).toBeInstanceOf(ArchiveError)
    expect((error as Error).message).toBe(LIE)
    // Inflating it whole takes 1.1 GB; refusing it takes next to nothing.
    expect(grown).toBeLessThan(200 * MB)
  })

  it('is refused when its entries lie a little each but add up past the limit', async () => {
    // Each entry claims 1 MB and holds 2: 30 entries claim 30 MB and hold 60.
    const entries = Array.from({ length: 30 }, (_, i) => ({
      path: `assets/part-${i}.css`,
      deflated: deflatedSpaces(2),
      claimedSize: MB,
    }))
    const error = await importZip(zipOf(entries)).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ArchiveError)
    expect((error as Error).message).toMatch(
      /^The ZIP is not valid: assets\/part-0\.css unpacks to more than/,
    )
  })

  it('is refused before inflating when it honestly declares more than the limit', async () => {
    const honest = zipOf([
      { path: 'sections/big.liquid', deflated: deflatedSpaces(60), claimedSize: 60 * MB },
    ])
    await expect(importZip(honest)).rejects.toThrow(
      `The ZIP is too large: more than ${MAX_ARCHIVE_BYTES / MB} MB unpacked`,
    )
  })

  it('is refused by `vitrine unzip`, which writes nothing', async () => {
    const dir = await tempDir()
    try {
      await writeTree(dir.path, { 'bomb.zip': lyingZipBomb(1100) })
      const result = await spawnCli(['unzip', 'bomb.zip', '--out', 'out'], dir.path)
      expect(result.code).toBe(1)
      expect(result.stderr.trim()).toBe(`bomb.zip: ${LIE}`)
      await expect(access(join(dir.path, 'out'))).rejects.toThrow()
    } finally {
      await dir.remove()
    }
  })

  it('is refused by `vitrine check` and `vitrine render` with the same message', async () => {
    const dir = await tempDir()
    try {
      await writeTree(dir.path, { 'bomb.zip': lyingZipBomb(1100) })
      for (const command of ['check', 'render']) {
        const result = await spawnCli([command, 'bomb.zip'], dir.path)
        expect(result.code).toBe(1)
        expect(result.stderr.trim()).toBe(`bomb.zip: ${LIE}`)
      }
    } finally {
      await dir.remove()
    }
  })
})

describe('a ZIP of tens of thousands of empty entries', () => {
  it('is refused from its central directory, before jszip reads an entry', { timeout: 60_000 }, async () => {
    const zip = new JSZip()
    for (let i = 0; i < 30_000; i++) zip.file(`snippets/s${i}.liquid`, '', { createFolders: false })
    const data = await zip.generateAsync({ type: 'uint8array', compression: 'STORE' })
    // jszip would first build an object per entry (400,000 took 14 s and 360 MB): loadAsync must
    // not be reached, so the refusal names the entries, not the theme files jszip would list.
    const loadAsync = JSZip.loadAsync
    let loaded = false
    JSZip.loadAsync = ((...args: Parameters<typeof loadAsync>) => {
      loaded = true
      return loadAsync(...args)
    }) as typeof loadAsync
    try {
      await expect(importZip(data)).rejects.toThrow(
        `Too many entries in the ZIP: more than ${MAX_ARCHIVE_ENTRIES} (a theme has at most ${MAX_ARCHIVE_FILES} files)`,
      )
    } finally {
      JSZip.loadAsync = loadAsync
    }
    expect(loaded).toBe(false)
  })
})
