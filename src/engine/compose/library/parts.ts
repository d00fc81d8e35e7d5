// Markup and settings shared by the sections of showcase.ts, story.ts and details.ts, written
// the way home.ts writes them, so every section prints its settings the same way.
import { COLOR_STYLE, illustration, PADDING_STYLE, type Setting, stylesheet } from './schema'

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
