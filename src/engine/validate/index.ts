// Shopify Theme Check on in-memory files, and a change judged against the theme's own baseline.
export { checkChange, compareOffenses, validateTheme, type ThemeOffense } from './theme-check'
export { againstBaseline, newErrors, newOffenses, offenseKey } from './baseline'
