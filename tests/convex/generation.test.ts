import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../../convex/_generated/api'
import { validateTheme } from '../../src/engine/validate'
import { startFakeOpenAI, fakeAnswer, type FakeOpenAI } from '../support/fake-openai'
import { goodPlan } from '../support/ai-fixtures'
import { newBackend, setCredits, signedIn } from './helpers'

async function withPage() {
  const t = newBackend()
  const ana = await signedIn(t, 'ana')
  const projectId = (await ana.mutation(api.projects.create, { shop: 'stride' }))!
  const pageId = await ana.mutation(api.pages.create, {
    projectId,
    pageType: 'homepage',
    title: 'Home',
    userPrompt: 'A trendy shoe store',
  })
  return { t, ana, pageId }
}

async function credits(user: Awaited<ReturnType<typeof signedIn>>) {
  return (await user.query(api.users.me, {}))!.credits
}

describe('generation with the composer (no OpenAI key)', () => {
  it('takes 1 credit, stores a Theme Check clean theme as a version and the page preview', async () => {
    const { ana, pageId } = await withPage()
    const result = await ana.action(api.generation.generate, {
      prompt: 'A trendy shoe store called Stride',
      pageType: 'homepage',
      pageId,
    })
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(result.source).toBe('composer')
    expect(result.storeConfig.name).toBe('Stride')
    expect(Object.keys(result.generated.files)).toContain('layout/theme.liquid')
    const errors = (await validateTheme(result.generated.files)).filter((o) => o.severity === 'error')
    expect(errors).toEqual([])
    expect(await credits(ana)).toBe(4)
    const current = await ana.query(api.themes.current, { pageId })
    expect(current).toMatchObject({
      number: 1,
      source: 'generation',
      prompt: 'A trendy shoe store called Stride',
    })
    expect(await ana.query(api.pages.get, { pageId })).toMatchObject({ hasGeneratedHtml: true })
    expect(await ana.query(api.pages.generatedHtml, { pageId })).toContain('Stride')
  })

  it('refuses an empty prompt without taking a credit', async () => {
    const { ana } = await withPage()
    expect(await ana.action(api.generation.generate, { prompt: '   ' })).toEqual({
      success: false,
      error: 'Please enter a prompt',
    })
    expect(await credits(ana)).toBe(5)
  })

  it('says "No credits remaining" and generates nothing at 0 credits', async () => {
    const { t, ana } = await withPage()
    await setCredits(t, 'ana@example.com', 0)
    expect(await ana.action(api.generation.generate, { prompt: 'A shoe store' })).toEqual({
      success: false,
      error: 'No credits remaining',
    })
    expect(await ana.query(api.themes.current, {})).toBeNull()
  })

  it('refuses images that are not images, before charging', async () => {
    const { ana } = await withPage()
    const result = await ana.action(api.generation.generate, {
      prompt: 'A product page',
      pageType: 'product',
      product: { title: 'Runner', images: ['data:text/html;base64,PGgxPmhpPC9oMT4='] },
    })
    expect(result).toEqual({ success: false, error: 'Images must be image files (image/*)' })
    expect(await credits(ana)).toBe(5)
  })

  it('limits generations per minute', async () => {
    const { t, ana } = await withPage()
    await setCredits(t, 'ana@example.com', 50)
    // Ten paid generations in the last minute, as the ledger records them.
    await t.run(async (ctx) => {
      const user = (await ctx.db.query('users').first())!
      for (let i = 0; i < 10; i++) {
        await ctx.db.insert('creditLedger', {
          userId: user._id,
          amount: -1,
          reason: 'generation',
          balanceAfter: 50,
          createdAt: Date.now() - 1000,
        })
      }
    })
    const result = await ana.action(api.generation.generate, { prompt: 'One more store' })
    expect(result).toMatchObject({ success: false, error: expect.stringContaining('Too many generations') })
    expect(await credits(ana)).toBe(50)
  })

  it("refuses to generate into another user's page", async () => {
    const { t, pageId } = await withPage()
    const ben = await signedIn(t, 'ben')
    await expect(ben.action(api.generation.generate, { prompt: 'Mine now', pageId })).rejects.toThrow(
      'Page not found',
    )
    expect(await credits(ben)).toBe(5)
  })

  it('refuses signed-out callers', async () => {
    const t = newBackend()
    await expect(t.action(api.generation.generate, { prompt: 'A shoe store' })).rejects.toThrow(
      'Not signed in',
    )
  })
})

describe('refinement', () => {
  it('merges a quick refinement over the theme as a new version, for 1 credit', async () => {
    const { ana, pageId } = await withPage()
    await ana.action(api.generation.generate, { prompt: 'A minimalist jewelry boutique', pageId })
    const before = (await ana.query(api.themes.current, { pageId }))!
    const result = await ana.action(api.generation.refine, { pageId, refinement: { kind: 'colors' } })
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(result.generated.explanation).toContain('Refinement:')
    const after = (await ana.query(api.themes.current, { pageId }))!
    expect(after.number).toBe(2)
    expect(after.source).toBe('refinement')
    expect(Object.keys(after.files).length).toBeGreaterThanOrEqual(Object.keys(before.files).length)
    for (const [path, source] of Object.entries(result.generated.files))
      expect(after.files[path]).toBe(source)
    expect(await credits(ana)).toBe(3)
  })

  it('refunds a custom refinement it cannot apply, and keeps the theme', async () => {
    const { ana, pageId } = await withPage()
    await ana.action(api.generation.generate, { prompt: 'A vintage clothing store', pageId })
    const result = await ana.action(api.generation.refine, {
      pageId,
      refinement: { custom: 'qwertyuiop asdfghjkl' },
    })
    expect(result).toEqual({ success: false, error: 'Failed to apply custom refinements' })
    expect(await credits(ana)).toBe(4)
    expect((await ana.query(api.themes.current, { pageId }))!.number).toBe(1)
    const history = await ana.query(api.credits.history, {})
    expect(history.map((row) => row.reason)).toEqual(['refund', 'refinement', 'generation', 'signup_bonus'])
  })

  it('needs a theme first and non-empty custom text', async () => {
    const { ana, pageId } = await withPage()
    expect(await ana.action(api.generation.refine, { pageId, refinement: { kind: 'hero' } })).toMatchObject({
      success: false,
    })
    expect(await ana.action(api.generation.refine, { pageId, refinement: { custom: '  ' } })).toEqual({
      success: false,
      error: 'Please enter a refinement',
    })
    expect(await credits(ana)).toBe(5)
  })
})

describe('generation through OpenAI (real SDK, loopback fake)', () => {
  let openai: FakeOpenAI
  beforeAll(async () => {
    openai = await startFakeOpenAI()
    process.env.OPENAI_API_KEY = 'sk-test-not-a-real-key'
    process.env.OPENAI_BASE_URL = openai.baseURL
    process.env.OPENAI_TIMEOUT_MS = '1500'
  })
  afterEach(() => openai.reset())
  afterAll(async () => {
    delete process.env.OPENAI_API_KEY
    delete process.env.OPENAI_BASE_URL
    delete process.env.OPENAI_TIMEOUT_MS
    await openai.stop()
  })

  it('uses the model’s plan when its answer is good', async () => {
    openai.script(fakeAnswer.json(goodPlan()))
    const { ana } = await withPage()
    const result = await ana.action(api.generation.generate, { prompt: 'Candles for slow evenings' })
    expect(result).toMatchObject({
      success: true,
      source: 'openai',
      storeConfig: { name: 'Luna Wick Candles' },
    })
    expect(openai.requests).toHaveLength(1)
    expect(JSON.stringify(openai.requests[0]!.body)).toContain('Candles for slow evenings')
    expect(await credits(ana)).toBe(4)
  })

  it.each([
    ['a malformed answer', fakeAnswer.text('{"store": ')],
    ['HTTP 500', fakeAnswer.status(500, 'upstream failure')],
    ['a timeout', fakeAnswer.hang()],
  ])('falls back to the composer on %s, and the theme is still delivered', async (_name, answer) => {
    openai.script(answer)
    const { ana } = await withPage()
    const result = await ana.action(api.generation.generate, { prompt: 'A trendy shoe store' })
    expect(result).toMatchObject({ success: true, source: 'composer' })
    if (result.success) {
      expect(result.generated.explanation).toContain('AI designer was not available')
      expect(result.generated.explanation).not.toContain('sk-test-not-a-real-key')
    }
    expect(await credits(ana)).toBe(4)
  })
})
