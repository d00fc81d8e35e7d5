import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { forgetEnsuredProfile } from '../../src/features/auth/EnsureProfile'
import {
  SHOPIFY_CONNECTING_KEY,
  SHOPIFY_FREE_TRIAL_URL,
  redirectToAuthorization,
  type ShopifyAuthStart,
} from '../../src/features/connect/authorize'
import { ConnectShopifyScreen, ExistingStoreCard } from '../../src/features/connect/ConnectShopify'
import { HOLD_EDITOR_QUERIES_MS } from '../../src/features/editor/preload'
import {
  SHOP_DOMAIN_MESSAGES,
  normalizeShopInput,
  validateShopInput,
} from '../../src/features/connect/shop-domain'
import { EmbeddedProvider } from '../../src/features/embedded/EmbeddedContext'
import { routeTree } from '../../src/routeTree.gen'
import { fakeSession, renderScreen } from './auth-harness'
import { fakeBackend } from './connect-fake-backend'

vi.mock('convex/react', async () => (await import('./connect-fake-backend')).convexReactMock)
const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }))
vi.mock('../../src/lib/toast', () => toasts)

const session = fakeSession({ status: 'signed-in', user: { email: 'ann@shop.co' } })
const NOT_CONFIGURED = { subscribed: false, stripeConfigured: false, shopifyConfigured: false }

beforeEach(() => {
  fakeBackend.reset()
  forgetEnsuredProfile()
  toasts.toastError.mockReset()
  localStorage.clear()
  window.history.replaceState(null, '', '/')
  fakeBackend.queries.set('billing:status', NOT_CONFIGURED)
  fakeBackend.queries.set('users:me', { credits: 7, lowCredits: false })
  fakeBackend.mutations.set('users:ensure', () => ({ credits: 5 }))
})
afterEach(cleanup)

describe('shop domains', () => {
  it('takes a name, a myshopify domain or a pasted admin address', () => {
    expect(normalizeShopInput('Stride')).toBe('stride.myshopify.com')
    expect(normalizeShopInput(' stride.myshopify.com ')).toBe('stride.myshopify.com')
    expect(normalizeShopInput('https://stride.myshopify.com/admin/themes')).toBe('stride.myshopify.com')
    expect(normalizeShopInput('my store!')).toBeNull()
    expect(normalizeShopInput('stride.example.com')).toBeNull()
  })

  it("says 'Please enter your shop domain' when it is empty", () => {
    expect(validateShopInput('   ')).toEqual({ ok: false, error: 'Please enter your shop domain' })
    expect(validateShopInput('no way')).toEqual({ ok: false, error: SHOP_DOMAIN_MESSAGES.invalid })
  })
})

describe('starting the authorization', () => {
  it('sets shopify_connecting before leaving for Shopify', () => {
    const order: string[] = []
    const storage = { setItem: vi.fn(() => order.push('flag')) } as unknown as Storage
    redirectToAuthorization('https://stride.myshopify.com/admin/oauth/authorize?x=1', storage, (url) =>
      order.push(`go ${url}`),
    )
    expect(storage.setItem).toHaveBeenCalledWith(SHOPIFY_CONNECTING_KEY, 'true')
    expect(order).toEqual(['flag', 'go https://stride.myshopify.com/admin/oauth/authorize?x=1'])
  })
})

function submitDomain(value: string) {
  fireEvent.change(screen.getByLabelText('Store domain'), { target: { value } })
  fireEvent.click(screen.getByRole('button', { name: /Connect Shopify Store/ }))
}

describe('/shopify-connect', () => {
  it('shows both paths: the $1/month trial in a new tab, and the domain form with its suffix and scopes', async () => {
    renderScreen(() => <ConnectShopifyScreen />, { session })
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy()
    const trial = screen.getByRole('link', { name: /Start your free trial/ })
    expect(trial.getAttribute('href')).toBe(SHOPIFY_FREE_TRIAL_URL)
    expect(trial.getAttribute('target')).toBe('_blank')
    expect(trial.getAttribute('rel')).toContain('noopener')
    expect(screen.getByText('$1/month')).toBeTruthy()
    expect(screen.getByText(/3-day free trial/)).toBeTruthy()
    expect(screen.getByText('.myshopify.com')).toBeTruthy()
    expect(screen.getByText('Read and write themes')).toBeTruthy()
    expect(screen.getByText('Read store information')).toBeTruthy()
  })

  it("shows a design waiting from the landing page first, in the merchant's words, without taking it", async () => {
    localStorage.setItem('designPrompt', 'Page Type: homepage. A cosy candle shop called Harbor Goods')
    renderScreen(() => <ConnectShopifyScreen />, { session })
    const waiting = await screen.findByTestId('waiting-design')
    expect(waiting.textContent).toContain('Your design is waiting')
    expect(waiting.textContent).toContain('“A cosy candle shop called Harbor Goods”')
    expect(waiting.textContent).not.toContain('Page Type')
    // It comes before the step itself, and the editor still finds it.
    expect(
      waiting.compareDocumentPosition(screen.getByText('Step 2 of 3')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Continue to your design' })).toBeTruthy()
    expect(localStorage.getItem('designPrompt')).toBe(
      'Page Type: homepage. A cosy candle shop called Harbor Goods',
    )
    cleanup()
    localStorage.clear()
    renderScreen(() => <ConnectShopifyScreen />, { session })
    await screen.findByText('Step 2 of 3')
    expect(screen.queryByTestId('waiting-design')).toBeNull()
  })

  it("keeps the editor's opening queries watched for a while after leaving, when a design waits", async () => {
    localStorage.setItem('designPrompt', 'A cosy candle shop called Harbor Goods')
    renderScreen(() => <ConnectShopifyScreen />, { session })
    await screen.findByTestId('waiting-design')
    const opening = ['themes:current', 'themes:lineage', 'users:me']
    await waitFor(() => expect(opening.map((name) => fakeBackend.watching.get(name))).toEqual([1, 1, 1]))
    vi.useFakeTimers()
    try {
      cleanup()
      // The editor opens within the hold: its first render finds the answers there.
      vi.advanceTimersByTime(HOLD_EDITOR_QUERIES_MS - 1)
      expect(opening.map((name) => fakeBackend.watching.get(name))).toEqual([1, 1, 1])
      vi.advanceTimersByTime(1)
      expect(opening.map((name) => fakeBackend.watching.get(name))).toEqual([0, 0, 0])
    } finally {
      vi.useRealTimers()
    }
  })

  it('watches nothing ahead of the editor when no design waits', async () => {
    renderScreen(() => <ConnectShopifyScreen />, { session })
    await screen.findByText('Step 2 of 3')
    expect([...fakeBackend.watching.keys()]).toEqual([])
  })

  it('says why when the OAuth callback sent the merchant back, and nothing without a reason', async () => {
    renderScreen(() => <ConnectShopifyScreen />, { session, at: '/shopify-connect?error=invalid_hmac' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Connection Error')
    expect(alert.textContent).toContain('Failed to connect your Shopify store. Please try again.')
    expect(alert.textContent).toContain('The answer from Shopify could not be verified.')
    cleanup()
    renderScreen(() => <ConnectShopifyScreen />, { session, at: '/shopify-connect' })
    await screen.findByText('Step 2 of 3')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("says 'Please enter your shop domain' for an empty domain and does nothing else", async () => {
    renderScreen(() => <ConnectShopifyScreen />, { session })
    await screen.findByLabelText('Store domain')
    submitDomain('  ')
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your shop domain')
    expect(screen.queryByText(/needs Shopify app credentials/)).toBeNull()
    expect(fakeBackend.calls).toEqual([])
  })

  it('waits for billing.status before it can submit', async () => {
    fakeBackend.queries.delete('billing:status')
    renderScreen(() => <ConnectShopifyScreen />, { session })
    const button = await screen.findByRole('button', { name: /Connect Shopify Store/ })
    expect((button as HTMLButtonElement).disabled).toBe(true)
  })

  it('without Shopify credentials: says so and continues with a disconnected store', async () => {
    fakeBackend.mutations.set('projects:create', () => 'project-1')
    const { router } = renderScreen(() => <ConnectShopifyScreen />, { session })
    await screen.findByLabelText('Store domain')
    submitDomain('Stride')
    expect(await screen.findByText(/Connecting a real store needs Shopify app credentials/)).toBeTruthy()
    expect(screen.getByText('stride.myshopify.com')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Go to the editor' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Continue without connecting' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(fakeBackend.callsTo('users:ensure')).toHaveLength(1)
    expect(fakeBackend.callsTo('projects:create')).toEqual([{ shop: 'stride.myshopify.com' }])
  })

  it('reports a project the server refused', async () => {
    fakeBackend.mutations.set('projects:create', () => null)
    renderScreen(() => <ConnectShopifyScreen />, { session })
    await screen.findByLabelText('Store domain')
    submitDomain('stride')
    fireEvent.click(await screen.findByRole('button', { name: 'Continue without connecting' }))
    await waitFor(() =>
      expect(toasts.toastError).toHaveBeenCalledWith(
        'Failed to create project: Please enter your shop domain',
      ),
    )
  })

  it('with Shopify configured, goes through the OAuth start and shows its failure inline', async () => {
    fakeBackend.queries.set('billing:status', { ...NOT_CONFIGURED, shopifyConfigured: true })
    const startAuth = vi
      .fn<ShopifyAuthStart>()
      .mockResolvedValueOnce({ success: false })
      .mockRejectedValueOnce(new Error('network'))
    renderScreen(() => <ExistingStoreCard startAuth={startAuth} />, { session })
    await screen.findByLabelText('Store domain')
    submitDomain('stride')
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to initiate authentication')
    expect(startAuth).toHaveBeenCalledWith({ shop: 'stride.myshopify.com', host: undefined })
    fireEvent.click(screen.getByRole('button', { name: /Connect Shopify Store/ }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An unexpected error occurred'))
  })

  it('in the Shopify admin with a token, shows what it builds for and the credits', async () => {
    window.history.replaceState(
      null,
      '',
      '/shopify-connect?shop=stride.myshopify.com&host=YWRtaW4&id_token=tok',
    )
    renderScreen(
      () => (
        <EmbeddedProvider>
          <ConnectShopifyScreen />
        </EmbeddedProvider>
      ),
      { session },
    )
    expect(await screen.findByRole('heading', { name: 'Building for: stride.myshopify.com' })).toBeTruthy()
    expect(screen.getByText('7')).toBeTruthy()
    expect(screen.queryByLabelText('Store domain')).toBeNull()
  })
})

describe('/connect-shopify', () => {
  it('goes to /shopify-connect with the same query', async () => {
    const router = createRouter({
      routeTree,
      context: { session },
      history: createMemoryHistory({
        initialEntries: ['/connect-shopify?shop=stride.myshopify.com&host=abc'],
      }),
    })
    await router.load()
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopify-connect'))
    expect(router.state.location.search).toEqual({ shop: 'stride.myshopify.com', host: 'abc' })
  })
})
