import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { AuthScreen } from '../../src/features/auth/AuthScreen'
import { AFTER_AUTH_DEFAULT, parseAuthSearch, safeRedirect } from '../../src/features/auth/redirect'
import { AUTH_MESSAGES, validateCredentials } from '../../src/features/auth/validation'
import { AuthChallengeContext, type AuthChallengeApi } from '../../src/lib/auth-challenge'
import { fakeSession, renderScreen } from './auth-harness'
import { fakeBackend } from './connect-fake-backend'

const toastSuccess = vi.hoisted(() => vi.fn())
vi.mock('sonner', () => ({ toast: { success: toastSuccess, error: vi.fn(), info: vi.fn() } }))
vi.mock('convex/react', async () => (await import('./connect-fake-backend')).convexReactMock)

beforeEach(() => {
  toastSuccess.mockReset()
  fakeBackend.reset()
  fakeBackend.queries.set('projects:list', [])
  localStorage.clear()
})
afterEach(cleanup)

describe('redirect target after sign-in', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirect('/shopify-success?shop=a.myshopify.com&host=x')).toBe(
      '/shopify-success?shop=a.myshopify.com&host=x',
    )
    expect(safeRedirect('/help#faq')).toBe('/help#faq')
  })

  it('falls back to /shopify-connect for anything that could leave the site or loop', () => {
    for (const target of [
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'dashboard',
      '/auth?redirect=/auth',
      '/\tevil',
    ]) {
      expect(safeRedirect(target)).toBe(AFTER_AUTH_DEFAULT)
    }
    expect(AFTER_AUTH_DEFAULT).toBe('/shopify-connect')
  })

  it('reads redirect, redirectAfterAuth and the tab from the query', () => {
    expect(parseAuthSearch({ redirect: '/dashboard', tab: 'sign-in' })).toEqual({
      redirect: '/dashboard',
      redirectAfterAuth: undefined,
      tab: 'sign-in',
    })
    expect(parseAuthSearch({ redirectAfterAuth: '/x', tab: 'other', redirect: 3 })).toEqual({
      redirect: undefined,
      redirectAfterAuth: '/x',
      tab: undefined,
    })
  })
})

describe('credential validation', () => {
  it('sign-up needs a valid email and a password of at least 6 characters', () => {
    expect(validateCredentials('sign-up', { email: 'nope', password: '12345' })).toEqual({
      ok: false,
      errors: { email: AUTH_MESSAGES.emailInvalid, password: AUTH_MESSAGES.passwordTooShort },
    })
    expect(validateCredentials('sign-up', { email: ' ann@shop.co ', password: '123456' })).toEqual({
      ok: true,
      email: 'ann@shop.co',
      password: '123456',
    })
  })

  it('sign-in only needs both fields', () => {
    expect(validateCredentials('sign-in', { email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: AUTH_MESSAGES.emailRequired, password: AUTH_MESSAGES.passwordRequired },
    })
    expect(validateCredentials('sign-in', { email: 'x', password: '1' }).ok).toBe(true)
  })
})

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
}

describe('/auth', () => {
  it('shows inline errors and does not call the auth service when sign-up input is invalid', async () => {
    const signUp = vi.fn()
    renderScreen(() => <AuthScreen search={{}} />, { session: fakeSession({ signUp }) })
    await screen.findByRole('tab', { name: /^Sign Up/ })
    fill('not-an-email', '123')
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy()
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy()
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(signUp).not.toHaveBeenCalled()
  })

  it("shows the auth service's message, or 'Authentication failed' without one", async () => {
    const signIn = vi
      .fn()
      .mockRejectedValueOnce(new Error('Invalid email or password'))
      .mockRejectedValueOnce({})
    renderScreen(() => <AuthScreen search={{ tab: 'sign-in' }} />, { session: fakeSession({ signIn }) })
    await screen.findByRole('heading', { name: 'Welcome back' })
    fill('ann@shop.co', 'wrong')
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password')
    expect(signIn).toHaveBeenCalledWith('ann@shop.co', 'wrong')
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Authentication failed'))
  })

  it("says 'Check your email!' for 5 seconds when the provider sends a confirmation", async () => {
    const signUp = vi.fn().mockResolvedValue({ status: 'confirm-email' })
    renderScreen(() => <AuthScreen search={{}} />, { session: fakeSession({ signUp }) })
    await screen.findByRole('tab', { name: /^Sign Up/ })
    fill('ann@shop.co', 'secret1')
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
    await waitFor(() => expect(toastSuccess).toHaveBeenCalled())
    expect(toastSuccess.mock.calls[0]![0]).toBe('Check your email!')
    expect(toastSuccess.mock.calls[0]![1]).toMatchObject({ duration: 5000 })
  })

  it('goes to /shopify-connect once signed in', async () => {
    const session = fakeSession({ status: 'signed-in', user: { email: 'ann@shop.co' } })
    const { router } = renderScreen(() => <AuthScreen search={{}} />, { session })
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopify-connect'))
  })

  it('sends a returning merchant with a store to the dashboard, or to the editor when a design waits', async () => {
    fakeBackend.queries.set('projects:list', [{ _id: 'p1', shopDomain: 'ann.myshopify.com' }])
    const session = fakeSession({ status: 'signed-in', user: { email: 'ann@shop.co' } })
    const first = renderScreen(() => <AuthScreen search={{}} />, { session })
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/dashboard'))
    cleanup()
    localStorage.setItem('designPrompt', 'Page Type: homepage. A tea shop')
    const second = renderScreen(() => <AuthScreen search={{}} />, { session })
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/editor'))
  })

  it('honours a same-origin redirect target with its query, and ignores another site', async () => {
    const session = fakeSession({ status: 'signed-in', user: { email: 'ann@shop.co' } })
    const first = renderScreen(() => <AuthScreen search={{ redirect: '/help?topic=credits' }} />, { session })
    await waitFor(() => expect(first.router.state.location.href).toBe('/help?topic=credits'))
    cleanup()
    const second = renderScreen(() => <AuthScreen search={{ redirectAfterAuth: 'https://evil.example' }} />, {
      session,
    })
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/shopify-connect'))
  })

  it('tells someone who came from an invitation link that it waits for them, and no one else', async () => {
    const invited = renderScreen(() => <AuthScreen search={{ redirect: `/invite/${'a'.repeat(64)}` }} />)
    expect((await screen.findByTestId('auth-invitation')).textContent).toMatch(
      /You have an invitation to a store\. Sign up or sign in with the email address it was sent to/,
    )
    invited.unmount()
    renderScreen(() => <AuthScreen search={{ redirect: '/dashboard' }} />)
    await screen.findByRole('heading', { name: 'Create your Vitrine account' })
    expect(screen.queryByTestId('auth-invitation')).toBeNull()
  })

  it('asks for the second-factor code when the provider wants one', async () => {
    const submitCode = vi
      .fn()
      .mockRejectedValueOnce(new Error('Incorrect code'))
      .mockResolvedValueOnce(undefined)
    const cancel = vi.fn()
    const challenge: AuthChallengeApi = {
      challenge: { kind: 'second-factor', strategy: 'totp', destination: null },
      submitCode,
      cancel,
    }
    renderScreen(
      () => (
        <AuthChallengeContext.Provider value={challenge}>
          <AuthScreen search={{ tab: 'sign-in' }} />
        </AuthChallengeContext.Provider>
      ),
      { session: fakeSession({ mode: 'cloud' }) },
    )
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Authenticator code'), { target: { value: ' 123456 ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect code')
    expect(submitCode).toHaveBeenCalledWith('123456')
    fireEvent.click(screen.getByRole('button', { name: 'Use a different account' }))
    expect(cancel).toHaveBeenCalled()
  })

  it('asks for the email verification code after a cloud sign-up', async () => {
    const challenge: AuthChallengeApi = {
      challenge: { kind: 'verify-email', email: 'ann@shop.co' },
      submitCode: vi.fn(),
      cancel: vi.fn(),
    }
    renderScreen(
      () => (
        <AuthChallengeContext.Provider value={challenge}>
          <AuthScreen search={{}} />
        </AuthChallengeContext.Provider>
      ),
      { session: fakeSession({ mode: 'cloud' }) },
    )
    expect(await screen.findByRole('heading', { name: 'Check your email!' })).toBeTruthy()
    expect(screen.getByText(/We sent a verification code to ann@shop.co/)).toBeTruthy()
    expect(screen.getByLabelText('Verification code')).toBeTruthy()
  })
})
