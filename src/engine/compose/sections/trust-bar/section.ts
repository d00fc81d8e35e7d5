// The trust-bar section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { iconSetting, SECTION_OPEN, sectionStyles } from '../parts'
import { colorSettings, padding, type SectionFile } from '../schema'

export const trustBar: SectionFile = {
  name: 'trust-bar',
  liquid: String.raw`
${sectionStyles('trust-bar')}
${SECTION_OPEN}
  <div class="page-width">
    <ul class="trust-bar" role="list">
      {%- for block in section.blocks -%}
        <li class="trust-bar__item" {{ block.shopify_attributes }}>
          <span class="trust-bar__icon">{%- render 'icon', icon: block.settings.icon -%}</span>
          <span class="trust-bar__text">{{ block.settings.text | escape }}</span>
        </li>
      {%- endfor -%}
    </ul>
  </div>
</div>
`,
  css: `.trust-bar{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:1rem 1.25rem}
.trust-bar__item{display:flex;align-items:center;gap:.6rem;font-size:.9rem;font-weight:600;line-height:1.3}
.trust-bar__icon{flex:none;display:inline-flex;width:2.25rem;height:2.25rem;align-items:center;justify-content:center;border-radius:50%;background:color-mix(in srgb,var(--color-accent) 40%,transparent)}
.trust-bar__icon svg{width:1.2rem;height:1.2rem}
@media screen and (min-width:750px){
.trust-bar{display:flex;flex-wrap:wrap;justify-content:space-evenly;gap:1rem 2.5rem}
.trust-bar__item{font-size:.95rem}
}
`,
  schema: {
    name: 'Trust bar',
    tag: 'section',
    class: 'trust-bar-section',
    max_blocks: 6,
    settings: [...colorSettings('surface'), ...padding(20, 20)],
    blocks: [
      {
        type: 'item',
        name: 'Perk',
        settings: [
          iconSetting('truck'),
          { type: 'text', id: 'text', label: 'Text', default: 'Free shipping over $50' },
        ],
      },
    ],
    presets: [{ name: 'Trust bar', blocks: [{ type: 'item' }, { type: 'item' }, { type: 'item' }] }],
  },
}
