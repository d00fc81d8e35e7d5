// The ways into the backend. Every function a client may call is made with one of these builders
// (eslint.config.js refuses a bare `query`, `mutation` or `action` elsewhere in convex/), so who
// the caller is, and what they may do on the page they name, is settled here, once, before the
// handler runs; the handler finds the answer in its ctx. Built with convex-helpers' custom
// functions: each builder takes the same { args, handler } as Convex's own, and its arguments are
// validated as they were.
//
//   userQuery, userMutation    signed in (else "Not signed in"): ctx.user
//   maybeUserQuery             ctx.user, or null for a signed-out caller, whom the handler answers
//   pageQuery, pageMutation    signed in, and may view (query) or edit (mutation) the page that
//                              `pageId` names: ctx.user, ctx.access (the page, its store and the
//                              caller's role there; null without a pageId: my editor's scratch
//                              theme, which only ever is mine). "Page not found" to someone with no
//                              role there, the role's refusal to a role too low.
//   maybeUserPageQuery         pageQuery for a query that answers a signed-out caller (ctx.user
//                              null, nothing checked: they reach nothing)
//   userAction                 signed in (else "Not signed in"): ctx.identity (an action has no
//                              database; what it reads or writes goes through the internal
//                              functions below, which resolve the same user)
//   internalUserQuery, internalUserMutation
//                              internal functions an action runs as its signed-in caller: ctx.user
//   publicQuery, publicMutation, publicAction
//                              nothing resolved: open to anyone (the app's public configuration),
//                              or the handler settles who is asking itself (users.ensure creates the
//                              user; Stripe's actions answer a signed-out caller with an error value)
import {
  customAction,
  customCtx,
  customMutation,
  customQuery,
  NoOp,
} from 'convex-helpers/server/customFunctions'
import { ConvexError, v } from 'convex/values'
import type { Id } from './_generated/dataModel'
import { action, internalMutation, internalQuery, mutation, query, type QueryCtx } from './_generated/server'
import { pageAccess, type Need } from './model/access'
import { getCurrentUser, getCurrentUserOrThrow } from './model/users'

// ---------------------------------------------------------------- the caller

export const userQuery = customQuery(
  query,
  customCtx(async (ctx) => ({ user: await getCurrentUserOrThrow(ctx) })),
)

export const userMutation = customMutation(
  mutation,
  customCtx(async (ctx) => ({ user: await getCurrentUserOrThrow(ctx) })),
)

export const maybeUserQuery = customQuery(
  query,
  customCtx(async (ctx) => ({ user: await getCurrentUser(ctx) })),
)

export const userAction = customAction(
  action,
  customCtx(async (ctx) => {
    const identity = await ctx.auth.getUserIdentity()
    if (identity === null) throw new ConvexError('Not signed in')
    return { identity }
  }),
)

export const internalUserQuery = customQuery(
  internalQuery,
  customCtx(async (ctx) => ({ user: await getCurrentUserOrThrow(ctx) })),
)

export const internalUserMutation = customMutation(
  internalMutation,
  customCtx(async (ctx) => ({ user: await getCurrentUserOrThrow(ctx) })),
)

// ---------------------------------------------------------------- the caller on a page

/** The page a page function works on: absent, the caller's editor scratch theme. */
const pageArgs = { pageId: v.optional(v.id('pages')) }

/** The page's argument, handed on to the handler as it came (absent stays absent). */
function passPageId(pageId: Id<'pages'> | undefined): { pageId?: Id<'pages'> } {
  return pageId === undefined ? {} : { pageId }
}

/** The page, its store and the caller's role, if they may do `need` there; null for a scratch theme. */
async function pageScope(ctx: QueryCtx, userId: Id<'users'>, pageId: Id<'pages'> | undefined, need: Need) {
  return pageId === undefined ? null : await pageAccess(ctx, userId, pageId, need)
}

export const pageQuery = customQuery(query, {
  args: pageArgs,
  input: async (ctx, { pageId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    const access = await pageScope(ctx, user._id, pageId, 'view')
    return { ctx: { user, access }, args: passPageId(pageId) }
  },
})

export const maybeUserPageQuery = customQuery(query, {
  args: pageArgs,
  input: async (ctx, { pageId }) => {
    const user = await getCurrentUser(ctx)
    const access = user === null ? null : await pageScope(ctx, user._id, pageId, 'view')
    return { ctx: { user, access }, args: passPageId(pageId) }
  },
})

export const pageMutation = customMutation(mutation, {
  args: pageArgs,
  input: async (ctx, { pageId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    const access = await pageScope(ctx, user._id, pageId, 'edit')
    return { ctx: { user, access }, args: passPageId(pageId) }
  },
})

// ---------------------------------------------------------------- nobody in particular

export const publicQuery = customQuery(query, NoOp)
export const publicMutation = customMutation(mutation, NoOp)
export const publicAction = customAction(action, NoOp)
