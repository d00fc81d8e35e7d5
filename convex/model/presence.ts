// Who else is on a store's screens: each open tab sends a heartbeat (PRESENCE_HEARTBEAT_MS)
// saying where it is; a tab whose heartbeats stop is gone after PRESENCE_TTL_MS, deleted by a
// clean-up the first heartbeat schedules and that reschedules itself while the tab stays: one
// scheduled function per open tab, however often it beats. The beat's time is kept apart from
// where the tab is (presenceBeats), so the lists of who is here are recomputed when someone
// arrives, moves or leaves, not on every heartbeat of every tab.
import type { Doc, Id } from '../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../_generated/server'
import type { PresenceScreen } from '../schema'
import { internal } from '../_generated/api'
import { MAX_PRESENCE, NO_LONGER_MEMBER, PRESENCE_TTL_MS } from './constants'
import { findPage, findProject, toPerson, type Person, type Role } from './access'

const SESSION = /^[A-Za-z0-9_-]{8,64}$/
const MAX_WHERE = 100

export interface Where {
  projectId: Id<'projects'>
  pageId?: Id<'pages'>
  sessionId: string
  screen: PresenceScreen
  template?: string
  tab?: string
}

export type HeartbeatResult = { ok: true; role: Role } | { ok: false; error: string }

async function beatOf(ctx: QueryCtx, presenceId: Id<'presence'>) {
  return await ctx.db
    .query('presenceBeats')
    .withIndex('by_presence', (q) => q.eq('presenceId', presenceId))
    .unique()
}

/** A tab's presence and its heartbeat, gone. */
export async function deletePresence(ctx: MutationCtx, row: Doc<'presence'>) {
  const beat = await beatOf(ctx, row._id)
  if (beat !== null) await ctx.db.delete(beat._id)
  await ctx.db.delete(row._id)
}

/** Records that this tab is here; refused (and forgotten) once the person lost the store. */
export async function heartbeat(
  ctx: MutationCtx,
  userId: Id<'users'>,
  where: Where,
): Promise<HeartbeatResult> {
  if (!SESSION.test(where.sessionId)) return { ok: false, error: 'Not a session id' }
  const existing = await ctx.db
    .query('presence')
    .withIndex('by_session', (q) => q.eq('sessionId', where.sessionId))
    .unique()
  if (existing !== null && existing.userId !== userId) return { ok: false, error: 'Not a session id' }
  const found =
    where.pageId !== undefined
      ? await findPage(ctx, userId, where.pageId)
      : await findProject(ctx, userId, where.projectId)
  if (found === null || found.project._id !== where.projectId) {
    if (existing !== null) await deletePresence(ctx, existing)
    return { ok: false, error: NO_LONGER_MEMBER }
  }
  const now = Date.now()
  const place = {
    projectId: where.projectId,
    pageId: where.pageId,
    userId,
    sessionId: where.sessionId,
    screen: where.screen,
    template: where.template?.slice(0, MAX_WHERE),
    tab: where.tab?.slice(0, MAX_WHERE),
  }
  if (existing === null) {
    const presenceId = await ctx.db.insert('presence', { ...place, updatedAt: now })
    await ctx.db.insert('presenceBeats', { presenceId, at: now })
    await ctx.scheduler.runAfter(PRESENCE_TTL_MS, internal.presence.expire, { presenceId })
    return { ok: true, role: found.role }
  }
  const moved = (Object.keys(place) as (keyof typeof place)[]).some((key) => existing[key] !== place[key])
  if (moved) await ctx.db.replace(existing._id, { ...place, updatedAt: now })
  const beat = await beatOf(ctx, existing._id)
  if (beat === null) await ctx.db.insert('presenceBeats', { presenceId: existing._id, at: now })
  else await ctx.db.patch(beat._id, { at: now })
  return { ok: true, role: found.role }
}

/** The tab has closed (or left the store's screens). */
export async function leave(ctx: MutationCtx, userId: Id<'users'>, sessionId: string) {
  const existing = await ctx.db
    .query('presence')
    .withIndex('by_session', (q) => q.eq('sessionId', sessionId))
    .unique()
  if (existing !== null && existing.userId === userId) await deletePresence(ctx, existing)
}

/** The scheduled clean-up: gone when the heartbeats stopped, else looks again when they would. */
export async function expire(ctx: MutationCtx, presenceId: Id<'presence'>) {
  const row = await ctx.db.get(presenceId)
  if (row === null) return
  const last = (await beatOf(ctx, presenceId))?.at ?? row.updatedAt
  const due = last + PRESENCE_TTL_MS - Date.now()
  if (due > 0) await ctx.scheduler.runAfter(due, internal.presence.expire, { presenceId })
  else await deletePresence(ctx, row)
}

export interface Here extends Person {
  screen: PresenceScreen
  pageId?: Id<'pages'>
  pageTitle?: string
  template?: string
  tab?: string
}

/**
 * Everyone else on the store's screens now, one entry per person (the tab that moved last),
 * newest first. Empty when the user has no role there.
 */
export async function whoIsHere(
  ctx: QueryCtx,
  userId: Id<'users'>,
  projectId: Id<'projects'>,
): Promise<Here[]> {
  if ((await findProject(ctx, userId, projectId)) === null) return []
  const rows = await ctx.db
    .query('presence')
    .withIndex('by_project_updated', (q) => q.eq('projectId', projectId))
    .order('desc')
    .take(MAX_PRESENCE * 4)
  const seen = new Set<Id<'users'>>([userId])
  const here: Here[] = []
  for (const row of rows) {
    if (seen.has(row.userId) || here.length >= MAX_PRESENCE) continue
    seen.add(row.userId)
    const user = await ctx.db.get(row.userId)
    if (user === null) continue
    const page = row.pageId === undefined ? null : await ctx.db.get(row.pageId)
    here.push({
      ...toPerson(user),
      screen: row.screen,
      ...(row.pageId !== undefined ? { pageId: row.pageId } : {}),
      ...(page !== null ? { pageTitle: page.title } : {}),
      ...(row.template !== undefined ? { template: row.template } : {}),
      ...(row.tab !== undefined ? { tab: row.tab } : {}),
    })
  }
  return here
}
