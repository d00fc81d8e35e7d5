import { v } from 'convex/values'
import { maybeUserQuery, userMutation, userQuery } from './functions'
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

/** My stores and those shared with me (marked shared, with my role), most recently updated first. */
export const list = maybeUserQuery({
  args: {},
  handler: async (ctx) => {
    return ctx.user === null ? [] : await listProjects(ctx, ctx.user._id)
  },
})

export const get = userQuery({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const found = await findProject(ctx, ctx.user._id, projectId)
    return found === null ? null : await toPublicProject(ctx, found.project, found.role)
  },
})

/** Whether the store at this address is mine to open, there but not mine, or not there: no more. */
export const access = userQuery({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    return await projectStanding(ctx, ctx.user._id, projectId)
  },
})

/**
 * SPEC's project creation, for /shopify-success and for a store kept without connecting.
 * With the one-time code the OAuth callback handed my browser, it claims the shop's token for my
 * project (only if I started that authorization). Without one, the project is kept disconnected:
 * tokens never come from the browser. Returns null (falsy) when the shop domain is not a valid
 * one or the code is refused.
 */
export const create = userMutation({
  args: { shop: v.string(), storeName: v.optional(v.string()), connectionCode: v.optional(v.string()) },
  handler: async (ctx, { shop, storeName, connectionCode }) => {
    if (connectionCode !== undefined) {
      return await claimConnection(ctx, { userId: ctx.user._id, shop, code: connectionCode })
    }
    try {
      return await upsertProject(ctx, { userId: ctx.user._id, shopDomain: shop, storeName })
    } catch {
      return null
    }
  },
})

export const updateStatus = userMutation({
  args: { projectId: v.id('projects'), status: projectStatus },
  handler: async (ctx, { projectId, status }) => {
    await setProjectStatus(ctx, ctx.user._id, projectId, status)
  },
})

export const remove = userMutation({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    await deleteProject(ctx, ctx.user._id, projectId)
  },
})
