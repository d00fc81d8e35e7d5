// Shopify: the OAuth start and its one-time states, the app/uninstalled webhook, the links
// between shops and users, the theme push, and the checks and the save around a pull of the
// store's live theme (the reading itself is themePull.ts). Requests to Shopify go through
// shopifySdk.ts.
// Everything here runs in Convex's default runtime: Web Crypto and fetch, no Node APIs.
// Access tokens stay on the server: they travel from the callback (held on its state until the
// user who started the flow claims them) or the embedded token exchange to the projects table,
// and from there only into requests to the shop itself.
import { ConvexError } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../_generated/server'
import { shopifyConfigured } from './billing'
import { shopifyApiKey as configuredApiKey, shopifySiteUrl } from './config'
import { NOT_CONNECTED_ERROR, OWNER_ONLY, PULL_NOT_CONNECTED_ERROR, REVOKED_ERROR } from './constants'
import { findPage, findProject } from './access'
import { internal } from '../_generated/api'
import { DEFAULT_STORE_CONFIG, storeConfigFromFiles } from '../../src/engine/model'
import { runningJob } from './jobs'
import { grantStoreConnectBonus, normalizeShopDomain, upsertProject } from './projects'
import { adminGraphql, SHOPIFY_SCOPES, shopOrigin, ShopifyRequestError, strictShopDomain } from './shopifySdk'
import { readFiles, readManifest, sha256 } from './contents'
import { randomHex } from './secrets'
import { currentTheme, findTheme, saveVersion, toFileList, toFileMap, type ThemeVersionView } from './themes'

export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000
/** Shopify signs the callback's query with a timestamp; older than this is a replay. */
export const OAUTH_TIMESTAMP_TOLERANCE_S = 90
/** themeFilesUpsert takes at most 50 files per call. */
export const PUSH_BATCH_SIZE = 50
/** A push that has not moved for this long is considered dead, and may be retried. */
export const PUSH_STALE_MS = 2 * 60 * 1000

export { NOT_CONNECTED_ERROR, REVOKED_ERROR } from './constants'

// ---------------------------------------------------------------- configuration

export function shopifyApiKey(): string | null {
  return shopifyConfigured() ? configuredApiKey()! : null
}

/** Where Shopify sends the merchant back: this deployment's /shopify/callback HTTP action. */
export function callbackUrl(): string {
  return `${shopifySiteUrl()}/shopify/callback`
}

/** Where shopify.auth sends the browser first: /shopify/install sets the cookie, then goes on to Shopify. */
export function installUrl(state: string): string {
  return `${shopifySiteUrl()}/shopify/install?${new URLSearchParams({ state }).toString()}`
}

export function authorizeUrl(shop: string, state: string): string {
  const params = new URLSearchParams({
    client_id: configuredApiKey() ?? '',
    scope: SHOPIFY_SCOPES,
    redirect_uri: callbackUrl(),
    state,
  })
  return `${shopOrigin(shop)}/admin/oauth/authorize?${params.toString()}`
}

// ---------------------------------------------------------------- OAuth callback timestamp
// The callback's query and the webhooks are checked by Shopify's library (shopifySdk.ts).

export function freshTimestamp(timestamp: string | null, now = Date.now()): boolean {
  const seconds = Number(timestamp)
  return Number.isFinite(seconds) && Math.abs(now / 1000 - seconds) <= OAUTH_TIMESTAMP_TOLERANCE_S
}

// ---------------------------------------------------------------- OAuth state
// A connection through Shopify's authorization is bound three ways:
// - the state, to the user who asked for it (shopify.auth) and to the shop;
// - the callback, to the browser that opened /shopify/install: a cookie holds a nonce whose
//   hash the state keeps, so Shopify's authorize address alone is worth nothing elsewhere;
// - the token, to that same user: the callback holds it and hands the browser a one-time code,
//   which only the user who started the flow can redeem (projects.create on /shopify-success).
// The last is what stops someone who sends a merchant their own install link: the merchant's
// browser passes the cookie check, but the merchant is not the user who asked.

export { randomHex } from './secrets'

export const OAUTH_BROWSER_COOKIE = 'vitrine_shopify_oauth'

/**
 * The cookie that ties the callback to the browser that began: HttpOnly, SameSite=Lax (sent on
 * Shopify's top-level redirect back), sent only to the callback, for as long as a state lives.
 * `null` clears it.
 */
export function oauthBrowserCookie(nonce: string | null): string {
  const callback = callbackUrl()
  const path = new URL(callback, 'https://vitrine.invalid').pathname
  const attributes = [
    `${OAUTH_BROWSER_COOKIE}=${nonce ?? ''}`,
    `Path=${path}`,
    `Max-Age=${nonce === null ? 0 : OAUTH_STATE_TTL_MS / 1000}`,
    'HttpOnly',
    'SameSite=Lax',
  ]
  if (callback.startsWith('https:')) attributes.push('Secure')
  return attributes.join('; ')
}

/** The value of one cookie in a Cookie header, or null. */
export function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=') || null
  }
  return null
}

export async function createOAuthState(ctx: MutationCtx, userId: Id<'users'>, shop: string): Promise<string> {
  const now = Date.now()
  // The user's states that can no longer be used go: the table only holds live attempts.
  const old = await ctx.db
    .query('oauthStates')
    .withIndex('by_user_created', (q) => q.eq('userId', userId).lt('createdAt', now - OAUTH_STATE_TTL_MS))
    .take(100)
  for (const row of old) await ctx.db.delete(row._id)
  const state = randomHex()
  await ctx.db.insert('oauthStates', { state, userId, shop, createdAt: now })
  return state
}

async function stateRow(ctx: QueryCtx, state: string): Promise<Doc<'oauthStates'> | null> {
  return await ctx.db
    .query('oauthStates')
    .withIndex('by_state', (q) => q.eq('state', state))
    .unique()
}

/**
 * /shopify/install: the first browser to open a live state is the one the callback must come
 * back to. A state already opened, used or expired is refused.
 */
export async function bindOAuthBrowser(
  ctx: MutationCtx,
  state: string,
  browserHash: string,
): Promise<{ shop: string } | { error: string }> {
  const row = await stateRow(ctx, state)
  if (row === null) return { error: 'invalid_state' }
  if (row.usedAt !== undefined || row.browserHash !== undefined) return { error: 'state_already_used' }
  if (Date.now() - row.createdAt > OAUTH_STATE_TTL_MS) return { error: 'state_expired' }
  await ctx.db.patch(row._id, { browserHash })
  return { shop: row.shop }
}

/**
 * Uses up a state: it must exist, be unused, younger than 10 minutes, for this shop, and come
 * back in the browser that opened /shopify/install (the hash of its cookie's nonce).
 */
export async function consumeOAuthState(
  ctx: MutationCtx,
  args: { state: string; shop: string; browserHash: string | null },
): Promise<{ stateId: Id<'oauthStates'> } | { error: string }> {
  const row = await stateRow(ctx, args.state)
  if (row === null) return { error: 'invalid_state' }
  if (row.usedAt !== undefined) return { error: 'state_already_used' }
  const now = Date.now()
  // Spent whatever happens next, so a refused attempt cannot be replayed either.
  await ctx.db.patch(row._id, { usedAt: now })
  if (now - row.createdAt > OAUTH_STATE_TTL_MS) return { error: 'state_expired' }
  if (row.shop !== args.shop) return { error: 'shop_mismatch' }
  if (row.browserHash === undefined || row.browserHash !== args.browserHash) {
    return { error: 'browser_mismatch' }
  }
  return { stateId: row._id }
}

/**
 * The callback exchanged the code: the token waits on the state for the user who started the
 * flow, behind a one-time code the browser carries to /shopify-success. Unclaimed, it goes
 * after OAUTH_STATE_TTL_MS.
 */
export async function holdConnection(
  ctx: MutationCtx,
  args: { stateId: Id<'oauthStates'>; accessToken: string; storeName?: string },
): Promise<string> {
  const code = randomHex()
  await ctx.db.patch(args.stateId, {
    connectionHash: await sha256(code),
    accessToken: args.accessToken,
    storeName: args.storeName,
    completedAt: Date.now(),
  })
  await ctx.scheduler.runAfter(OAUTH_STATE_TTL_MS, internal.shopify.dropState, { stateId: args.stateId })
  return code
}

/** Connection codes are 64 hex characters; anything much longer is not one. */
const MAX_CONNECTION_CODE_LENGTH = 256

/**
 * /shopify-success redeems the code: only the user who started the flow, for the shop it was
 * for, once, within OAUTH_STATE_TTL_MS of the callback. Their project for the shop gets the
 * token. Any refusal spends the code too, and answers null.
 */
export async function claimConnection(
  ctx: MutationCtx,
  args: { userId: Id<'users'>; shop: string; code: string },
): Promise<Id<'projects'> | null> {
  if (args.code.length > MAX_CONNECTION_CODE_LENGTH) return null
  const connectionHash = await sha256(args.code)
  const row = await ctx.db
    .query('oauthStates')
    .withIndex('by_connection', (q) => q.eq('connectionHash', connectionHash))
    .unique()
  if (row === null || row.accessToken === undefined || row.completedAt === undefined) return null
  await ctx.db.patch(row._id, { connectionHash: undefined, accessToken: undefined })
  const fresh = Date.now() - row.completedAt <= OAUTH_STATE_TTL_MS
  if (!fresh || row.userId !== args.userId || row.shop !== normalizeShopDomain(args.shop)) return null
  return await upsertProject(ctx, {
    userId: args.userId,
    shopDomain: row.shop,
    accessToken: row.accessToken,
    storeName: row.storeName,
  })
}

/** A state's time is up: it goes, with any token still waiting on it. */
export async function dropOAuthState(ctx: MutationCtx, stateId: Id<'oauthStates'>): Promise<void> {
  if ((await ctx.db.get(stateId)) !== null) await ctx.db.delete(stateId)
}

/** The shop an app/uninstalled payload (the Shop resource) names, from the body the HMAC covers. */
export function uninstalledShop(rawBody: string): string | null {
  let body: unknown
  try {
    body = JSON.parse(rawBody)
  } catch {
    return null
  }
  if (typeof body !== 'object' || body === null) return null
  const { myshopify_domain: myshopify, domain } = body as { myshopify_domain?: unknown; domain?: unknown }
  const named = (value: unknown) => (typeof value === 'string' ? strictShopDomain(value) : null)
  return named(myshopify) ?? named(domain)
}

/**
 * app/uninstalled: every project of the shop that held a token loses it and is revoked, and any
 * token waiting to be claimed goes. Projects that never held one stay as they were.
 */
export async function revokeShop(ctx: MutationCtx, shop: string): Promise<number> {
  const projects = await ctx.db
    .query('projects')
    .withIndex('by_shop', (q) => q.eq('shopDomain', shop))
    .collect()
  let revoked = 0
  for (const project of projects) {
    if (!project.shopAccessToken && project.status !== 'active') continue
    await revokeProject(ctx, project._id)
    revoked++
  }
  const states = await ctx.db
    .query('oauthStates')
    .withIndex('by_shop', (q) => q.eq('shop', shop))
    .collect()
  for (const state of states) {
    if (state.accessToken !== undefined) {
      await ctx.db.patch(state._id, { accessToken: undefined, connectionHash: undefined })
    }
  }
  return revoked
}

export async function revokeProject(ctx: MutationCtx, projectId: Id<'projects'>): Promise<void> {
  await ctx.db.patch(projectId, { status: 'revoked', shopAccessToken: undefined, updatedAt: Date.now() })
}

/**
 * The embedded admin proved the shop (a verified session token, issued to the Shopify staff
 * member `shopifyUserId`) and Convex proved the user: the user's project for the shop gets the
 * offline token and remembers who proved it, and the shop its bonus, once ever.
 */
export async function linkShopToUser(
  ctx: MutationCtx,
  args: {
    userId: Id<'users'>
    shop: string
    accessToken: string
    storeName?: string
    shopifyUserId?: string
  },
): Promise<{ projectId: Id<'projects'>; bonusGranted: boolean }> {
  const projectId = await upsertProject(ctx, {
    userId: args.userId,
    shopDomain: args.shop,
    accessToken: args.accessToken,
    storeName: args.storeName,
    shopifyUserId: args.shopifyUserId,
  })
  const bonusGranted = await grantStoreConnectBonus(ctx, args.userId, projectId)
  return { projectId, bonusGranted }
}

/**
 * A fresh offline token from the admin's authorization-code retry, whose session token names
 * the Shopify staff member: only the projects that member linked (connectEmbedded) and did not
 * disconnect get it. No other user's project of the shop does, whatever its status: a project
 * holds a token only through a proof of the shop by its own user.
 */
export async function refreshShopToken(
  ctx: MutationCtx,
  args: { shop: string; shopifyUserId?: string; accessToken: string },
): Promise<number> {
  if (!args.shopifyUserId) return 0
  const projects = await ctx.db
    .query('projects')
    .withIndex('by_shop', (q) => q.eq('shopDomain', args.shop))
    .collect()
  let refreshed = 0
  for (const project of projects) {
    if (project.shopifyUserId !== args.shopifyUserId || project.status === 'disconnected') continue
    await ctx.db.patch(project._id, {
      shopAccessToken: args.accessToken,
      status: 'active',
      updatedAt: Date.now(),
    })
    refreshed++
  }
  return refreshed
}

/** Whether Vitrine holds a working token for the shop, and the store's name as last seen. */
export async function shopConnection(
  ctx: QueryCtx,
  shop: string,
): Promise<{ connected: boolean; storeName: string | null }> {
  const projects = await ctx.db
    .query('projects')
    .withIndex('by_shop', (q) => q.eq('shopDomain', shop))
    .collect()
  const live = projects.find((project) => project.status === 'active' && Boolean(project.shopAccessToken))
  return { connected: live !== undefined, storeName: live?.storeName ?? projects[0]?.storeName ?? null }
}

// ---------------------------------------------------------------- push

const THEME_CREATE = `mutation themeCreate($source: URL!, $name: String!, $role: ThemeRole) {
  themeCreate(source: $source, name: $name, role: $role) {
    theme { id name role }
    userErrors { field message }
  }
}`

const THEME_PROCESSING = `query themeProcessing($id: ID!) {
  theme(id: $id) { id processing processingFailed }
}`

const THEME_FILES_UPSERT = `mutation themeFilesUpsert($themeId: ID!, $files: [OnlineStoreThemeFilesUpsertFileInput!]!) {
  themeFilesUpsert(themeId: $themeId, files: $files) {
    upsertedThemeFiles { filename }
    userErrors { field message }
  }
}`

interface UserError {
  field?: string[] | null
  message: string
}

function userErrorMessage(errors: UserError[] | undefined): string | null {
  return errors && errors.length > 0 ? errors.map((e) => e.message).join('; ') : null
}

/** The skeleton every pushed theme starts from; its files are then replaced by the page's. */
export function skeletonUrl(): string {
  return `${shopifySiteUrl()}/shopify/theme-skeleton.zip`
}

export function pushThemeName(storeName: string, now = new Date()): string {
  return `${storeName} — Vitrine ${now.toISOString().slice(0, 10)}`
}

/** gid://shopify/OnlineStoreTheme/123 -> the theme editor of theme 123 in the shop's admin. */
export function themeEditorUrl(shop: string, themeGid: string): string {
  return `https://${shop}/admin/themes/${themeGid.split('/').pop()}/editor`
}

export async function createUnpublishedTheme(
  shop: string,
  token: string,
  name: string,
): Promise<{ id: string; name: string }> {
  const data = await adminGraphql<{
    themeCreate?: { theme?: { id: string; name: string } | null; userErrors?: UserError[] }
  }>(shop, token, THEME_CREATE, { source: skeletonUrl(), name, role: 'UNPUBLISHED' })
  const problem = userErrorMessage(data.themeCreate?.userErrors)
  const theme = data.themeCreate?.theme
  if (problem !== null || !theme) throw new ShopifyRequestError(problem ?? 'Shopify created no theme', 200)
  return { id: theme.id, name: theme.name }
}

/** Shopify unpacks a new theme before it accepts files; waits for that, a bounded while. */
export async function waitUntilProcessed(
  shop: string,
  token: string,
  themeGid: string,
  attempts = 20,
  delayMs = 1500,
): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    const data = await adminGraphql<{ theme?: { processing?: boolean; processingFailed?: boolean } | null }>(
      shop,
      token,
      THEME_PROCESSING,
      { id: themeGid },
    )
    if (data.theme?.processingFailed) throw new ShopifyRequestError('Shopify could not set up the theme', 200)
    if (!data.theme?.processing) return
    await new Promise((resolve) => setTimeout(resolve, delayMs))
  }
  throw new ShopifyRequestError('Shopify is still setting up the theme', 200)
}

/** Text files go as TEXT; binary assets (stored as base64 data URLs) as BASE64. */
export function toUpsertFile(file: { path: string; source: string }) {
  const dataUrl = /^data:[^;,]*;base64,(.*)$/s.exec(file.source)
  return {
    filename: file.path,
    body: dataUrl ? { type: 'BASE64', value: dataUrl[1] } : { type: 'TEXT', value: file.source },
  }
}

/** Worth trying again: Shopify unreachable, throttled or failing on its side. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ShopifyRequestError)) return false
  return error.status === 0 || error.status === 429 || error.status >= 500 || /throttled/i.test(error.message)
}

/** themeFilesUpsert is idempotent, so a batch hit by a transient failure is sent again (twice at most). */
export async function upsertThemeFilesWithRetry(
  shop: string,
  token: string,
  themeGid: string,
  files: { path: string; source: string }[],
  delayMs = 500,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await upsertThemeFiles(shop, token, themeGid, files)
    } catch (error) {
      if (attempt >= 2 || !isTransient(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, delayMs * (attempt + 1)))
    }
  }
}

export async function upsertThemeFiles(
  shop: string,
  token: string,
  themeGid: string,
  files: { path: string; source: string }[],
): Promise<void> {
  const data = await adminGraphql<{ themeFilesUpsert?: { userErrors?: UserError[] } }>(
    shop,
    token,
    THEME_FILES_UPSERT,
    { themeId: themeGid, files: files.map(toUpsertFile) },
  )
  const problem = userErrorMessage(data.themeFilesUpsert?.userErrors)
  if (problem !== null) throw new ShopifyRequestError(problem, 200)
}

// ---------------------------------------------------------------- push records

export type PushView = Omit<Doc<'pushes'>, 'userId' | 'projectId' | 'versionId'>

export async function latestPush(ctx: QueryCtx, pageId: Id<'pages'>): Promise<Doc<'pushes'> | null> {
  return await ctx.db
    .query('pushes')
    .withIndex('by_page_updated', (q) => q.eq('pageId', pageId))
    .order('desc')
    .first()
}

export function toPushView(push: Doc<'pushes'>): PushView {
  const { userId: _userId, projectId: _projectId, versionId: _versionId, ...view } = push
  return view
}

export type PushPlan =
  | { error: string }
  | {
      pushId: Id<'pushes'>
      projectId: Id<'projects'>
      shop: string
      token: string
      storeName: string
      themeGid: string | null
      uploaded: number
      files: { path: string; source: string }[]
    }

/**
 * Starts a push of the page's current theme, or resumes the last one when it failed (or died)
 * on the same version of the same store: same Shopify theme, from the first batch not uploaded.
 */
export async function beginPush(
  ctx: MutationCtx,
  userId: Id<'users'>,
  pageId: Id<'pages'>,
): Promise<PushPlan> {
  const found = await findPage(ctx, userId, pageId)
  if (found === null) return { error: 'Page not found' }
  // The shop's token is the owner's to use: members never push.
  if (found.role !== 'owner') return { error: OWNER_ONLY }
  const { project } = found
  if (project.status === 'revoked') return { error: REVOKED_ERROR }
  if (project.status !== 'active' || !project.shopAccessToken) {
    return { error: NOT_CONNECTED_ERROR }
  }
  const theme = await findTheme(ctx, userId, pageId)
  const version = theme?.currentVersionId ? await ctx.db.get(theme.currentVersionId) : null
  if (version === null || version.fileCount === 0) return { error: 'Generate a theme before pushing it.' }
  const files = toFileList(await readFiles(ctx, version.themeId, await readManifest(ctx, version)))

  const now = Date.now()
  const last = await latestPush(ctx, pageId)
  if (last?.status === 'running' && now - last.updatedAt < PUSH_STALE_MS) {
    return { error: 'A push to Shopify is already in progress.' }
  }
  const plan = {
    projectId: project._id,
    shop: project.shopDomain,
    token: project.shopAccessToken,
    storeName: project.storeName || project.shopDomain,
    files,
  }
  const resumable =
    last !== null &&
    last.status !== 'done' &&
    last.themeGid !== undefined &&
    last.projectId === project._id &&
    last.versionId === version._id
  if (resumable) {
    await ctx.db.patch(last._id, { status: 'running', error: undefined, updatedAt: now })
    return { ...plan, pushId: last._id, themeGid: last.themeGid!, uploaded: last.uploaded }
  }
  const pushId = await ctx.db.insert('pushes', {
    userId,
    pageId,
    projectId: project._id,
    versionId: version._id,
    total: files.length,
    uploaded: 0,
    status: 'running',
    updatedAt: now,
  })
  return { ...plan, pushId, themeGid: null, uploaded: 0 }
}

// ---------------------------------------------------------------- pull (the store's live theme)

export type PullTarget = { error: string } | { shop: string; token: string; storeName: string }

/**
 * Whether this user may pull the live theme of this store into this page (or, without a page,
 * their editor's scratch theme): their own store, connected, and a page of that store whose
 * theme is not being built right now. Answers the shop and its token (server-side only).
 */
export async function beginPull(
  ctx: QueryCtx,
  userId: Id<'users'>,
  projectId: Id<'projects'>,
  pageId?: Id<'pages'>,
): Promise<PullTarget> {
  const found = await findProject(ctx, userId, projectId)
  if (found === null) return { error: 'Project not found' }
  // The shop's token is the owner's to use: members never pull.
  if (found.role !== 'owner') return { error: OWNER_ONLY }
  const { project } = found
  if (pageId !== undefined) {
    const page = await ctx.db.get(pageId)
    if (page === null || page.projectId !== projectId) return { error: 'Page not found' }
  }
  if (project.status === 'revoked') return { error: REVOKED_ERROR }
  if (project.status !== 'active' || !project.shopAccessToken) return { error: PULL_NOT_CONNECTED_ERROR }
  if ((await runningJob(ctx, userId, pageId)) !== null) {
    return { error: 'Your theme is still being built. Pull the live theme once it is ready.' }
  }
  return {
    shop: project.shopDomain,
    token: project.shopAccessToken,
    storeName: project.storeName || project.shopDomain,
  }
}

/**
 * Saves the pulled files as one new version (an import), checked again against the same rules
 * first. The store settings come from the theme's own settings_data, else stay those of the
 * current version, else are the store's name with the defaults.
 */
export async function savePulledTheme(
  ctx: MutationCtx,
  args: {
    userId: Id<'users'>
    projectId: Id<'projects'>
    pageId?: Id<'pages'>
    files: { path: string; source: string }[]
    explanation: string
  },
): Promise<ThemeVersionView> {
  const target = await beginPull(ctx, args.userId, args.projectId, args.pageId)
  if ('error' in target) throw new ConvexError(target.error)
  const files = toFileMap(args.files)
  const current = await currentTheme(ctx, args.userId, args.pageId)
  const storeConfig = storeConfigFromFiles(files) ??
    current?.storeConfig ?? { ...DEFAULT_STORE_CONFIG, name: target.storeName.slice(0, 80) }
  return await saveVersion(ctx, {
    userId: args.userId,
    pageId: args.pageId,
    files,
    source: 'import',
    explanation: args.explanation,
    storeConfig,
  })
}

// ---------------------------------------------------------------- the skeleton theme

const SKELETON_FILES: Record<string, string> = {
  'layout/theme.liquid':
    '<!doctype html>\n<html>\n  <head>\n    {{ content_for_header }}\n  </head>\n  <body>\n    {{ content_for_layout }}\n  </body>\n</html>\n',
  'templates/index.json': '{\n  "sections": {},\n  "order": []\n}\n',
  'config/settings_schema.json':
    '[\n  {\n    "name": "theme_info",\n    "theme_name": "Vitrine",\n    "theme_version": "1.0.0",\n    "theme_author": "Vitrine",\n    "theme_documentation_url": "https://vitrine.app",\n    "theme_support_url": "https://vitrine.app"\n  }\n]\n',
  'config/settings_data.json': '{\n  "current": {}\n}\n',
  'locales/en.default.json': '{}\n',
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

/** A stored (uncompressed) ZIP of files: small enough to write by hand, no library needed. */
export function zipStored(files: Record<string, string>): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder()
  const locals: Uint8Array[] = []
  const centrals: Uint8Array[] = []
  let offset = 0
  for (const [path, source] of Object.entries(files)) {
    const name = encoder.encode(path)
    const data = encoder.encode(source)
    const crc = crc32(data)
    const local = new Uint8Array(30 + name.length + data.length)
    const l = new DataView(local.buffer)
    l.setUint32(0, 0x04034b50, true)
    l.setUint16(4, 20, true)
    l.setUint16(6, 0x0800, true)
    l.setUint16(12, 0x21, true)
    l.setUint32(14, crc, true)
    l.setUint32(18, data.length, true)
    l.setUint32(22, data.length, true)
    l.setUint16(26, name.length, true)
    local.set(name, 30)
    local.set(data, 30 + name.length)
    const central = new Uint8Array(46 + name.length)
    const c = new DataView(central.buffer)
    c.setUint32(0, 0x02014b50, true)
    c.setUint16(4, 20, true)
    c.setUint16(6, 20, true)
    c.setUint16(8, 0x0800, true)
    c.setUint16(14, 0x21, true)
    c.setUint32(16, crc, true)
    c.setUint32(20, data.length, true)
    c.setUint32(24, data.length, true)
    c.setUint16(28, name.length, true)
    c.setUint32(42, offset, true)
    central.set(name, 46)
    locals.push(local)
    centrals.push(central)
    offset += local.length
  }
  const centralSize = centrals.reduce((n, part) => n + part.length, 0)
  const end = new Uint8Array(22)
  const e = new DataView(end.buffer)
  e.setUint32(0, 0x06054b50, true)
  e.setUint16(8, centrals.length, true)
  e.setUint16(10, centrals.length, true)
  e.setUint32(12, centralSize, true)
  e.setUint32(16, offset, true)
  const out = new Uint8Array(offset + centralSize + 22)
  let at = 0
  for (const part of [...locals, ...centrals, end]) {
    out.set(part, at)
    at += part.length
  }
  return out
}

export function skeletonZip(): Uint8Array<ArrayBuffer> {
  return zipStored(SKELETON_FILES)
}
