import { afterEach, describe, expect, it } from 'vitest'
import { APP_BRIDGE_SRC, PLACEHOLDER_API_KEY, installAppBridge } from '../../src/features/embedded/app-bridge'

afterEach(() => {
  document.head.innerHTML = ''
})

const meta = () => document.head.querySelector<HTMLMetaElement>('meta[name="shopify-api-key"]')
const scripts = () => document.head.querySelectorAll(`script[src="${APP_BRIDGE_SRC}"]`)

describe('App Bridge installation', () => {
  it('holds the placeholder key without loading App Bridge until the real key arrives', () => {
    installAppBridge(document, PLACEHOLDER_API_KEY)
    expect(meta()?.content).toBe('temp-key')
    expect(scripts()).toHaveLength(0)
  })

  it('sets the real key, then loads App Bridge once, after the meta', () => {
    installAppBridge(document, PLACEHOLDER_API_KEY)
    installAppBridge(document, 'api-key-123')
    installAppBridge(document, 'api-key-123')
    expect(meta()?.content).toBe('api-key-123')
    expect(scripts()).toHaveLength(1)
    expect(meta()?.nextElementSibling?.getAttribute('src')).toBe(APP_BRIDGE_SRC)
    expect(document.head.querySelectorAll('meta[name="shopify-api-key"]')).toHaveLength(1)
  })
})
