// The comparison-table section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { headingSetting, SECTION_OPEN, sectionStyles } from '../parts'
import { colorSettings, padding, type SectionFile } from '../schema'

export const comparisonTable: SectionFile = {
  name: 'comparison-table',
  liquid: String.raw`
${sectionStyles('comparison-table')}
{%- capture included_mark -%}
  <span class="comparison-table__mark comparison-table__mark--yes">{%- render 'icon', icon: 'check' -%}<span class="visually-hidden">{{ 'sections.comparison.included' | t }}</span></span>
{%- endcapture -%}
{%- capture missing_mark -%}
  <span class="comparison-table__mark comparison-table__mark--no">{%- render 'icon', icon: 'close' -%}<span class="visually-hidden">{{ 'sections.comparison.not_included' | t }}</span></span>
{%- endcapture -%}
${SECTION_OPEN}
  <div class="page-width comparison-table">
    {%- if section.settings.heading != blank -%}
      <h2 class="h2 comparison-table__heading" id="ComparisonHeading-{{ section.id }}">{{ section.settings.heading | escape }}</h2>
    {%- endif -%}
    <table class="comparison-table__table"{% if section.settings.heading != blank %} aria-labelledby="ComparisonHeading-{{ section.id }}"{% endif %}>
      <thead>
        <tr>
          <th scope="col" class="comparison-table__feature-head"><span class="visually-hidden">{{ 'sections.comparison.feature' | t }}</span></th>
          <th scope="col" class="comparison-table__ours">{{ section.settings.ours_label | escape }}</th>
          <th scope="col" class="comparison-table__theirs">{{ section.settings.theirs_label | escape }}</th>
        </tr>
      </thead>
      <tbody>
        {%- for block in section.blocks -%}
          <tr {{ block.shopify_attributes }}>
            <th scope="row" class="comparison-table__feature">{{ block.settings.feature | escape }}</th>
            <td class="comparison-table__ours">{% if block.settings.ours %}{{ included_mark }}{% else %}{{ missing_mark }}{% endif %}</td>
            <td class="comparison-table__theirs">{% if block.settings.theirs %}{{ included_mark }}{% else %}{{ missing_mark }}{% endif %}</td>
          </tr>
        {%- endfor -%}
      </tbody>
    </table>
  </div>
</div>
`,
  css: `.comparison-table{max-width:52rem;display:grid;gap:1.75rem}
.comparison-table__heading{margin:0;text-align:center}
.comparison-table__table{width:100%;border-collapse:separate;border-spacing:0;font-size:.95rem}
.comparison-table__table th,.comparison-table__table td{padding:.9rem .6rem;border-bottom:1px solid color-mix(in srgb,currentColor 14%,transparent)}
.comparison-table__feature{text-align:left;font-weight:500}
.comparison-table__table thead th{font-family:var(--font-heading);font-weight:var(--font-heading-weight);font-size:1rem;border-bottom-width:2px}
.comparison-table__ours,.comparison-table__theirs{width:24%;text-align:center}
.comparison-table__ours{background:color-mix(in srgb,var(--color-accent) 22%,transparent)}
thead .comparison-table__ours{border-radius:var(--radius) var(--radius) 0 0}
tbody tr:last-child .comparison-table__ours{border-radius:0 0 var(--radius) var(--radius)}
.comparison-table__mark{display:inline-flex;align-items:center;justify-content:center;width:1.9rem;height:1.9rem;border-radius:50%}
.comparison-table__mark svg{width:1.1rem;height:1.1rem}
.comparison-table__mark--yes{background:var(--color-btn,var(--color-primary));color:var(--color-btn-text,var(--color-on-primary))}
.comparison-table__mark--no{opacity:.45}
@media screen and (min-width:750px){.comparison-table__ours,.comparison-table__theirs{width:22%}.comparison-table__table th,.comparison-table__table td{padding:1rem 1.25rem}}
`,
  schema: {
    name: 'Comparison table',
    tag: 'section',
    class: 'comparison-table-section',
    max_blocks: 12,
    settings: [
      headingSetting('How we compare'),
      { type: 'text', id: 'ours_label', label: 'Our column', default: 'Us' },
      { type: 'text', id: 'theirs_label', label: 'Their column', default: 'Others' },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'row',
        name: 'Row',
        settings: [
          { type: 'text', id: 'feature', label: 'Feature', default: 'Feature' },
          { type: 'checkbox', id: 'ours', label: 'We offer it', default: true },
          { type: 'checkbox', id: 'theirs', label: 'They offer it', default: false },
        ],
      },
    ],
    presets: [{ name: 'Comparison table', blocks: [{ type: 'row' }, { type: 'row' }, { type: 'row' }] }],
  },
}
