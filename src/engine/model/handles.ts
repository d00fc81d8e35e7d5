// Shopify's handles: the URL-safe names of products, collections, pages and sections.

/** "Crème Brûlée Jars" -> "creme-brulee-jars", as Shopify makes a handle from a title. */
export function handleize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
