// Who else is on a store's screens: each open tab sends a heartbeat (PRESENCE_HEARTBEAT_MS)
// saying where it is; a tab whose heartbeats stop is gone after PRESENCE_TTL_MS, deleted by a
// clean-up the first heartbeat schedules and that reschedules itself while the tab stays: one
// scheduled function per open tab, however often it beats. The beat's time is kept apart from
// where the tab is (presenceBeats), so the lists of who is here are recomputed when someone
// arrives, moves or leaves, not on every heartbeat of every tab.
//
// A person keeps at most MAX_PRESENCE_TABS tabs on a store: a new tab takes the place of the one
// that beat longest ago (its row, and with it its clean-up), so however many session ids someone
// invents, their rows and scheduled clean-ups stay a few. Where a tab is comes from fixed sets
// (the template's kind, the editor's tab), and the list reads one row per person of the store.
import { v } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../_generated/server'
import type { PresenceScreen } from '../schema'
import { internal } from '../_generated/api'
import {
  isPresenceTab,
  MAX_PRESENCE,
  MAX_PRESENCE_TABS,
  NO_LONGER_MEMBER,
  PRESENCE_TABS,
  PRESENCE_TEMPLATES,
  PRESENCE_TTL_MS,
  presenceTemplateOf,
  type PresenceTab,
  type PresenceTemplate,
} from './constants'
import { findPage, findProject, toPerson, type Person, type Role } from './access'

const SESSION = /^[A-Za-z0-9_-]{8,64}$/
/** Rows a removal deletes per transaction (each with its beat); more go in scheduled batches. */
const CLEAR_BATCH = 100

/** The kind of template a tab shows, and its editor tab: nothing else is accepted. */
export const presenceTemplate = v.union(...PRESENCE_TEMPLATES.map((name) => v.literal(name)))
export const presenceTab = v.union(...PRESENCE_TABS.map((tab) => v.literal(tab)))

export interface Where {
  projectId: Id<'projects'>
  pageId?: Id<'pages'>
  sessionId: string
  screen: PresenceScreen
  template?: PresenceTemplate
  tab?: PresenceTab
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

/** A person's tabs on a store (a few; more only if written before the cap). */
async function tabsOf(ctx: QueryCtx, projectId: Id<'projects'>, userId: Id<'users'>, count: number) {
  return await ctx.db
    .query('presence')
    .withIndex('by_project_user', (q) => q.eq('projectId', projectId).eq('userId', userId))
    .take(count)
}

/** Of a person's tabs, the one whose heartbeat is the oldest. */
async function stalest(ctx: QueryCtx, rows: Doc<'presence'>[]) {
  let oldest: { row: Doc<'presence'>; at: number } | null = null
  for (const row of rows) {
    const at = (await beatOf(ctx, row._id))?.at ?? row.updatedAt
    if (oldest === null || at < oldest.at) oldest = { row, at }
  }
  return oldest?.row ?? null
}

/** The row now says where the tab is, and that it beat now. */
async function place(
  ctx: MutationCtx,
  row: Doc<'presence'>,
  here: Omit<Doc<'presence'>, '_id' | '_creationTime'>,
) {
  const moved = (Object.keys(here) as (keyof typeof here)[]).some(
    (key) => key !== 'updatedAt' && row[key] !== here[key],
  )
  if (moved) await ctx.db.replace(row._id, here)
  const beat = await beatOf(ctx, row._id)
  if (beat === null) await ctx.db.insert('presenceBeats', { presenceId: row._id, at: here.updatedAt })
  else await ctx.db.patch(beat._id, { at: here.updatedAt })
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
  const here = {
    projectId: where.projectId,
    pageId: where.pageId,
    userId,
    sessionId: where.sessionId,
    screen: where.screen,
    template: where.template,
    tab: where.tab,
    updatedAt: Date.now(),
  }
  if (existing !== null && existing.projectId === where.projectId) {
    await place(ctx, existing, here)
    return { ok: true, role: found.role }
  }
  // A tab new to this store: a row of its own while the person has room here, else the place
  // (and the scheduled clean-up) of their tab that beat longest ago.
  const mine = await tabsOf(ctx, where.projectId, userId, MAX_PRESENCE_TABS)
  if (mine.length >= MAX_PRESENCE_TABS) {
    // A tab come from another store leaves its row there (its clean-up then finds nothing).
    if (existing !== null) await deletePresence(ctx, existing)
    await place(ctx, (await stalest(ctx, mine))!, here)
  } else if (existing !== null) {
    await place(ctx, existing, here)
  } else {
    const presenceId = await ctx.db.insert('presence', here)
    await ctx.db.insert('presenceBeats', { presenceId, at: here.updatedAt })
    await ctx.scheduler.runAfter(PRESENCE_TTL_MS, internal.presence.expire, { presenceId })
  }
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

/**
 * Deletes every tab of a person on a store (they lost it): a batch now, the rest in scheduled
 * batches, whatever their number. The batches stop if the person is back on the store.
 */
export async function clearPresence(ctx: MutationCtx, projectId: Id<'projects'>, userId: Id<'users'>) {
  const rows = await tabsOf(ctx, projectId, userId, CLEAR_BATCH)
  for (const row of rows) await deletePresence(ctx, row)
  if (rows.length === CLEAR_BATCH)
    await ctx.scheduler.runAfter(0, internal.presence.clear, { projectId, userId })
}

/** A scheduled batch of clearPresence. */
export async function clearMore(ctx: MutationCtx, projectId: Id<'projects'>, userId: Id<'users'>) {
  if ((await findProject(ctx, userId, projectId)) !== null) return
  await clearPresence(ctx, projectId, userId)
}

export interface Here extends Person {
  screen: PresenceScreen
  pageId?: Id<'pages'>
  pageTitle?: string
  template?: PresenceTemplate
  tab?: PresenceTab
}

/**
 * Everyone else on the store's screens now, one entry per person (the tab that moved last),
 * newest first. Read person by person (the owner, then each member), so however many tabs one
 * person has, everyone else present is listed. Empty when the user has no role there.
 */
export async function whoIsHere(
  ctx: QueryCtx,
  userId: Id<'users'>,
  projectId: Id<'projects'>,
): Promise<Here[]> {
  const found = await findProject(ctx, userId, projectId)
  if (found === null) return []
  const members = await ctx.db
    .query('members')
    .withIndex('by_project_user', (q) => q.eq('projectId', projectId))
    .take(MAX_PRESENCE)
  const people = [found.project.userId, ...members.map((member) => member.userId)]
  const rows: Doc<'presence'>[] = []
  for (const person of people) {
    if (person === userId) continue
    const row = await ctx.db
      .query('presence')
      .withIndex('by_project_user', (q) => q.eq('projectId', projectId).eq('userId', person))
      .order('desc')
      .first()
    if (row !== null) rows.push(row)
  }
  rows.sort((a, b) => b.updatedAt - a.updatedAt)
  const here: Here[] = []
  for (const row of rows.slice(0, MAX_PRESENCE)) {
    const user = await ctx.db.get(row.userId)
    if (user === null) continue
    const page = row.pageId === undefined ? null : await ctx.db.get(row.pageId)
    // Rows written before the fixed sets may hold anything: only a known kind or tab is shown.
    const template = row.template === undefined ? undefined : presenceTemplateOf(row.template)
    const tab = row.tab !== undefined && isPresenceTab(row.tab) ? row.tab : undefined
    here.push({
      ...toPerson(user),
      screen: row.screen,
      ...(row.pageId !== undefined ? { pageId: row.pageId } : {}),
      ...(page !== null ? { pageTitle: page.title } : {}),
      ...(template !== undefined ? { template } : {}),
      ...(tab !== undefined ? { tab } : {}),
    })
  }
  return here
}
