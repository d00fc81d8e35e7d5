// The landing page's prompt, carried here through local storage ("designPrompt", "pageType",
// and the product details): read once and removed, so a reload does not generate again.
import {
  pageTypeSchema,
  productDetailsSchema,
  splitPrompt,
  type PageType,
  type ProductDetails,
} from '../../engine/model'
import {
  DESIGN_PROMPT_KEY,
  readDesignRequest,
  takeDesignRequest,
  type SavedDesignRequest,
} from '../landing/design-prompt'

/** SPEC.md section 9: the saved prompt is submitted 500 ms after the editor opens. */
export const AUTO_SUBMIT_DELAY_MS = 500

export interface DesignRequest {
  prompt: string
  pageType?: PageType
  product?: ProductDetails
}

export function consumeDesignRequest(storage: Storage | undefined): DesignRequest | null {
  return savedRequest(storage, takeDesignRequest)
}

/** The design request that waits for the editor, left waiting (the editor gets ready for it). */
export function peekDesignRequest(storage: Storage | undefined): DesignRequest | null {
  return held ?? savedRequest(storage, readDesignRequest)
}

function savedRequest(
  storage: Storage | undefined,
  read: (storage: Storage) => SavedDesignRequest | null,
): DesignRequest | null {
  if (!storage) return null
  let saved: SavedDesignRequest | null
  try {
    saved = read(storage)
  } catch {
    return null
  }
  if (!saved || saved.prompt.trim() === '') return null
  // SPEC.md's storage format, "Page Type: {type}. {prompt}" and the product details as text:
  // the box and the chat show the merchant's own words; the type and the details travel apart.
  const parts = splitPrompt(saved.prompt)
  const pageType = pageTypeSchema.safeParse(saved.pageType ?? parts.pageType)
  const product = productDetailsSchema.safeParse(
    saved.product ?? (Object.keys(parts.details).length > 0 ? parts.details : undefined),
  )
  return {
    prompt: parts.description || saved.prompt.trim(),
    ...(pageType.success ? { pageType: pageType.data } : {}),
    ...(product.success && product.data ? { product: product.data } : {}),
  }
}

/**
 * The merchant's own words of a design request that waits for the editor, without taking it:
 * the connect step shows it first. Null when none waits.
 */
export function waitingDesignWords(storage: Storage | undefined): string | null {
  let saved: string | null = null
  try {
    saved = storage?.getItem(DESIGN_PROMPT_KEY) ?? null
  } catch {
    return null
  }
  if (!saved || saved.trim() === '') return null
  return splitPrompt(saved).description || saved.trim()
}

// The request taken from storage, held for this page until the editor submits it: React may set
// the editor up twice (its development double render and effects), and a merchant may leave the
// editor before it submits; either way the design is neither lost nor generated twice.
let held: DesignRequest | null = null

/** The waiting design request: taken from storage once, then the same object until released. */
export function heldDesignRequest(storage: Storage | undefined): DesignRequest | null {
  held ??= consumeDesignRequest(storage)
  return held
}

/** The editor has submitted it: it is no longer waiting. */
export function releaseDesignRequest(request: DesignRequest): void {
  if (held === request) held = null
}
