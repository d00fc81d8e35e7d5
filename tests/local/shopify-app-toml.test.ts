// shopify.app.toml is what Shopify knows of Vitrine: its scopes, API version, redirect URLs and
// webhook addresses must be the ones the code asks for and serves.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import http from '../../convex/http'
import { AUTH_CODE_CALLBACK_PATH } from '../../convex/model/constants'
import { SHOPIFY_API_VERSION, SHOPIFY_SCOPES } from '../../convex/model/shopifySdk'

const toml = readFileSync(join(import.meta.dirname, '../../shopify.app.toml'), 'utf8')
const SITE = 'https://<deployment>.convex.site'

function value(key: string): string | undefined {
  return new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, 'm').exec(toml)?.[1]
}

/** Each [[webhooks.subscriptions]] table: its topics (plain and compliance) and its uri. */
function subscriptions(): { topics: string[]; path: string }[] {
  return toml
    .split('[[webhooks.subscriptions]]')
    .slice(1)
    .map((table) => ({
      topics: [...table.matchAll(/"([a-z_]+\/[a-z_]+)"/g)].map((match) => match[1]!),
      path: (/^\s*uri\s*=\s*"([^"]*)"/m.exec(table)?.[1] ?? '').replace(SITE, ''),
    }))
}

describe('shopify.app.toml', () => {
  it('asks for the scopes and API version the code uses, embedded', () => {
    expect(value('scopes')).toBe(SHOPIFY_SCOPES)
    expect(value('api_version')).toBe(SHOPIFY_API_VERSION)
    expect(/^embedded = true$/m.test(toml)).toBe(true)
  })

  it('redirects to the OAuth callback and the embedded retry, both served by GET routes', () => {
    const urls = [...(/redirect_urls = \[([^\]]*)\]/.exec(toml)?.[1] ?? '').matchAll(/"([^"]+)"/g)]
    const paths = urls.map((match) => match[1]!.replace(SITE, ''))
    expect(paths).toEqual(['/shopify/callback', AUTH_CODE_CALLBACK_PATH])
    for (const path of paths) expect(http.lookup(path, 'GET')).not.toBeNull()
  })

  it('subscribes app/uninstalled and the three compliance topics to POST routes that exist', () => {
    const subs = subscriptions()
    expect(subs.flatMap((sub) => sub.topics).sort()).toEqual([
      'app/uninstalled',
      'customers/data_request',
      'customers/redact',
      'shop/redact',
    ])
    for (const { path } of subs) {
      expect(path.startsWith('/shopify/webhooks/')).toBe(true)
      expect(http.lookup(path, 'POST')).not.toBeNull()
    }
  })
})
