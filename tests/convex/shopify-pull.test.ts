// "Pull live theme": the store's published theme, read through the real Shopify SDK from the
// loopback fake (themes(roles: [MAIN]), then theme(id) { files(first, after) } page by page),
// saved as a new version of the page's theme.
import { describe, expect, it } from 'vitest'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import type { FakeShopify, FakeStoreFile } from '../support/fake-shopify'
import {
  connectedProject,
  currentFiles,
  newBackend,
  saveTheme,
  signedIn,
  useFakeShopify,
  type Backend,
} from './helpers'

const SHOP = 'stride.myshopify.com'
const REVOKED = 'Your store disconnected Vitrine. Please connect it again.'

let shopify: FakeShopify

useFakeShopify((fake) => {
  shopify = fake
})

/** 1x1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

/**
 * A Dawn-sized live theme: `sections` sections of about `each` bytes (2.6 MB with the defaults),
 * snippets, templates, a settings_data naming no store, a PNG inline (base64), a font by URL,
 * a large stylesheet by URL and a locale with non-ASCII text.
 */
function dawnSized(sections = 180, each = 12_000): FakeStoreFile[] {
  const files: FakeStoreFile[] = [
    {
      filename: 'layout/theme.liquid',
      text: '<html>{{ content_for_header }}{{ content_for_layout }}</html>',
    },
    { filename: 'config/settings_schema.json', text: '[{"name":"theme_info","theme_name":"Dawn"}]' },
    { filename: 'config/settings_data.json', text: '{"current":"Default","presets":{"Default":{}}}' },
    { filename: 'templates/index.json', text: '{"sections":{},"order":[]}' },
    { filename: 'templates/customers/account.liquid', text: '<h1>{{ customer.name }}</h1>' },
    { filename: 'locales/fr.json', text: '{"general":{"cart":"Panier — déjà vu ✓"}}' },
    { filename: 'assets/logo.png', base64: PNG },
    { filename: 'assets/font.woff2', url: { base64: 'd09GMgABAAAAAA==' } },
    { filename: 'assets/base.css', url: { text: `:root{--x:1}\n${'.a{color:red}\n'.repeat(20_000)}` } },
  ]
  for (let i = 0; i < sections; i++) {
    const n = String(i).padStart(3, '0')
    files.push({ filename: `sections/section-${n}.liquid`, text: `<div>${n}</div>${'x'.repeat(each)}` })
    files.push({ filename: `snippets/snippet-${n}.liquid`, text: `{% comment %}${n}{% endcomment %}` })
  }
  return files
}

async function storeWithPage(t: Backend) {
  const ana = await signedIn(t, 'ana')
  const projectId = await connectedProject(t, 'ana@example.com', SHOP, shopify.tokenFor(SHOP))
  const pageId = await ana.mutation(api.pages.create, {
    projectId,
    pageType: 'homepage',
    title: 'Home',
    userPrompt: 'A shoe store',
  })
  return { ana, projectId, pageId }
}

async function project(t: Backend, projectId: Id<'projects'>) {
  return await t.run(async (ctx) => await ctx.db.get(projectId))
}

describe('shopifyPull.pullLiveTheme', () => {
  it('saves every file of the published theme, page after page, as one new version', async () => {
    const t = newBackend()
    const { ana, projectId, pageId } = await storeWithPage(t)
    await saveTheme(ana, { 'layout/theme.liquid': '<html>mine</html>' }, { pageId, explanation: 'Mine.' })
    const live = dawnSized()
    shopify.setStoreThemes(SHOP, [
      { name: 'Old draft', role: 'UNPUBLISHED', files: [{ filename: 'layout/theme.liquid', text: 'draft' }] },
      { name: 'Dawn', role: 'MAIN', files: live },
    ])

    const result = await ana.action(api.shopifyPull.pullLiveTheme, { projectId, pageId })
    expect(result).toEqual({
      success: true,
      themeName: 'Dawn',
      storeName: 'Stride',
      fileCount: live.length,
      skipped: 0,
      error: null,
    })

    // Several pages, each asked for with the cursor the one before it ended on.
    const reads = shopify.fileReads
    expect(reads.length).toBeGreaterThanOrEqual(3)
    expect(reads.every((read) => read.first === 250)).toBe(true)
    expect(reads[0]!.after).toBeNull()
    expect(reads.slice(1).every((read) => read.after !== null)).toBe(true)
    expect(reads.reduce((sum, read) => sum + read.returned, 0)).toBe(live.length)
    // Only the published theme was read; every request carried the shop's token.
    const graphql = shopify.requests.filter((r) => r.path.endsWith('/graphql.json'))
    expect(graphql.map((r) => r.operation)).toEqual(['themes', ...reads.map(() => 'themeFiles')])
    expect(graphql[0]!.body).toMatchObject({ variables: { roles: ['MAIN'] } })
    expect(graphql.every((r) => r.headers['x-shopify-access-token'] === shopify.tokenFor(SHOP))).toBe(true)
    expect(shopify.requests.filter((r) => r.operation === 'fileUrl')).toHaveLength(2)

    const current = await ana.query(api.themes.current, { pageId })
    expect(current).toMatchObject({
      number: 2,
      versionCount: 2,
      canUndo: true,
      source: 'import',
      explanation: 'Pulled Dawn from Stride.',
    })
    expect(current!.bytes).toBeGreaterThan(2_000_000)
    const files = await currentFiles(ana, pageId)
    expect(Object.keys(files!).sort()).toEqual(live.map((f) => f.filename).sort())
    expect(files!['sections/section-179.liquid']).toBe(`<div>179</div>${'x'.repeat(12_000)}`)
    expect(files!['locales/fr.json']).toBe('{"general":{"cart":"Panier — déjà vu ✓"}}')
    // Binary assets as the app keeps them: base64 data URLs, inline or fetched by URL.
    expect(files!['assets/logo.png']).toBe(`data:image/png;base64,${PNG}`)
    expect(files!['assets/font.woff2']).toBe('data:font/woff2;base64,d09GMgABAAAAAA==')
    expect(files!['assets/base.css']).toMatch(/^:root\{--x:1\}\n\.a\{color:red\}/)
    expect(files!['layout/theme.liquid']).not.toBe('draft')
    // The store settings fall back to the current version's: Dawn's settings name no store.
    expect(current!.storeConfig.name).toBe('Stride')

    // Undo goes back to the merchant's own version: nothing was lost.
    await ana.mutation(api.themes.undo, { pageId })
    expect(await currentFiles(ana, pageId)).toEqual({ 'layout/theme.liquid': '<html>mine</html>' })
  })

  it('into the editor scratch theme, with files Vitrine cannot hold left out and named', async () => {
    const t = newBackend()
    const { ana, projectId } = await storeWithPage(t)
    shopify.setStoreThemes(SHOP, [
      {
        name: 'Horizon',
        role: 'MAIN',
        files: [
          { filename: 'layout/theme.liquid', text: '<html>{{ content_for_layout }}</html>' },
          { filename: 'assets/odd name.css', text: 'a{}' },
          { filename: 'assets/blob.bin', base64: '//79/A==' },
        ],
      },
    ])
    const result = await ana.action(api.shopifyPull.pullLiveTheme, { projectId })
    expect(result).toMatchObject({ success: true, themeName: 'Horizon', fileCount: 1, skipped: 2 })
    const current = await ana.query(api.themes.current, {})
    expect(current!.explanation).toBe(
      'Pulled Horizon from Stride. Left out 2 files Vitrine cannot hold: assets/odd name.css, assets/blob.bin.',
    )
    expect(Object.keys((await currentFiles(ana))!)).toEqual(['layout/theme.liquid'])
  })

  it('refuses a store that is not connected, and never calls Shopify', async () => {
    const t = newBackend()
    const { ana, projectId, pageId } = await storeWithPage(t)
    shopify.setStoreThemes(SHOP, [{ name: 'Dawn', role: 'MAIN', files: dawnSized(2, 10) }])
    await t.run(async (ctx) =>
      ctx.db.patch(projectId, { shopAccessToken: undefined, status: 'disconnected' }),
    )
    const result = await ana.action(api.shopifyPull.pullLiveTheme, { projectId, pageId })
    expect(result).toMatchObject({
      success: false,
      error: 'Connect your Shopify store before pulling its live theme.',
    })
    expect(shopify.requests).toHaveLength(0)
    expect(await ana.query(api.themes.current, { pageId })).toBeNull()
  })

  it("refuses another user's store or page, a page of another store, and signed-out callers", async () => {
    const t = newBackend()
    const { ana, projectId, pageId } = await storeWithPage(t)
    shopify.setStoreThemes(SHOP, [{ name: 'Dawn', role: 'MAIN', files: dawnSized(2, 10) }])
    const bob = await signedIn(t, 'bob')
    expect((await bob.action(api.shopifyPull.pullLiveTheme, { projectId })).error).toBe('Project not found')
    const bobsStore = await connectedProject(t, 'bob@example.com', SHOP, shopify.tokenFor(SHOP))
    expect((await bob.action(api.shopifyPull.pullLiveTheme, { projectId: bobsStore, pageId })).error).toBe(
      'Page not found',
    )
    const otherStore = await connectedProject(t, 'ana@example.com', 'other.myshopify.com')
    expect((await ana.action(api.shopifyPull.pullLiveTheme, { projectId: otherStore, pageId })).error).toBe(
      'Page not found',
    )
    await expect(t.action(api.shopifyPull.pullLiveTheme, { projectId })).rejects.toThrow(/Not signed in/)
    expect(shopify.requests).toHaveLength(0)
  })

  it('a 401 from Shopify marks the store revoked, clears the token, says so and keeps the current version', async () => {
    const t = newBackend()
    const { ana, projectId, pageId } = await storeWithPage(t)
    await saveTheme(ana, { 'layout/theme.liquid': '<html>mine</html>' }, { pageId })
    shopify.setStoreThemes(SHOP, [{ name: 'Dawn', role: 'MAIN', files: dawnSized(2, 10) }])
    shopify.setUnauthorized(true)
    const result = await ana.action(api.shopifyPull.pullLiveTheme, { projectId, pageId })
    expect(result).toMatchObject({ success: false, error: REVOKED })
    const revoked = await project(t, projectId)
    expect(revoked!.status).toBe('revoked')
    expect(revoked!.shopAccessToken).toBeUndefined()
    expect(await ana.query(api.themes.current, { pageId })).toMatchObject({ number: 1, versionCount: 1 })

    shopify.setUnauthorized(false)
    expect((await ana.action(api.shopifyPull.pullLiveTheme, { projectId, pageId })).error).toBe(REVOKED)
    // The second attempt never reached Shopify.
    expect(shopify.requests).toHaveLength(1)
  })

  it('says so when the store has no published theme', async () => {
    const t = newBackend()
    const { ana, projectId, pageId } = await storeWithPage(t)
    shopify.setStoreThemes(SHOP, [{ name: 'Draft', role: 'UNPUBLISHED', files: dawnSized(2, 10) }])
    const result = await ana.action(api.shopifyPull.pullLiveTheme, { projectId, pageId })
    expect(result).toMatchObject({ success: false, error: 'Your store has no published theme to pull.' })
    expect(await ana.query(api.themes.current, { pageId })).toBeNull()
  })

  it('refuses a theme over 10 MB as soon as it passes the limit, saving nothing', async () => {
    const t = newBackend()
    const { ana, projectId, pageId } = await storeWithPage(t)
    await saveTheme(ana, { 'layout/theme.liquid': '<html>mine</html>' }, { pageId })
    // 30 sections of 400 KB: 12 MB, over several pages.
    shopify.setStoreThemes(SHOP, [{ name: 'Huge', role: 'MAIN', files: dawnSized(30, 400_000) }])
    const result = await ana.action(api.shopifyPull.pullLiveTheme, { projectId, pageId })
    expect(result).toMatchObject({
      success: false,
      error: 'The live theme is too large to save: more than 10 MB of files (at most 10 MB).',
    })
    expect(shopify.fileReads.length).toBeGreaterThan(1)
    expect(await ana.query(api.themes.current, { pageId })).toMatchObject({ number: 1, versionCount: 1 })
    expect(await currentFiles(ana, pageId)).toEqual({ 'layout/theme.liquid': '<html>mine</html>' })
  })
})
