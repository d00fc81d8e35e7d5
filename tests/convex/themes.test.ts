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
