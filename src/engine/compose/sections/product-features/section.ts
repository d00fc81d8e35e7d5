// The product-features section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import {
  headingSetting,
  iconSetting,
  imageOrIllustration,
  SECTION_OPEN,
  sectionHeading,
  sectionStyles,
} from '../parts'
import { colorSettings, ILLUSTRATION, padding, type SectionFile } from '../schema'

/** One feature: its icon, title and text; start-side features face the picture. */
const FEATURE_ITEM = `<li class="product-features__item" {{ block.shopify_attributes }}>
            <span class="product-features__icon">{%- render 'icon', icon: block.settings.icon -%}</span>
            <div class="product-features__body">
              <h3 class="h3 product-features__title">{{ block.settings.title | escape }}</h3>
              {%- if block.settings.text != blank -%}
                <p class="product-features__text">{{ block.settings.text | escape }}</p>
              {%- endif -%}
            </div>
          </li>`

export const productFeatures: SectionFile = {
  name: 'product-features',
  liquid: String.raw`
${sectionStyles('product-features')}
{%- assign features_start = section.blocks.size | plus: 1 | divided_by: 2 -%}
${SECTION_OPEN}
  <div class="page-width product-features">
    ${sectionHeading('product-features')}
    {%- if section.settings.text != blank -%}
      <p class="product-features__intro">{{ section.settings.text | escape }}</p>
    {%- endif -%}
    <div class="product-features__layout">
      <div class="product-features__media">
        ${imageOrIllustration('section', 'product-features', { width: 1000, widths: '400, 700, 1000', sizes: '(min-width: 990px) 35vw, 80vw' })}
      </div>
      <ul class="product-features__list product-features__list--start" role="list">
        {%- for block in section.blocks limit: features_start -%}
          ${FEATURE_ITEM}
        {%- endfor -%}
      </ul>
      {%- if section.blocks.size > features_start -%}
        <ul class="product-features__list product-features__list--end" role="list">
          {%- for block in section.blocks offset: features_start -%}
            ${FEATURE_ITEM}
          {%- endfor -%}
        </ul>
      {%- endif -%}
    </div>
  </div>
</div>
`,
  css: `.product-features{display:grid;gap:1rem}
.product-features__heading{margin:0;text-align:center}
.product-features__intro{margin:0 auto;max-width:40rem;text-align:center;opacity:.85}
.product-features__layout{margin-top:1.5rem;display:grid;gap:2rem;align-items:center}
.product-features__media{justify-self:center;width:min(80%,18rem);aspect-ratio:1 / 1;border-radius:50%;overflow:hidden;display:flex;align-items:center;justify-content:center;background:radial-gradient(circle,color-mix(in srgb,var(--color-accent) 45%,var(--color-bg)) 0 55%,color-mix(in srgb,var(--color-accent) 18%,var(--color-bg)) 56% 100%)}
.product-features__media img{width:100%;height:100%;object-fit:cover}
.product-features__illustration{width:62%;height:62%}
.product-features__list{list-style:none;margin:0;padding:0;display:grid;gap:1.75rem}
.product-features__item{display:flex;gap:1rem;align-items:flex-start}
.product-features__icon{flex:none;display:inline-flex;width:2.75rem;height:2.75rem;align-items:center;justify-content:center;border-radius:50%;background:color-mix(in srgb,var(--color-accent) 45%,transparent)}
.product-features__icon svg{width:1.35rem;height:1.35rem}
.product-features__body{display:grid;gap:.3rem}
.product-features__title{margin:0}
.product-features__text{margin:0;opacity:.82}
@media screen and (min-width:990px){
.product-features__layout{grid-template-columns:minmax(0,1fr) minmax(18rem,26rem) minmax(0,1fr);grid-template-areas:"start media end";gap:3rem}
.product-features__media{grid-area:media;width:100%}
.product-features__list--start{grid-area:start}
.product-features__list--end{grid-area:end}
.product-features__list--start .product-features__item{flex-direction:row-reverse;text-align:right}
}
`,
  schema: {
    name: 'Product features',
    tag: 'section',
    class: 'product-features-section',
    max_blocks: 6,
    settings: [
      headingSetting('Made to last'),
      { type: 'text', id: 'text', label: 'Text' },
      { type: 'image_picker', id: 'image', label: 'Image' },
      ILLUSTRATION,
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'feature',
        name: 'Feature',
        settings: [
          iconSetting('leaf'),
          { type: 'text', id: 'title', label: 'Title', default: 'Feature' },
          { type: 'text', id: 'text', label: 'Text', default: 'Say what it does for the customer.' },
        ],
      },
    ],
    presets: [
      {
        name: 'Product features',
        blocks: [{ type: 'feature' }, { type: 'feature' }, { type: 'feature' }, { type: 'feature' }],
      },
    ],
  },
}
