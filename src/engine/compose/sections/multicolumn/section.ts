// The multicolumn section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { iconSetting, SECTION_OPEN, sectionStyles } from '../parts'
import { colorSettings, padding, type SectionFile } from '../schema'

export const multicolumn: SectionFile = {
  name: 'multicolumn',
  liquid: String.raw`
${sectionStyles('multicolumn')}
{%- style -%}
  #shopify-section-{{ section.id }} .multicolumn__list { --columns-desktop: {{ section.settings.columns_desktop }}; --columns-mobile: 1; }
{%- endstyle -%}
${SECTION_OPEN}
  <div class="page-width">
    {%- if section.settings.heading != blank -%}
      <h2 class="h2 multicolumn__heading">{{ section.settings.heading | escape }}</h2>
    {%- endif -%}
    <ul class="multicolumn__list grid" role="list">
      {%- for block in section.blocks -%}
        <li class="multicolumn__item multicolumn__item--{{ section.settings.style }}" {{ block.shopify_attributes }}>
          <span class="multicolumn__icon">{%- render 'icon', icon: block.settings.icon -%}</span>
          <h3 class="h3">{{ block.settings.title | escape }}</h3>
          {%- if block.settings.text != blank -%}
            <p>{{ block.settings.text | escape }}</p>
          {%- endif -%}
        </li>
      {%- endfor -%}
    </ul>
  </div>
</div>
`,
  css: `.multicolumn__heading{text-align:center;margin:0 0 2.5rem}
.multicolumn__item{display:grid;gap:.6rem;justify-items:start;align-content:start}
.multicolumn__item:only-child{grid-column:1 / -1;justify-self:center;width:100%;max-width:36rem}
.multicolumn__item h3,.multicolumn__item p{margin:0}
.multicolumn__item p{opacity:.85}
.multicolumn__item--card{background:var(--color-surface);color:var(--color-text);padding:1.75rem;border-radius:var(--radius)}
.color-surface .multicolumn__item--card{background:var(--color-background)}
.multicolumn__item--centered{justify-items:center;text-align:center}
.multicolumn__icon{display:inline-flex;width:2.75rem;height:2.75rem;align-items:center;justify-content:center;border-radius:50%;background:color-mix(in srgb,var(--color-accent) 45%,transparent)}
.multicolumn__icon svg{width:1.4rem;height:1.4rem}
`,
  schema: {
    name: 'Multicolumn',
    tag: 'section',
    class: 'multicolumn-section',
    max_blocks: 6,
    settings: [
      { type: 'text', id: 'heading', label: 'Heading', default: 'Why shop with us' },
      {
        type: 'range',
        id: 'columns_desktop',
        label: 'Columns on desktop',
        min: 1,
        max: 4,
        step: 1,
        default: 3,
      },
      {
        type: 'select',
        id: 'style',
        label: 'Column style',
        options: [
          { value: 'plain', label: 'Plain' },
          { value: 'card', label: 'Card' },
          { value: 'centered', label: 'Centered' },
        ],
        default: 'plain',
      },
      ...colorSettings('surface'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'column',
        name: 'Column',
        settings: [
          iconSetting('star'),
          { type: 'text', id: 'title', label: 'Title', default: 'Column' },
          {
            type: 'text',
            id: 'text',
            label: 'Text',
            default: 'Pair text with an icon to focus on your store.',
          },
        ],
      },
    ],
    presets: [{ name: 'Multicolumn', blocks: [{ type: 'column' }, { type: 'column' }, { type: 'column' }] }],
  },
}
