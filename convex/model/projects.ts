import { ConvexError } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../_generated/server'
import type { ProjectStatus } from '../schema'
import { MAX_MEMBERS, STORE_CONNECT_BONUS_CREDITS } from './constants'
import { findLedgerEntry, grantCredits } from './credits'
import { internal } from '../_generated/api'
import { displayName, projectAccess, type Role } from './access'
import { pageCountOf } from './pages'

const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]{0,60}\.myshopify\.com$/

/** `Stride`, `stride.myshopify.com` or `https://stride.myshopify.com/admin` -> `stride.myshopify.com`. */
export function normalizeShopDomain(input: string): string | null {
  let shop = input.trim().toLowerCase()
  shop = shop.replace(/^https?:\/\//, '').replace(/\/.*$/, '')
  if (shop !== '' && !shop.includes('.')) shop = `${shop}.myshopify.com`
  return SHOP_DOMAIN.test(shop) ? shop : null
}

/**
 * What the browser may see of a project: everything but the access token, with the viewer's
 * role there. A member (shared) sees who owns it, and not the Shopify staff id.
 */
export type PublicProject = Omit<Doc<'projects'>, 'shopAccessToken' | 'shopifyUserId'> & {
  connected: boolean
  pageCount: number
  role: Role
  shared: boolean
  ownerName: string | null
  /** How many people the store is shared with (its members). */
  memberCount: number
}

export async function toPublicProject(
  ctx: QueryCtx,
  project: Doc<'projects'>,
  role: Role,
): Promise<PublicProject> {
  const { shopAccessToken, shopifyUserId: _staff, ...rest } = project
  const pageCount = await pageCountOf(ctx, project)
  const shared = role !== 'owner'
  const members = await ctx.db
    .query('members')
    .withIndex('by_project_user', (q) => q.eq('projectId', project._id))
    .take(MAX_MEMBERS)
  return {
    ...rest,
    connected: shopAccessToken !== undefined && shopAccessToken !== '',
    pageCount,
    role,
    shared,
    ownerName: shared ? displayName(await ctx.db.get(project.userId)) : null,
    memberCount: members.length,
  }
}

/** The stores a member may have shared with them, at most (the My Stores list reads them all). */
const MAX_SHARED_STORES = 100

/** My stores and the stores shared with me, most recently updated first. */
export async function listProjects(ctx: QueryCtx, userId: Id<'users'>): Promise<PublicProject[]> {
  const owned = await ctx.db
    .query('projects')
    .withIndex('by_user_updated', (q) => q.eq('userId', userId))
    .order('desc')
    .collect()
  const memberships = await ctx.db
    .query('members')
    .withIndex('by_user', (q) => q.eq('userId', userId))
    .order('desc')
    .take(MAX_SHARED_STORES)
  const shared = await Promise.all(
    memberships.map(async (member) => ({ project: await ctx.db.get(member.projectId), role: member.role })),
  )
  const all = [
    ...owned.map((project) => ({ project, role: 'owner' as Role })),
    ...shared.flatMap(({ project, role }) => (project === null ? [] : [{ project, role: role as Role }])),
  ].sort((a, b) => b.project.updatedAt - a.project.updatedAt)
  return await Promise.all(all.map(({ project, role }) => toPublicProject(ctx, project, role)))
}

/** The project if this user owns it: a member is told only its owner may, anyone else "not found". */
export async function getOwnedProjectOrThrow(ctx: QueryCtx, userId: Id<'users'>, projectId: Id<'projects'>) {
  return (await projectAccess(ctx, userId, projectId, 'own')).project
}

/**
 * Creates the user's project for a shop, or updates it: one project per user and shop. Only the
 * proofs of a shop (Shopify's authorization, the embedded token exchange) pass an access token.
 */
export async function upsertProject(
  ctx: MutationCtx,
  args: {
    userId: Id<'users'>
    shopDomain: string
    accessToken?: string
    storeName?: string
    shopifyUserId?: string
  },
): Promise<Id<'projects'>> {
  const shopDomain = normalizeShopDomain(args.shopDomain)
  if (shopDomain === null) throw new ConvexError('Please enter your shop domain')
  const storeName = args.storeName?.trim().slice(0, 120) || undefined
  const existing = await ctx.db
    .query('projects')
    .withIndex('by_user_shop', (q) => q.eq('userId', args.userId).eq('shopDomain', shopDomain))
    .unique()
  const now = Date.now()
  if (existing !== null) {
    await ctx.db.patch(existing._id, {
      ...(args.accessToken ? { shopAccessToken: args.accessToken, status: 'active' as const } : {}),
      ...(args.shopifyUserId ? { shopifyUserId: args.shopifyUserId } : {}),
      ...(storeName ? { storeName } : {}),
      updatedAt: now,
    })
    return existing._id
  }
  return await ctx.db.insert('projects', {
    userId: args.userId,
    shopDomain,
    shopAccessToken: args.accessToken || undefined,
    shopifyUserId: args.shopifyUserId || undefined,
    storeName,
    status: args.accessToken ? 'active' : 'disconnected',
    updatedAt: now,
  })
}

/**
 * The 5 free credits for connecting a store: only for a shop that really authorised us, and
 * once per shop, whoever connects it and however often.
 */
export async function grantStoreConnectBonus(
  ctx: MutationCtx,
  userId: Id<'users'>,
  projectId: Id<'projects'>,
): Promise<boolean> {
  const project = await getOwnedProjectOrThrow(ctx, userId, projectId)
  if (!project.shopAccessToken) return false
  if ((await findLedgerEntry(ctx, 'store_connect_bonus', project.shopDomain)) !== null) return false
  await grantCredits(ctx, {
    userId,
    amount: STORE_CONNECT_BONUS_CREDITS,
    reason: 'store_connect_bonus',
    reference: project.shopDomain,
  })
  return true
}

export const ACTIVATE_WITHOUT_TOKEN_ERROR = 'Connect this store through Shopify to activate it.'
export const REVOKE_BY_USER_ERROR = 'Only the store can revoke Vitrine, from its Shopify admin.'

/**
 * What a user may do to their project's status: disconnect it, or make it active again while it
 * still holds the token a proof of the shop gave it. "revoked" is the shop's word alone.
 */
export async function setProjectStatus(
  ctx: MutationCtx,
  userId: Id<'users'>,
  projectId: Id<'projects'>,
  status: ProjectStatus,
): Promise<void> {
  const project = await getOwnedProjectOrThrow(ctx, userId, projectId)
  if (status === 'revoked') throw new ConvexError(REVOKE_BY_USER_ERROR)
  if (status === 'active' && !project.shopAccessToken) throw new ConvexError(ACTIVATE_WITHOUT_TOKEN_ERROR)
  await ctx.db.patch(projectId, { status, updatedAt: Date.now() })
}

/**
 * Removes the project now; its pages (and their themes) follow in scheduled batches, so a store
 * with hundreds of pages is deleted like any other.
 */
export async function deleteProject(ctx: MutationCtx, userId: Id<'users'>, projectId: Id<'projects'>) {
  await getOwnedProjectOrThrow(ctx, userId, projectId)
  await ctx.db.delete(projectId)
  await ctx.scheduler.runAfter(0, internal.pages.purgeProject, { projectId })
}
