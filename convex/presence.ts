// Live presence on a store's screens (the pages screen and the page editor). A presence table
// with heartbeats and a scheduled clean-up rather than @convex-dev/presence: a Convex component
// needs a deployment to generate its code, and local mode runs these functions on convex-test.
import { v } from 'convex/values'
import { internalMutation } from './_generated/server'
import { maybeUserQuery, userMutation } from './functions'
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

/**
 * This tab is on the store's pages screen, or in the editor of one of its pages (the kind of
 * template it shows, its editor tab).
 */
export const heartbeat = userMutation({
  args: {
    projectId: v.id('projects'),
    pageId: v.optional(v.id('pages')),
    sessionId: v.string(),
    screen: presenceScreen,
    template: v.optional(presenceTemplate),
    tab: v.optional(presenceTab),
  },
  handler: async (ctx, args) => {
    return await beat(ctx, ctx.user._id, args)
  },
})

export const leave = userMutation({
  args: { sessionId: v.string() },
  handler: async (ctx, { sessionId }) => {
    await leaveScreen(ctx, ctx.user._id, sessionId)
  },
})

/** Everyone else on the store's screens now, live. */
export const list = maybeUserQuery({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    return ctx.user === null ? [] : await whoIsHere(ctx, ctx.user._id, projectId)
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
