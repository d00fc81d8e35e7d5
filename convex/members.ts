// A store's people: its owner invites, changes roles and removes; members leave; the invited
// accept. The logic is model/members.ts; what each role may do, model/access.ts.
import { v } from 'convex/values'
import { maybeUserQuery, userMutation, userQuery } from './functions'
import { memberRole } from './schema'
import * as sharing from './model/members'
import {
  acceptInvite,
  invitationByToken,
  inviteByToken,
  inviteMember,
  leaveProject,
  listMembers,
  myInvitations,
  removeMember,
  setMemberRole,
  type InvitationsPage,
} from './model/members'

/** The store's owner and members (and, for the owner, its open invitations). */
export const list = userQuery({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    return await listMembers(ctx, ctx.user._id, projectId)
  },
})

/** Owner only: invites an email address as editor or viewer; answers the link's one-time secret. */
export const invite = userMutation({
  args: { projectId: v.id('projects'), email: v.string(), role: memberRole },
  handler: async (ctx, args) => {
    return await inviteMember(ctx, ctx.user._id, args)
  },
})

/** Owner only: a new link for an open invitation (the old one stops working). */
export const renewInvite = userMutation({
  args: { inviteId: v.id('invites') },
  handler: async (ctx, { inviteId }) => {
    return await sharing.renewInvite(ctx, ctx.user._id, inviteId)
  },
})

export const cancelInvite = userMutation({
  args: { inviteId: v.id('invites') },
  handler: async (ctx, { inviteId }) => {
    await sharing.cancelInvite(ctx, ctx.user._id, inviteId)
  },
})

export const setRole = userMutation({
  args: { memberId: v.id('members'), role: memberRole },
  handler: async (ctx, { memberId, role }) => {
    await setMemberRole(ctx, ctx.user._id, memberId, role)
  },
})

export const remove = userMutation({
  args: { memberId: v.id('members') },
  handler: async (ctx, { memberId }) => {
    await removeMember(ctx, ctx.user._id, memberId)
  },
})

/** A member leaves a store shared with them. */
export const leave = userMutation({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    await leaveProject(ctx, ctx.user._id, projectId)
  },
})

/**
 * A page of the open invitations for my verified email address: from the people I share a store
 * with first, then the others. `cursor` is the previous page's `continueCursor`.
 */
export const invitations = maybeUserQuery({
  args: { cursor: v.optional(v.string()) },
  handler: async (ctx, { cursor }): Promise<InvitationsPage> => {
    if (ctx.user === null) return { page: [], continueCursor: null }
    return await myInvitations(ctx, ctx.user._id, await ctx.auth.getUserIdentity(), cursor)
  },
})

/** What an invitation link offers me: the store, the role, and whether I can accept it. */
export const invitation = userQuery({
  args: { token: v.string() },
  handler: async (ctx, { token }) => {
    return await invitationByToken(ctx, ctx.user._id, await ctx.auth.getUserIdentity(), token)
  },
})

/** Accepts an invitation, by its link's secret or (listed for my email) by its id. */
export const accept = userMutation({
  args: { token: v.optional(v.string()), inviteId: v.optional(v.id('invites')) },
  handler: async (ctx, { token, inviteId }) => {
    const invite =
      token !== undefined
        ? await inviteByToken(ctx, token)
        : inviteId !== undefined
          ? await ctx.db.get(inviteId)
          : null
    return await acceptInvite(ctx, ctx.user._id, await ctx.auth.getUserIdentity(), invite)
  },
})
