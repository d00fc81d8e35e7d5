// Live presence on a store's screens (the pages screen and the page editor). A presence table
// with heartbeats and a scheduled clean-up rather than @convex-dev/presence: a Convex component
// needs a deployment to generate its code, and local mode runs these functions on convex-test.
import { v } from 'convex/values'
import { internalMutation, mutation, query } from './_generated/server'
import { presenceScreen } from './schema'
import {
  clearMore,
  expire as expirePresence,
  heartbeat as beat,
  leave as leaveScreen,
  presenceTab,
  presenceTemplate,
  whoIsHere,
} from './model/presence'
import { getCurrentUser, getCurrentUserOrThrow } from './model/users'

/**
 * This tab is on the store's pages screen, or in the editor of one of its pages (the kind of
 * template it shows, its editor tab).
 */
export const heartbeat = mutation({
  args: {
    projectId: v.id('projects'),
    pageId: v.optional(v.id('pages')),
    sessionId: v.string(),
    screen: presenceScreen,
    template: v.optional(presenceTemplate),
    tab: v.optional(presenceTab),
  },
  handler: async (ctx, args) => {
    const user = await getCurrentUserOrThrow(ctx)
    return await beat(ctx, user._id, args)
  },
})

export const leave = mutation({
  args: { sessionId: v.string() },
  handler: async (ctx, { sessionId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    await leaveScreen(ctx, user._id, sessionId)
  },
})

/** Everyone else on the store's screens now, live. */
export const list = query({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const user = await getCurrentUser(ctx)
    return user === null ? [] : await whoIsHere(ctx, user._id, projectId)
  },
})

export const expire = internalMutation({
  args: { presenceId: v.id('presence') },
  handler: async (ctx, { presenceId }) => await expirePresence(ctx, presenceId),
})

/** A further batch of a removed person's tabs (model/presence.ts clearPresence). */
export const clear = internalMutation({
  args: { projectId: v.id('projects'), userId: v.id('users') },
  handler: async (ctx, { projectId, userId }) => await clearMore(ctx, projectId, userId),
})
