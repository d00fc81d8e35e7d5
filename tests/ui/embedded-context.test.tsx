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
    expect(readEmbeddedParams('?shop=a.myshopify.com&host=aG9zdA&id_token=t1')).toEqual({
      shop: 'a.myshopify.com',
      host: 'aG9zdA',
      token: 't1',
    })
    expect(readEmbeddedParams('?token=t2').token).toBe('t2')
    expect(readEmbeddedParams('')).toEqual({ shop: null, host: null, token: null })
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

  it('outside the admin (or without a provider) nothing is embedded', () => {
    expect(capture()).toEqual(NOT_EMBEDDED)
    cleanup()
    window.history.replaceState(null, '', '/?shop=a.myshopify.com&host=h')
    expect(capture(false)).toEqual(NOT_EMBEDDED)
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
