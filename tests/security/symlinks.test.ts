// Issue #13, item 6: `vitrine zip` of a folder holding a symbolic link packed the target's
// contents from outside the theme. Theme folders are now read following links only within the
// theme: a link out of it (or to nothing) is refused with one message naming it, and nothing is
// written; a link to another file of the theme is packed as that file.
import { access, mkdir, symlink } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importZip } from '../../src/engine/archive/zip'
import { spawnCli, tempDir, writeTree } from '../cli/helpers'
import { readFile } from 'node:fs/promises'

const THEME = {
  'theme/layout/theme.liquid': '<html><body>{{ content_for_layout }}</body></html>',
  'theme/sections/hero.liquid': '<h1>Hero</h1>\n{% schema %}{"name":"Hero"}{% endschema %}',
  'theme/templates/index.json': '{"sections":{"hero":{"type":"hero"}},"order":["hero"]}',
  'secret/credentials.txt': 'password=hunter2',
}

async function withTheme(run: (dir: string) => Promise<void>) {
  const dir = await tempDir()
  try {
    await writeTree(dir.path, THEME)
    await run(dir.path)
  } finally {
    await dir.remove()
  }
}

describe('a theme folder holding symbolic links', () => {
  it('refuses a file linked from outside the theme, naming the link, and writes no ZIP', () =>
    withTheme(async (dir) => {
      await mkdir(join(dir, 'theme/snippets'))
      await symlink(join(dir, 'secret/credentials.txt'), join(dir, 'theme/snippets/secret.liquid'))
      const result = await spawnCli(['zip', 'theme', '--out', 'theme.zip'], dir)
      expect(result.code).toBe(1)
      expect(result.stderr.trim()).toBe(
        `theme: snippets/secret.liquid is a symbolic link out of the theme folder (to ${join(dir, 'secret/credentials.txt')}); links are only followed within the theme`,
      )
      await expect(access(join(dir, 'theme.zip'))).rejects.toThrow()
    }))

  it('refuses a theme folder that is a link out of the theme (snippets -> ../secret)', () =>
    withTheme(async (dir) => {
      await symlink('../secret', join(dir, 'theme/snippets'))
      const result = await spawnCli(['zip', 'theme', '--out', 'theme.zip'], dir)
      expect(result.code).toBe(1)
      expect(result.stderr).toContain('theme: snippets is a symbolic link out of the theme folder')
      await expect(access(join(dir, 'theme.zip'))).rejects.toThrow()
    }))

  it('refuses a link to nothing', () =>
    withTheme(async (dir) => {
      await symlink('missing.liquid', join(dir, 'theme/sections/gone.liquid'))
      const result = await spawnCli(['zip', 'theme', '--out', 'theme.zip'], dir)
      expect(result.code).toBe(1)
      expect(result.stderr.trim()).toBe(
        'theme: sections/gone.liquid is a symbolic link to nothing; remove it or replace it with the file',
      )
    }))

  it('is checked and rendered under the same rule', () =>
    withTheme(async (dir) => {
      await mkdir(join(dir, 'theme/snippets'))
      await symlink(join(dir, 'secret/credentials.txt'), join(dir, 'theme/snippets/secret.liquid'))
      for (const command of ['check', 'render']) {
        const result = await spawnCli([command, 'theme'], dir)
        expect(result.code).toBe(1)
        expect(result.stderr).toContain('snippets/secret.liquid is a symbolic link out of the theme folder')
        expect(result.stdout).not.toContain('hunter2')
      }
    }))

  it('packs a link to another file of the theme as that file', () =>
    withTheme(async (dir) => {
      await symlink('hero.liquid', join(dir, 'theme/sections/hero-copy.liquid'))
      const result = await spawnCli(['zip', 'theme', '--out', 'theme.zip'], dir)
      expect(result.stderr).toBe('')
      expect(result.code).toBe(0)
      const files = await importZip(await readFile(join(dir, 'theme.zip')))
      expect(Object.keys(files).sort()).toEqual([
        'layout/theme.liquid',
        'sections/hero-copy.liquid',
        'sections/hero.liquid',
        'templates/index.json',
      ])
      expect(files['sections/hero-copy.liquid']).toBe(files['sections/hero.liquid'])
    }))
})
