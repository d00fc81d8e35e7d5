// Sharing a store: its owner invites people by email as editors or viewers, changes their roles
// and removes them; a member can leave. An invitation is a one-time secret (a link) for one
// email address: only the signed-in person whose verified email it is can accept it, once,
// before it expires. What each role may do is model/access.ts.
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
  inviteWrongEmail,
  MAX_EMAIL_LENGTH,
  MAX_MEMBERS,
  TOO_MANY_PEOPLE,
} from './constants'
import { displayName, initials, membership, projectAccess, type Role } from './access'
import { sha256 } from './contents'
import { randomHex } from './secrets'
import { clearPresence, deletePresence } from './presence'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

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
  for (const invite of open) if (invite.email === email) await ctx.db.delete(invite._id)
  const others = open.filter((invite) => invite.email !== email).length
  if (people.length + others >= MAX_MEMBERS) throw new ConvexError(TOO_MANY_PEOPLE)
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

/** A fresh link (and a fresh week) for an open invitation; the old link stops working. */
export async function renewInvite(ctx: MutationCtx, ownerId: Id<'users'>, inviteId: Id<'invites'>) {
  const invite = await ctx.db.get(inviteId)
  if (invite === null) throw new ConvexError(INVITE_NOT_FOUND)
  await projectAccess(ctx, ownerId, invite.projectId, 'own')
  if (invite.acceptedAt !== undefined) throw new ConvexError(INVITE_USED)
  if (invite.expiresAt <= Date.now()) {
    // An expired one counts again once renewed.
    const taken =
      (await members(ctx, invite.projectId)).length + (await openInvites(ctx, invite.projectId)).length
    if (taken >= MAX_MEMBERS) throw new ConvexError(TOO_MANY_PEOPLE)
  }
  const token = randomHex()
  const expiresAt = Date.now() + INVITE_TTL_MS
  await ctx.db.patch(inviteId, { tokenHash: await sha256(token), expiresAt })
  return { inviteId, token, email: invite.email, role: invite.role, expiresAt }
}

export async function cancelInvite(ctx: MutationCtx, ownerId: Id<'users'>, inviteId: Id<'invites'>) {
  const invite = await ctx.db.get(inviteId)
  if (invite === null) return
  await projectAccess(ctx, ownerId, invite.projectId, 'own')
  if (invite.acceptedAt === undefined) await ctx.db.delete(inviteId)
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

/** The open invitations for my verified email address, newest first (the dashboard shows them). */
export async function myInvitations(ctx: QueryCtx, userId: Id<'users'>, identity: UserIdentity | null) {
  const email = verifiedEmail(identity)
  if (email === null) return []
  const rows = await ctx.db
    .query('invites')
    .withIndex('by_email_open', (q) =>
      q.eq('email', email).eq('acceptedAt', undefined).gt('expiresAt', Date.now()),
    )
    .take(50)
  rows.sort((a, b) => b.createdAt - a.createdAt)
  const views = await Promise.all(rows.map((invite) => describe(ctx, userId, identity, invite)))
  return views.filter((view): view is InvitationView => view?.status === 'open')
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
  if (invite === null) throw new ConvexError(INVITE_NOT_FOUND)
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
