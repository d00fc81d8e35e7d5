// The steps section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { headingSetting, iconSetting, SECTION_OPEN, sectionHeading, sectionStyles } from '../parts'
import { colorSettings, padding, type SectionFile } from '../schema'

export const steps: SectionFile = {
  name: 'steps',
  liquid: String.raw`
${sectionStyles('steps')}
{%- style -%}
  #shopify-section-{{ section.id }} .steps__list { --steps-columns: {{ section.blocks.size | at_most: 4 | at_least: 1 }}; }
{%- endstyle -%}
${SECTION_OPEN}
  <div class="page-width steps">
    ${sectionHeading('steps')}
    <ol class="steps__list" role="list">
      {%- for block in section.blocks -%}
        <li class="steps__item" {{ block.shopify_attributes }}>
          <div class="steps__marker">
            <span class="steps__number">{{ forloop.index }}</span>
            <span class="steps__icon">{%- render 'icon', icon: block.settings.icon -%}</span>
          </div>
          <h3 class="h3 steps__title">{{ block.settings.title | escape }}</h3>
          {%- if block.settings.text != blank -%}
            <p class="steps__text">{{ block.settings.text | escape }}</p>
          {%- endif -%}
        </li>
      {%- endfor -%}
    </ol>
  </div>
</div>
`,
  css: `.steps__heading{margin:0 0 2.5rem;text-align:center}
.steps__list{list-style:none;margin:0;padding:0;display:grid;gap:1.25rem}
.steps__item{display:grid;gap:.6rem;align-content:start;padding:1.5rem;border-radius:var(--radius);background:color-mix(in srgb,var(--color-fg) 5%,transparent)}
.steps__marker{display:flex;align-items:center;gap:.75rem}
.steps__number{display:inline-flex;align-items:center;justify-content:center;width:2.25rem;height:2.25rem;border-radius:50%;background:var(--color-btn,var(--color-primary));color:var(--color-btn-text,var(--color-on-primary));font-weight:700}
.steps__icon svg{width:1.6rem;height:1.6rem}
.steps__title{margin:0}
.steps__text{margin:0;opacity:.82}
@media screen and (min-width:750px){.steps__list{grid-template-columns:repeat(var(--steps-columns,3),minmax(0,1fr));gap:1.5rem}}
`,
  schema: {
    name: 'Steps',
    tag: 'section',
    class: 'steps-section',
    max_blocks: 6,
    settings: [headingSetting('How it works'), ...colorSettings('background'), ...padding()],
    blocks: [
      {
        type: 'step',
        name: 'Step',
        settings: [
          iconSetting('sparkle'),
          { type: 'text', id: 'title', label: 'Title', default: 'Step' },
          {
            type: 'text',
            id: 'text',
            label: 'Text',
            default: 'Explain this step in a sentence.',
          },
        ],
      },
    ],
    presets: [{ name: 'Steps', blocks: [{ type: 'step' }, { type: 'step' }, { type: 'step' }] }],
  },
}
