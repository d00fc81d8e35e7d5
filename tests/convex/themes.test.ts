import { describe, expect, it } from 'vitest'
import { api } from '../../convex/_generated/api'
import { newBackend, signedIn } from './helpers'

const storeConfig = { name: 'Stride', tagline: '', primaryColor: '#112233', categories: ['Sneakers'] }
const file = (source: string) => [{ path: 'layout/theme.liquid', source }]

describe('theme versions', () => {
  it('keeps every version and restores an earlier one as a new version', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    expect(await ana.query(api.themes.current, {})).toBeNull()
    await ana.mutation(api.themes.saveEdit, {
      source: 'import',
      files: file('v1'),
      explanation: 'one',
      storeConfig,
    })
    await ana.mutation(api.themes.saveEdit, {
      source: 'code_edit',
      files: file('v2'),
      explanation: 'two',
      storeConfig,
    })
    const current = await ana.query(api.themes.current, {})
    expect(current).toMatchObject({ number: 2, source: 'code_edit', files: { 'layout/theme.liquid': 'v2' } })
    const versions = await ana.query(api.themes.versions, {})
    expect(versions.map((v) => [v.number, v.source, v.current])).toEqual([
      [2, 'code_edit', true],
      [1, 'import', false],
    ])
    await ana.mutation(api.themes.restore, { versionId: versions[1]!.versionId })
    expect(await ana.query(api.themes.current, {})).toMatchObject({
      number: 3,
      source: 'restore',
      files: { 'layout/theme.liquid': 'v1' },
    })
  })

  it('refuses unsafe paths and empty themes', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await expect(
      ana.mutation(api.themes.saveEdit, {
        source: 'import',
        files: [{ path: '../etc/passwd', source: 'x' }],
        explanation: '',
        storeConfig,
      }),
    ).rejects.toThrow('Not a theme file path: ../etc/passwd')
    await expect(
      ana.mutation(api.themes.saveEdit, { source: 'import', files: [], explanation: '', storeConfig }),
    ).rejects.toThrow('at least one file')
  })

  it("never shows or restores another user's theme", async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const ben = await signedIn(t, 'ben')
    await ana.mutation(api.themes.saveEdit, {
      source: 'import',
      files: file('mine'),
      explanation: '',
      storeConfig,
    })
    expect(await ben.query(api.themes.current, {})).toBeNull()
    const [version] = await ana.query(api.themes.versions, {})
    await expect(ben.mutation(api.themes.restore, { versionId: version!.versionId })).rejects.toThrow(
      'Version not found',
    )
  })
})

describe('undo and redo', () => {
  it('steps back and forth along the versions without creating new ones', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const save = (source: string) =>
      ana.mutation(api.themes.saveEdit, {
        source: 'code_edit',
        files: file(source),
        explanation: '',
        storeConfig,
      })
    await save('v1')
    await save('v2')
    await save('v3')
    const undone = await ana.mutation(api.themes.undo, {})
    expect(undone).toMatchObject({
      number: 2,
      canUndo: true,
      canRedo: true,
      files: { 'layout/theme.liquid': 'v2' },
    })
    await ana.mutation(api.themes.undo, {})
    expect(await ana.mutation(api.themes.undo, {})).toBeNull()
    expect(await ana.query(api.themes.current, {})).toMatchObject({
      number: 1,
      canUndo: false,
      canRedo: true,
    })
    expect(await ana.mutation(api.themes.redo, {})).toMatchObject({ number: 2 })
    expect(await ana.mutation(api.themes.redo, {})).toMatchObject({ number: 3, canRedo: false })
    expect(await ana.mutation(api.themes.redo, {})).toBeNull()
    expect((await ana.query(api.themes.versions, {})).length).toBe(3)
  })

  it('after an undo, a new edit branches: undo returns to its base, redo follows the new branch', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const save = (source: string) =>
      ana.mutation(api.themes.saveEdit, {
        source: 'code_edit',
        files: file(source),
        explanation: '',
        storeConfig,
      })
    await save('v1')
    await save('v2')
    await ana.mutation(api.themes.undo, {})
    await save('v3 from v1')
    expect(await ana.mutation(api.themes.undo, {})).toMatchObject({ number: 1 })
    expect(await ana.mutation(api.themes.redo, {})).toMatchObject({ number: 3 })
  })

  it("cannot step another user's page", async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const ben = await signedIn(t, 'ben')
    const projectId = (await ana.mutation(api.projects.create, { shop: 'stride' }))!
    const pageId = await ana.mutation(api.pages.create, {
      projectId,
      pageType: 'homepage',
      title: 'H',
      userPrompt: 'x',
    })
    await expect(ben.mutation(api.themes.undo, { pageId })).rejects.toThrow('Page not found')
  })
})
