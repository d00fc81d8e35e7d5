import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import {
  EmbeddedProvider,
  NOT_EMBEDDED,
  useEmbedded,
  type EmbeddedContextValue,
} from '../../src/features/embedded/EmbeddedContext'
import {
  addressWithoutToken,
  createAuthenticatedFetch,
  createReauthorizingFetch,
  isInsideAdmin,
  readEmbeddedParams,
} from '../../src/features/embedded/embedded-params'

afterEach(cleanup)
beforeEach(() => window.history.replaceState(null, '', '/'))

function capture(wrap = true) {
  const seen: EmbeddedContextValue[] = []
  function Probe() {
    seen.push(useEmbedded())
    return null
  }
  render(wrap ? <EmbeddedProvider>{<Probe />}</EmbeddedProvider> : <Probe />)
  return seen.at(-1)!
}

describe('reading the address', () => {
  it('takes shop, host and the token from id_token or token', () => {
    expect(readEmbeddedParams('?shop=a.myshopify.com&host=aG9zdA&id_token=t1&embedded=1')).toEqual({
      shop: 'a.myshopify.com',
      host: 'aG9zdA',
      token: 't1',
      embedded: true,
    })
    expect(readEmbeddedParams('?token=t2').token).toBe('t2')
    expect(readEmbeddedParams('')).toEqual({ shop: null, host: null, token: null, embedded: false })
  })

  it('is inside the admin only in a frame or marked embedded=1, with shop and host', () => {
    const topLevel = window
    const framed = { top: {}, self: {} } as unknown as Window
    const crossOrigin = {
      get top(): Window {
        throw new Error('SecurityError')
      },
      self: {},
    } as unknown as Window
    const returned = readEmbeddedParams('?shop=a.myshopify.com&host=aG9zdA')
    expect(isInsideAdmin(returned, topLevel)).toBe(false)
    expect(isInsideAdmin(returned, framed)).toBe(true)
    expect(isInsideAdmin(returned, crossOrigin)).toBe(true)
    expect(isInsideAdmin(readEmbeddedParams('?shop=a.myshopify.com&host=aG9zdA&embedded=1'), topLevel)).toBe(
      true,
    )
    expect(isInsideAdmin(readEmbeddedParams('?shop=a.myshopify.com&embedded=1'), framed)).toBe(false)
  })

  it('drops only the token parameters from an address', () => {
    expect(addressWithoutToken('https://app.test/editor?shop=a&id_token=x&token=y&host=h#top')).toBe(
      '/editor?shop=a&host=h#top',
    )
  })
})

describe('authenticated fetch', () => {
  it('adds the Bearer session token and X-Requested-With, keeping the caller’s headers', async () => {
    const base = vi.fn(async () => new Response('ok'))
    const authenticated = createAuthenticatedFetch(() => 'session-token', base)
    await authenticated('/api/themes', { method: 'POST', headers: { 'content-type': 'application/json' } })
    const [url, init] = base.mock.calls[0] as unknown as [string, RequestInit]
    const headers = new Headers(init.headers)
    expect(url).toBe('/api/themes')
    expect(init.method).toBe('POST')
    expect(headers.get('authorization')).toBe('Bearer session-token')
    expect(headers.get('x-requested-with')).toBe('XMLHttpRequest')
    expect(headers.get('content-type')).toBe('application/json')
  })

  it('sends no Authorization header without a token', async () => {
    const base = vi.fn(async () => new Response('ok'))
    await createAuthenticatedFetch(async () => null, base)('/x')
    const headers = new Headers((base.mock.calls[0] as unknown as [string, RequestInit])[1].headers)
    expect(headers.has('authorization')).toBe(false)
    expect(headers.get('x-requested-with')).toBe('XMLHttpRequest')
  })

  it('does not send a request again when there is no fresher token, or no call for one', async () => {
    const expired = () =>
      new Response('', { status: 401, headers: { 'X-Shopify-Retry-Invalid-Session-Request': '1' } })
    const sameToken = vi.fn(async () => expired())
    expect((await createAuthenticatedFetch(() => 'same', sameToken)('/x')).status).toBe(401)
    expect(sameToken).toHaveBeenCalledTimes(1)

    const plain401 = vi.fn(async () => new Response('', { status: 401 }))
    let n = 0
    expect((await createAuthenticatedFetch(() => `token-${n++}`, plain401)('/x')).status).toBe(401)
    expect(plain401).toHaveBeenCalledTimes(1)
  })

  it('the retry variant passes any response without the reauthorize header straight through', async () => {
    const base = vi.fn(async () => new Response('nope', { status: 403 }))
    const requestAuthorizationCode = vi.fn()
    const response = await createReauthorizingFetch(
      createAuthenticatedFetch(() => 't', base),
      {
        callbackUrl: '/auth/shopify/callback',
        requestAuthorizationCode,
      },
    )('/x')
    expect(response.status).toBe(403)
    expect(requestAuthorizationCode).not.toHaveBeenCalled()
  })
})

describe('the embedded context', () => {
  it('with shop, host and a token: authenticated, a fetch, and the token gone from the address bar', async () => {
    window.history.replaceState(
      null,
      '',
      '/shopify-connect?shop=a.myshopify.com&host=aG9zdA&id_token=secret#x',
    )
    const value = capture()
    expect(value.shop).toBe('a.myshopify.com')
    expect(value.host).toBe('aG9zdA')
    expect(value.accessToken).toBe('secret')
    expect(value.isAuthenticated).toBe(true)
    expect(value.authenticatedFetch).toBeTypeOf('function')
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/shopify-connect?shop=a.myshopify.com&host=aG9zdA#x',
    )
  })

  it('builds the fetch only when shop and host are both present', () => {
    window.history.replaceState(null, '', '/?shop=a.myshopify.com&host=aG9zdA')
    const both = capture()
    expect(both.authenticatedFetch).toBeTypeOf('function')
    expect(both.isAuthenticated).toBe(false)
    cleanup()
    window.history.replaceState(null, '', '/?shop=a.myshopify.com&token=t')
    const shopOnly = capture()
    expect(shopOnly.authenticatedFetch).toBeNull()
    expect(shopOnly.isAuthenticated).toBe(true)
  })

  it('outside the admin (or without a provider) nothing is embedded', async () => {
    const { getSessionToken, ...outside } = capture()
    const { getSessionToken: _none, ...notEmbedded } = NOT_EMBEDDED
    expect(outside).toEqual(notEmbedded)
    expect(await getSessionToken()).toBeNull()
    cleanup()
    window.history.replaceState(null, '', '/?shop=a.myshopify.com&host=h')
    expect(capture(false)).toBe(NOT_EMBEDDED)
  })

  it('hands out App Bridge’s fresh session token once it has loaded, the address’s before', async () => {
    window.history.replaceState(null, '', '/?shop=a.myshopify.com&host=h&id_token=from-address')
    const context = capture()
    expect(await context.getSessionToken()).toBe('from-address')
    const bridge = window as unknown as { shopify?: { idToken(): Promise<string> } }
    bridge.shopify = { idToken: async () => 'from-app-bridge' }
    try {
      expect(await context.getSessionToken()).toBe('from-app-bridge')
      bridge.shopify = { idToken: async () => Promise.reject(new Error('not in the admin')) }
      expect(await context.getSessionToken()).toBe('from-address')
    } finally {
      delete bridge.shopify
    }
  })

  it('a nested provider reuses the outer context', () => {
    window.history.replaceState(null, '', '/?shop=a.myshopify.com&host=h&id_token=t')
    const seen: EmbeddedContextValue[] = []
    function Probe() {
      seen.push(useEmbedded())
      return null
    }
    render(
      <EmbeddedProvider>
        <EmbeddedProvider>
          <Probe />
        </EmbeddedProvider>
      </EmbeddedProvider>,
    )
    expect(seen.at(-1)!.accessToken).toBe('t')
  })
})
