// The landing page's prompt, carried here through local storage ("designPrompt", "pageType",
// and the product details): read once and removed, so a reload does not generate again.
import { pageTypeSchema, productDetailsSchema, type PageType, type ProductDetails } from '../../engine/theme'
import { takeDesignRequest } from '../landing/design-prompt'

/** SPEC.md section 9: the saved prompt is submitted 500 ms after the editor opens. */
export const AUTO_SUBMIT_DELAY_MS = 500

export interface DesignRequest {
  prompt: string
  pageType?: PageType
  product?: ProductDetails
}

export function consumeDesignRequest(storage: Storage | undefined): DesignRequest | null {
  if (!storage) return null
  let saved: ReturnType<typeof takeDesignRequest>
  try {
    saved = takeDesignRequest(storage)
  } catch {
    return null
  }
  if (!saved || saved.prompt.trim() === '') return null
  const pageType = pageTypeSchema.safeParse(saved.pageType)
  const product = productDetailsSchema.safeParse(saved.product ?? undefined)
  return {
    prompt: saved.prompt,
    ...(pageType.success ? { pageType: pageType.data } : {}),
    ...(product.success && product.data ? { product: product.data } : {}),
  }
}
