import { v } from 'convex/values'
import { mutation, query } from './_generated/server'
import { projectStatus } from './schema'
import { findProject, projectStanding } from './model/access'
import {
  deleteProject,
  listProjects,
  setProjectStatus,
  toPublicProject,
  upsertProject,
} from './model/projects'
import { claimConnection } from './model/shopify'
import { getCurrentUser, getCurrentUserOrThrow } from './model/users'

/** My stores and those shared with me (marked shared, with my role), most recently updated first. */
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
    const found = await findProject(ctx, user._id, projectId)
    return found === null ? null : await toPublicProject(ctx, found.project, found.role)
  },
})

/** Whether the store at this address is mine to open, there but not mine, or not there: no more. */
export const access = query({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    return await projectStanding(ctx, user._id, projectId)
  },
})

/**
 * SPEC's project creation, for /shopify-success and for a store kept without connecting.
 * With the one-time code the OAuth callback handed my browser, it claims the shop's token for my
 * project (only if I started that authorization). Without one, the project is kept disconnected:
 * tokens never come from the browser. Returns null (falsy) when the shop domain is not a valid
 * one or the code is refused.
 */
export const create = mutation({
  args: { shop: v.string(), storeName: v.optional(v.string()), connectionCode: v.optional(v.string()) },
  handler: async (ctx, { shop, storeName, connectionCode }) => {
    const user = await getCurrentUserOrThrow(ctx)
    if (connectionCode !== undefined) {
      return await claimConnection(ctx, { userId: user._id, shop, code: connectionCode })
    }
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
