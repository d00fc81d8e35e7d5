// The promo-grid section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import {
  button,
  buttonSettings,
  headingSetting,
  imageOrIllustration,
  SECTION_OPEN,
  sectionHeading,
  sectionStyles,
} from '../parts'
import { colorScheme, colorSettings, ILLUSTRATION, IMAGE, padding, type SectionFile } from '../schema'

export const promoGrid: SectionFile = {
  name: 'promo-grid',
  liquid: String.raw`
${sectionStyles('promo-grid')}
{%- style -%}
  #shopify-section-{{ section.id }} .promo-grid { --promo-columns: {{ section.blocks.size | at_most: 3 | at_least: 1 }}; }
{%- endstyle -%}
${SECTION_OPEN}
  <div class="page-width">
    ${sectionHeading('promo-grid')}
    <ul class="promo-grid" role="list">
      {%- for block in section.blocks -%}
        <li class="promo-card color-{{ block.settings.color_scheme }}" {{ block.shopify_attributes }}>
          <div class="promo-card__media media">
            ${imageOrIllustration('block', 'promo-grid', { width: 1200, widths: '500, 800, 1200', sizes: '(min-width: 990px) 33vw, 100vw' })}
          </div>
          <div class="promo-card__content">
            {%- if block.settings.eyebrow != blank -%}
              <p class="eyebrow">{{ block.settings.eyebrow | escape }}</p>
            {%- endif -%}
            {%- if block.settings.heading != blank -%}
              <h3 class="h2 promo-card__heading">{{ block.settings.heading | escape }}</h3>
            {%- endif -%}
            {%- if block.settings.text != blank -%}
              <p class="promo-card__text">{{ block.settings.text | escape }}</p>
            {%- endif -%}
            ${button('block')}
          </div>
        </li>
      {%- endfor -%}
    </ul>
  </div>
</div>
`,
  css: `.promo-grid__heading{margin:0 0 2rem}
.promo-grid{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
.promo-card{display:flex;flex-direction:column;border-radius:calc(var(--radius) + 4px);overflow:hidden}
.promo-card__media{aspect-ratio:16 / 10;display:flex;align-items:center;justify-content:center;background:color-mix(in srgb,var(--color-fg) 8%,var(--color-bg))}
.promo-grid__illustration{width:50%;height:72%}
.promo-card__content{flex:1;display:flex;flex-direction:column;align-items:flex-start;gap:.75rem;padding:1.5rem 1.5rem 1.75rem}
.promo-card__heading{margin:0;font-size:clamp(1.35rem,2.2vw,1.8rem)}
.promo-card__text{margin:0;opacity:.85}
.promo-card__content .button{margin-top:auto}
@media screen and (min-width:750px){
.promo-grid{grid-template-columns:repeat(var(--promo-columns,2),minmax(0,1fr));gap:1.5rem}
.promo-card__content{padding:2rem 2rem 2.25rem}
}
`,
  schema: {
    name: 'Promo grid',
    tag: 'section',
    class: 'promo-grid-section',
    max_blocks: 3,
    settings: [headingSetting(''), ...colorSettings('background'), ...padding()],
    blocks: [
      {
        type: 'promo',
        name: 'Promo',
        settings: [
          { type: 'text', id: 'eyebrow', label: 'Label above the heading', default: 'New season' },
          { type: 'text', id: 'heading', label: 'Heading', default: 'Promotion' },
          {
            type: 'text',
            id: 'text',
            label: 'Text',
            default: 'Point customers to an offer, a collection or a story.',
          },
          ...buttonSettings('Shop now'),
          IMAGE,
          ILLUSTRATION,
          colorScheme('surface'),
        ],
      },
    ],
    presets: [{ name: 'Promo grid', blocks: [{ type: 'promo' }, { type: 'promo' }] }],
  },
}
