// The sample store: what Vitrine knows of shops and what they sell, below both the composer and
// the preview. The taxonomy (kinds of store and of product: keywords, copy, prices, options), the
// drawn pictures of products and heroes (imagery/) with the colour arithmetic they need, the ids
// of the composer's styles the taxonomy names, and the sample catalogue made from them: the
// composer writes the store a prompt describes, and the preview, given no catalogue, builds the
// store a theme's settings describe. Imports only model.
export {
  catalogForTheme,
  catalogOptions,
  currencyOf,
  paletteFromFiles,
  sampleCatalog,
  singularTitle,
  spotlightProduct,
  withSpotlight,
  type CatalogOptions,
} from './catalog'
export { placeholderImage } from './placeholder'
export { hasProductWords, loadProductWords } from './taxonomy/languages'
export {
  artLoaded,
  loadArt,
  takeWantedArt,
  ILLUSTRATION_IDS,
  illustrationDataUrl,
  illustrationSnippet,
  isIllustrationId,
  type IllustrationId,
  type IllustrationPalette,
} from './imagery'
export { CUSTOM_ILLUSTRATIONS } from './imagery/icons'
export { STYLE_IDS, type StyleId } from './style-ids'
