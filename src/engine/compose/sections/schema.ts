// Building blocks of section schemas. A section file is its markup followed by exactly one
// {% schema %}, written here as data so the JSON is always well formed.

export type Setting = Record<string, unknown> & { type: string; id?: string }

export interface BlockSchema {
  type: string
  name: string
  limit?: number
  settings?: Setting[]
}

/**
 * The {% schema %} JSON the composer writes, as Shopify spells it (max_blocks, enabled_on). What a
 * reader makes of any theme's schema is model/schema.ts's SectionSchema.
 */
export interface SectionSchemaJson {
  name: string
  tag?: string
  class?: string
  limit?: number
  max_blocks?: number
  settings: Setting[]
  blocks?: BlockSchema[]
  presets?: {
    name: string
    blocks?: { type: string; settings?: Record<string, unknown> }[]
    settings?: Record<string, unknown>
  }[]
  enabled_on?: { templates?: string[]; groups?: string[] }
  disabled_on?: { templates?: string[]; groups?: string[] }
}

export interface SectionFile {
  /** file name without folder or extension, e.g. "image-banner" */
  name: string
  liquid: string
  /** the section's own stylesheet, written to assets/section-{name}.css */
  css?: string
  /** the section's own script, written to assets/section-{name}.js and loaded deferred */
  js?: string
  schema: SectionSchemaJson
}

export const COLOR_SCHEMES = ['background', 'surface', 'primary', 'accent', 'inverse'] as const
export type ColorScheme = (typeof COLOR_SCHEMES)[number]

export function colorScheme(defaultScheme: ColorScheme = 'background'): Setting {
  return {
    type: 'select',
    id: 'color_scheme',
    label: 'Color scheme',
    options: [
      { value: 'background', label: 'Background' },
      { value: 'surface', label: 'Surface' },
      { value: 'primary', label: 'Primary' },
      { value: 'accent', label: 'Accent' },
      { value: 'inverse', label: 'Inverse' },
    ],
    default: defaultScheme,
  }
}

/**
 * The scheme select plus two optional colours over it. Empty colours follow the scheme, so a theme
 * looks the same until a merchant picks one; the visual editor offers them as hex pickers.
 */
export function colorSettings(defaultScheme: ColorScheme = 'background'): Setting[] {
  return [
    colorScheme(defaultScheme),
    { type: 'color', id: 'background_color', label: 'Background color', info: 'Empty uses the color scheme' },
    { type: 'color', id: 'text_color', label: 'Text color', info: 'Empty uses the color scheme' },
  ]
}

/**
 * Scoped CSS for the custom colours, on the element carrying the section-colors class and on the
 * blocks inside it that carry a scheme of their own (a slide, a row), so the colour a merchant
 * picks reaches every heading of the section; the id selector outweighs the scheme classes.
 */
export const COLOR_STYLE = `{%- if section.settings.background_color != blank or section.settings.text_color != blank -%}
{%- style -%}
  #shopify-section-{{ section.id }} .section-colors,
  #shopify-section-{{ section.id }} .section-colors :is(.color-background, .color-surface, .color-primary, .color-accent, .color-inverse) {
    {%- if section.settings.background_color != blank %}
    --color-bg: {{ section.settings.background_color }};
    {%- endif -%}
    {%- if section.settings.text_color != blank %}
    --color-fg: {{ section.settings.text_color }};
    color: {{ section.settings.text_color }};
    {%- endif %}
  }
{%- endstyle -%}
{%- endif -%}`

export function padding(top = 40, bottom = 40): Setting[] {
  return [
    { type: 'header', content: 'Section padding' },
    {
      type: 'range',
      id: 'padding_top',
      label: 'Top padding',
      min: 0,
      max: 100,
      step: 4,
      unit: 'px',
      default: top,
    },
    {
      type: 'range',
      id: 'padding_bottom',
      label: 'Bottom padding',
      min: 0,
      max: 100,
      step: 4,
      unit: 'px',
      default: bottom,
    },
  ]
}

/** The {% style %} block that turns the padding settings into CSS scoped to this section. */
export const PADDING_STYLE = `{%- style -%}
  .section-{{ section.id }}-padding {
    padding-top: {{ section.settings.padding_top | times: 0.75 | round: 0 }}px;
    padding-bottom: {{ section.settings.padding_bottom | times: 0.75 | round: 0 }}px;
  }
  @media screen and (min-width: 750px) {
    .section-{{ section.id }}-padding {
      padding-top: {{ section.settings.padding_top }}px;
      padding-bottom: {{ section.settings.padding_bottom }}px;
    }
  }
{%- endstyle -%}`

export function stylesheet(name: string): string {
  return `{{ 'section-${name}.css' | asset_url | stylesheet_tag }}`
}

export function sectionSource(file: SectionFile): string {
  return `${file.liquid.trim()}\n\n{% schema %}\n${JSON.stringify(file.schema, null, 2)}\n{% endschema %}\n`
}

/** The drawing a section shows while its image_picker is empty (snippets/illustration.liquid). */
export const ILLUSTRATION: Setting = {
  type: 'text',
  id: 'illustration',
  label: 'Illustration',
  info: 'Shown while no image is chosen',
}

/** Renders the illustration named by a section or block setting, e.g. `block.settings.illustration`. */
export function illustration(setting: string, className: string): string {
  return `{%- render 'illustration', name: ${setting}, class: '${className}' -%}`
}

/** The deferred script tag of a section's own script (SectionFile.js). */
export function sectionScript(name: string): string {
  return `<script src="{{ 'section-${name}.js' | asset_url }}" defer="defer"></script>`
}

/** What a customer account section's schema has besides its name and class: no settings. */
export const CUSTOMER_SCHEMA = { tag: 'section', settings: [] }

/** A section's or block's own picture. */
export const IMAGE: Setting = {
  type: 'image_picker',
  id: 'image',
  label: 'Image',
}

export const IMAGE_RATIO: Setting = {
  type: 'select',
  id: 'image_ratio',
  label: 'Image ratio',
  options: [
    { value: 'square', label: 'Square' },
    { value: 'portrait', label: 'Portrait' },
    { value: 'landscape', label: 'Landscape' },
  ],
  default: 'square',
}

/** How a grid of product cards is laid out: the settings productGridSettings fills in. */
export const PRODUCT_GRID_LAYOUT: Setting[] = [
  {
    type: 'range',
    id: 'columns_desktop',
    label: 'Columns on desktop',
    min: 1,
    max: 6,
    step: 1,
    default: 4,
  },
  {
    type: 'select',
    id: 'columns_mobile',
    label: 'Columns on mobile',
    options: [
      { value: '1', label: '1 column' },
      { value: '2', label: '2 columns' },
    ],
    default: '2',
  },
  {
    type: 'select',
    id: 'card_style',
    label: 'Card style',
    options: [
      { value: 'modern', label: 'Modern' },
      { value: 'minimal', label: 'Minimal' },
      { value: 'bold', label: 'Bold' },
    ],
    default: 'modern',
  },
  IMAGE_RATIO,
]
