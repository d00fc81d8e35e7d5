// The engine's ground floor, as the app, Convex, the CLI, bench and eval see it: the theme (files,
// store config, page types), its JSON templates, section schemas and settings, settings_data's
// live settings, colour schemes, fonts, handles and limits. model/ imports no other engine folder.
export {
  composeInputSchema,
  currentThemeSettings,
  DEFAULT_STORE_CONFIG,
  HEX_COLOR,
  isThemePath,
  legacyThemeSchema,
  MAX_PROMPT_LENGTH,
  mergeFiles,
  normalizeTheme,
  PAGE_TYPES,
  pageTypeSchema,
  productDetailsSchema,
  readThemeJson,
  storeConfigFromFiles,
  storeConfigSchema,
  stringifyThemeJson,
  templateForPageType,
  THEME_FOLDERS,
  themeFilesSchema,
  themePathSchema,
  themeSchema,
  writeStoreSettings,
  type ComposeInput,
  type LegacyTheme,
  type PageType,
  type ProductDetails,
  type SampleArticle,
  type SampleCatalog,
  type SampleCollection,
  type SampleProduct,
  type StoreConfig,
  type Theme,
  type ThemeFiles,
} from './theme'
export { splitPrompt, type PromptParts } from './prompt'
export {
  isTemplateJson,
  jsonTemplates,
  templateName,
  templatePath,
  type SectionGroupJson,
  type SettingValues,
  type TemplateBlock,
  type TemplateJson,
  type TemplateSection,
} from './templates'
export {
  coerceSettingValue,
  readSectionSchema,
  sectionSchemas,
  themeSettingDefs,
  type BlockDef,
  type SectionSchema,
  type SettingDef,
} from './schema'
export {
  blockSettingDefs,
  findBlock,
  locateSection,
  schemaOfFile,
  type SectionPlace,
  type StoredNode,
} from './sections'
export { liveSettings, SETTINGS_DATA, withLiveSettings } from './settings-data'
export { readColorSchemes, type ColorScheme, type ColorSchemeGroup } from './color-schemes'
export { applyStoreConfig, importedStoreConfig } from './store-config'
export { humanizeId, schemaLabel, schemaLabels } from './labels'
export { FONT_IDS, FONT_LIBRARY, fontsourceFile, type FontId, type FontStyle } from './fonts'
export { handleize } from './handles'
export { fileSizeLimit, humanSize, oversizedFiles, utf8Length, type OversizedFile } from './limits'
export { escapeAttribute, escapeHtml, escapeText } from './text'
export {
  isStoreLanguage,
  LANGUAGE_NAMES,
  STORE_LANGUAGES,
  themeLanguage,
  type OtherLanguage,
  type StoreLanguage,
} from './language'
export { isStoreCurrency, MONEY_FORMATS, PRICE_SCALE, STORE_CURRENCIES, type StoreCurrency } from './currency'
