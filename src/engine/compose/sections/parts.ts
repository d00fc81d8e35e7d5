// Markup and settings shared by the composer's sections, so every section prints its settings the
// same way.
import { VALUE_ICONS, type ValueIcon } from '../../catalog/taxonomy'
import { capitalize } from '../../model/text'
import {
  type BlockSchema,
  COLOR_STYLE,
  illustration,
  PADDING_STYLE,
  type Setting,
  stylesheet,
} from './schema'

/** A section's stylesheet and its padding and custom colour styles. */
export function sectionStyles(name: string): string {
  return `${stylesheet(name)}\n${PADDING_STYLE}\n${COLOR_STYLE}`
}

/** The element that carries the section's colour scheme and padding; close it with </div>. */
export const SECTION_OPEN = `<div class="color-{{ section.settings.color_scheme }} section-colors section-{{ section.id }}-padding">`

/** The section's optional heading: its one h2. */
export function sectionHeading(name: string): string {
  return `{%- if section.settings.heading != blank -%}
      <h2 class="h2 ${name}__heading">{{ section.settings.heading | escape }}</h2>
    {%- endif -%}`
}

/** The owner's image, or its illustration while no image is chosen. */
export function imageOrIllustration(
  owner: 'section' | 'block',
  name: string,
  image: { width: number; widths: string; sizes: string; loading?: string },
): string {
  const loading = image.loading ?? `'lazy'`
  return `{%- if ${owner}.settings.image != blank -%}
          {{ ${owner}.settings.image | image_url: width: ${image.width} | image_tag: widths: '${image.widths}', sizes: '${image.sizes}', loading: ${loading} }}
        {%- else -%}
          ${illustration(`${owner}.settings.illustration`, `${name}__illustration`)}
        {%- endif -%}`
}

/** A button from a label and link setting pair; nothing while the label is empty. */
export function button(owner: 'section' | 'block', classes = 'button--primary'): string {
  return `{%- if ${owner}.settings.button_label != blank -%}
          <a href="{{ ${owner}.settings.button_link | default: routes.all_products_collection_url }}" class="button ${classes}">{{ ${owner}.settings.button_label | escape }}</a>
        {%- endif -%}`
}

export function buttonSettings(label: string): Setting[] {
  return [
    { type: 'text', id: 'button_label', label: 'Button label', default: label },
    { type: 'url', id: 'button_link', label: 'Button link' },
  ]
}

export function headingSetting(heading: string): Setting {
  return { type: 'text', id: 'heading', label: 'Heading', default: heading }
}

export const BUTTON_STYLE_OPTIONS = [
  { value: 'primary', label: 'Solid' },
  { value: 'secondary', label: 'Outline' },
]

export const ALIGNMENT: Setting = {
  type: 'select',
  id: 'alignment',
  label: 'Alignment',
  options: [
    { value: 'left', label: 'Left' },
    { value: 'center', label: 'Center' },
  ],
  default: 'left',
}

export const HEADING_SIZE: Setting = {
  type: 'select',
  id: 'size',
  label: 'Size',
  options: [
    { value: 'h0', label: 'Extra large' },
    { value: 'h1', label: 'Large' },
    { value: 'h2', label: 'Medium' },
  ],
  default: 'h1',
}

/** Every icon a merchant (or the composer's data) can pick for a column, step, perk or feature: the taxonomy's. */
export const ICON_OPTIONS = VALUE_ICONS.map((value) => ({
  value,
  label: capitalize(value.replace('-', ' ')),
}))

/** The one icon select of multicolumn, steps, trust-bar and product-features. */
export function iconSetting(defaultIcon: ValueIcon): Setting {
  return { type: 'select', id: 'icon', label: 'Icon', options: ICON_OPTIONS, default: defaultIcon }
}

/** Blocks shared by the banner, rich text and image-with-text sections. */
export const TEXT_BLOCKS = String.raw`
      {%- when 'heading' -%}
        <h2 class="{{ block.settings.size }}" {{ block.shopify_attributes }}>{{ block.settings.heading | escape }}</h2>
      {%- when 'text' -%}
        <div class="rte text-block" {{ block.shopify_attributes }}>{{ block.settings.text }}</div>
      {%- when 'button' -%}
        {%- if block.settings.label != blank -%}
          <div class="button-row" {{ block.shopify_attributes }}>
            <a href="{{ block.settings.link | default: routes.all_products_collection_url }}" class="button button--{{ block.settings.style }}">{{ block.settings.label | escape }}</a>
          </div>
        {%- endif -%}`

export function textBlocks(defaults: { heading: string; text: string; button: string }): BlockSchema[] {
  return [
    {
      type: 'heading',
      name: 'Heading',
      settings: [{ type: 'text', id: 'heading', label: 'Heading', default: defaults.heading }, HEADING_SIZE],
    },
    {
      type: 'text',
      name: 'Text',
      settings: [{ type: 'richtext', id: 'text', label: 'Text', default: `<p>${defaults.text}</p>` }],
    },
    {
      type: 'button',
      name: 'Button',
      settings: [
        { type: 'text', id: 'label', label: 'Label', default: defaults.button },
        { type: 'url', id: 'link', label: 'Link' },
        { type: 'select', id: 'style', label: 'Style', options: BUTTON_STYLE_OPTIONS, default: 'primary' },
      ],
    },
  ]
}
