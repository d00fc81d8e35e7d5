// compose/sections/<type>/: one folder per section, named as the section's file is, holding its
// Liquid, stylesheet and schema (section.ts) and the build of its template JSON (build.ts).
import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { SECTION_FILES } from '../../../../src/engine/compose'
import type { SectionFile } from '../../../../src/engine/compose/sections/schema'

const sectionsDir = join(dirname(fileURLToPath(import.meta.url)), '../../../../src/engine/compose/sections')
const folders = readdirSync(sectionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()

describe('compose/sections/', () => {
  it("holds each folder's section under the folder's name, listed once in SECTION_FILES", async () => {
    const listed = SECTION_FILES.map((file) => file.name)
    expect(new Set(listed).size).toBe(listed.length)
    for (const folder of folders) {
      if (!existsSync(join(sectionsDir, folder, 'section.ts'))) continue
      const module = (await import(join(sectionsDir, folder, 'section.ts'))) as Record<string, SectionFile>
      const files = Object.values(module)
      expect(
        files.map((file) => file.name),
        folder,
      ).toEqual([folder])
      expect(SECTION_FILES, folder).toContain(files[0])
    }
  })

  it('has the Liquid, stylesheet and schema in every folder that builds a section', () => {
    for (const folder of folders)
      if (existsSync(join(sectionsDir, folder, 'build.ts')))
        expect(existsSync(join(sectionsDir, folder, 'section.ts')), folder).toBe(true)
  })

  it('links each section to its own stylesheet and script only', () => {
    for (const file of SECTION_FILES) {
      for (const [, name] of file.liquid.matchAll(/'section-([a-z0-9-]+)\.(?:css|js)'/g))
        expect(name, file.name).toBe(file.name)
    }
  })
})
