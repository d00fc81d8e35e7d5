// The quick refinements (SPEC: hero, products, colors, typography, images), as the editor's buttons
// name them, and the store they are made for. Vitrine's rules (./rules.ts) carry out each one,
// and the AI's prompts (ai/prompts.ts) ask for each one.
import type { StoreConfig } from '../model/theme'

export const QUICK_REFINEMENTS = ['hero', 'products', 'colors', 'typography', 'images'] as const
export type QuickRefinement = (typeof QUICK_REFINEMENTS)[number]

export const DEFAULT_REFINEMENT_STORE_NAME = 'Fashion Store'
export const DEFAULT_REFINEMENT_CATEGORIES = 'General'

/** Store name and categories as refinement prompts quote them (SPEC: defaults 'Fashion Store', 'General'). */
export function refinementStoreContext(config?: Partial<StoreConfig>): { name: string; categories: string } {
  const name = config?.name?.trim() || DEFAULT_REFINEMENT_STORE_NAME
  const categories = (config?.categories ?? []).map((c) => c.trim()).filter(Boolean)
  return { name, categories: categories.length > 0 ? categories.join(', ') : DEFAULT_REFINEMENT_CATEGORIES }
}

export const QUICK_REFINEMENT_LABELS: Record<QuickRefinement, string> = {
  hero: 'hero section',
  products: 'product grid',
  colors: 'colour palette',
  typography: 'typography',
  images: 'image styling',
}

/** A quick refinement as its button names it: "Colour palette", "Hero section". */
export function quickRefinementTitle(kind: QuickRefinement): string {
  const label = QUICK_REFINEMENT_LABELS[kind]
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}`
}
