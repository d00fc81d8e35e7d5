// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ADDED_FEEDBACK_MS, starterTheme } from '../../src/engine/compose'
import { renderTheme } from '../../src/engine/preview'

// The starter theme's home page as the preview renders it, with theme.js running on it.
let page = ''

beforeAll(async () => {
  const { files } = starterTheme()
  const { html, errors } = await renderTheme(files, { template: 'index' })
  expect(errors).toEqual([])
  page = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? ''
  document.body.innerHTML = page.replace(/<script[\s\S]*?<\/script>/g, '')
  window.eval(files['assets/theme.js'] ?? '')
})

afterEach(() => {
  vi.useRealTimers()
})

function quickAddButtons(): HTMLButtonElement[] {
  return [...document.querySelectorAll<HTMLButtonElement>('form.quick-add button[data-added-label]')]
}

describe('theme.js in the starter theme', () => {
  it('shows "Added!" on a quick-add button for 2 seconds, then restores its label', () => {
    vi.useFakeTimers()
    const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })))
    vi.stubGlobal('fetch', fetch)
    const button = quickAddButtons().find((b) => !b.disabled)
    expect(button).toBeDefined()
    if (!button) return
    const label = button.textContent?.trim()
    expect(label).toBe('Add to cart')

    button.click()
    expect(button.textContent).toBe('Added!')
    expect(button.classList.contains('is-added')).toBe(true)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/\/cart\/add\.js$/)

    vi.advanceTimersByTime(ADDED_FEEDBACK_MS - 1)
    expect(button.textContent).toBe('Added!')
    vi.advanceTimersByTime(1)
    expect(button.textContent?.trim()).toBe(label)
    expect(button.classList.contains('is-added')).toBe(false)
    vi.unstubAllGlobals()
  })

  it('counts added items in the cart bubble', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    )
    const counter = document.querySelector<HTMLElement>('[data-cart-count]')
    const before = Number(counter?.textContent ?? 0)
    const button = quickAddButtons().filter((b) => !b.disabled)[1]
    button?.click()
    expect(Number(counter?.textContent)).toBe(before + 1)
    expect(counter?.hidden).toBe(false)
    vi.unstubAllGlobals()
  })

  it('does nothing for a sold-out product', () => {
    const soldOut = quickAddButtons().find((b) => b.disabled)
    expect(soldOut).toBeDefined()
    soldOut?.form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    expect(soldOut?.textContent?.trim()).toBe('Sold out')
  })

  it('closes the open mobile menu with Escape', () => {
    const drawer = document.querySelector<HTMLDetailsElement>('details[data-menu-drawer]')
    expect(drawer).not.toBeNull()
    drawer?.setAttribute('open', '')
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(drawer?.hasAttribute('open')).toBe(false)
  })
})
