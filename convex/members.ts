// A store's people: its owner invites, changes roles and removes; members leave; the invited
// accept. The logic is model/members.ts; what each role may do, model/access.ts.
import { v } from 'convex/values'
import { mutation, query } from './_generated/server'
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
import { getCurrentUser, getCurrentUserOrThrow } from './model/users'

/** The store's owner and members (and, for the owner, its open invitations). */
export const list = query({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    return await listMembers(ctx, user._id, projectId)
  },
})

/** Owner only: invites an email address as editor or viewer; answers the link's one-time secret. */
export const invite = mutation({
  args: { projectId: v.id('projects'), email: v.string(), role: memberRole },
  handler: async (ctx, args) => {
    const user = await getCurrentUserOrThrow(ctx)
    return await inviteMember(ctx, user._id, args)
  },
})

/** Owner only: a new link for an open invitation (the old one stops working). */
export const renewInvite = mutation({
  args: { inviteId: v.id('invites') },
  handler: async (ctx, { inviteId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    return await sharing.renewInvite(ctx, user._id, inviteId)
  },
})

export const cancelInvite = mutation({
  args: { inviteId: v.id('invites') },
  handler: async (ctx, { inviteId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    await sharing.cancelInvite(ctx, user._id, inviteId)
  },
})

export const setRole = mutation({
  args: { memberId: v.id('members'), role: memberRole },
  handler: async (ctx, { memberId, role }) => {
    const user = await getCurrentUserOrThrow(ctx)
    await setMemberRole(ctx, user._id, memberId, role)
  },
})

export const remove = mutation({
  args: { memberId: v.id('members') },
  handler: async (ctx, { memberId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    await removeMember(ctx, user._id, memberId)
  },
})

/** A member leaves a store shared with them. */
export const leave = mutation({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    await leaveProject(ctx, user._id, projectId)
  },
})

/**
 * A page of the open invitations for my verified email address: from the people I share a store
 * with first, then the others. `cursor` is the previous page's `continueCursor`.
 */
export const invitations = query({
  args: { cursor: v.optional(v.string()) },
  handler: async (ctx, { cursor }): Promise<InvitationsPage> => {
    const user = await getCurrentUser(ctx)
    if (user === null) return { page: [], continueCursor: null }
    return await myInvitations(ctx, user._id, await ctx.auth.getUserIdentity(), cursor)
  },
})

/** What an invitation link offers me: the store, the role, and whether I can accept it. */
export const invitation = query({
  args: { token: v.string() },
  handler: async (ctx, { token }) => {
    const user = await getCurrentUserOrThrow(ctx)
    return await invitationByToken(ctx, user._id, await ctx.auth.getUserIdentity(), token)
  },
})

/** Accepts an invitation, by its link's secret or (listed for my email) by its id. */
export const accept = mutation({
  args: { token: v.optional(v.string()), inviteId: v.optional(v.id('invites')) },
  handler: async (ctx, { token, inviteId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    const invite =
      token !== undefined
        ? await inviteByToken(ctx, token)
        : inviteId !== undefined
          ? await ctx.db.get(inviteId)
          : null
    return await acceptInvite(ctx, user._id, await ctx.auth.getUserIdentity(), invite)
  },
})
