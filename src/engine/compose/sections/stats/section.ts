// The stats section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { headingSetting, SECTION_OPEN, sectionHeading, sectionStyles } from '../parts'
import { colorSettings, padding, type SectionFile } from '../schema'

export const stats: SectionFile = {
  name: 'stats',
  liquid: String.raw`
${sectionStyles('stats')}
{%- style -%}
  #shopify-section-{{ section.id }} .stats__list { --stats-columns: {{ section.blocks.size | at_most: 4 | at_least: 1 }}; }
{%- endstyle -%}
${SECTION_OPEN}
  <div class="page-width stats">
    ${sectionHeading('stats')}
    <dl class="stats__list">
      {%- for block in section.blocks -%}
        <div class="stats__item" {{ block.shopify_attributes }}>
          <dt class="stats__label">{{ block.settings.label | escape }}</dt>
          <dd class="stats__value">{{ block.settings.value | escape }}</dd>
        </div>
      {%- endfor -%}
    </dl>
  </div>
</div>
`,
  css: `.stats__heading{text-align:center;margin:0 0 2.5rem}
.stats__list{margin:0;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:2rem 1rem}
.stats__item{display:flex;flex-direction:column-reverse;justify-content:flex-end;align-items:center;gap:.35rem;text-align:center}
.stats__value{margin:0;font-family:var(--font-heading);font-weight:var(--font-heading-weight);letter-spacing:var(--heading-spacing);font-size:clamp(2.2rem,5vw,3.4rem);line-height:1.05;color:var(--color-fg)}
.stats__label{margin:0;font-size:.95rem;opacity:.8;max-width:16rem}
.stats__item:last-child:nth-child(odd){grid-column:1 / -1}
@media screen and (min-width:750px){
.stats__list{grid-template-columns:repeat(var(--stats-columns,4),minmax(0,1fr))}
.stats__item:last-child:nth-child(odd){grid-column:auto}
.stats__item+.stats__item{border-left:1px solid color-mix(in srgb,currentColor 15%,transparent)}
}
`,
  schema: {
    name: 'Stats',
    tag: 'section',
    class: 'stats-section',
    max_blocks: 8,
    settings: [headingSetting('By the numbers'), ...colorSettings('surface'), ...padding()],
    blocks: [
      {
        type: 'stat',
        name: 'Stat',
        settings: [
          {
            type: 'text',
            id: 'value',
            label: 'Figure',
            info: 'For example 1952, 24 h or 10-year',
            default: '100%',
          },
          { type: 'text', id: 'label', label: 'Label', default: 'Describe what the figure means' },
        ],
      },
    ],
    presets: [{ name: 'Stats', blocks: [{ type: 'stat' }, { type: 'stat' }, { type: 'stat' }] }],
  },
}
