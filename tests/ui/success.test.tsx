import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { PaymentCancelled, PaymentSuccess, paymentType } from '../../src/features/billing/PaymentResult'
import { renderScreen } from './dashboard-support'

afterEach(cleanup)

describe('/success', () => {
  it('reads the type from the query: credits, or the subscription otherwise', () => {
    expect(paymentType('credits')).toBe('credits')
    expect(paymentType('subscription')).toBe('subscription')
    expect(paymentType(undefined)).toBe('subscription')
  })

  it('confirms 20 credits for a credit pack', async () => {
    renderScreen(<PaymentSuccess type="credits" />)
    expect((await screen.findByTestId('payment-success-body')).textContent).toMatch(
      /^20 credits have been added/,
    )
  })

  it('confirms 40 credits plus a monthly subscription', async () => {
    renderScreen(<PaymentSuccess type="subscription" />)
    const body = (await screen.findByTestId('payment-success-body')).textContent
    expect(body).toMatch(
      /^40 credits have been added to your account, plus a monthly Pro Designer subscription/,
    )
  })

  it('offers Start Creating and Go to Editor', async () => {
    renderScreen(<PaymentSuccess type="credits" />)
    expect((await screen.findByRole('link', { name: 'Start Creating' })).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'Go to Editor' }).getAttribute('href')).toBe('/editor')
  })
})

describe('/cancel', () => {
  it('offers Go Home and Try Again, which goes back', async () => {
    const { router } = renderScreen(<PaymentCancelled />)
    expect((await screen.findByRole('link', { name: 'Go Home' })).getAttribute('href')).toBe('/')
    const back = vi.spyOn(router.history, 'back')
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(back).toHaveBeenCalled()
  })
})
