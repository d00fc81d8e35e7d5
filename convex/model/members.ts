// Sharing a store: its owner invites people by email as editors or viewers, changes their roles
// and removes them; a member can leave. An invitation is a one-time secret (a link) for one
// email address: only the signed-in person whose verified email it is can accept it, once,
// before it expires. What each role may do is model/access.ts.
//
// Against a flood of invitations (throwaway stores inviting someone's address): a store holds
// one invitation per address (inviting again replaces it), one owner invites an address from
// at most MAX_DAILY_INVITE_STORES stores a day (a cancelled invitation is kept, marked, so it
// still counts), and the invited person's dashboard lists the invitations from the people they
// already share a store with first, then the rest, a page at a time: none is ever hidden.
import { ConvexError } from 'convex/values'
import type { UserIdentity } from 'convex/server'
import type { Doc, Id } from '../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../_generated/server'
import type { MemberRole } from '../schema'
import {
  INVITE_EXPIRED,
  INVITE_NOT_FOUND,
  INVITE_TTL_MS,
  INVITE_UNVERIFIED,
  INVITE_USED,
  inviteDailyLimit,
  inviteWrongEmail,
  MAX_DAILY_INVITE_STORES,
  MAX_EMAIL_LENGTH,
  MAX_MEMBERS,
  TOO_MANY_PEOPLE,
} from './constants'
import { displayName, initials, membership, projectAccess, type Role } from './access'
import { sha256 } from './contents'
import { randomHex } from './secrets'
import { clearPresence, deletePresence } from './presence'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const DAY_MS = 24 * 60 * 60 * 1000
/** A cancelled invitation's tokenHash: no link's hash, so no link opens it. */
const CANCELLED = 'cancelled'

/** A trimmed, lower-case email address, or a clear error. */
export function normalizeEmail(input: string): string {
  const email = input.trim().toLowerCase()
  if (email === '') throw new ConvexError('Enter the email address of the person to invite')
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email))
    throw new ConvexError('Enter a valid email address')
  return email
}

function storeName(project: Doc<'projects'>): string {
  return project.storeName?.trim() || project.shopDomain
}

/** A store's open invitations (not accepted, not expired), newest first. */
async function openInvites(ctx: QueryCtx, projectId: Id<'projects'>) {
  // Inviting keeps them under MAX_MEMBERS; renewing an expired one may add a few.
  const rows = await ctx.db
    .query('invites')
    .withIndex('by_project_open', (q) =>
      q.eq('projectId', projectId).eq('acceptedAt', undefined).gt('expiresAt', Date.now()),
    )
    .take(MAX_MEMBERS * 4)
  return rows.sort((a, b) => b.createdAt - a.createdAt)
}

async function members(ctx: QueryCtx, projectId: Id<'projects'>) {
  return await ctx.db
    .query('members')
    .withIndex('by_project_user', (q) => q.eq('projectId', projectId))
    .take(MAX_MEMBERS + 1)
}

/**
 * The owner invites `email` as `role`: answers the link's secret, which only this answer ever
 * holds (the table keeps its hash). A new invitation for the same address replaces the open one.
 */
export async function inviteMember(
  ctx: MutationCtx,
  ownerId: Id<'users'>,
  args: { projectId: Id<'projects'>; email: string; role: MemberRole },
) {
  const { project } = await projectAccess(ctx, ownerId, args.projectId, 'own')
  const email = normalizeEmail(args.email)
  const owner = await ctx.db.get(ownerId)
  if (owner?.email?.toLowerCase() === email) throw new ConvexError('You own this store already')
  const people = await members(ctx, project._id)
  for (const member of people) {
    const user = await ctx.db.get(member.userId)
    if (user?.email?.toLowerCase() === email)
      throw new ConvexError(`${email} is already a member of this store`)
  }
  const open = await openInvites(ctx, project._id)
  const others = open.filter((invite) => invite.email !== email).length
  if (people.length + others >= MAX_MEMBERS) throw new ConvexError(TOO_MANY_PEOPLE)
  await checkDailyStores(ctx, ownerId, email, project._id)
  // One invitation per store and address: the earlier ones not accepted (open, expired,
  // cancelled; one at most since this rule) give way to this one.
  const earlier = await ctx.db
    .query('invites')
    .withIndex('by_project_email', (q) =>
      q.eq('projectId', project._id).eq('email', email).eq('acceptedAt', undefined),
    )
    .take(MAX_MEMBERS)
  for (const invite of earlier) await ctx.db.delete(invite._id)
  const token = randomHex()
  const now = Date.now()
  const inviteId = await ctx.db.insert('invites', {
    projectId: project._id,
    email,
    role: args.role,
    tokenHash: await sha256(token),
    invitedBy: ownerId,
    createdAt: now,
    expiresAt: now + INVITE_TTL_MS,
  })
  return { inviteId, token, email, role: args.role, expiresAt: now + INVITE_TTL_MS }
}

/**
 * Refused when the owner has invited `email` from MAX_DAILY_INVITE_STORES other stores in the
 * last 24 hours. Each store holds one invitation per address, so the rows read are a few.
 */
async function checkDailyStores(
  ctx: QueryCtx,
  ownerId: Id<'users'>,
  email: string,
  projectId: Id<'projects'>,
) {
  const today = await ctx.db
    .query('invites')
    .withIndex('by_inviter_email', (q) =>
      q
        .eq('invitedBy', ownerId)
        .eq('email', email)
        .gt('createdAt', Date.now() - DAY_MS),
    )
    .order('desc')
    .take(MAX_DAILY_INVITE_STORES * 4)
  const stores = new Set(today.map((invite) => invite.projectId).filter((id) => id !== projectId))
  if (stores.size >= MAX_DAILY_INVITE_STORES) throw new ConvexError(inviteDailyLimit(email))
}

/** A fresh link (and a fresh week) for an open invitation; the old link stops working. */
export async function renewInvite(ctx: MutationCtx, ownerId: Id<'users'>, inviteId: Id<'invites'>) {
  const invite = await ctx.db.get(inviteId)
  if (invite === null || invite.tokenHash === CANCELLED) throw new ConvexError(INVITE_NOT_FOUND)
  await projectAccess(ctx, ownerId, invite.projectId, 'own')
  if (invite.acceptedAt !== undefined) throw new ConvexError(INVITE_USED)
  // Renewing is inviting again today.
  await checkDailyStores(ctx, ownerId, invite.email, invite.projectId)
  if (invite.expiresAt <= Date.now()) {
    // An expired one counts again once renewed.
    const taken =
      (await members(ctx, invite.projectId)).length + (await openInvites(ctx, invite.projectId)).length
    if (taken >= MAX_MEMBERS) throw new ConvexError(TOO_MANY_PEOPLE)
  }
  const token = randomHex()
  const now = Date.now()
  const expiresAt = now + INVITE_TTL_MS
  await ctx.db.patch(inviteId, { tokenHash: await sha256(token), createdAt: now, expiresAt })
  return { inviteId, token, email: invite.email, role: invite.role, expiresAt }
}

/**
 * The invitation stops working at once (its link opens nothing, it is no longer listed). It is
 * kept, marked, so it still counts among the day's invitations of its address.
 */
export async function cancelInvite(ctx: MutationCtx, ownerId: Id<'users'>, inviteId: Id<'invites'>) {
  const invite = await ctx.db.get(inviteId)
  if (invite === null) return
  await projectAccess(ctx, ownerId, invite.projectId, 'own')
  if (invite.acceptedAt === undefined && invite.tokenHash !== CANCELLED)
    await ctx.db.patch(inviteId, { tokenHash: CANCELLED, expiresAt: Math.min(invite.expiresAt, Date.now()) })
}

export interface MemberView {
  /** Absent for the owner's row. */
  memberId?: Id<'members'>
  userId: Id<'users'>
  name: string
  initials: string
  email: string | null
  role: Role
  you: boolean
}

export interface InviteView {
  inviteId: Id<'invites'>
  email: string
  role: MemberRole
  expiresAt: number
}

/**
 * Who shares the store: its owner first, then its members. Everyone on the store sees them; the
 * owner also sees the open invitations.
 */
export async function listMembers(ctx: QueryCtx, userId: Id<'users'>, projectId: Id<'projects'>) {
  const { project, role } = await projectAccess(ctx, userId, projectId, 'view')
  const view = (user: Doc<'users'> | null, memberRole: Role, memberId?: Id<'members'>): MemberView[] => {
    if (user === null) return []
    const name = displayName(user)
    return [
      {
        ...(memberId ? { memberId } : {}),
        userId: user._id,
        name,
        initials: initials(name),
        email: user.email ?? null,
        role: memberRole,
        you: user._id === userId,
      },
    ]
  }
  const people: MemberView[] = view(await ctx.db.get(project.userId), 'owner')
  for (const member of await members(ctx, projectId)) {
    people.push(...view(await ctx.db.get(member.userId), member.role, member._id))
  }
  const invites: InviteView[] =
    role === 'owner'
      ? (await openInvites(ctx, projectId)).map(({ _id, email, role: inviteRole, expiresAt }) => ({
          inviteId: _id,
          email,
          role: inviteRole,
          expiresAt,
        }))
      : []
  return { role, members: people, invites }
}

async function ownedMember(ctx: QueryCtx, ownerId: Id<'users'>, memberId: Id<'members'>) {
  const member = await ctx.db.get(memberId)
  if (member === null) throw new ConvexError('This person is no longer a member of the store')
  await projectAccess(ctx, ownerId, member.projectId, 'own')
  return member
}

export async function setMemberRole(
  ctx: MutationCtx,
  ownerId: Id<'users'>,
  memberId: Id<'members'>,
  role: MemberRole,
) {
  await ownedMember(ctx, ownerId, memberId)
  await ctx.db.patch(memberId, { role })
}

/** Ends a membership: the person's open screens on the store lose it at once, every one. */
async function endMembership(ctx: MutationCtx, member: Doc<'members'>) {
  await ctx.db.delete(member._id)
  await clearPresence(ctx, member.projectId, member.userId)
}

export async function removeMember(ctx: MutationCtx, ownerId: Id<'users'>, memberId: Id<'members'>) {
  await endMembership(ctx, await ownedMember(ctx, ownerId, memberId))
}

export async function leaveProject(ctx: MutationCtx, userId: Id<'users'>, projectId: Id<'projects'>) {
  const member = await membership(ctx, projectId, userId)
  if (member === null) {
    const project = await ctx.db.get(projectId)
    if (project?.userId === userId) throw new ConvexError('You own this store: delete it instead, or keep it')
    throw new ConvexError('Project not found')
  }
  await endMembership(ctx, member)
}

// ---------------------------------------------------------------- accepting

/** Whose email the signed-in identity proves: null when it has none, or it is not verified. */
function verifiedEmail(identity: UserIdentity | null): string | null {
  if (identity?.email === undefined || identity.emailVerified !== true) return null
  return identity.email.trim().toLowerCase()
}

export type InviteStatus = 'open' | 'expired' | 'used' | 'wrong_email' | 'unverified' | 'member'

export interface InvitationView {
  inviteId: Id<'invites'>
  projectId: Id<'projects'>
  storeName: string
  role: MemberRole
  invitedBy: string
  email: string
  expiresAt: number
  status: InviteStatus
}

async function describe(
  ctx: QueryCtx,
  userId: Id<'users'>,
  identity: UserIdentity | null,
  invite: Doc<'invites'>,
): Promise<InvitationView | null> {
  const project = await ctx.db.get(invite.projectId)
  if (project === null) return null
  const email = verifiedEmail(identity)
  const status: InviteStatus =
    invite.acceptedAt !== undefined
      ? invite.acceptedBy === userId
        ? 'member'
        : 'used'
      : project.userId === userId || (await membership(ctx, project._id, userId)) !== null
        ? 'member'
        : invite.expiresAt <= Date.now()
          ? 'expired'
          : identity?.email !== undefined && identity.emailVerified !== true
            ? 'unverified'
            : email !== invite.email
              ? 'wrong_email'
              : 'open'
  return {
    inviteId: invite._id,
    projectId: project._id,
    storeName: storeName(project),
    role: invite.role,
    invitedBy: displayName(await ctx.db.get(invite.invitedBy)),
    email: invite.email,
    expiresAt: invite.expiresAt,
    status,
  }
}

/** The invitation a link's secret names, or null. */
export async function inviteByToken(ctx: QueryCtx, token: string) {
  if (!/^[0-9a-f]{64}$/.test(token)) return null
  const tokenHash = await sha256(token)
  return await ctx.db
    .query('invites')
    .withIndex('by_token', (q) => q.eq('tokenHash', tokenHash))
    .unique()
}

/** What an invitation link offers the signed-in person; null when the link names none. */
export async function invitationByToken(
  ctx: QueryCtx,
  userId: Id<'users'>,
  identity: UserIdentity | null,
  token: string,
) {
  const invite = await inviteByToken(ctx, token)
  return invite === null ? null : await describe(ctx, userId, identity, invite)
}

// ---------------------------------------------------------------- my invitations

/** Invitations a dashboard page lists, at most. */
const INVITATIONS_PAGE = 10
/** Invitations a page reads at most (some are not listed: spent, or for a store I am on). */
const MAX_SCANNED = 100
/** Of my stores, and of the stores shared with me, the most recent ones read to know who I share a store with. */
const SHARED_STORES_READ = 20

/**
 * Everyone I share a store with (its owner, its members), from my most recent stores and
 * memberships, in a fixed order. Invitations from anyone else are listed too, after these.
 */
async function peopleIShareWith(ctx: QueryCtx, userId: Id<'users'>): Promise<Id<'users'>[]> {
  const owned = await ctx.db
    .query('projects')
    .withIndex('by_user_updated', (q) => q.eq('userId', userId))
    .order('desc')
    .take(SHARED_STORES_READ)
  const memberships = await ctx.db
    .query('members')
    .withIndex('by_user', (q) => q.eq('userId', userId))
    .order('desc')
    .take(SHARED_STORES_READ)
  const people = new Set<Id<'users'>>()
  const stores = owned.map((project) => project._id)
  for (const member of memberships) {
    const project = await ctx.db.get(member.projectId)
    if (project === null) continue
    people.add(project.userId)
    stores.push(project._id)
  }
  for (const projectId of stores)
    for (const member of await members(ctx, projectId)) people.add(member.userId)
  people.delete(userId)
  return [...people].sort()
}

/** Where a page of invitations ends: the next page starts after it. */
type Position =
  { tier: 'known'; inviter: string; at: number; c: number } | { tier: 'rest'; at: number; c: number }

const INVALID_CURSOR = 'Not a cursor of this list'

function readCursor(text: string | undefined): Position | null {
  if (text === undefined) return null
  if (text.length > 200) throw new ConvexError(INVALID_CURSOR)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new ConvexError(INVALID_CURSOR)
  }
  const cursor = value as Partial<Record<'tier' | 'inviter' | 'at' | 'c', unknown>> | null
  const position =
    typeof cursor === 'object' && cursor !== null && Number.isFinite(cursor.at) && Number.isFinite(cursor.c)
  if (position && cursor.tier === 'rest')
    return { tier: 'rest', at: cursor.at as number, c: cursor.c as number }
  if (position && cursor.tier === 'known' && typeof cursor.inviter === 'string')
    return { tier: 'known', inviter: cursor.inviter, at: cursor.at as number, c: cursor.c as number }
  throw new ConvexError(INVALID_CURSOR)
}

/**
 * My invitations in the dashboard's order, from `from` on: first, person by person, those from
 * the people I share a store with (newest first), then all the others (newest first), each
 * once. Each row comes with its position and whether it may be listed (open, and not one the
 * first part holds).
 */
async function* invitationRows(
  ctx: QueryCtx,
  email: string,
  known: Id<'users'>[],
  from: Position | null,
  now: number,
): AsyncGenerator<{ row: Doc<'invites'>; at: Position; listed: boolean }> {
  // An invitation is at most INVITE_TTL_MS old while open (renewing makes it new again).
  const since = now - INVITE_TTL_MS
  if (from === null || from.tier === 'known') {
    for (const inviter of known) {
      if (from !== null && inviter < from.inviter) continue
      const resume = from !== null && inviter === from.inviter ? from : null
      const rows = ctx.db
        .query('invites')
        .withIndex('by_inviter_email', (q) => {
          const mine = q.eq('invitedBy', inviter).eq('email', email).gt('createdAt', since)
          return resume === null ? mine : mine.lte('createdAt', resume.at)
        })
        .order('desc')
      for await (const row of rows) {
        if (resume !== null && row.createdAt === resume.at && row._creationTime >= resume.c) continue
        const at: Position = { tier: 'known', inviter, at: row.createdAt, c: row._creationTime }
        yield { row, at, listed: row.acceptedAt === undefined && row.expiresAt > now }
      }
    }
  }
  const knownSet = new Set<string>(known)
  const resume = from?.tier === 'rest' ? from : null
  const rows = ctx.db
    .query('invites')
    .withIndex('by_email_open', (q) => {
      const open = q.eq('email', email).eq('acceptedAt', undefined).gt('expiresAt', now)
      return resume === null ? open : open.lte('expiresAt', resume.at)
    })
    .order('desc')
  for await (const row of rows) {
    if (resume !== null && row.expiresAt === resume.at && row._creationTime >= resume.c) continue
    const listedAbove = knownSet.has(row.invitedBy) && row.createdAt > since
    yield { row, at: { tier: 'rest', at: row.expiresAt, c: row._creationTime }, listed: !listedAbove }
  }
}

export interface InvitationsPage {
  page: InvitationView[]
  /** Where the next page starts; null at the end. */
  continueCursor: string | null
}

/**
 * A page of the open invitations for my verified email address (the dashboard shows them): those
 * from people I already share a store with first, then the others, each newest first. The next
 * page starts at `continueCursor`; none is ever left out.
 */
export async function myInvitations(
  ctx: QueryCtx,
  userId: Id<'users'>,
  identity: UserIdentity | null,
  cursor?: string,
): Promise<InvitationsPage> {
  const from = readCursor(cursor)
  const email = verifiedEmail(identity)
  if (email === null) return { page: [], continueCursor: null }
  const known = await peopleIShareWith(ctx, userId)
  const page: InvitationView[] = []
  let last: Position | null = null
  let scanned = 0
  for await (const { row, at, listed } of invitationRows(ctx, email, known, from, Date.now())) {
    const view = listed ? await describe(ctx, userId, identity, row) : null
    if (view?.status === 'open') {
      if (page.length === INVITATIONS_PAGE) return { page, continueCursor: JSON.stringify(last) }
      page.push(view)
    }
    last = at
    if (++scanned >= MAX_SCANNED) return { page, continueCursor: JSON.stringify(at) }
  }
  return { page, continueCursor: null }
}

/**
 * Accepts an invitation for the signed-in person, refused when it is expired, already used,
 * for another email, or their email is not verified. Someone already on the store keeps their
 * place (the invitation is spent). Answers the store and the role.
 */
export async function acceptInvite(
  ctx: MutationCtx,
  userId: Id<'users'>,
  identity: UserIdentity | null,
  invite: Doc<'invites'> | null,
): Promise<{ projectId: Id<'projects'>; role: Role }> {
  if (invite === null || invite.tokenHash === CANCELLED) throw new ConvexError(INVITE_NOT_FOUND)
  const project = await ctx.db.get(invite.projectId)
  if (project === null) throw new ConvexError(INVITE_NOT_FOUND)
  if (invite.acceptedAt !== undefined) {
    if (invite.acceptedBy === userId) {
      const member = await membership(ctx, project._id, userId)
      if (member !== null) return { projectId: project._id, role: member.role }
    }
    throw new ConvexError(INVITE_USED)
  }
  if (invite.expiresAt <= Date.now()) throw new ConvexError(INVITE_EXPIRED)
  if (identity?.email !== undefined && identity.emailVerified !== true)
    throw new ConvexError(INVITE_UNVERIFIED)
  if (verifiedEmail(identity) !== invite.email) throw new ConvexError(inviteWrongEmail(invite.email))
  const now = Date.now()
  await ctx.db.patch(invite._id, { acceptedAt: now, acceptedBy: userId })
  if (project.userId === userId) return { projectId: project._id, role: 'owner' }
  const existing = await membership(ctx, project._id, userId)
  if (existing !== null) return { projectId: project._id, role: existing.role }
  await ctx.db.insert('members', {
    projectId: project._id,
    userId,
    role: invite.role,
    invitedBy: invite.invitedBy,
    createdAt: now,
  })
  return { projectId: project._id, role: invite.role }
}

/** One batch of a deleted store's members, invitations and presence; answers whether any remain. */
export async function purgeSharing(ctx: MutationCtx, projectId: Id<'projects'>, batch: number) {
  let left = batch
  const members = await ctx.db
    .query('members')
    .withIndex('by_project_user', (q) => q.eq('projectId', projectId))
    .take(left)
  for (const member of members) await ctx.db.delete(member._id)
  left -= members.length
  if (left === 0) return true
  // Each with its heartbeat: two documents a tab.
  const room = Math.floor(left / 2)
  const here = await ctx.db
    .query('presence')
    .withIndex('by_project_user', (q) => q.eq('projectId', projectId))
    .take(room)
  for (const row of here) await deletePresence(ctx, row)
  if (here.length === room) return true
  left -= here.length * 2
  const invites = await ctx.db
    .query('invites')
    .withIndex('by_project', (q) => q.eq('projectId', projectId))
    .take(left)
  for (const invite of invites) await ctx.db.delete(invite._id)
  return invites.length === left
}
