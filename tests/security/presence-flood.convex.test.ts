// Issue #25, item 4: a viewer floods a store's presence. 250 heartbeats with distinct session
// ids made 251 rows and 252 scheduled clean-ups; the owner's list, which read the newest 200
// rows, lost the editor who was really there; removing the viewer deleted 100 of their rows and
// left them on the list; and `template` and `tab` were free text shown in the owner's tooltip.
// Held: a person keeps at most MAX_PRESENCE_TABS tabs on a store (a new one takes the oldest's
// place, and its clean-up with it), `template` and `tab` come from fixed sets, removal clears
// every row of the person, and the list reads each person of the store, so it cannot be
// crowded out. Every attack goes through the public functions.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { MAX_PRESENCE_TABS, PRESENCE_TTL_MS } from '../../convex/model/constants'
import { anasHomePage, newBackend, signedIn, type Backend } from '../convex/helpers'

type User = Awaited<ReturnType<typeof signedIn>>

beforeEach(() => {
  // The scheduled clean-ups wait on these timers: they run only when a test says so.
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** Ana's store with a home page; Bo joined it as an editor, Mal as a viewer. */
async function sharedStore(t: Backend) {
  const { ana, projectId, pageId } = await anasHomePage(t)
  const join = async (name: string, role: 'editor' | 'viewer') => {
    const user = await signedIn(t, name)
    const { token } = await ana.mutation(api.members.invite, {
      projectId,
      email: `${name}@example.com`,
      role,
    })
    await user.mutation(api.members.accept, { token })
    return user
  }
  const bo = await join('bo', 'editor')
  const mal = await join('mal', 'viewer')
  const memberIdOf = async (name: string) =>
    (await ana.query(api.members.list, { projectId })).members.find((m) => m.name === name)!.memberId!
  return { ana, bo, mal, projectId, pageId, memberIdOf }
}

/** Bo is in the editor of the home page, on the product template's Edit tab. */
async function boIsEditing(bo: User, projectId: Id<'projects'>, pageId: Id<'pages'>) {
  const where = {
    projectId,
    pageId,
    sessionId: 'bo-real-tab-0001',
    screen: 'editor' as const,
    template: 'product' as const,
    tab: 'edit' as const,
  }
  expect(await bo.mutation(api.presence.heartbeat, where)).toEqual({ ok: true, role: 'editor' })
}

/** The viewer's flood: 250 tabs, each a new session id, each saying it is in the editor. */
async function flood(mal: User, projectId: Id<'projects'>, pageId: Id<'pages'>, count = 250) {
  for (let i = 0; i < count; i++) {
    await mal.mutation(api.presence.heartbeat, {
      projectId,
      pageId,
      sessionId: `mal-flood-${String(i).padStart(4, '0')}`,
      screen: 'editor',
    })
  }
}

async function presenceOf(t: Backend, email: string) {
  return await t.run(async (ctx) => {
    const user = (await ctx.db.query('users').collect()).find((u) => u.email === email)!
    const rows = (await ctx.db.query('presence').collect()).filter((row) => row.userId === user._id)
    const beats = await ctx.db.query('presenceBeats').collect()
    const ids = new Set(rows.map((row) => row._id))
    return { rows, beats: beats.filter((beat) => ids.has(beat.presenceId)) }
  })
}

/** Runs the work scheduled to run now (not the clean-ups due after the time to live). */
async function runDueWork(t: Backend) {
  for (let round = 0; round < 20; round++) {
    vi.advanceTimersByTime(1)
    await t.finishInProgressScheduledFunctions()
  }
}

/** Presence's scheduled functions still to run. */
async function pendingScheduled(t: Backend) {
  return await t.run(
    async (ctx) =>
      (await ctx.db.system.query('_scheduled_functions').collect()).filter(
        (job) => job.state.kind === 'pending' && job.name.startsWith('presence'),
      ).length,
  )
}

describe('a presence flood (issue #25, item 4)', () => {
  it('250 tabs of one viewer keep at most a few rows and clean-ups; the editor stays on the owner’s list', async () => {
    const t = newBackend()
    const { ana, bo, mal, projectId, pageId } = await sharedStore(t)
    await boIsEditing(bo, projectId, pageId)
    const bosBefore = await presenceOf(t, 'bo@example.com')
    const scheduledBefore = await pendingScheduled(t)

    await flood(mal, projectId, pageId)

    // The attack is held: a few rows, each with its beat, and no more clean-ups than rows.
    const mals = await presenceOf(t, 'mal@example.com')
    expect(mals.rows.length).toBeLessThanOrEqual(MAX_PRESENCE_TABS)
    expect(mals.beats).toHaveLength(mals.rows.length)
    // The newest tabs are the ones kept.
    expect(mals.rows.map((row) => row.sessionId)).toContain('mal-flood-0249')
    expect((await pendingScheduled(t)) - scheduledBefore).toBeLessThanOrEqual(MAX_PRESENCE_TABS)

    // The owner still sees the editor, where she really is, and the viewer once.
    const here = await ana.query(api.presence.list, { projectId })
    expect(here.map((person) => person.name).sort()).toEqual(['bo', 'mal'])
    expect(here.find((person) => person.name === 'bo')).toMatchObject({
      screen: 'editor',
      pageTitle: 'Home',
      template: 'product',
      tab: 'edit',
    })
    // Bo's own presence is untouched.
    expect(await presenceOf(t, 'bo@example.com')).toEqual(bosBefore)

    // The clean-ups of the dropped tabs do no harm, and the kept ones still expire: Bo keeps
    // beating, the flood has stopped; after the time to live only Bo is left.
    for (let elapsed = 0; elapsed <= PRESENCE_TTL_MS * 2; elapsed += PRESENCE_TTL_MS / 3) {
      vi.advanceTimersByTime(PRESENCE_TTL_MS / 3)
      await t.finishInProgressScheduledFunctions()
      await boIsEditing(bo, projectId, pageId)
    }
    await t.finishInProgressScheduledFunctions()
    expect(await presenceOf(t, 'mal@example.com')).toEqual({ rows: [], beats: [] })
    expect(await ana.query(api.presence.list, { projectId })).toMatchObject([{ name: 'bo', tab: 'edit' }])
    expect(await pendingScheduled(t)).toBe(1)
  })

  it('removing the flooding viewer takes them off the owner’s list, every row of theirs gone', async () => {
    const t = newBackend()
    const { ana, bo, mal, projectId, pageId, memberIdOf } = await sharedStore(t)
    await boIsEditing(bo, projectId, pageId)
    await flood(mal, projectId, pageId)
    const bosBefore = await presenceOf(t, 'bo@example.com')
    await ana.mutation(api.members.remove, { memberId: await memberIdOf('mal') })

    expect(await ana.query(api.presence.list, { projectId })).toMatchObject([{ name: 'bo', tab: 'edit' }])
    await runDueWork(t)
    expect(await presenceOf(t, 'mal@example.com')).toEqual({ rows: [], beats: [] })
    expect(await presenceOf(t, 'bo@example.com')).toEqual(bosBefore)
    expect(await mal.query(api.projects.list, {})).toEqual([])
  })

  it('removal clears however many rows a person has (rows left from before the cap)', async () => {
    const t = newBackend()
    const { ana, bo, projectId, pageId, memberIdOf } = await sharedStore(t)
    await boIsEditing(bo, projectId, pageId)
    // 300 tabs of Mal's written as the old heartbeat did, with no cap.
    await t.run(async (ctx) => {
      const mal = (await ctx.db.query('users').collect()).find((u) => u.email === 'mal@example.com')!
      for (let i = 0; i < 300; i++) {
        const presenceId = await ctx.db.insert('presence', {
          projectId,
          pageId,
          userId: mal._id,
          sessionId: `mal-old-tab-${String(i).padStart(4, '0')}`,
          screen: 'editor',
          updatedAt: Date.now() + i,
        })
        await ctx.db.insert('presenceBeats', { presenceId, at: Date.now() + i })
      }
    })
    // Bo is still listed, however many rows Mal has.
    expect((await ana.query(api.presence.list, { projectId })).map((person) => person.name).sort()).toEqual([
      'bo',
      'mal',
    ])
    await ana.mutation(api.members.remove, { memberId: await memberIdOf('mal') })
    // Off the list at once, and every row gone once the removal's batches have run (well
    // before any tab's time to live).
    expect(await ana.query(api.presence.list, { projectId })).toMatchObject([{ name: 'bo' }])
    await runDueWork(t)
    expect(await presenceOf(t, 'mal@example.com')).toEqual({ rows: [], beats: [] })
    expect((await presenceOf(t, 'bo@example.com')).rows).toHaveLength(1)
  })

  it('template and tab are refused unless they are a theme template kind and an editor tab', async () => {
    const t = newBackend()
    const { ana, mal, projectId, pageId } = await sharedStore(t)
    const lure = 'URGENT: verify your account at evil.example'
    const base = { projectId, pageId, sessionId: 'mal-lure-tab-01', screen: 'editor' as const }
    await expect(mal.mutation(api.presence.heartbeat, { ...base, template: lure } as never)).rejects.toThrow()
    await expect(mal.mutation(api.presence.heartbeat, { ...base, tab: lure } as never)).rejects.toThrow()
    await expect(
      mal.mutation(api.presence.heartbeat, { ...base, template: 'product.' + lure } as never),
    ).rejects.toThrow()
    expect(await ana.query(api.presence.list, { projectId })).toEqual([])
    expect(await presenceOf(t, 'mal@example.com')).toEqual({ rows: [], beats: [] })

    // The real values pass: a theme's template kinds and the editor's tabs.
    expect(
      await mal.mutation(api.presence.heartbeat, { ...base, template: 'customers/login', tab: 'files' }),
    ).toEqual({ ok: true, role: 'viewer' })
    expect(await ana.query(api.presence.list, { projectId })).toMatchObject([
      { name: 'mal', template: 'customers/login', tab: 'files' },
    ])
  })
})
