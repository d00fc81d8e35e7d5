// config/settings_schema.json and config/settings_data.json. The "Store" group records what the
// theme was made for (read back by storeConfigFromFiles); colours, type and layout are the style.
import type { StoreBrief } from './brief'
import { fontHandle } from '../model/fonts'
import { STORE_CURRENCIES } from '../model/currency'

export const THEME_NAME = 'Vitrine'
export const THEME_VERSION = '1.0.0'

export const settingsSchema = [
  {
    name: 'theme_info',
    theme_name: THEME_NAME,
    theme_version: THEME_VERSION,
    theme_author: 'Vitrine',
    theme_documentation_url: 'https://help.shopify.com/manual/online-store/themes',
    theme_support_url: 'https://help.shopify.com/',
  },
  {
    name: 'Store',
    settings: [
      {
        type: 'text',
        id: 'store_name',
        label: 'Store name',
        info: 'Shown in the header when no logo is set',
      },
      { type: 'text', id: 'store_tagline', label: 'Tagline' },
      { type: 'text', id: 'store_categories', label: 'Categories', info: 'Comma separated' },
      {
        type: 'select',
        id: 'store_currency',
        label: 'Currency of the sample prices',
        info: "The preview's prices only: your store's currency is set in Shopify's admin",
        options: STORE_CURRENCIES.map((currency) => ({ value: currency, label: currency })),
        default: 'USD',
      },
    ],
  },
  {
    name: 'Colors',
    settings: [
      { type: 'color', id: 'colors_primary', label: 'Primary', default: '#111111' },
      { type: 'color', id: 'colors_accent', label: 'Accent', default: '#e76f51' },
      { type: 'color', id: 'colors_background', label: 'Background', default: '#ffffff' },
      { type: 'color', id: 'colors_text', label: 'Text', default: '#111111' },
      { type: 'color', id: 'colors_surface', label: 'Surface', default: '#f4f4f4' },
      {
        type: 'color',
        id: 'colors_secondary',
        label: 'Secondary',
        info: 'Decoration: separators, borders and shapes',
        default: '#c9a227',
      },
      { type: 'color', id: 'colors_on_primary', label: 'Text on primary', default: '#ffffff' },
      { type: 'color', id: 'colors_on_accent', label: 'Text on accent', default: '#111111' },
    ],
  },
  {
    name: 'Typography',
    settings: [
      { type: 'font_picker', id: 'type_heading_font', label: 'Heading font', default: 'dm_sans_n7' },
      { type: 'font_picker', id: 'type_body_font', label: 'Body font', default: 'inter_n4' },
      {
        type: 'select',
        id: 'type_heading_weight',
        label: 'Heading weight',
        options: ['400', '500', '600', '700', '800'].map((value) => ({ value, label: value })),
        default: '700',
      },
      { type: 'checkbox', id: 'type_heading_uppercase', label: 'Uppercase headings', default: false },
      {
        type: 'range',
        id: 'type_heading_spacing',
        label: 'Heading letter spacing',
        min: -5,
        max: 20,
        step: 1,
        default: 0,
      },
      {
        type: 'range',
        id: 'type_body_size',
        label: 'Body text size',
        min: 14,
        max: 20,
        step: 1,
        unit: 'px',
        default: 16,
      },
    ],
  },
  {
    name: 'Layout',
    settings: [
      {
        type: 'range',
        id: 'layout_page_width',
        label: 'Page width',
        min: 1000,
        max: 1600,
        step: 20,
        unit: 'px',
        default: 1280,
      },
      {
        type: 'range',
        id: 'layout_radius',
        label: 'Corner radius',
        min: 0,
        max: 24,
        step: 1,
        unit: 'px',
        default: 8,
      },
    ],
  },
]

export function settingsData(brief: StoreBrief): { current: Record<string, string | number | boolean> } {
  const { palette, typography } = brief
  const current = {
    store_name: brief.name,
    store_tagline: brief.tagline,
    store_categories: brief.categories.join(', '),
    ...(brief.storeConfig.currency ? { store_currency: brief.storeConfig.currency } : {}),
    colors_primary: palette.primary,
    colors_accent: palette.accent,
    colors_background: palette.background,
    colors_text: palette.text,
    colors_surface: palette.surface,
    colors_secondary: palette.secondary,
    colors_on_primary: palette.onPrimary,
    colors_on_accent: palette.onAccent,
    type_heading_font: fontHandle(typography.heading, typography.headingWeight),
    type_body_font: fontHandle(typography.body),
    type_heading_weight: String(typography.headingWeight),
    type_heading_uppercase: typography.uppercaseHeadings,
    type_heading_spacing: typography.headingSpacing,
    type_body_size: typography.baseSize,
    layout_page_width: brief.layout.pageWidth,
    layout_radius: brief.layout.radius,
  }
  return { current }
}
