import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import { Theme } from '@radix-ui/themes'
import { getFunctionName, type FunctionReference } from 'convex/server'
import type { Id } from '../../convex/_generated/dataModel'
import { useShopifyAuthStart } from '../../src/features/connect/authorize'
import { PushToShopify } from '../../src/features/push/PushToShopify'
import { NOT_CONNECTED_ERROR, REVOKED_ERROR } from '../../convex/model/constants'
import { renderScreen } from './auth-harness'

const backend = vi.hoisted(() => ({
  queries: new Map<string, unknown>(),
  auth: vi.fn(),
  pushTheme: vi.fn(),
}))

vi.mock('convex/react', () => ({
  useQuery: (ref: FunctionReference<'query'>, args?: unknown) =>
    args === 'skip' ? undefined : backend.queries.get(getFunctionName(ref)),
  useMutation: (ref: FunctionReference<'mutation'>) =>
    getFunctionName(ref) === 'shopify:auth' ? backend.auth : vi.fn(),
  useAction: (ref: FunctionReference<'action'>) =>
    getFunctionName(ref) === 'shopify:pushTheme' ? backend.pushTheme : vi.fn(),
}))

const PAGE = 'page_1' as Id<'pages'>

beforeEach(() => {
  backend.queries.clear()
  backend.auth.mockReset()
  backend.pushTheme.mockReset()
})
afterEach(cleanup)

describe('useShopifyAuthStart', () => {
  it('is null until billing.status says Shopify is configured, then it is shopify.auth', () => {
    const { result, rerender } = renderHook(() => useShopifyAuthStart())
    expect(result.current).toBeNull()
    backend.queries.set('billing:status', { shopifyConfigured: false })
    rerender()
    expect(result.current).toBeNull()
    backend.queries.set('billing:status', { shopifyConfigured: true })
    rerender()
    expect(result.current).toBe(backend.auth)
  })
})

describe('PushToShopify', () => {
  function renderPush() {
    const view = render(
      <Theme>
        <PushToShopify pageId={PAGE} />
      </Theme>,
    )
    return () =>
      view.rerender(
        <Theme>
          <PushToShopify pageId={PAGE} />
        </Theme>,
      )
  }

  it('pushes the page, shows the live progress, then links to the theme editor', async () => {
    let finish: (value: unknown) => void = () => {}
    backend.pushTheme.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    const rerender = renderPush()
    fireEvent.click(screen.getByRole('button', { name: 'Push to Shopify' }))
    expect(backend.pushTheme).toHaveBeenCalledWith({ pageId: PAGE })
    backend.queries.set('shopify:pushes', { status: 'running', uploaded: 50, total: 120 })
    rerender()
    expect(screen.getByText('Uploaded 50 of 120 files')).toBeTruthy()
    finish({
      success: true,
      themeName: 'Stride — Vitrine 2026-11-21',
      themeUrl: 'https://stride.myshopify.com/admin/themes/1000/editor',
      error: null,
    })
    backend.queries.set('shopify:pushes', { status: 'done', uploaded: 120, total: 120 })
    rerender()
    const link = await screen.findByRole('link', { name: 'Open in the theme editor' })
    expect(link.getAttribute('href')).toBe('https://stride.myshopify.com/admin/themes/1000/editor')
    expect(screen.getByText(/Stride — Vitrine 2026-11-21/)).toBeTruthy()
  })

  it('shows the error of a failed push with Retry, which pushes again', async () => {
    const error = 'Pushing to Shopify stopped after 100 of 160 files. Retry to continue.'
    backend.pushTheme.mockResolvedValueOnce({ success: false, themeName: null, themeUrl: null, error })
    const rerender = renderPush()
    fireEvent.click(screen.getByRole('button', { name: 'Push to Shopify' }))
    backend.queries.set('shopify:pushes', { status: 'failed', uploaded: 100, total: 160, error })
    rerender()
    expect((await screen.findByRole('alert')).textContent).toContain(error)
    backend.pushTheme.mockResolvedValueOnce({
      success: true,
      themeName: 'T',
      themeUrl: 'https://x/editor',
      error: null,
    })
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(backend.pushTheme).toHaveBeenCalledTimes(2))
  })

  it.each([REVOKED_ERROR, NOT_CONNECTED_ERROR])(
    'offers to connect the store again instead of Retry: %s',
    async (error) => {
      backend.pushTheme.mockResolvedValueOnce({ success: false, themeName: null, themeUrl: null, error })
      backend.queries.set('shopify:pushes', { status: 'failed', uploaded: 0, total: 160, error })
      const { router } = renderScreen(() => <PushToShopify pageId={PAGE} />, { at: '/editor' })
      expect((await screen.findByRole('alert')).textContent).toContain(error)
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
      fireEvent.click(screen.getByRole('link', { name: 'Connect your store again' }))
      await waitFor(() => expect(router.state.location.pathname).toBe('/connect-shopify'))
    },
  )

  it('says so when the call itself fails', async () => {
    backend.pushTheme.mockRejectedValueOnce(new Error('network'))
    renderPush()
    fireEvent.click(screen.getByRole('button', { name: 'Push to Shopify' }))
    expect((await screen.findByRole('alert')).textContent).toContain('An unexpected error occurred')
  })
})
