// convex/model/config.ts: the web app's one address (VITRINE_APP_URL, else where `npm run dev`
// serves the app), which Stripe's return addresses and the embedded admin's allowed origin share.
import { afterEach, describe, expect, it } from 'vitest'
import { appUrl, DEFAULT_APP_URL, shopifySiteUrl } from '../../convex/model/config'
import { EMBEDDED_STATUS_PATH } from '../../convex/model/constants'
import { checkoutUrls } from '../../convex/model/stripe'
import { newBackend } from './helpers'

const NAMES = ['VITRINE_APP_URL', 'SHOPIFY_APP_URL', 'CONVEX_SITE_URL'] as const
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]))

afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})

describe("the web app's address", () => {
  it('is VITRINE_APP_URL without its trailing slash, else http://localhost:5173 (unset or empty)', () => {
    process.env.VITRINE_APP_URL = 'https://app.example.com/'
    expect(appUrl()).toBe('https://app.example.com')
    delete process.env.VITRINE_APP_URL
    expect(DEFAULT_APP_URL).toBe('http://localhost:5173')
    expect(appUrl()).toBe('http://localhost:5173')
    process.env.VITRINE_APP_URL = ''
    expect(appUrl()).toBe('http://localhost:5173')
  })

  it('is where Stripe Checkout returns and the one origin the embedded routes allow, set or not', async () => {
    const t = newBackend()
    for (const value of ['https://app.example.com', undefined]) {
      if (value === undefined) delete process.env.VITRINE_APP_URL
      else process.env.VITRINE_APP_URL = value
      const expected = value ?? 'http://localhost:5173'
      expect(checkoutUrls('credits').cancel_url).toBe(`${expected}/cancel`)
      const preflight = await t.fetch(EMBEDDED_STATUS_PATH, { method: 'OPTIONS' })
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(expected)
    }
  })
})

describe("this deployment's HTTP address for Shopify", () => {
  it('is SHOPIFY_APP_URL, else CONVEX_SITE_URL, else empty', () => {
    process.env.SHOPIFY_APP_URL = 'https://proxy.example/'
    process.env.CONVEX_SITE_URL = 'https://happy-otter-123.convex.site'
    expect(shopifySiteUrl()).toBe('https://proxy.example')
    delete process.env.SHOPIFY_APP_URL
    expect(shopifySiteUrl()).toBe('https://happy-otter-123.convex.site')
    delete process.env.CONVEX_SITE_URL
    expect(shopifySiteUrl()).toBe('')
  })
})
