// The multirow section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import {
  button,
  BUTTON_STYLE_OPTIONS,
  buttonSettings,
  headingSetting,
  imageOrIllustration,
  SECTION_OPEN,
  sectionHeading,
  sectionStyles,
} from '../parts'
import { colorSettings, ILLUSTRATION, IMAGE, IMAGE_RATIO, padding, type SectionFile } from '../schema'

const MULTIROW_CONTENT = `{%- if block.settings.text != blank -%}
              <div class="rte multirow__text">{{ block.settings.text }}</div>
            {%- endif -%}
            {%- if block.settings.button_label != blank -%}
              <div class="button-row">
                ${button('block', 'button--{{ section.settings.button_style }}')}
              </div>
            {%- endif -%}`

export const multirow: SectionFile = {
  name: 'multirow',
  liquid: String.raw`
${sectionStyles('multirow')}
${SECTION_OPEN}
  <div class="page-width multirow multirow--{{ section.settings.layout }}">
    ${sectionHeading('multirow')}
    <div class="multirow__rows">
      {%- for block in section.blocks -%}
        <div class="multirow__row" {{ block.shopify_attributes }}>
          <div class="multirow__media media media--{{ section.settings.image_ratio }}">
            ${imageOrIllustration('block', 'multirow', { width: 1400, widths: '600, 900, 1200, 1400', sizes: '(min-width: 750px) 50vw, 100vw' })}
          </div>
          <div class="multirow__content">
            {%- if block.settings.heading != blank -%}
              {%- if section.settings.heading != blank -%}
                <h3 class="h2 multirow__title">{{ block.settings.heading | escape }}</h3>
              {%- else -%}
                <h2 class="h2 multirow__title">{{ block.settings.heading | escape }}</h2>
              {%- endif -%}
            {%- endif -%}
            ${MULTIROW_CONTENT}
          </div>
        </div>
      {%- endfor -%}
    </div>
  </div>
</div>
`,
  css: `.multirow__heading{margin:0 0 2.5rem;text-align:center}
.multirow__rows{display:grid;gap:3rem}
.multirow__row{display:grid;gap:1.5rem;align-items:center}
.multirow__media{border-radius:var(--radius);display:flex;align-items:center;justify-content:center;background:linear-gradient(160deg,color-mix(in srgb,var(--color-accent) 45%,var(--color-bg)),color-mix(in srgb,var(--color-primary) 20%,var(--color-bg)))}
.multirow__illustration{width:55%;height:65%}
.multirow__content{display:grid;gap:1rem;justify-items:start}
.multirow__title{margin:0}
.multirow__text{opacity:.88}
@media screen and (min-width:750px){
.multirow__rows{gap:5rem}
.multirow__row{grid-template-columns:1fr 1fr;gap:4rem}
.multirow__content{max-width:32rem}
.multirow--image_first .multirow__row:nth-child(even) .multirow__media,.multirow--text_first .multirow__row:nth-child(odd) .multirow__media{order:2}
}
`,
  schema: {
    name: 'Multirow',
    tag: 'section',
    class: 'multirow-section',
    max_blocks: 6,
    settings: [
      headingSetting(''),
      {
        type: 'select',
        id: 'layout',
        label: 'First row',
        info: 'Rows after it alternate',
        options: [
          { value: 'image_first', label: 'Image first' },
          { value: 'text_first', label: 'Text first' },
        ],
        default: 'image_first',
      },
      { ...IMAGE_RATIO, default: 'landscape' },
      {
        type: 'select',
        id: 'button_style',
        label: 'Button style',
        options: BUTTON_STYLE_OPTIONS,
        default: 'secondary',
      },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'row',
        name: 'Row',
        settings: [
          IMAGE,
          ILLUSTRATION,
          { type: 'text', id: 'heading', label: 'Heading', default: 'Row' },
          {
            type: 'richtext',
            id: 'text',
            label: 'Text',
            default: '<p>Pair text with an image to focus on a product, a collection or a story.</p>',
          },
          ...buttonSettings('Learn more'),
        ],
      },
    ],
    presets: [{ name: 'Multirow', blocks: [{ type: 'row' }, { type: 'row' }, { type: 'row' }] }],
  },
}
