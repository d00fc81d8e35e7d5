// Business constants of SPEC.md section 9, shared by the backend and the UI.
export const SIGNUP_BONUS_CREDITS = 5
export const STORE_CONNECT_BONUS_CREDITS = 5
export const GENERATION_COST = 1
export const REFINEMENT_COST = 1
export const LOW_CREDIT_THRESHOLD = 5
/** SPEC.md section 5: the low-credit warning shows below 5 credits. The one rule, server and UI. */
export function isLowOnCredits(credits: number): boolean {
  return credits < LOW_CREDIT_THRESHOLD
}
export const PRO_DESIGNER_MONTHLY_CREDITS = 40
export const TOPUP_CREDITS = 20

/** Generations (and refinements) a user may start per minute. */
export const GENERATION_RATE_LIMIT_PER_MINUTE = 10
/** A merchant's description, in characters: the engine's limit (src/engine/model/theme.ts). */
export { MAX_PROMPT_LENGTH } from '../../src/engine/model'
export const MAX_TITLE_LENGTH = 200
export const MAX_THEME_FILES = 2000
/**
 * All of a theme's files together, in UTF-8 bytes: a real theme (Dawn is about 2 MB) fits, and
 * saving a whole new theme stays under Convex's 16 MiB written per transaction.
 */
export const MAX_THEME_BYTES = 10_000_000
/** A version's explanation, in UTF-8 bytes. */
export const MAX_EXPLANATION_BYTES = 64_000
/** The prompt or custom refinement kept with a version or job, in UTF-8 bytes. */
export const MAX_PROMPT_BYTES = 16_000
/** A store configuration (name, tagline, colour, categories), in UTF-8 bytes. */
export const MAX_STORE_CONFIG_BYTES = 16_000
/** A page's rendered preview is kept when it fits one document. */
export const MAX_PREVIEW_BYTES = 900_000
/** How long after an edit a page's stored preview is rendered again (a burst renders once). */
export const PAGE_PREVIEW_DELAY_MS = 10_000
/** Pages the dashboard lists across a merchant's stores. */
export const RECENT_PAGES = 12

// ---- Saving the editor's design into a store (pages.createFromEditor) ----
export const NO_EDITOR_DESIGN = 'There is no design in the editor to save yet.'
export const EDITOR_DESIGN_BUSY = 'Your theme is still being built. Save it once it is ready.'
export const MAX_IMAGE_BYTES = 2_000_000
export const MAX_IMAGES = 10
/** Uploaded product images together, as sent (data URLs): they travel in the job's arguments, and a Node action takes 5 MiB of them. */
export const MAX_IMAGES_TOTAL_BYTES = 4_000_000
/** A generation or refinement still running this long after it started has died: refund it. */
export const JOB_TIMEOUT_MS = 12 * 60 * 1000

// ---- The embedded admin's HTTP protocol (convex/shopify.ts and src/features/embedded) ----
/** A 401 with this header: the session token is missing, invalid or expired; get a fresh one. */
export const RETRY_INVALID_SESSION_HEADER = 'X-Shopify-Retry-Invalid-Session-Request'
/** A 401 with this header: Vitrine holds no working token for the shop; authorise again. */
export const REAUTHORIZE_HEADER = 'X-Shopify-API-Request-Failure-Reauthorize'
/** Where the embedded admin sends an authorization code (code, hmac, shop, timestamp). */
export const AUTH_CODE_CALLBACK_PATH = '/auth/shopify/callback'
export const EMBEDDED_STATUS_PATH = '/shopify/embedded/status'
/** An App Bridge session token lives a minute; past it, the browser fetches a fresh one. */
export const SESSION_EXPIRED_ERROR =
  'Your Shopify session expired. Please open Vitrine again from your Shopify admin.'

// ---- Push errors the browser answers with a way to connect the store again ----
export const REVOKED_ERROR = 'Your store disconnected Vitrine. Please connect it again.'
export const NOT_CONNECTED_ERROR = 'Connect your Shopify store before pushing a theme.'

// ---- Pulling a store's live theme into the editor (shopifyPull.pullLiveTheme) ----
export const PULL_NOT_CONNECTED_ERROR = 'Connect your Shopify store before pulling its live theme.'
export const NO_LIVE_THEME_ERROR = 'Your store has no published theme to pull.'
export const PULL_FAILED_ERROR = 'The live theme could not be read from Shopify. Please try again.'

// ---- Stripe Checkout's return to /success (convex/stripe.ts and src/features/billing) ----
/**
 * A Checkout session id as Stripe writes them (`cs_test_…`, `cs_live_…`): anything else in
 * /success's address names no session and is never sent to Stripe.
 */
export function isCheckoutSessionId(value: string): boolean {
  return /^cs_[A-Za-z0-9_]{1,250}$/.test(value)
}
/** process-payment-success's answer while Stripe has not confirmed the payment. */
export const PAYMENT_NOT_COMPLETE_ERROR = 'The payment is not complete yet'

// ---- Collaborators (convex/members.ts, convex/presence.ts and the store's Members panel) ----
/** How long an invitation can be accepted. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** Members and open invitations of one store, together. */
export const MAX_MEMBERS = 25
/**
 * Pages of one store. Lists of stores read each store's count, kept on the store, and a store's
 * page list reads them all: a shared store can never crowd its members' lists out.
 */
export const MAX_PAGES_PER_STORE = 500
export const MAX_EMAIL_LENGTH = 254
/** A tab on a store's screens says it is still there this often… */
export const PRESENCE_HEARTBEAT_MS = 10_000
/** …and counts as gone when it has not for this long. */
export const PRESENCE_TTL_MS = 30_000
/** The people a presence list shows at most. */
export const MAX_PRESENCE = 50
/** A person's open tabs on one store's screens, at most: a new tab takes the oldest one's place. */
export const MAX_PRESENCE_TABS = 5
/**
 * Where in the editor a tab says it is, from fixed sets (the others see it): the kind of theme
 * template it shows (Shopify's template types; `page.about` is a `page`, `metaobject/book` a
 * `metaobject`), and the editor's tab.
 */
export const PRESENCE_TEMPLATES = [
  'index',
  'product',
  'collection',
  'list-collections',
  'page',
  'blog',
  'article',
  'cart',
  'search',
  '404',
  'password',
  'gift_card',
  'robots.txt',
  'metaobject',
  'customers/account',
  'customers/activate_account',
  'customers/addresses',
  'customers/login',
  'customers/order',
  'customers/register',
  'customers/reset_password',
] as const
export type PresenceTemplate = (typeof PRESENCE_TEMPLATES)[number]
export const PRESENCE_TABS = ['chat', 'edit', 'files', 'config'] as const
export type PresenceTab = (typeof PRESENCE_TABS)[number]
/** The kind of a theme template, by its name ('product.alternate' -> 'product'), if Shopify has it. */
export function presenceTemplateOf(name: string): PresenceTemplate | undefined {
  const kind =
    name === 'robots.txt' ? name : name.startsWith('metaobject/') ? 'metaobject' : name.split('.')[0]
  return PRESENCE_TEMPLATES.find((known) => known === kind)
}
export function isPresenceTab(tab: string): tab is PresenceTab {
  return (PRESENCE_TABS as readonly string[]).includes(tab)
}
/**
 * The stores one owner may invite one email address from in a day (24 hours), at most: a flood
 * of invitations from throwaway stores stays small. Inviting again from the same store, and
 * cancelling, do not free a place; renewing counts as inviting.
 */
export const MAX_DAILY_INVITE_STORES = 5
export function inviteDailyLimit(email: string): string {
  return `You have invited ${email} from ${MAX_DAILY_INVITE_STORES} of your stores in the last 24 hours, the most a day allows. Try again tomorrow.`
}
export const VIEWER_CANNOT_EDIT =
  'You can view this store but not change it: ask its owner to make you an editor.'
export const OWNER_ONLY = 'Only the store’s owner can do that.'
export const NO_LONGER_MEMBER = 'You no longer have access to this store.'
export const INVITE_NOT_FOUND = 'This invitation does not exist or was cancelled.'
export const INVITE_EXPIRED = 'This invitation has expired. Ask the store’s owner for a new one.'
export const INVITE_USED = 'This invitation has already been used.'
export const TOO_MANY_PEOPLE = `A store can have at most ${MAX_MEMBERS} members and open invitations`
export const TOO_MANY_PAGES = `A store can have at most ${MAX_PAGES_PER_STORE} pages: delete one to make another`
export const INVITE_UNVERIFIED = 'Verify your email address to accept this invitation.'
export function inviteWrongEmail(email: string): string {
  return `This invitation is for ${email}. Sign in with that email address to accept it.`
}
