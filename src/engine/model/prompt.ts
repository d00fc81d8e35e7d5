// The prompt as the landing page and the chat send it: "Page Type: product. {prompt}" and, for
// product pages, a "Product Details:" block of "- Title: …" lines (design-prompt.ts writes it).
import { PAGE_TYPES, type PageType, type ProductDetails } from './theme'

export interface PromptParts {
  /** what the merchant wrote, without the page-type prefix and the details block */
  description: string
  /** the page type the prefix names, if any */
  pageType?: PageType
  /** product details written as text lines */
  details: ProductDetails
}

const PAGE_TYPE_PREFIX = /^\s*page\s*type\s*:\s*([a-z]+)(?:\s+page)?\s*[.:\n-]\s*/i
const DETAILS_HEADING = /\n\s*product details\s*:\s*\n/i
const DETAIL_LINE = /^\s*[-*•]?\s*(title|name|price|description|key features|features|images)\s*:\s*(.*)$/i

function detailsFrom(block: string): ProductDetails {
  const details: ProductDetails = {}
  for (const line of block.split('\n')) {
    const match = DETAIL_LINE.exec(line)
    if (!match) continue
    const field = (match[1] ?? '').toLowerCase()
    const value = (match[2] ?? '').trim()
    if (!value) continue
    if (field === 'title' || field === 'name') details.title = value
    else if (field === 'price') details.price = value
    else if (field === 'description') details.description = value
    else if (field === 'key features' || field === 'features')
      details.features = value
        .split(/\s*[,;]\s*/)
        .map((feature) => feature.trim())
        .filter(Boolean)
  }
  return details
}

export function splitPrompt(prompt: string): PromptParts {
  let description = prompt.replace(/\r\n?/g, '\n')
  let pageType: PageType | undefined
  const prefix = PAGE_TYPE_PREFIX.exec(description)
  const named = prefix?.[1]?.toLowerCase()
  if (prefix && named) {
    const type = named === 'home' ? 'homepage' : named
    if ((PAGE_TYPES as readonly string[]).includes(type)) pageType = type as PageType
    description = description.slice(prefix[0].length)
  }
  let details: ProductDetails = {}
  const heading = DETAILS_HEADING.exec(description)
  if (heading) {
    details = detailsFrom(description.slice(heading.index + heading[0].length))
    description = description.slice(0, heading.index)
  }
  return { description: description.trim(), pageType, details }
}
