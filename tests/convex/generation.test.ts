import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FunctionArgs } from 'convex/server'
import { api, internal } from '../../convex/_generated/api'
import { composedDraft } from '../../src/features/editor/compose-draft'
import { validateTheme } from '../../src/engine/validate/theme-check'
import { startFakeOpenAI, fakeAnswer, type FakeOpenAI } from '../support/fake-openai'
import { goodPlan } from '../support/ai-fixtures'
import { AI_PHRASING_HINT } from '../../src/engine/ai/refine'
import { customRulesHelp } from '../../src/engine/refine/rules'
import {
  currentFiles,
  newBackend,
  saveTheme,
  setCredits,
  settleJob,
  signedIn,
  userWithPage,
  type Backend,
} from './helpers'

const withPage = () => userWithPage()

type User = Awaited<ReturnType<typeof signedIn>>

/** The books balance: every user's credits are the sum of their ledger rows. */
async function expectBalanced(t: Backend) {
  await t.run(async (ctx) => {
    const ledger = await ctx.db.query('creditLedger').collect()
    for (const user of await ctx.db.query('users').collect()) {
      const rows = ledger.filter((row) => row.userId === user._id)
      expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(user.credits)
      // A debit is refunded at most once.
      const refunds = rows.filter((row) => row.reason === 'refund').map((row) => row.reference)
      expect(new Set(refunds).size).toBe(refunds.length)
    }
  })
}

async function credits(user: User) {
  return (await user.query(api.users.me, {}))!.credits
}

type StartArgs = FunctionArgs<typeof api.generation.start>
type RefineArgs = FunctionArgs<typeof api.generation.startRefine>

/** Starts a generation and lets it run to its end: the start's answer, then the ended job. */
async function generate(t: Backend, user: User, args: StartArgs) {
  const started = await user.mutation(api.generation.start, args)
  return { started, job: started.success ? await settleJob(t, user, started.jobId) : null }
}

async function refine(t: Backend, user: User, args: RefineArgs) {
  const started = await user.mutation(api.generation.startRefine, args)
  return { started, job: started.success ? await settleJob(t, user, started.jobId) : null }
}

describe('generation with the composer (no OpenAI key)', () => {
  it('takes 1 credit, runs as a job through its steps, stores a Theme Check clean theme and the page preview', async () => {
    const { t, ana, pageId } = await withPage()
    const { started, job } = await generate(t, ana, {
      prompt: 'A trendy shoe store called Stride',
      pageType: 'homepage',
      pageId,
    })
    expect(started.success).toBe(true)
    expect(job).toMatchObject({
      status: 'succeeded',
      step: 'done',
      progress: 1,
      engine: 'composer',
      versionNumber: 1,
    })
    const files = (await currentFiles(ana, pageId))!
    expect(Object.keys(files)).toContain('layout/theme.liquid')
    const errors = (await validateTheme(files)).filter((o) => o.severity === 'error')
    expect(errors).toEqual([])
    expect(await credits(ana)).toBe(4)
    const current = await ana.query(api.themes.current, { pageId })
    expect(current).toMatchObject({
      number: 1,
      source: 'generation',
      prompt: 'A trendy shoe store called Stride',
      storeConfig: { name: 'Stride' },
    })
    expect(await ana.query(api.pages.get, { pageId })).toMatchObject({ hasGeneratedHtml: true })
    expect(await ana.query(api.pages.generatedHtml, { pageId })).toContain('Stride')
    // The store's page list carries no preview HTML.
    const [listed] = await ana.query(api.pages.list, {
      projectId: (await ana.query(api.pages.get, { pageId }))!.projectId,
    })
    expect(JSON.stringify(listed)).not.toContain('<html')
  })

  it("says it is the composer's job, and saves the draft the editor showed at once", async () => {
    const { t, ana, pageId } = await withPage()
    // What the editor asks before it starts a job: the composer, so it composes the draft at once.
    expect(await ana.query(api.generation.engine, {})).toBe('composer')
    // No page type: the job reads the prompt as the editor does (the type defaults to homepage).
    const args = { prompt: 'An about page for Moss & Ember, candles poured in Leeds since 2019' }
    const { started, job } = await generate(t, ana, { ...args, pageId })
    expect(started).toMatchObject({ success: true, engine: 'composer' })
    expect(job).toMatchObject({ status: 'succeeded' })
    const draft = composedDraft(args)!
    // Poured in Leeds: a store in pounds, and the store's config that says so is saved as it is.
    expect(draft.storeConfig.currency).toBe('GBP')
    expect(await currentFiles(ana, pageId)).toEqual(draft.files)
    expect(await ana.query(api.themes.current, { pageId })).toMatchObject({
      explanation: draft.explanation,
      storeConfig: draft.storeConfig,
    })
  })

  it('a second tab sees the running job of the page', async () => {
    const { t, ana, pageId } = await withPage()
    vi.useFakeTimers()
    try {
      const started = await ana.mutation(api.generation.start, { prompt: 'A tea shop', pageId })
      expect(started.success).toBe(true)
      expect(await ana.query(api.generation.running, { pageId })).toMatchObject({
        kind: 'generation',
        status: 'running',
        step: 'queued',
        prompt: 'A tea shop',
      })
      expect(await ana.query(api.generation.running, {})).toBeNull()
      const ben = await signedIn(t, 'ben')
      if (started.success) expect(await ben.query(api.generation.job, { jobId: started.jobId })).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses an empty prompt without taking a credit', async () => {
    const { ana } = await withPage()
    expect(await ana.mutation(api.generation.start, { prompt: '   ' })).toEqual({
      success: false,
      error: 'Please enter a prompt',
    })
    expect(await credits(ana)).toBe(5)
  })

  it('says "No credits remaining" and generates nothing at 0 credits', async () => {
    const { t, ana } = await withPage()
    await setCredits(t, 'ana@example.com', 0)
    expect(await ana.mutation(api.generation.start, { prompt: 'A shoe store' })).toEqual({
      success: false,
      error: 'No credits remaining',
    })
    expect(await ana.query(api.themes.current, {})).toBeNull()
  })

  it('refuses images that are not images, or too many bytes of them, before charging', async () => {
    const { ana } = await withPage()
    const result = await ana.mutation(api.generation.start, {
      prompt: 'A product page',
      pageType: 'product',
      product: { title: 'Runner', images: ['data:text/html;base64,PGgxPmhpPC9oMT4='] },
    })
    expect(result).toEqual({ success: false, error: 'Images must be image files (image/*)' })
    const image = `data:image/png;base64,${'A'.repeat(1_500_000)}`
    const tooMuch = await ana.mutation(api.generation.start, {
      prompt: 'A product page',
      pageType: 'product',
      product: { title: 'Runner', images: [image, image, image] },
    })
    expect(tooMuch).toEqual({ success: false, error: 'The images add up to more than 4 MB' })
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
    const result = await ana.mutation(api.generation.start, { prompt: 'One more store' })
    expect(result).toMatchObject({ success: false, error: expect.stringContaining('Too many generations') })
    expect(await credits(ana)).toBe(50)
  })

  it("refuses to generate into another user's page", async () => {
    const { t, pageId } = await withPage()
    const ben = await signedIn(t, 'ben')
    await expect(ben.mutation(api.generation.start, { prompt: 'Mine now', pageId })).rejects.toThrow(
      'Page not found',
    )
    expect(await credits(ben)).toBe(5)
  })

  it('refuses signed-out callers', async () => {
    const t = newBackend()
    await expect(t.mutation(api.generation.start, { prompt: 'A shoe store' })).rejects.toThrow(
      'Not signed in',
    )
  })
})

describe('a job that does not finish', () => {
  it('is failed by the watchdog, which gives the credit back; a late finish then saves nothing', async () => {
    const { t, ana, pageId } = await withPage()
    vi.useFakeTimers()
    try {
      const started = await ana.mutation(api.generation.start, { prompt: 'A candle shop', pageId })
      if (!started.success) throw new Error(started.error)
      expect(await credits(ana)).toBe(4)
      // The work got as far as designing, then its action was killed (timeout, out of memory).
      await t.mutation(internal.generation.setStep, { jobId: started.jobId, step: 'designing' })
      vi.advanceTimersByTime(12 * 60 * 1000)
      await t.mutation(internal.generation.watchdog, { jobId: started.jobId })
      expect(await ana.query(api.generation.job, { jobId: started.jobId })).toMatchObject({
        status: 'failed',
        error: 'Failed to generate theme',
      })
      expect(await credits(ana)).toBe(5)
      // A zombie that finishes after all is refused: no version, no second refund.
      const saved = await t.mutation(internal.generation.finish, {
        jobId: started.jobId,
        source: 'generation',
        files: [{ path: 'layout/theme.liquid', source: 'late' }],
        explanation: '',
        storeConfig: { name: 'x', tagline: '', primaryColor: '#000000', categories: [] },
        engine: 'composer',
      })
      expect(saved).toBe(false)
      expect(await t.mutation(internal.generation.watchdog, { jobId: started.jobId })).toBe(false)
      expect(await ana.query(api.themes.current, { pageId })).toBeNull()
      expect(await credits(ana)).toBe(5)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a job that finished is left alone by its watchdog', async () => {
    const { t, ana } = await withPage()
    const { job } = await generate(t, ana, { prompt: 'A bakery called Crumb' })
    expect(job).toMatchObject({ status: 'succeeded' })
    expect(await t.mutation(internal.generation.watchdog, { jobId: job!.jobId })).toBe(false)
    expect(await credits(ana)).toBe(4)
  })
})

describe('refinement', () => {
  it('merges a quick refinement over the theme as a new version, for 1 credit', async () => {
    const { t, ana, pageId } = await withPage()
    await generate(t, ana, { prompt: 'A minimalist jewelry boutique', pageId })
    const before = (await currentFiles(ana, pageId))!
    const { job } = await refine(t, ana, { pageId, refinement: { kind: 'colors' } })
    expect(job).toMatchObject({ status: 'succeeded', kind: 'refinement', versionNumber: 2 })
    const after = (await ana.query(api.themes.current, { pageId }))!
    expect(after.number).toBe(2)
    expect(after.source).toBe('refinement')
    expect(after.explanation).toContain('Refinement:')
    const files = (await currentFiles(ana, pageId))!
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(Object.keys(before).length)
    expect(files['config/settings_data.json']).not.toBe(before['config/settings_data.json'])
    expect(await credits(ana)).toBe(3)
  })

  it('refines a theme with Theme Check errors of its own (as Dawn is imported): only errors it adds refuse', async () => {
    const { t, ana, pageId } = await withPage()
    await generate(t, ana, { prompt: 'A minimalist jewelry boutique', pageId })
    const own = "<p>{{ 'x' | frobnicate }}</p>\n"
    const imported: Record<string, string> = {
      ...(await currentFiles(ana, pageId))!,
      'snippets/own-error.liquid': own,
    }
    await saveTheme(ana, imported, { pageId, source: 'import' })
    const baseline = (await validateTheme(imported)).filter((o) => o.severity === 'error')
    expect(baseline.map((o) => o.check)).toEqual(['UnknownFilter'])
    const { job } = await refine(t, ana, { pageId, refinement: { kind: 'colors' } })
    expect(job).toMatchObject({ status: 'succeeded', kind: 'refinement' })
    const files = (await currentFiles(ana, pageId))!
    expect(files['snippets/own-error.liquid']).toBe(own)
    expect(files['config/settings_data.json']).not.toBe(imported['config/settings_data.json'])
  })

  it('fails a custom refinement the composer cannot apply with SPEC’s text and what would work, and leaves the credits as they were', async () => {
    const { t, ana, pageId } = await withPage()
    await generate(t, ana, { prompt: 'A vintage clothing store', pageId })
    expect(await credits(ana)).toBe(4)
    const { job } = await refine(t, ana, { pageId, refinement: { custom: 'qwertyuiop asdfghjkl' } })
    expect(job).toMatchObject({ status: 'failed' })
    const theme = (await currentFiles(ana, pageId))!
    // SPEC's toast text, then the requests the composer would apply to this theme, from its rules.
    expect(job!.error).toBe(
      `Failed to apply custom refinements. Please try again. ${customRulesHelp(theme)} No credit was used.`,
    )
    expect(job!.error).toContain('Without an AI model, Vitrine understands colours (“navy buttons”')
    expect(await credits(ana)).toBe(4)
    expect((await ana.query(api.themes.current, { pageId }))!.number).toBe(1)
    const history = await ana.query(api.credits.history, {})
    expect(history.map((row) => [row.reason, row.amount])).toEqual([
      ['refund', 1],
      ['refinement', -1],
      ['generation', -1],
      ['signup_bonus', 5],
    ])
    await expectBalanced(t)
    // The refund happened once: the job's watchdog finds it ended and gives nothing back again.
    expect(await t.mutation(internal.generation.watchdog, { jobId: job!.jobId })).toBe(false)
    expect(await credits(ana)).toBe(4)
    await expectBalanced(t)
  })

  it('gives the credit back for a custom refinement that would leave the theme as it is', async () => {
    const { t, ana, pageId } = await withPage()
    await generate(t, ana, { prompt: 'A minimalist jewelry boutique', pageId })
    const first = await refine(t, ana, { pageId, refinement: { custom: 'rounded corners' } })
    expect(first.job).toMatchObject({ status: 'succeeded' })
    expect(await credits(ana)).toBe(3)
    const before = await credits(ana)
    const version = (await ana.query(api.themes.current, { pageId }))!.number
    const { job } = await refine(t, ana, { pageId, refinement: { custom: 'Rounded corners, please' } })
    expect(job).toMatchObject({ status: 'failed' })
    expect(job!.error).toMatch(
      /^Failed to apply custom refinements\. Please try again\. The theme already looks like that, so nothing changed\. Without an AI model/,
    )
    expect(await credits(ana)).toBe(before)
    expect((await ana.query(api.themes.current, { pageId }))!.number).toBe(version)
    await expectBalanced(t)
  })

  it('charges 1 credit for a custom refinement that changes the theme', async () => {
    const { t, ana, pageId } = await withPage()
    await generate(t, ana, { prompt: 'A minimalist jewelry boutique', pageId })
    const before = (await currentFiles(ana, pageId))!
    const { job } = await refine(t, ana, {
      pageId,
      refinement: { custom: 'Navy buttons and a cream background' },
    })
    expect(job).toMatchObject({ status: 'succeeded', versionNumber: 2 })
    expect(job!.partial).toBeUndefined()
    expect((await currentFiles(ana, pageId))!['config/settings_data.json']).not.toBe(
      before['config/settings_data.json'],
    )
    expect((await ana.query(api.themes.current, { pageId }))!.explanation).toContain('Custom refinement:')
    expect(await credits(ana)).toBe(3)
    const history = await ana.query(api.credits.history, {})
    expect(history.map((row) => row.reason)).toEqual(['refinement', 'generation', 'signup_bonus'])
    await expectBalanced(t)
  })

  it('says what a custom refinement left undone when it applied only part of the request, for 1 credit', async () => {
    const { t, ana, pageId } = await withPage()
    await generate(t, ana, { prompt: 'A surf shop called Swell in Cornwall', pageId })
    const { job } = await refine(t, ana, {
      pageId,
      refinement: { custom: 'Forest green primary #1f4d2b, pill buttons and a sticky header' },
    })
    expect(job).toMatchObject({ status: 'succeeded', versionNumber: 2 })
    expect(job!.partial).toEqual({
      applied: [expect.stringMatching(/^Colours: primary #1f4d2b, /)],
      notApplied: ['pill buttons and a sticky header'],
    })
    // Something changed, so the credit is spent; a refinement that changed nothing costs none (above).
    expect(await credits(ana)).toBe(3)
    await expectBalanced(t)
  })

  it('records which quick refinement made a version, in the words of its button', async () => {
    const { t, ana, pageId } = await withPage()
    await generate(t, ana, { prompt: 'A minimalist jewelry boutique', pageId })
    const { job } = await refine(t, ana, { pageId, refinement: { kind: 'colors' } })
    expect(job).toMatchObject({ status: 'succeeded' })
    expect(job!.partial).toBeUndefined()
    expect((await ana.query(api.themes.current, { pageId }))!.prompt).toBe('Colour palette')
  })

  it('needs a theme first and non-empty custom text', async () => {
    const { ana, pageId } = await withPage()
    expect(await ana.mutation(api.generation.startRefine, { pageId, refinement: { kind: 'hero' } })).toEqual({
      success: false,
      error: 'Generate a theme before refining it',
    })
    expect(await ana.mutation(api.generation.startRefine, { pageId, refinement: { custom: '  ' } })).toEqual({
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
    const { t, ana } = await withPage()
    expect(await ana.query(api.generation.engine, {})).toBe('openai')
    const { started, job } = await generate(t, ana, { prompt: 'Candles for slow evenings' })
    // The editor shows no composer draft for a job the model designs.
    expect(started).toMatchObject({ success: true, engine: 'openai' })
    expect(job).toMatchObject({ status: 'succeeded', engine: 'openai' })
    expect(await ana.query(api.themes.current, {})).toMatchObject({
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
    const { t, ana } = await withPage()
    const { job } = await generate(t, ana, { prompt: 'A trendy shoe store' })
    expect(job).toMatchObject({ status: 'succeeded', engine: 'composer' })
    const { explanation } = (await ana.query(api.themes.current, {}))!
    expect(explanation).toContain('AI designer was not available')
    expect(explanation).not.toContain('sk-test-not-a-real-key')
    expect(await credits(ana)).toBe(4)
  })
  it('fails a custom refinement the model finds nothing to change for with a hint on phrasing, for no credit', async () => {
    const { t, ana, pageId } = await withPage()
    openai.script(fakeAnswer.json(goodPlan()))
    await generate(t, ana, { prompt: 'Candles for slow evenings', pageId })
    expect(await credits(ana)).toBe(4)
    openai.script(
      fakeAnswer.json({ themeSettings: [], sections: [], customSections: [], explanation: 'Nothing to do.' }),
    )
    const { job } = await refine(t, ana, { pageId, refinement: { custom: 'make it feel more premium' } })
    expect(job).toMatchObject({ status: 'failed' })
    expect(job!.error).toBe(
      `Failed to apply custom refinements. Please try again. ${AI_PHRASING_HINT} No credit was used.`,
    )
    expect(await credits(ana)).toBe(4)
    await expectBalanced(t)
  })
})
