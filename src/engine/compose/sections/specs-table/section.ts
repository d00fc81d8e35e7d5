// The specs-table section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { headingSetting, SECTION_OPEN, sectionStyles } from '../parts'
import { colorSettings, padding, type SectionFile } from '../schema'

export const specsTable: SectionFile = {
  name: 'specs-table',
  liquid: String.raw`
${sectionStyles('specs-table')}
${SECTION_OPEN}
  <div class="page-width specs-table">
    {%- if section.settings.heading != blank -%}
      <h2 class="h2 specs-table__heading" id="SpecsHeading-{{ section.id }}">{{ section.settings.heading | escape }}</h2>
    {%- endif -%}
    {%- if section.settings.intro != blank -%}
      <div class="rte specs-table__intro">{{ section.settings.intro }}</div>
    {%- endif -%}
    <table class="specs-table__table"{% if section.settings.heading != blank %} aria-labelledby="SpecsHeading-{{ section.id }}"{% endif %}>
      <tbody>
        {%- for block in section.blocks -%}
          <tr class="specs-table__row" {{ block.shopify_attributes }}>
            <th scope="row" class="specs-table__label">{{ block.settings.label | escape }}</th>
            <td class="specs-table__value">{{ block.settings.value | escape }}</td>
          </tr>
        {%- endfor -%}
      </tbody>
    </table>
  </div>
</div>
`,
  css: `.specs-table{max-width:48rem;display:grid;gap:1.25rem}
.specs-table__heading{margin:0}
.specs-table__intro{opacity:.85}
.specs-table__table{width:100%;border-collapse:collapse;font-size:.95rem}
.specs-table__row{border-bottom:1px solid color-mix(in srgb,currentColor 16%,transparent)}
.specs-table__row:first-child{border-top:1px solid color-mix(in srgb,currentColor 16%,transparent)}
.specs-table__label,.specs-table__value{padding:.85rem 0;text-align:left;vertical-align:top}
.specs-table__label{width:42%;padding-right:1rem;font-weight:600}
.specs-table__value{opacity:.88}
@media screen and (min-width:750px){.specs-table__label{width:35%}}
`,
  schema: {
    name: 'Specifications',
    tag: 'section',
    class: 'specs-table-section',
    max_blocks: 24,
    settings: [
      headingSetting('Specifications'),
      { type: 'richtext', id: 'intro', label: 'Introduction' },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'row',
        name: 'Row',
        settings: [
          { type: 'text', id: 'label', label: 'Label', default: 'Material' },
          { type: 'text', id: 'value', label: 'Value', default: 'Describe it' },
        ],
      },
    ],
    presets: [{ name: 'Specifications', blocks: [{ type: 'row' }, { type: 'row' }, { type: 'row' }] }],
  },
}
