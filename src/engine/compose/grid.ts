// The product grid helper of SPEC.md: columns for desktop and mobile, style 'modern' by default.
// It yields the settings of the featured-collection section (and the collection page grid).

export type ProductGridStyle = 'modern' | 'minimal' | 'bold'

export interface ProductGridSettings {
  columns_desktop: number
  columns_mobile: '1' | '2'
  card_style: ProductGridStyle
  image_ratio: 'square' | 'portrait' | 'landscape'
  show_quick_add: boolean
  show_vendor: boolean
}

const RATIO: Record<ProductGridStyle, ProductGridSettings['image_ratio']> = {
  modern: 'square',
  minimal: 'portrait',
  bold: 'square',
}

function clampInt(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback
  return Math.min(max, Math.max(min, Math.round(value)))
}

/**
 * Product grid settings for `columns.desktop` (1-6) and `columns.mobile` (1-2) columns; values
 * outside those ranges are clamped, as Shopify's range settings would.
 */
export function productGridSettings(
  columns: { desktop: number; mobile: number },
  style: ProductGridStyle = 'modern',
): ProductGridSettings {
  return {
    columns_desktop: clampInt(columns.desktop, 1, 6, 4),
    columns_mobile: clampInt(columns.mobile, 1, 2, 2) === 1 ? '1' : '2',
    card_style: style,
    image_ratio: RATIO[style],
    show_quick_add: true,
    show_vendor: style === 'minimal',
  }
}
