// Every setting the backend reads from its environment, each read here and nowhere else in
// convex/, with its default. What each is for, and where to set it: .env.local.example. Each is
// read when it is asked for, never at import time (a deployment's variables can change without a
// new push, and the tests change them between cases). An empty variable counts as unset. It
// imports nothing: auth.config.ts and every module of the default runtime load it.

/** The web app's address when VITRINE_APP_URL is unset: where `npm run dev` serves it. */
export const DEFAULT_APP_URL = 'http://localhost:5173'

/**
 * The address @shopify/shopify-api is configured with when neither SHOPIFY_APP_URL nor
 * CONVEX_SITE_URL is set: the library will not start without one.
 */
const SHOPIFY_LIBRARY_FALLBACK_URL = 'https://localhost'

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

/** CLERK_JWT_ISSUER_DOMAIN, as it is (auth.config.ts). */
export function clerkIssuerDomain(): string | undefined {
  return process.env.CLERK_JWT_ISSUER_DOMAIN
}

/**
 * Where the built web app is served (VITRINE_APP_URL, no trailing slash), else
 * http://localhost:5173: Stripe Checkout and the billing portal return there, the Shopify
 * callback sends the browser on there, and the embedded admin's HTTP routes allow that origin.
 */
export function appUrl(): string {
  return trimSlash(process.env.VITRINE_APP_URL || DEFAULT_APP_URL)
}

/**
 * The OPENAI_* variables, for the engine's openAIConfigFromEnv (its defaults: model gpt-4.1-mini,
 * the 90 s budget; no key, no OpenAI: the composer designs alone).
 */
export function openAIEnv(): Record<string, string | undefined> {
  const { OPENAI_API_KEY, OPENAI_MODEL, OPENAI_BASE_URL, OPENAI_TIMEOUT_MS } = process.env
  return { OPENAI_API_KEY, OPENAI_MODEL, OPENAI_BASE_URL, OPENAI_TIMEOUT_MS }
}

// ---------------------------------------------------------------- Stripe

export function stripeSecretKey(): string | undefined {
  return process.env.STRIPE_SECRET_KEY || undefined
}

export function stripeWebhookSecret(): string | undefined {
  return process.env.STRIPE_WEBHOOK_SECRET || undefined
}

/** Price id of Pro Designer (monthly). */
export function stripePriceProDesigner(): string | undefined {
  return process.env.STRIPE_PRICE_PRO_DESIGNER || undefined
}

/** Price id of the 20-credit top-up. */
export function stripePriceTopup(): string | undefined {
  return process.env.STRIPE_PRICE_TOPUP_20 || undefined
}

/** Tests only: the loopback fake that stands in for api.stripe.com. */
export function stripeApiBase(): string | undefined {
  return process.env.STRIPE_API_BASE || undefined
}

// ---------------------------------------------------------------- Shopify

export function shopifyApiKey(): string | undefined {
  return process.env.SHOPIFY_API_KEY || undefined
}

export function shopifyApiSecret(): string | undefined {
  return process.env.SHOPIFY_API_SECRET || undefined
}

/**
 * The address of this deployment's HTTP actions (the OAuth redirect_uri, /shopify/install, the
 * theme skeleton): SHOPIFY_APP_URL, else Convex's own CONVEX_SITE_URL; '' when neither is set.
 */
export function shopifySiteUrl(): string {
  return trimSlash(process.env.SHOPIFY_APP_URL || process.env.CONVEX_SITE_URL || '')
}

/** The application URL @shopify/shopify-api is configured with. */
export function shopifyLibraryAppUrl(): string {
  return shopifySiteUrl() || SHOPIFY_LIBRARY_FALLBACK_URL
}

/** Tests only: sends every request meant for https://{shop} to {SHOPIFY_ADMIN_BASE}/{shop}. */
export function shopifyAdminBase(): string | undefined {
  return process.env.SHOPIFY_ADMIN_BASE || undefined
}
