import { describe, expect, it } from 'vitest'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import type { FakeShopify } from '../support/fake-shopify'
import { connectedProject, newBackend, signedIn, useFakeShopify, type Backend } from './helpers'

const SHOP = 'stride.myshopify.com'
const STORE_CONFIG = { name: 'Stride', tagline: '', primaryColor: '#000000', categories: [] }

let shopify: FakeShopify

useFakeShopify((fake) => {
  shopify = fake
})

/** n theme files: a layout, n-2 snippets and a base64 image. */
function themeFiles(n: number) {
  const files = [{ path: 'layout/theme.liquid', source: '{{ content_for_header }}{{ content_for_layout }}' }]
  for (let i = 1; i < n - 1; i++) {
    files.push({ path: `snippets/part-${String(i).padStart(3, '0')}.liquid`, source: `<p>${i}</p>` })
  }
  files.push({ path: 'assets/logo.png', source: 'data:image/png;base64,iVBORw0KGgo=' })
  return files
}

async function pageWithTheme(t: Backend, fileCount: number) {
  const ana = await signedIn(t, 'ana')
  const projectId = await connectedProject(t, 'ana@example.com', SHOP, shopify.tokenFor(SHOP))
  const pageId = await ana.mutation(api.pages.create, {
    projectId,
    pageType: 'homepage',
    title: 'Home',
    userPrompt: 'A shoe store',
  })
  await ana.mutation(api.themes.saveEdit, {
    pageId,
    source: 'import',
    changes: themeFiles(fileCount),
    explanation: '',
    storeConfig: STORE_CONFIG,
  })
  return { ana, projectId, pageId }
}

async function project(t: Backend, projectId: Id<'projects'>) {
  return await t.run(async (ctx) => await ctx.db.get(projectId))
}

describe('shopify.pushTheme', () => {
  it('creates one unpublished theme and uploads every file in batches of at most 50', async () => {
    const t = newBackend()
    const { ana, pageId } = await pageWithTheme(t, 120)
    const result = await ana.action(api.shopify.pushTheme, { pageId })

    expect(shopify.themes).toHaveLength(1)
    const theme = shopify.themes[0]!
    expect(theme.role).toBe('UNPUBLISHED')
    expect(theme.name).toMatch(/^Stride — Vitrine \d{4}-\d{2}-\d{2}$/)
    expect(theme.source).toBe('https://vitrine.example/shopify/theme-skeleton.zip')
    expect(result).toEqual({
      success: true,
      themeName: theme.name,
      themeUrl: `https://${SHOP}/admin/themes/${theme.gid.split('/').pop()}/editor`,
      error: null,
    })
    expect(shopify.upserts.map((u) => u.filenames.length)).toEqual([50, 50, 20])
    expect(theme.files.size).toBe(120)
    expect(theme.files.get('layout/theme.liquid')).toEqual({
      type: 'TEXT',
      value: '{{ content_for_header }}{{ content_for_layout }}',
    })
    expect(theme.files.get('assets/logo.png')).toEqual({ type: 'BASE64', value: 'iVBORw0KGgo=' })
    // Every Admin request went to this shop with its token.
    const graphql = shopify.requests.filter((r) => r.path.endsWith('/graphql.json'))
    expect(
      graphql.every((r) => r.shop === SHOP && r.headers['x-shopify-access-token'] === shopify.tokenFor(SHOP)),
    ).toBe(true)
    expect(graphql[0]!.path).toBe('/admin/api/2025-07/graphql.json')

    const push = await ana.query(api.shopify.pushes, { pageId })
    expect(push).toMatchObject({ status: 'done', total: 120, uploaded: 120, themeName: theme.name })
    expect(JSON.stringify(push)).not.toContain(shopify.tokenFor(SHOP))
  })

  it('a push that fails half-way resumes on retry: same theme, no batch uploaded twice', async () => {
    const t = newBackend()
    const { ana, pageId } = await pageWithTheme(t, 160)
    // The third batch fails, and so do both automatic retries of it.
    shopify.failUpsertCall(3, 3)
    const first = await ana.action(api.shopify.pushTheme, { pageId })
    expect(first).toEqual({
      success: false,
      themeName: null,
      themeUrl: null,
      error: 'Pushing to Shopify stopped after 100 of 160 files. Retry to continue.',
    })
    expect(await ana.query(api.shopify.pushes, { pageId })).toMatchObject({
      status: 'failed',
      uploaded: 100,
      total: 160,
      error: first.error,
    })

    const retry = await ana.action(api.shopify.pushTheme, { pageId })
    expect(retry.success).toBe(true)
    expect(shopify.themes).toHaveLength(1)
    expect(shopify.requests.filter((r) => r.operation === 'themeCreate')).toHaveLength(1)
    const uploaded = shopify.upserts.flatMap((u) => u.filenames)
    expect(uploaded).toHaveLength(160)
    expect(new Set(uploaded).size).toBe(160)
    expect(shopify.upserts.map((u) => u.filenames.length)).toEqual([50, 50, 50, 10])
    expect(await ana.query(api.shopify.pushes, { pageId })).toMatchObject({ status: 'done', uploaded: 160 })

    // A later push is a new theme again.
    await ana.action(api.shopify.pushTheme, { pageId })
    expect(shopify.themes).toHaveLength(2)
  })

  it('a batch hit by one transient failure is sent again without bothering the user', async () => {
    const t = newBackend()
    const { ana, pageId } = await pageWithTheme(t, 60)
    shopify.failUpsertCall(2)
    const result = await ana.action(api.shopify.pushTheme, { pageId })
    expect(result.success).toBe(true)
    expect(shopify.upserts.map((u) => u.filenames.length)).toEqual([50, 10])
    expect(shopify.requests.filter((r) => r.operation === 'themeFilesUpsert')).toHaveLength(3)
  })

  it('a 401 from Shopify marks the store revoked, clears the token and says so', async () => {
    const t = newBackend()
    const { ana, pageId, projectId } = await pageWithTheme(t, 3)
    shopify.setUnauthorized(true)
    const result = await ana.action(api.shopify.pushTheme, { pageId })
    expect(result).toMatchObject({
      success: false,
      error: 'Your store disconnected Vitrine. Please connect it again.',
    })
    const revoked = await project(t, projectId)
    expect(revoked!.status).toBe('revoked')
    expect(revoked!.shopAccessToken).toBeUndefined()
    shopify.setUnauthorized(false)
    const again = await ana.action(api.shopify.pushTheme, { pageId })
    expect(again.error).toBe('Your store disconnected Vitrine. Please connect it again.')
    // The first attempt's themeCreate got the 401; the second never reached Shopify.
    expect(shopify.requests).toHaveLength(1)
  })

  it('refuses pages of others, stores without a token and pages without a theme', async () => {
    const t = newBackend()
    const { pageId, projectId } = await pageWithTheme(t, 3)
    const bob = await signedIn(t, 'bob')
    expect((await bob.action(api.shopify.pushTheme, { pageId })).error).toBe('Page not found')
    expect(await bob.query(api.shopify.pushes, { pageId })).toBeNull()

    const ana = t.withIdentity({ subject: 'user_ana', email: 'ana@example.com', name: 'ana' })
    const empty = await ana.mutation(api.pages.create, {
      projectId,
      pageType: 'about',
      title: 'About',
      userPrompt: 'Our story',
    })
    expect((await ana.action(api.shopify.pushTheme, { pageId: empty })).error).toBe(
      'Generate a theme before pushing it.',
    )
    await t.run(async (ctx) =>
      ctx.db.patch(projectId, { shopAccessToken: undefined, status: 'disconnected' }),
    )
    expect((await ana.action(api.shopify.pushTheme, { pageId })).error).toBe(
      'Connect your Shopify store before pushing a theme.',
    )
    expect(shopify.requests).toHaveLength(0)
    await expect(t.action(api.shopify.pushTheme, { pageId })).rejects.toThrow(/Not signed in/)
  })
})
