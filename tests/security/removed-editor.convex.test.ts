// Issue #25, item 3: a generation or refinement started by an editor must not land in the page
// once the owner has removed them or made them a viewer. The job re-checks its starter's role
// whenever it writes: a job of someone who may no longer edit the page ends as failed, gives
// its credit back and saves nothing. Each attack is made through the public surface (the editor
// starts the job, the owner removes or demotes them, the scheduled work runs as it would).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, internal } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { NO_LONGER_MEMBER, PAGE_PREVIEW_DELAY_MS, VIEWER_CANNOT_EDIT } from '../../convex/model/constants'
import { composeTheme } from '../../src/engine/compose'
import {
  anasHomePage,
  joined,
  currentFiles,
  newBackend,
  saveTheme,
  settleJob,
  signedIn,
  type Backend,
} from '../convex/helpers'

type User = Awaited<ReturnType<typeof signedIn>>

afterEach(() => {
  vi.useRealTimers()
})

/**
 * Ana's store with a home page whose theme (a full composed theme, so a refinement has
 * something to change) has one version and its rendered preview, and Bo, who joined it as an
 * editor. Called with fake timers on: they hold the scheduled work from then on.
 */
async function storeWithEditor(t: Backend) {
  const { ana, projectId, pageId } = await anasHomePage(t)
  await saveTheme(ana, composeTheme({ prompt: 'A trendy shoe store called Stride' }).files, { pageId })
  // The page's preview of that version is rendered (the render the save scheduled, run now).
  vi.advanceTimersByTime(PAGE_PREVIEW_DELAY_MS)
  vi.useRealTimers()
  await t.finishInProgressScheduledFunctions()
  vi.useFakeTimers()
  expect(await ana.query(api.pages.generatedHtml, { pageId })).toContain('Stride')
  const bo = await joined(t, ana, projectId, 'bo', 'editor')
  const memberId = (await ana.query(api.members.list, { projectId })).members.find(
    (member) => member.name === 'bo',
  )!.memberId!
  return { ana, bo, projectId, pageId, memberId }
}

/** Everything of the page the owner sees: its theme, its history, its files, its preview. */
async function pageState(ana: User, pageId: Id<'pages'>) {
  return {
    current: await ana.query(api.themes.current, { pageId }),
    history: (
      await ana.query(api.themes.versions, { pageId, paginationOpts: { numItems: 50, cursor: null } })
    ).page.map((version) => ({ versionId: version.versionId, author: version.author?.name })),
    files: await currentFiles(ana, pageId),
    page: await ana.query(api.pages.get, { pageId }),
    preview: await ana.query(api.pages.generatedHtml, { pageId }),
  }
}

async function credits(user: User) {
  return (await user.query(api.users.me, {}))!.credits
}

/** Bo's ledger: the debit of the job and the refunds that reference it. */
async function refundsOf(t: Backend, debitOwner: string) {
  return await t.run(async (ctx) => {
    const user = (await ctx.db.query('users').collect()).find((u) => u.email === `${debitOwner}@example.com`)!
    const rows = await ctx.db
      .query('creditLedger')
      .withIndex('by_user', (q) => q.eq('userId', user._id))
      .collect()
    return rows.filter((row) => row.reason === 'refund').length
  })
}

/**
 * Lets the work the job scheduled at once run (the watchdog, due at the job's deadline, stays
 * held), then waits with real timers until the job has ended.
 */
async function runHeldJob(t: Backend, starter: User, jobId: Id<'jobs'>) {
  vi.advanceTimersByTime(0)
  vi.useRealTimers()
  return await settleJob(t, starter, jobId)
}

describe('a job whose starter may no longer edit the page', () => {
  it('an editor removed mid-generation: the job fails, the credit comes back, the page keeps its theme', async () => {
    const t = newBackend()
    // Fake timers hold the scheduled work: the job is running when the owner acts.
    vi.useFakeTimers()
    const { ana, bo, projectId, pageId, memberId } = await storeWithEditor(t)
    const before = await pageState(ana, pageId)
    const credit = { ana: await credits(ana), bo: await credits(bo) }

    const started = await bo.mutation(api.generation.start, { prompt: 'A neon rave shop', pageId })
    if (!started.success) throw new Error(started.error)
    expect(await credits(bo)).toBe(credit.bo - 1)
    expect(await ana.query(api.generation.running, { pageId })).toMatchObject({
      jobId: started.jobId,
      status: 'running',
      startedBy: { name: 'bo' },
    })

    await ana.mutation(api.members.remove, { memberId })
    expect(await bo.query(api.projects.get, { projectId })).toBeNull()

    const job = await runHeldJob(t, bo, started.jobId)
    // The attack is held: the job ends as failed, saying why.
    expect(job).toMatchObject({ status: 'failed', error: NO_LONGER_MEMBER })
    expect(job.versionNumber).toBeUndefined()
    // The owner's page is as it was: same current version, same history, files and preview.
    expect(await pageState(ana, pageId)).toEqual(before)
    expect(await ana.query(api.generation.running, { pageId })).toBeNull()
    // No credit lost: Bo's comes back (once), Ana's is untouched.
    expect(await credits(bo)).toBe(credit.bo)
    expect(await refundsOf(t, 'bo')).toBe(1)
    expect(await credits(ana)).toBe(credit.ana)
  })

  it('an editor demoted to viewer mid-refinement: the job fails, the credit comes back, the page keeps its theme', async () => {
    const t = newBackend()
    vi.useFakeTimers()
    const { ana, bo, pageId, memberId } = await storeWithEditor(t)
    const before = await pageState(ana, pageId)
    const credit = { ana: await credits(ana), bo: await credits(bo) }

    const started = await bo.mutation(api.generation.startRefine, { pageId, refinement: { kind: 'colors' } })
    if (!started.success) throw new Error(started.error)
    expect(await credits(bo)).toBe(credit.bo - 1)

    await ana.mutation(api.members.setRole, { memberId, role: 'viewer' })
    expect(await bo.query(api.pages.get, { pageId })).toMatchObject({ role: 'viewer' })

    const job = await runHeldJob(t, bo, started.jobId)
    expect(job).toMatchObject({ status: 'failed', error: VIEWER_CANNOT_EDIT })
    expect(job.versionNumber).toBeUndefined()
    expect(await pageState(ana, pageId)).toEqual(before)
    expect(await credits(bo)).toBe(credit.bo)
    expect(await refundsOf(t, 'bo')).toBe(1)
    expect(await credits(ana)).toBe(credit.ana)
  })

  it('an editor removed after the design is made, as the job saves it: finish saves nothing and refunds', async () => {
    const t = newBackend()
    vi.useFakeTimers()
    const { ana, bo, pageId, memberId } = await storeWithEditor(t)
    const before = await pageState(ana, pageId)
    const credit = await credits(bo)
    const started = await bo.mutation(api.generation.start, { prompt: 'A neon rave shop', pageId })
    if (!started.success) throw new Error(started.error)
    // The work has designed and checked its theme and reached its last step…
    for (const step of ['reading', 'designing', 'checking', 'saving'] as const) {
      expect(await t.mutation(internal.generation.setStep, { jobId: started.jobId, step })).toBe(true)
    }
    // …when the owner removes Bo; then the work hands its theme to finish, as engine.ts does.
    await ana.mutation(api.members.remove, { memberId })
    const saved = await t.mutation(internal.generation.finish, {
      jobId: started.jobId,
      source: 'generation',
      files: [{ path: 'layout/theme.liquid', source: '<h1>Bo was here</h1>{{ content_for_layout }}' }],
      explanation: 'Bo’s design',
      storeConfig: { name: 'Bo', tagline: '', primaryColor: '#000000', categories: [] },
      prompt: 'A neon rave shop',
      engine: 'composer',
    })
    expect(saved).toBe(false)
    expect(await bo.query(api.generation.job, { jobId: started.jobId })).toMatchObject({
      status: 'failed',
      error: NO_LONGER_MEMBER,
    })
    expect(await pageState(ana, pageId)).toEqual(before)
    expect(await credits(bo)).toBe(credit)
    expect(await refundsOf(t, 'bo')).toBe(1)
  })

  it('an editor removed after their version was saved: the version stays, the job writes no preview of its own', async () => {
    const t = newBackend()
    vi.useFakeTimers()
    const { ana, bo, pageId, memberId } = await storeWithEditor(t)
    const started = await bo.mutation(api.generation.start, { prompt: 'A neon rave shop', pageId })
    if (!started.success) throw new Error(started.error)
    const files = composeTheme({ prompt: 'A neon rave shop' }).files
    // Bo is an editor when the work saves: the version is theirs to save, and it is kept.
    expect(
      await t.mutation(internal.generation.finish, {
        jobId: started.jobId,
        source: 'generation',
        files: Object.entries(files).map(([path, source]) => ({ path, source })),
        explanation: '',
        storeConfig: { name: 'Rave', tagline: '', primaryColor: '#000000', categories: [] },
        engine: 'composer',
      }),
    ).toBe(true)
    const saved = await pageState(ana, pageId)
    expect(saved.current).toMatchObject({ number: 2, author: { name: 'bo' } })
    // The owner removes Bo before the work hands over the page's rendered preview.
    await ana.mutation(api.members.remove, { memberId })
    expect(await t.run(async (ctx) => (await ctx.db.get(pageId))?.previewDue)).toBe(false)
    await t.mutation(internal.generation.savePreview, {
      jobId: started.jobId,
      html: '<html>Bo’s page</html>',
    })
    expect(await ana.query(api.pages.generatedHtml, { pageId })).toBe(saved.preview)
    // The page renders its current version itself instead, as after any edit.
    expect(await t.run(async (ctx) => (await ctx.db.get(pageId))?.previewDue)).toBe(true)
    expect(await pageState(ana, pageId)).toEqual(saved)
  })
})
