import { describe, expect, it } from 'vitest'
import {
  isThemePath,
  normalizeTheme,
  storeConfigFromFiles,
  templateForPageType,
} from '../../src/engine/model/theme'

describe('theme model', () => {
  it('normalises the legacy liquid/css/js form into theme files', () => {
    const theme = normalizeTheme({
      liquid: '<h1>{{ shop.name }}</h1>',
      css: 'h1{color:red}',
      js: 'console.log(1)',
    })
    expect(theme.files['templates/index.liquid']).toBe('<h1>{{ shop.name }}</h1>')
    expect(theme.files['assets/theme.css']).toBe('h1{color:red}')
    expect(theme.files['assets/theme.js']).toBe('console.log(1)')
    expect(theme.files['layout/theme.liquid']).toContain('content_for_layout')
    expect(theme.storeConfig.name).toBe('Fashion Store')
  })

  it('rejects input that is neither form', () => {
    expect(() => normalizeTheme({ html: 'x' })).toThrow()
  })

  it('accepts only safe theme paths', () => {
    expect(isThemePath('sections/header.liquid')).toBe(true)
    expect(isThemePath('templates/customers/login.json')).toBe(true)
    expect(isThemePath('../etc/passwd')).toBe(false)
    expect(isThemePath('/layout/theme.liquid')).toBe(false)
    expect(isThemePath('sections/../layout/theme.liquid')).toBe(false)
    expect(isThemePath('README.md')).toBe(false)
    expect(isThemePath('sections/deep/header.liquid')).toBe(false)
  })

  it('maps page types to templates', () => {
    expect(templateForPageType('homepage')).toBe('index')
    expect(templateForPageType('about')).toBe('page.about')
  })

  it('reads the store a composed theme was made for from its settings', () => {
    const files = {
      'config/settings_data.json': JSON.stringify({
        current: {
          store_name: 'Stride',
          store_tagline: 'Walk on',
          store_categories: 'Sneakers, Boots',
          colors_primary: '#ff5500',
        },
      }),
    }
    expect(storeConfigFromFiles(files)).toEqual({
      name: 'Stride',
      tagline: 'Walk on',
      primaryColor: '#ff5500',
      categories: ['Sneakers', 'Boots'],
    })
    expect(storeConfigFromFiles({})).toBeUndefined()
  })
})
