import { defineSchema, defineTable } from 'convex/server'
import { v, type Infer } from 'convex/values'
import { STORE_CURRENCIES } from '../src/engine/model/currency'
import { STORE_LANGUAGES } from '../src/engine/model/language'

// Validators are declared once here and reused by the functions and the UI types.
export const projectStatus = v.union(v.literal('active'), v.literal('disconnected'), v.literal('revoked'))
export type ProjectStatus = Infer<typeof projectStatus>

export const pageType = v.union(
  v.literal('homepage'),
  v.literal('product'),
  v.literal('collection'),
  v.literal('about'),
  v.literal('contact'),
  v.literal('landing'),
  v.literal('blog'),
  v.literal('cart'),
  v.literal('checkout'),
)
export type PageType = Infer<typeof pageType>

export const pageStatus = v.union(v.literal('published'), v.literal('draft'), v.literal('archived'))
export type PageStatus = Infer<typeof pageStatus>

export const creditReason = v.union(
  v.literal('signup_bonus'),
  v.literal('store_connect_bonus'),
  v.literal('generation'),
  v.literal('refinement'),
  v.literal('topup_purchase'),
  v.literal('subscription_renewal'),
  v.literal('refund'),
)
export type CreditReason = Infer<typeof creditReason>

export const versionSource = v.union(
  v.literal('generation'),
  v.literal('refinement'),
  v.literal('visual_edit'),
  v.literal('code_edit'),
  /** a Config tab change: the store's name, tagline, colour or categories */
  v.literal('config'),
  v.literal('restore'),
  v.literal('import'),
)
export type VersionSource = Infer<typeof versionSource>

export const pushStatus = v.union(v.literal('running'), v.literal('failed'), v.literal('done'))
export type PushStatus = Infer<typeof pushStatus>

/** The currency of a store's sample prices: one of the engine's STORE_CURRENCIES. */
export const storeCurrency = v.union(...STORE_CURRENCIES.map((currency) => v.literal(currency)))

/** The language a store is written in: one of the engine's STORE_LANGUAGES. */
export const storeLanguage = v.union(...STORE_LANGUAGES.map((language) => v.literal(language)))

export const storeConfig = v.object({
  name: v.string(),
  tagline: v.string(),
  primaryColor: v.string(),
  categories: v.array(v.string()),
  // Absent: US dollars (composed themes that say nothing of money, themes from elsewhere).
  currency: v.optional(storeCurrency),
  // Absent: English (its default storefront locale is another one's for a French shop).
  language: v.optional(storeLanguage),
})

/** Theme files as a list: paths contain characters Convex field names may not. */
export const themeFiles = v.array(v.object({ path: v.string(), source: v.string() }))

/** A change to one file of a theme: its new text, or null when the file is deleted. */
export const fileChanges = v.array(v.object({ path: v.string(), source: v.union(v.string(), v.null()) }))

export const jobKind = v.union(v.literal('generation'), v.literal('refinement'))
export type JobKind = Infer<typeof jobKind>
export const jobStatus = v.union(v.literal('running'), v.literal('succeeded'), v.literal('failed'))
export type JobStatus = Infer<typeof jobStatus>
/** What a job is doing, in order; the client draws them as a progress bar. */
export const jobStep = v.union(
  v.literal('queued'),
  v.literal('reading'),
  v.literal('designing'),
  v.literal('checking'),
  v.literal('saving'),
  v.literal('done'),
)
export type JobStep = Infer<typeof jobStep>
/** A refinement that changed the theme but not all that was asked: what it did, and what not. */
export const partialRefinement = v.object({ applied: v.array(v.string()), notApplied: v.array(v.string()) })
export type PartialRefinement = Infer<typeof partialRefinement>

/** What a member of someone else's store may do there; the store's owner is not a member. */
export const memberRole = v.union(v.literal('editor'), v.literal('viewer'))
export type MemberRole = Infer<typeof memberRole>
/** Where a collaborator is: the store's pages screen, or the editor of one of its pages. */
export const presenceScreen = v.union(v.literal('pages'), v.literal('editor'))
export type PresenceScreen = Infer<typeof presenceScreen>

export default defineSchema({
  /** A person, as their identity provider (Clerk, or local auth) knows them; holds the balance. */
  users: defineTable({
    tokenIdentifier: v.string(),
    subject: v.string(),
    email: v.optional(v.string()),
    /** The name the identity provider knows, shown to collaborators; absent when it has none. */
    name: v.optional(v.string()),
    createdAt: v.number(),
    /** Always equal to the sum of this user's ledger rows; never below zero. */
    credits: v.number(),
  }).index('by_token', ['tokenIdentifier']),

  /** One row per grant (positive) or debit (negative). */
  creditLedger: defineTable({
    userId: v.id('users'),
    amount: v.number(),
    reason: creditReason,
    /** What the row is about: a Stripe event, a shop domain, a page or theme id. */
    reference: v.optional(v.string()),
    balanceAfter: v.number(),
    createdAt: v.number(),
  })
    .index('by_user', ['userId', 'createdAt'])
    .index('by_reason_reference', ['reason', 'reference']),

  projects: defineTable({
    userId: v.id('users'),
    shopDomain: v.string(),
    // Server-side only: no public function returns it. Absent until the shop authorised us.
    shopAccessToken: v.optional(v.string()),
    // The Shopify staff member whose session token linked the project (the embedded admin):
    // only their re-authorisation from the admin gives the project a fresh token.
    shopifyUserId: v.optional(v.string()),
    storeName: v.optional(v.string()),
    status: projectStatus,
    updatedAt: v.number(),
    /** How many pages the store has (model/pages.ts keeps it); absent on stores from before it. */
    pageCount: v.optional(v.number()),
  })
    .index('by_user_updated', ['userId', 'updatedAt'])
    .index('by_user_shop', ['userId', 'shopDomain'])
    .index('by_shop', ['shopDomain']),

  pages: defineTable({
    projectId: v.id('projects'),
    userId: v.id('users'),
    title: v.string(),
    pageType,
    userPrompt: v.string(),
    status: pageStatus,
    /** Whether pagePreviews holds a rendered preview: lists never read the HTML itself. */
    hasPreview: v.optional(v.boolean()),
    /** The theme version the stored preview shows, when known. */
    previewVersionId: v.optional(v.id('themeVersions')),
    /** A render of the preview is scheduled: edits until it starts need no other. */
    previewDue: v.optional(v.boolean()),
    updatedAt: v.number(),
  })
    .index('by_project_updated', ['projectId', 'updatedAt'])
    // The dashboard's "Your pages": a merchant's pages across their stores, newest first.
    .index('by_user_updated', ['userId', 'updatedAt']),

  /** The rendered preview of a page's theme, apart from the page so lists stay small. */
  pagePreviews: defineTable({
    pageId: v.id('pages'),
    html: v.string(),
    updatedAt: v.number(),
  }).index('by_page', ['pageId']),

  /** The theme of a page, or of a user's editor scratch session when pageId is absent. */
  themes: defineTable({
    userId: v.id('users'),
    pageId: v.optional(v.id('pages')),
    currentVersionId: v.optional(v.id('themeVersions')),
    versionCount: v.number(),
    updatedAt: v.number(),
  })
    .index('by_user_page', ['userId', 'pageId'])
    .index('by_page', ['pageId']),

  /** Stripe subscription state per user (written by the billing webhook). */
  subscriptions: defineTable({
    userId: v.id('users'),
    stripeCustomerId: v.optional(v.string()),
    stripeSubscriptionId: v.optional(v.string()),
    status: v.string(),
    tier: v.optional(v.string()),
    currentPeriodEnd: v.optional(v.number()),
    /** When Stripe made the state stored here (seconds): an older event never overwrites it. */
    lastEventAt: v.optional(v.number()),
    updatedAt: v.number(),
  })
    .index('by_user', ['userId'])
    .index('by_customer', ['stripeCustomerId']),

  /** Every Stripe event applied, so none is applied twice. */
  stripeEvents: defineTable({
    eventId: v.string(),
    type: v.string(),
    processedAt: v.number(),
  }).index('by_event', ['eventId']),

  /**
   * Each Checkout session applied to a user's books (by the webhook or by the success screen,
   * whichever came first), with the grant it paid for: what /success reads to say what happened.
   */
  stripeCheckouts: defineTable({
    sessionId: v.string(),
    userId: v.id('users'),
    mode: v.union(v.literal('payment'), v.literal('subscription')),
    /** The top-up's grant, or the subscription's first invoice's; absent when there was none. */
    ledgerId: v.optional(v.id('creditLedger')),
    /** The credits that grant added (0 without one). */
    credits: v.number(),
    appliedAt: v.number(),
  }).index('by_session', ['sessionId']),

  /**
   * How much of a top-up's charge Stripe has refunded so far (the largest amount seen), kept even
   * when the refund arrives before the top-up was granted, so the grant can settle it.
   */
  stripeRefunds: defineTable({
    paymentIntentId: v.string(),
    amount: v.number(),
    amountRefunded: v.number(),
    updatedAt: v.number(),
  }).index('by_payment_intent', ['paymentIntentId']),

  /**
   * Shopify OAuth state nonces: one-time, bound to the user who started the flow, to the shop,
   * and to the browser that opened /shopify/install. After the callback, the shop's token waits
   * here for that user to claim it with the one-time code their browser was handed.
   */
  oauthStates: defineTable({
    state: v.string(),
    userId: v.id('users'),
    shop: v.string(),
    createdAt: v.number(),
    usedAt: v.optional(v.number()),
    /** SHA-256 of the nonce in the cookie /shopify/install set. */
    browserHash: v.optional(v.string()),
    /** SHA-256 of the one-time code that claims the token, until it is claimed. */
    connectionHash: v.optional(v.string()),
    // Server-side only, like projects.shopAccessToken; gone once claimed or after 10 minutes.
    accessToken: v.optional(v.string()),
    storeName: v.optional(v.string()),
    completedAt: v.optional(v.number()),
  })
    .index('by_state', ['state'])
    .index('by_user_created', ['userId', 'createdAt'])
    .index('by_shop', ['shop'])
    .index('by_connection', ['connectionHash']),

  /** A push of a page's theme to its store, batch by batch, so a retry resumes where it stopped. */
  pushes: defineTable({
    userId: v.id('users'),
    pageId: v.id('pages'),
    projectId: v.id('projects'),
    /** The theme version being pushed: a retry resumes only the same version. */
    versionId: v.id('themeVersions'),
    themeGid: v.optional(v.string()),
    themeName: v.optional(v.string()),
    themeUrl: v.optional(v.string()),
    total: v.number(),
    uploaded: v.number(),
    status: pushStatus,
    error: v.optional(v.string()),
    updatedAt: v.number(),
  }).index('by_page_updated', ['pageId', 'updatedAt']),

  themeVersions: defineTable({
    themeId: v.id('themes'),
    number: v.number(),
    /** The version this one was made from: undo goes back to it. */
    parentNumber: v.optional(v.number()),
    source: versionSource,
    /**
     * The version whose Theme Check offenses are the theme's own (model/themes.ts, baselineNumber):
     * the import or generation this one descends from, its own number for one; null when none is
     * (a theme made from the starter). Absent on versions saved before it was recorded.
     */
    baseNumber: v.optional(v.union(v.number(), v.null())),
    authorId: v.id('users'),
    /** The version's folders, each a themeTrees document: the manifest, in a few dozen bytes. */
    trees: v.array(v.object({ dir: v.string(), hash: v.string() })),
    fileCount: v.number(),
    /** UTF-8 bytes of all the version's files. */
    bytes: v.number(),
    /** The explanation is a content too (themeContents): edits that keep it store it once. */
    explanationHash: v.string(),
    storeConfig,
    prompt: v.optional(v.string()),
    createdAt: v.number(),
  })
    .index('by_theme_number', ['themeId', 'number'])
    // Redo: the newest version made from a given one, without reading the later ones.
    .index('by_theme_parent', ['themeId', 'parentNumber', 'number']),

  /** A folder of a theme version: file names -> content hashes, shared by identical folders. */
  themeTrees: defineTable({
    themeId: v.id('themes'),
    hash: v.string(),
    dir: v.string(),
    entries: v.array(v.object({ name: v.string(), hash: v.string(), size: v.number() })),
  }).index('by_theme_hash', ['themeId', 'hash']),

  /** A distinct file content of a theme, once however many versions and paths share it. */
  themeContents: defineTable({
    themeId: v.id('themes'),
    /** SHA-256 of the whole content's UTF-8 bytes, hex. */
    hash: v.string(),
    /** UTF-8 bytes of the whole content. */
    size: v.number(),
    /** Large contents span several documents: this one's place, and how many there are. */
    chunk: v.number(),
    chunks: v.number(),
    text: v.string(),
  }).index('by_theme_hash', ['themeId', 'hash', 'chunk']),

  /**
   * A generation or refinement: the credit is taken when it is recorded, the work runs as a
   * scheduled action, and a job that does not finish gives the credit back.
   */
  jobs: defineTable({
    userId: v.id('users'),
    pageId: v.optional(v.id('pages')),
    kind: jobKind,
    status: jobStatus,
    step: jobStep,
    debitId: v.id('creditLedger'),
    /** The generation prompt, or the custom refinement's text. */
    prompt: v.optional(v.string()),
    pageType: v.optional(pageType),
    refinement: v.optional(v.string()),
    error: v.optional(v.string()),
    versionNumber: v.optional(v.number()),
    /** A refinement that succeeded in part: the editor's toast says what was and was not done. */
    partial: v.optional(partialRefinement),
    engine: v.optional(v.union(v.literal('openai'), v.literal('composer'))),
    createdAt: v.number(),
    updatedAt: v.number(),
    /** When the watchdog fails the job if it is still running. */
    deadline: v.number(),
  })
    .index('by_user_created', ['userId', 'createdAt'])
    .index('by_user_page_created', ['userId', 'pageId', 'createdAt'])
    // Whoever started them: a page's newest job, for its preview.
    .index('by_page_created', ['pageId', 'createdAt']),

  /** A person who shares a store they do not own (see model/access.ts for what each role may do). */
  members: defineTable({
    projectId: v.id('projects'),
    userId: v.id('users'),
    role: memberRole,
    invitedBy: v.id('users'),
    createdAt: v.number(),
  })
    .index('by_project_user', ['projectId', 'userId'])
    .index('by_user', ['userId', 'createdAt']),

  /**
   * An invitation to a store, for one email address and one role. The link carries a secret whose
   * SHA-256 is kept here; only the signed-in person with that verified email can accept it, once,
   * before it expires.
   */
  invites: defineTable({
    projectId: v.id('projects'),
    /** Lower case. */
    email: v.string(),
    role: memberRole,
    tokenHash: v.string(),
    invitedBy: v.id('users'),
    createdAt: v.number(),
    expiresAt: v.number(),
    acceptedAt: v.optional(v.number()),
    acceptedBy: v.optional(v.id('users')),
  })
    .index('by_token', ['tokenHash'])
    .index('by_project', ['projectId', 'createdAt'])
    // The open ones (not accepted, not expired), without reading the spent ones kept as record.
    .index('by_project_open', ['projectId', 'acceptedAt', 'expiresAt'])
    .index('by_email_open', ['email', 'acceptedAt', 'expiresAt'])
    // A store's invitations of one address not accepted: inviting it again replaces them.
    .index('by_project_email', ['projectId', 'email', 'acceptedAt'])
    // One owner's invitations of one address, newest last: the stores inviting it in a day, and
    // the dashboard's invitations from the people the invited person shares a store with.
    .index('by_inviter_email', ['invitedBy', 'email', 'createdAt']),

  /**
   * Who is on a store's screens right now: one row per open tab (sessionId), written when the
   * tab arrives or moves (updatedAt), deleted by a scheduled clean-up once its heartbeats stop.
   */
  presence: defineTable({
    projectId: v.id('projects'),
    pageId: v.optional(v.id('pages')),
    userId: v.id('users'),
    sessionId: v.string(),
    screen: presenceScreen,
    template: v.optional(v.string()),
    tab: v.optional(v.string()),
    updatedAt: v.number(),
  })
    .index('by_session', ['sessionId'])
    // A person's tabs on a store, the one that moved last at the end: the list of who is here
    // reads one per person, so no one's tabs can crowd out anyone else.
    .index('by_project_user', ['projectId', 'userId', 'updatedAt']),

  /**
   * When a presence row's tab last said it is there. Apart from the row, so a heartbeat that
   * changes nothing else wakes none of the queries that list who is here.
   */
  presenceBeats: defineTable({
    presenceId: v.id('presence'),
    at: v.number(),
  }).index('by_presence', ['presenceId']),
})
