import { ConvexError, v } from 'convex/values'
import { internal } from './_generated/api'
import { httpAction, internalMutation, internalQuery } from './_generated/server'
import {
  internalUserMutation,
  internalUserQuery,
  maybeUserQuery,
  publicQuery,
  userAction,
  userMutation,
} from './functions'
import type { Id } from './_generated/dataModel'
import { shopifyConfigured } from './model/billing'
import { appUrl } from './model/config'
import { REAUTHORIZE_HEADER, RETRY_INVALID_SESSION_HEADER, SESSION_EXPIRED_ERROR } from './model/constants'
import { normalizeShopDomain } from './model/projects'
import { sha256 } from './model/contents'
import {
  authorizeUrl,
  beginPull,
  beginPush,
  bindOAuthBrowser,
  consumeOAuthState,
  createOAuthState,
  createUnpublishedTheme,
  dropOAuthState,
  freshTimestamp,
  holdConnection,
  installUrl,
  latestPush,
  linkShopToUser,
  OAUTH_BROWSER_COOKIE,
  oauthBrowserCookie,
  PUSH_BATCH_SIZE,
  pushThemeName,
  randomHex,
  readCookie,
  REVOKED_ERROR,
  revokeProject,
  refreshShopToken,
  revokeShop,
  savePulledTheme,
  shopConnection,
  shopifyApiKey,
  skeletonZip,
  themeEditorUrl,
  toPushView,
  uninstalledShop,
  upsertThemeFilesWithRetry,
  waitUntilProcessed,
  type PullTarget,
  type PushPlan,
} from './model/shopify'
import {
  exchangeCodeForToken,
  exchangeSessionToken,
  fetchShopName,
  ShopifyRequestError,
  strictShopDomain,
  validateWebhook,
  validSignedQuery,
  verifySessionToken,
  type SessionTokenCheck,
} from './model/shopifySdk'
import { schedulePagePreview } from './model/pages'
import { findPage } from './model/access'
import { pushStatus, themeFiles } from './schema'

/** SPEC's shopify-config: the app's public API key, for App Bridge. */
export const config = publicQuery({
  args: {},
  handler: async () => {
    const apiKey = shopifyApiKey()
    return apiKey === null ? { success: false, apiKey: null } : { success: true, apiKey }
  },
})

/**
 * SPEC's shopify-auth: where to send the browser to authorise Vitrine, with a one-time state
 * bound to me and the shop. The address is this deployment's /shopify/install, which ties the
 * state to the browser that opens it and goes on to Shopify's authorization page.
 */
export const auth = userMutation({
  args: { shop: v.string(), host: v.optional(v.string()) },
  handler: async (ctx, { shop }) => {
    const domain = normalizeShopDomain(shop)
    if (domain === null) return { success: false, authUrl: null, error: 'Please enter your shop domain' }
    if (!shopifyConfigured())
      return { success: false, authUrl: null, error: 'Failed to initiate authentication' }
    const state = await createOAuthState(ctx, ctx.user._id, domain)
    return { success: true, authUrl: installUrl(state), error: null }
  },
})

/** The latest push of a page to its store, live: progress, then the theme link or the error. */
export const pushes = maybeUserQuery({
  args: { pageId: v.id('pages') },
  handler: async (ctx, { pageId }) => {
    if (ctx.user === null) return null
    // Everyone on the store sees how its last push went; only its owner pushes.
    if ((await findPage(ctx, ctx.user._id, pageId)) === null) return null
    const push = await latestPush(ctx, pageId)
    return push === null ? null : toPushView(push)
  },
})

export type PushResult =
  | { success: true; themeName: string; themeUrl: string; error: null }
  | { success: false; themeName: null; themeUrl: null; error: string }

const failed = (error: string): PushResult => ({ success: false, themeName: null, themeUrl: null, error })

/**
 * Sends the page's current theme to its store as a new unpublished theme, 50 files a call.
 * Progress is recorded after each batch; after a failure, calling again resumes the same theme.
 */
export const pushTheme = userAction({
  args: { pageId: v.id('pages') },
  handler: async (ctx, { pageId }): Promise<PushResult> => {
    if (!shopifyConfigured()) return failed('Pushing to Shopify is not available on this server.')
    const plan: PushPlan = await ctx.runMutation(internal.shopify.startPush, { pageId })
    if ('error' in plan) return failed(plan.error)
    const { pushId, shop, token, files } = plan
    let themeGid = plan.themeGid
    let uploaded = plan.uploaded
    try {
      if (themeGid === null) {
        const theme = await createUnpublishedTheme(shop, token, pushThemeName(plan.storeName))
        themeGid = theme.id
        await ctx.runMutation(internal.shopify.recordPush, {
          pushId,
          themeGid,
          themeName: theme.name,
          themeUrl: themeEditorUrl(shop, themeGid),
        })
      }
      await waitUntilProcessed(shop, token, themeGid)
      while (uploaded < files.length) {
        const batch = files.slice(uploaded, uploaded + PUSH_BATCH_SIZE)
        await upsertThemeFilesWithRetry(shop, token, themeGid, batch)
        uploaded += batch.length
        await ctx.runMutation(internal.shopify.recordPush, { pushId, uploaded })
      }
      const done = await ctx.runMutation(internal.shopify.recordPush, { pushId, status: 'done' })
      return { success: true, themeName: done.themeName, themeUrl: done.themeUrl, error: null }
    } catch (error) {
      const revoked = error instanceof ShopifyRequestError && error.status === 401
      const message = revoked
        ? REVOKED_ERROR
        : `Pushing to Shopify stopped after ${uploaded} of ${files.length} files. Retry to continue.`
      await ctx.runMutation(internal.shopify.recordPush, {
        pushId,
        status: 'failed',
        error: message,
        revokeProject: revoked,
      })
      return failed(message)
    }
  },
})

/** Session tokens are a few hundred characters; anything much longer is not one. */
const MAX_SESSION_TOKEN_LENGTH = 4096

export type EmbeddedConnectResult =
  | {
      success: true
      shop: string
      storeName: string | null
      projectId: Id<'projects'>
      bonusGranted: boolean
      error: null
      retry: false
    }
  | {
      success: false
      shop: null
      storeName: null
      projectId: null
      bonusGranted: false
      error: string
      retry: boolean
    }

const embeddedFailed = (error: string, retry = false): EmbeddedConnectResult => ({
  success: false,
  shop: null,
  storeName: null,
  projectId: null,
  bonusGranted: false,
  error,
  retry,
})

/**
 * Inside the Shopify admin: App Bridge's session token proves which shop this is, Convex's auth
 * who the user is. The token is exchanged for the shop's offline access token (kept here), the
 * user's project for the shop is created or refreshed, and the shop's bonus granted once ever.
 * An expired token answers `retry: true`: the browser asks App Bridge for a fresh one.
 */
export const connectEmbedded = userAction({
  args: { sessionToken: v.string() },
  handler: async (ctx, { sessionToken }): Promise<EmbeddedConnectResult> => {
    if (!shopifyConfigured()) return embeddedFailed('Failed to initiate authentication')
    if (sessionToken.length > MAX_SESSION_TOKEN_LENGTH) return embeddedFailed('Authentication failed')
    const check = await verifySessionToken(sessionToken)
    if (!check.ok) {
      return check.reason === 'expired'
        ? embeddedFailed(SESSION_EXPIRED_ERROR, true)
        : embeddedFailed('Authentication failed')
    }
    let accessToken: string
    let storeName: string | undefined
    try {
      accessToken = await exchangeSessionToken(check.shop, sessionToken)
      storeName = await fetchShopName(check.shop, accessToken)
    } catch {
      return embeddedFailed('Failed to connect your Shopify store. Please try again.')
    }
    const linked = await ctx.runMutation(internal.shopify.linkEmbedded, {
      shop: check.shop,
      accessToken,
      storeName,
      shopifyUserId: check.payload.sub || undefined,
    })
    return {
      success: true,
      shop: check.shop,
      storeName: storeName ?? null,
      ...linked,
      error: null,
      retry: false,
    }
  },
})

// ---------------------------------------------------------------- internal

export const linkEmbedded = internalUserMutation({
  args: {
    shop: v.string(),
    accessToken: v.string(),
    storeName: v.optional(v.string()),
    shopifyUserId: v.optional(v.string()),
  },
  handler: async (ctx, args) => {
    return await linkShopToUser(ctx, { userId: ctx.user._id, ...args })
  },
})

export const refreshShop = internalMutation({
  args: { shop: v.string(), shopifyUserId: v.optional(v.string()), accessToken: v.string() },
  handler: async (ctx, args) => await refreshShopToken(ctx, args),
})

export const shopStatus = internalQuery({
  args: { shop: v.string() },
  handler: async (ctx, { shop }) => await shopConnection(ctx, shop),
})

export const startPush = internalUserMutation({
  args: { pageId: v.id('pages') },
  handler: async (ctx, { pageId }): Promise<PushPlan> => {
    return await beginPush(ctx, ctx.user._id, pageId)
  },
})

export const recordPush = internalMutation({
  args: {
    pushId: v.id('pushes'),
    themeGid: v.optional(v.string()),
    themeName: v.optional(v.string()),
    themeUrl: v.optional(v.string()),
    uploaded: v.optional(v.number()),
    status: v.optional(pushStatus),
    error: v.optional(v.string()),
    revokeProject: v.optional(v.boolean()),
  },
  handler: async (ctx, { pushId, revokeProject: revoke, ...patch }) => {
    const push = await ctx.db.get(pushId)
    if (push === null) throw new ConvexError('Push not found')
    await ctx.db.patch(pushId, { ...patch, updatedAt: Date.now() })
    if (revoke) await revokeProject(ctx, push.projectId)
    return {
      themeName: patch.themeName ?? push.themeName ?? '',
      themeUrl: patch.themeUrl ?? push.themeUrl ?? '',
    }
  },
})

// The pull of a store's live theme (shopifyPull.pullLiveTheme, Node runtime) checks, saves and
// revokes through these, as the signed-in user.

export const startPull = internalUserQuery({
  args: { projectId: v.id('projects'), pageId: v.optional(v.id('pages')) },
  handler: async (ctx, { projectId, pageId }): Promise<PullTarget> => {
    return await beginPull(ctx, ctx.user._id, projectId, pageId)
  },
})

export const savePull = internalUserMutation({
  args: {
    projectId: v.id('projects'),
    pageId: v.optional(v.id('pages')),
    files: themeFiles,
    explanation: v.string(),
  },
  handler: async (ctx, args) => {
    const saved = await savePulledTheme(ctx, { ...args, userId: ctx.user._id })
    if (args.pageId !== undefined) await schedulePagePreview(ctx, args.pageId)
    return saved.number
  },
})

/** Shopify answered 401 to a pull: the store's token is dead, as after a push's 401. */
export const revokeAfterPull = internalUserMutation({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const project = await ctx.db.get(projectId)
    if (project !== null && project.userId === ctx.user._id) await revokeProject(ctx, projectId)
  },
})

export const bindBrowser = internalMutation({
  args: { state: v.string(), browserHash: v.string() },
  handler: async (ctx, { state, browserHash }) => await bindOAuthBrowser(ctx, state, browserHash),
})

export const consumeState = internalMutation({
  args: { state: v.string(), shop: v.string(), browserHash: v.union(v.string(), v.null()) },
  handler: async (ctx, args) => await consumeOAuthState(ctx, args),
})

export const holdShopToken = internalMutation({
  args: { stateId: v.id('oauthStates'), accessToken: v.string(), storeName: v.optional(v.string()) },
  handler: async (ctx, args) => await holdConnection(ctx, args),
})

export const dropState = internalMutation({
  args: { stateId: v.id('oauthStates') },
  handler: async (ctx, { stateId }) => await dropOAuthState(ctx, stateId),
})

export const revokeShopProjects = internalMutation({
  args: { shop: v.string() },
  handler: async (ctx, { shop }) => await revokeShop(ctx, shop),
})

// ---------------------------------------------------------------- HTTP actions (routed in http.ts)

function redirect(location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 302, headers: { Location: location, ...headers } })
}

function connectError(reason: string, headers: Record<string, string> = {}): Response {
  return redirect(`${appUrl()}/connect-shopify?${new URLSearchParams({ error: reason }).toString()}`, headers)
}

/**
 * GET /shopify/install?state=…: the address shopify.auth hands out. The first browser to open
 * it gets a cookie whose nonce the state remembers (by its hash), then goes to Shopify's
 * authorization page; the callback accepts the state only back in that browser.
 */
export const oauthInstall = httpAction(async (ctx, request) => {
  if (!shopifyConfigured()) return connectError('not_configured')
  const state = new URL(request.url).searchParams.get('state')
  if (!state) return connectError('invalid_state')
  const nonce = randomHex()
  const bound = await ctx.runMutation(internal.shopify.bindBrowser, {
    state,
    browserHash: await sha256(nonce),
  })
  if ('error' in bound) return connectError(bound.error)
  return redirect(authorizeUrl(bound.shop, state), { 'Set-Cookie': oauthBrowserCookie(nonce) })
})

/**
 * GET /shopify/callback: Shopify sends the merchant back here after they authorised Vitrine.
 * Signed by Shopify (HMAC, fresh timestamp), for a live state of this shop, in the browser that
 * began: the code is exchanged and the token held for the user who began, and the browser goes
 * to /shopify-success with the one-time code that lets that user claim it.
 */
export const oauthCallback = httpAction(async (ctx, request) => {
  const params = new URL(request.url).searchParams
  if (!shopifyConfigured()) return connectError('not_configured')
  if (!freshTimestamp(params.get('timestamp'))) return connectError('expired_request')
  if (!(await validSignedQuery(params))) return connectError('invalid_hmac')
  const shop = strictShopDomain(params.get('shop'))
  if (shop === null) return connectError('invalid_shop')
  const state = params.get('state')
  const code = params.get('code')
  if (!state || !code) return connectError('invalid_request')
  const nonce = readCookie(request.headers.get('Cookie'), OAUTH_BROWSER_COOKIE)
  const consumed = await ctx.runMutation(internal.shopify.consumeState, {
    state,
    shop,
    browserHash: nonce === null ? null : await sha256(nonce),
  })
  // From here on the state is spent: the browser's cookie has served its purpose.
  const clearCookie = { 'Set-Cookie': oauthBrowserCookie(null) }
  if ('error' in consumed) return connectError(consumed.error, clearCookie)
  let token: string
  let storeName: string | undefined
  try {
    token = await exchangeCodeForToken(shop, code)
    storeName = await fetchShopName(shop, token)
  } catch {
    return connectError('token_exchange_failed', clearCookie)
  }
  const connection = await ctx.runMutation(internal.shopify.holdShopToken, {
    stateId: consumed.stateId,
    accessToken: token,
    storeName,
  })
  const query = new URLSearchParams({ shop, store_name: storeName ?? '', connection })
  const host = params.get('host')
  if (host) query.set('host', host)
  return redirect(`${appUrl()}/shopify-success?${query.toString()}`, clearCookie)
})

/**
 * POST /shopify/webhooks/app-uninstalled: the shop removed Vitrine; its tokens are dead. The
 * shop is the one the signed body names; the X-Shopify-Shop-Domain header, which the HMAC does
 * not cover, must agree with it.
 */
export const appUninstalled = httpAction(async (ctx, request) => {
  const body = await request.text()
  const webhook = shopifyConfigured() ? await validateWebhook(request, body) : { ok: false as const }
  if (!webhook.ok) return new Response('Unauthorized', { status: 401 })
  if (webhook.topic !== 'APP_UNINSTALLED') return new Response('Unexpected topic', { status: 400 })
  const shop = uninstalledShop(body)
  if (shop === null || shop !== webhook.shop) return new Response('Unknown shop', { status: 400 })
  await ctx.runMutation(internal.shopify.revokeShopProjects, { shop })
  return new Response(null, { status: 200 })
})

/** GET /shopify/theme-skeleton.zip: what themeCreate unpacks before the page's files arrive. */
export const themeSkeleton = httpAction(async () => {
  return new Response(skeletonZip(), {
    status: 200,
    headers: { 'Content-Type': 'application/zip', 'Cache-Control': 'public, max-age=3600' },
  })
})

// ---------------------------------------------------------------- embedded admin over HTTP
// Requests from the app inside the Shopify admin carry App Bridge's session token as a Bearer
// token (SPEC.md section 7's authenticated fetch); they may come from another origin.

function embeddedHeaders(extra: Record<string, string> = {}): Headers {
  return new Headers({
    'Access-Control-Allow-Origin': appUrl(),
    'Access-Control-Allow-Headers': 'Authorization, X-Requested-With, Content-Type',
    'Access-Control-Allow-Methods': 'GET, OPTIONS',
    'Access-Control-Expose-Headers': `${RETRY_INVALID_SESSION_HEADER}, ${REAUTHORIZE_HEADER}`,
    'Cache-Control': 'no-store',
    Vary: 'Origin',
    ...extra,
  })
}

function embeddedJson(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: embeddedHeaders({ 'Content-Type': 'application/json', ...extra }),
  })
}

async function sessionOf(request: Request): Promise<SessionTokenCheck> {
  const match = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')
  const token = match?.[1]?.trim()
  if (!token || token.length > MAX_SESSION_TOKEN_LENGTH || !shopifyConfigured())
    return { ok: false, reason: 'invalid' }
  return await verifySessionToken(token)
}

/** 401 that tells App Bridge (and our authenticated fetch) to come back with a fresh token. */
function invalidSession(): Response {
  return embeddedJson(
    401,
    { success: false, error: 'Authentication failed' },
    { [RETRY_INVALID_SESSION_HEADER]: '1' },
  )
}

/** OPTIONS for the embedded routes: the browser asks before sending Authorization cross-origin. */
export const embeddedPreflight = httpAction(
  async () => new Response(null, { status: 204, headers: embeddedHeaders() }),
)

/**
 * GET /shopify/embedded/status: is the shop of this session token connected? 401 with the
 * reauthorize header when Vitrine holds no working token for it (never installed, uninstalled).
 */
export const embeddedStatus = httpAction(async (ctx, request) => {
  const session = await sessionOf(request)
  if (!session.ok) return invalidSession()
  const status = await ctx.runQuery(internal.shopify.shopStatus, { shop: session.shop })
  if (!status.connected) {
    return embeddedJson(
      401,
      { success: false, shop: session.shop, connected: false },
      { [REAUTHORIZE_HEADER]: '1' },
    )
  }
  return embeddedJson(200, {
    success: true,
    shop: session.shop,
    storeName: status.storeName,
    connected: true,
  })
})

/**
 * GET /auth/shopify/callback?code&hmac&shop&timestamp: SPEC.md section 7's retry path. The
 * admin handed the app an authorization code; signed by Shopify (HMAC, fresh timestamp) and
 * for the session's own shop, it is exchanged for a new offline token, which only the projects
 * the session's staff member linked take (refreshShopToken). Any failure is a 401, and the
 * browser gives up.
 */
export const authCodeCallback = httpAction(async (ctx, request) => {
  const session = await sessionOf(request)
  if (!session.ok) return invalidSession()
  const params = new URL(request.url).searchParams
  const refuse = (error: string) => embeddedJson(401, { success: false, error })
  const code = params.get('code')
  if (!code || strictShopDomain(params.get('shop')) !== session.shop) return refuse('invalid_request')
  if (!(await validSignedQuery(params))) return refuse('invalid_hmac')
  let accessToken: string
  try {
    accessToken = await exchangeCodeForToken(session.shop, code)
  } catch {
    return refuse('token_exchange_failed')
  }
  const refreshed = await ctx.runMutation(internal.shopify.refreshShop, {
    shop: session.shop,
    shopifyUserId: session.payload.sub || undefined,
    accessToken,
  })
  return embeddedJson(200, { success: true, shop: session.shop, refreshed })
})
