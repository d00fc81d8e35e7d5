// Who may do what to a store and its pages. The owner (projects.userId) may do everything;
// members (the members table) are editors or viewers:
//   view  pages, themes, history, previews, presence         viewer, editor, owner
//   edit  generate, refine, edit, restore, create pages      editor, owner
//   own   connect, push, pull, delete, manage members        owner
// Someone with no role finds the store and its pages as good as absent ("not found"); someone
// whose role is too low is told so. Every public function asks here before it reads or writes.
import { ConvexError } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import type { QueryCtx } from '../_generated/server'
import type { MemberRole } from '../schema'
import { OWNER_ONLY, VIEWER_CANNOT_EDIT } from './constants'

export type Role = 'owner' | MemberRole
export type Need = 'view' | 'edit' | 'own'

const RANK: Record<Role, number> = { viewer: 0, editor: 1, owner: 2 }
const NEEDED: Record<Need, number> = { view: 0, edit: 1, own: 2 }

export function allows(role: Role, need: Need): boolean {
  return RANK[role] >= NEEDED[need]
}

export async function membership(ctx: QueryCtx, projectId: Id<'projects'>, userId: Id<'users'>) {
  return await ctx.db
    .query('members')
    .withIndex('by_project_user', (q) => q.eq('projectId', projectId).eq('userId', userId))
    .unique()
}

/** The user's role in the store, or null when they have none. */
export async function roleIn(
  ctx: QueryCtx,
  userId: Id<'users'>,
  project: Doc<'projects'>,
): Promise<Role | null> {
  if (project.userId === userId) return 'owner'
  return (await membership(ctx, project._id, userId))?.role ?? null
}

function refuse(role: Role, need: Need): never {
  throw new ConvexError(need === 'own' || role === 'editor' ? OWNER_ONLY : VIEWER_CANNOT_EDIT)
}

/** The store and the user's role in it, or null when they have none (no error: for queries). */
export async function findProject(ctx: QueryCtx, userId: Id<'users'>, projectId: Id<'projects'>) {
  const project = await ctx.db.get(projectId)
  if (project === null) return null
  const role = await roleIn(ctx, userId, project)
  return role === null ? null : { project, role }
}

/** The store, if the user may do `need` there: "Project not found" without a role. */
export async function projectAccess(
  ctx: QueryCtx,
  userId: Id<'users'>,
  projectId: Id<'projects'>,
  need: Need,
) {
  const found = await findProject(ctx, userId, projectId)
  if (found === null) throw new ConvexError('Project not found')
  if (!allows(found.role, need)) refuse(found.role, need)
  return found
}

/**
 * How someone stands with a store or page asked for by its address: theirs to open (granted),
 * there but not theirs (denied: they were removed, or it was never shared with them), or not
 * there (missing). The screens say "you no longer have access" rather than "not found" to a
 * person removed from a store; nothing else about it is told to someone without a role.
 */
export type Standing = 'granted' | 'denied' | 'missing'

export async function projectStanding(
  ctx: QueryCtx,
  userId: Id<'users'>,
  projectId: Id<'projects'>,
): Promise<Standing> {
  const project = await ctx.db.get(projectId)
  if (project === null) return 'missing'
  return (await roleIn(ctx, userId, project)) === null ? 'denied' : 'granted'
}

export async function pageStanding(
  ctx: QueryCtx,
  userId: Id<'users'>,
  pageId: Id<'pages'>,
): Promise<Standing> {
  const page = await ctx.db.get(pageId)
  return page === null ? 'missing' : await projectStanding(ctx, userId, page.projectId)
}

/** The page with its store and the user's role there, or null when they have none. */
export async function findPage(ctx: QueryCtx, userId: Id<'users'>, pageId: Id<'pages'>) {
  const page = await ctx.db.get(pageId)
  if (page === null) return null
  const found = await findProject(ctx, userId, page.projectId)
  return found === null ? null : { page, ...found }
}

/** The page, if the user may do `need` there: "Page not found" without a role. */
export async function pageAccess(ctx: QueryCtx, userId: Id<'users'>, pageId: Id<'pages'>, need: Need) {
  const found = await findPage(ctx, userId, pageId)
  if (found === null) throw new ConvexError('Page not found')
  if (!allows(found.role, need)) refuse(found.role, need)
  return found
}

/** A page's theme is its store's (viewers see it, editors change it); a scratch theme is mine. */
export async function checkScope(
  ctx: QueryCtx,
  userId: Id<'users'>,
  pageId: Id<'pages'> | undefined,
  need: Need,
): Promise<void> {
  if (pageId !== undefined) await pageAccess(ctx, userId, pageId, need)
}

/**
 * A theme the user may reach: a page's, through the page's store; a scratch theme (the
 * editor's design before it is a page), only its own user's.
 */
export async function themeAccess(
  ctx: QueryCtx,
  userId: Id<'users'>,
  theme: Doc<'themes'> | null,
  need: Need,
) {
  if (theme === null) return false
  if (theme.pageId === undefined) return theme.userId === userId
  const found = await findPage(ctx, userId, theme.pageId)
  if (found === null) return false
  if (!allows(found.role, need)) refuse(found.role, need)
  return true
}

/** How a person is shown to the others on a store: a name, and the initials of their badge. */
export function displayName(user: Pick<Doc<'users'>, 'name' | 'email'> | null): string {
  const name = user?.name?.trim()
  if (name) return name
  const local = user?.email?.split('@')[0]?.trim()
  return local || 'Someone'
}

export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s._-]/gu, '')
    .split(/[\s._-]+/)
    .filter(Boolean)
  if (words.length === 0) return '?'
  const letters = words.length === 1 ? words[0]!.slice(0, 2) : words[0]![0]! + words[words.length - 1]![0]!
  return letters.toUpperCase()
}

export interface Person {
  userId: Id<'users'>
  name: string
  initials: string
}

export function toPerson(user: Doc<'users'>): Person {
  const name = displayName(user)
  return { userId: user._id, name, initials: initials(name) }
}
