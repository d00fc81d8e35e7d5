import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { ContactForm, ContactPage } from '../../src/features/static/ContactPage'
import { contactMailto, validateContact } from '../../src/features/static/contact-form'
import { DocumentationPage } from '../../src/features/static/DocumentationPage'
import { HelpPage } from '../../src/features/static/HelpPage'
import { PrivacyPage, TermsPage } from '../../src/features/static/LegalPages'
import { TrainingPage } from '../../src/features/static/TrainingPage'
import {
  COURSES,
  TRAINING_PROGRESS_KEY,
  courseProgress,
  readProgress,
  toggleLesson,
} from '../../src/features/static/training'
import { SUPPORT_EMAIL } from '../../src/features/static/support'
import { fakeSession, renderScreen } from './auth-harness'
import { fakeBackend } from './connect-fake-backend'

vi.mock('convex/react', async () => (await import('./connect-fake-backend')).convexReactMock)

beforeEach(() => {
  fakeBackend.reset()
  localStorage.clear()
})
afterEach(cleanup)

const VALID = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@shop.co',
  subject: 'Theme upload',
  message: 'My ZIP upload says the file is too large.',
}

describe('contact form validation', () => {
  it('needs every field, a valid email and a real message', () => {
    const result = validateContact({
      firstName: ' ',
      lastName: '',
      email: 'ann@',
      subject: '',
      message: 'hi',
    })
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'Please enter your first name',
        lastName: 'Please enter your last name',
        email: 'Please enter a valid email address',
        subject: 'Please enter a subject',
        message: 'Please write a message of at least 10 characters',
      },
    })
    expect(validateContact(VALID)).toEqual({ ok: true, message: VALID })
  })

  it('composes a mailto: link to support with the subject and the signed message', () => {
    const href = contactMailto(VALID)
    expect(href.startsWith(`mailto:${SUPPORT_EMAIL}?subject=Theme%20upload&body=`)).toBe(true)
    expect(decodeURIComponent(href.split('body=')[1]!)).toBe(
      'My ZIP upload says the file is too large.\n\nAnn Lee\nann@shop.co',
    )
  })
})

describe('/contact', () => {
  it('shows each error inline and, once valid, says honestly nothing was sent and offers the mail app', async () => {
    renderScreen(() => <ContactForm />)
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }))
    expect(screen.getByText('Please enter your first name')).toBeTruthy()
    expect(screen.getByText('Please enter your email')).toBeTruthy()
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByText(/not connected to a messaging service/)).toBeNull()

    const labels = {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
    }
    for (const [field, label] of Object.entries(labels)) {
      fireEvent.change(screen.getByLabelText(label), {
        target: { value: VALID[field as keyof typeof VALID] },
      })
    }
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    const status = await screen.findByRole('status')
    expect(status.textContent).toMatch(/not connected to a messaging service yet, so nothing was sent/)
    expect(within(status).getByRole('link', { name: 'Open in your email app' }).getAttribute('href')).toBe(
      contactMailto(VALID),
    )
    expect(screen.queryAllByRole('alert')).toEqual([])
  })

  it('gives the support hours of the static pages', async () => {
    renderScreen(() => <ContactPage />)
    expect(await screen.findByText('Monday-Friday 9:00-18:00 EST')).toBeTruthy()
  })
})

describe('training progress', () => {
  it('toggles lessons and computes a course percentage', () => {
    const course = COURSES[0]!
    let progress = toggleLesson({}, course.id, course.lessons[0]!.id)
    expect(courseProgress(course, progress)).toBe(Math.round(100 / course.lessons.length))
    progress = toggleLesson(progress, course.id, course.lessons[0]!.id)
    expect(courseProgress(course, progress)).toBe(0)
  })

  it('reads saved progress defensively', () => {
    localStorage.setItem(TRAINING_PROGRESS_KEY, '{"essentials":["account",3],"bad":"x"}')
    expect(readProgress(localStorage)).toEqual({ essentials: ['account'] })
    localStorage.setItem(TRAINING_PROGRESS_KEY, 'not json')
    expect(readProgress(localStorage)).toEqual({})
  })

  it('shows courses with their level and a progress bar that follows the ticked lessons', async () => {
    renderScreen(() => <TrainingPage />)
    const course = COURSES[0]!
    const card = (await screen.findByRole('heading', { name: course.title })).closest(
      '.rt-Card',
    ) as HTMLElement
    expect(within(card).getByText('Beginner')).toBeTruthy()
    expect(screen.getAllByText('Advanced').length).toBeGreaterThan(0)
    expect(within(card).getByText(`0 of ${course.lessons.length} lessons done`)).toBeTruthy()
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0')
    fireEvent.click(
      within(card).getByRole('checkbox', { name: `Mark "${course.lessons[0]!.title}" as done` }),
    )
    expect(within(card).getByText(`1 of ${course.lessons.length} lessons done`)).toBeTruthy()
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
      String(Math.round(100 / course.lessons.length)),
    )
    expect(JSON.parse(localStorage.getItem(TRAINING_PROGRESS_KEY)!)).toEqual({
      [course.id]: [course.lessons[0]!.id],
    })
    expect(screen.getByRole('heading', { name: 'Live webinars' })).toBeTruthy()
  })
})

describe('static pages', () => {
  it('help: FAQ and the support hours', async () => {
    renderScreen(() => <HelpPage />)
    expect(await screen.findByRole('heading', { name: 'How can we help?' })).toBeTruthy()
    expect(screen.getByText('How do credits work?')).toBeTruthy()
    expect(screen.getByText(/Monday-Friday 9:00-18:00 EST/)).toBeTruthy()
  })

  it('documentation: the Shopify upload path and the CLI', async () => {
    renderScreen(() => <DocumentationPage />)
    expect(await screen.findByRole('heading', { name: 'Uploading to Shopify' })).toBeTruthy()
    expect(screen.getByText('Online Store > Themes')).toBeTruthy()
    expect(screen.getByText('Add theme > Upload zip file')).toBeTruthy()
    expect(screen.getByLabelText('Command line examples').textContent).toContain(
      'npm run vitrine -- generate',
    )
  })

  it('privacy and terms render their sections, with the public header for a signed-in user', async () => {
    fakeBackend.queries.set('users:me', { credits: 3, lowCredits: true })
    fakeBackend.mutations.set('users:ensure', () => ({}))
    const session = fakeSession({ status: 'signed-in', user: { email: 'ann@shop.co' } })
    renderScreen(() => <PrivacyPage />, { session })
    expect(await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeTruthy()
    expect(screen.getByTestId('credits-badge').textContent).toBe('3 credits')
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard')
    cleanup()
    renderScreen(() => <TermsPage />)
    expect(await screen.findByRole('heading', { name: 'Terms of Service', level: 1 })).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]!.getAttribute('href')).toBe('/auth')
  })
})
