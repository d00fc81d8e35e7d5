// The timeline section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { headingSetting, SECTION_OPEN, sectionHeading, sectionStyles } from '../parts'
import { colorSettings, padding, type SectionFile } from '../schema'

export const timeline: SectionFile = {
  name: 'timeline',
  liquid: String.raw`
${sectionStyles('timeline')}
${SECTION_OPEN}
  <div class="page-width timeline">
    ${sectionHeading('timeline')}
    <ol class="timeline__list" role="list">
      {%- for block in section.blocks -%}
        <li class="timeline__item" {{ block.shopify_attributes }}>
          <p class="timeline__year">{{ block.settings.year | escape }}</p>
          <h3 class="h3 timeline__title">{{ block.settings.title | escape }}</h3>
          {%- if block.settings.text != blank -%}
            <p class="timeline__text">{{ block.settings.text | escape }}</p>
          {%- endif -%}
        </li>
      {%- endfor -%}
    </ol>
  </div>
</div>
`,
  css: `.timeline__heading{margin:0 0 2.5rem;text-align:center}
.timeline__list{list-style:none;margin:0;padding:0;display:grid;gap:2rem;border-left:2px solid color-mix(in srgb,currentColor 18%,transparent);margin-left:.4rem}
.timeline__item{position:relative;display:grid;gap:.35rem;padding-left:1.75rem}
.timeline__item::before{content:"";position:absolute;left:-.5rem;top:.35rem;width:.9rem;height:.9rem;border-radius:50%;background:var(--color-accent);box-shadow:0 0 0 4px var(--color-bg)}
.timeline__year{margin:0;font-family:var(--font-heading);font-weight:var(--font-heading-weight);font-size:1.6rem;line-height:1.1;color:var(--color-fg)}
.timeline__title{margin:0}
.timeline__text{margin:0;opacity:.82}
@media screen and (min-width:750px){
.timeline__list{border-left:0;margin-left:0;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:2.5rem 0}
.timeline__item{padding:1.75rem 1.5rem 0 0;border-top:2px solid color-mix(in srgb,currentColor 18%,transparent)}
.timeline__item::before{left:0;top:-.55rem}
}
`,
  schema: {
    name: 'Timeline',
    tag: 'section',
    class: 'timeline-section',
    max_blocks: 10,
    settings: [headingSetting('Our story'), ...colorSettings('background'), ...padding()],
    blocks: [
      {
        type: 'milestone',
        name: 'Milestone',
        settings: [
          { type: 'text', id: 'year', label: 'Year', default: '2020' },
          { type: 'text', id: 'title', label: 'Title', default: 'Milestone' },
          {
            type: 'textarea',
            id: 'text',
            label: 'Text',
            default: 'Tell customers what happened and why it mattered.',
          },
        ],
      },
    ],
    presets: [
      {
        name: 'Timeline',
        blocks: [{ type: 'milestone' }, { type: 'milestone' }, { type: 'milestone' }],
      },
    ],
  },
}
