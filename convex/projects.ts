import { v } from 'convex/values'
import { internalMutation, mutation, query } from './_generated/server'
import { projectStatus } from './schema'
import {
  deleteProject,
  getOwnedProject,
  listProjects,
  setProjectStatus,
  toPublicProject,
  upsertProject,
} from './model/projects'
import { getCurrentUser, getCurrentUserOrThrow } from './model/users'

/** My stores, most recently updated first. */
export const list = query({
  args: {},
  handler: async (ctx) => {
    const user = await getCurrentUser(ctx)
    return user === null ? [] : await listProjects(ctx, user._id)
  },
})

export const get = query({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    const project = await getOwnedProject(ctx, user._id, projectId)
    return project === null ? null : await toPublicProject(ctx, project)
  },
})

/**
 * Creates (or returns) my project for a shop. A shop that has not authorised Vitrine yet is
 * kept as disconnected: tokens only ever arrive through the OAuth callback, never from here.
 * Returns null when the shop domain is not a valid one.
 */
export const create = mutation({
  args: { shop: v.string(), storeName: v.optional(v.string()) },
  handler: async (ctx, { shop, storeName }) => {
    const user = await getCurrentUserOrThrow(ctx)
    try {
      return await upsertProject(ctx, { userId: user._id, shopDomain: shop, storeName })
    } catch {
      return null
    }
  },
})

export const updateStatus = mutation({
  args: { projectId: v.id('projects'), status: projectStatus },
  handler: async (ctx, { projectId, status }) => {
    const user = await getCurrentUserOrThrow(ctx)
    await setProjectStatus(ctx, user._id, projectId, status)
  },
})

export const remove = mutation({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    await deleteProject(ctx, user._id, projectId)
  },
})

/** Used by the Shopify OAuth callback once HMAC, state and code exchange have succeeded. */
export const upsertFromShop = internalMutation({
  args: {
    userId: v.id('users'),
    shopDomain: v.string(),
    accessToken: v.string(),
    storeName: v.optional(v.string()),
  },
  handler: async (ctx, args) => await upsertProject(ctx, args),
})
