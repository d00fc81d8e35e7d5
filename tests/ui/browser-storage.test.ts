import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserStorage, forgetBrowserStorage } from '../../src/lib/browser-storage'

afterEach(() => {
  vi.restoreAllMocks()
  forgetBrowserStorage()
  localStorage.clear()
})

describe('browserStorage', () => {
  it('is localStorage where the browser allows it', () => {
    browserStorage().setItem('designPrompt', 'Shoes')
    expect(localStorage.getItem('designPrompt')).toBe('Shoes')
    expect(browserStorage()).toBe(localStorage)
  })

  it('keeps values in memory where the browser refuses localStorage (a blocked third-party frame)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError')
    })
    const storage = browserStorage()
    expect(storage.getItem('session')).toBeNull()
    storage.setItem('session', 'token-1')
    storage.setItem('shopify_connecting', 'true')
    expect(storage.getItem('session')).toBe('token-1')
    expect(storage.length).toBe(2)
    expect(storage.key(0)).toBe('session')
    storage.removeItem('session')
    expect(storage.getItem('session')).toBeNull()
    storage.clear()
    expect(storage.length).toBe(0)
    expect(browserStorage()).toBe(storage)
  })
})
