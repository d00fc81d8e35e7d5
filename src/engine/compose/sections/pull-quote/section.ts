// The pull-quote section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { SECTION_OPEN, sectionStyles } from '../parts'
import { colorSettings, padding, type SectionFile } from '../schema'

export const pullQuote: SectionFile = {
  name: 'pull-quote',
  liquid: String.raw`
${sectionStyles('pull-quote')}
${SECTION_OPEN}
  <div class="page-width">
    <figure class="pull-quote pull-quote--{{ section.settings.alignment }}">
      <span class="pull-quote__mark" aria-hidden="true">&ldquo;</span>
      <blockquote class="pull-quote__quote">
        <p>{{ section.settings.quote | escape }}</p>
      </blockquote>
      {%- if section.settings.attribution != blank or section.settings.source != blank -%}
        <figcaption class="pull-quote__caption">
          {%- if section.settings.attribution != blank -%}
            <span class="pull-quote__author">{{ section.settings.attribution | escape }}</span>
          {%- endif -%}
          {%- if section.settings.source != blank -%}
            <cite class="pull-quote__source">{{ section.settings.source | escape }}</cite>
          {%- endif -%}
        </figcaption>
      {%- endif -%}
    </figure>
  </div>
</div>
`,
  css: `.pull-quote{margin:0 auto;max-width:52rem;display:grid;gap:1.25rem}
.pull-quote--center{text-align:center;justify-items:center}
.pull-quote__mark{font-family:var(--font-heading);font-size:5rem;line-height:.6;height:2.5rem;color:var(--color-accent)}
.color-accent .pull-quote__mark{color:var(--color-fg);opacity:.6}
.pull-quote__quote{margin:0}
.pull-quote__quote p{margin:0;font-family:var(--font-heading);font-weight:var(--font-heading-weight);font-size:clamp(1.5rem,3.4vw,2.4rem);line-height:1.3}
.pull-quote__caption{display:flex;flex-wrap:wrap;gap:.25rem .75rem;font-size:.95rem}
.pull-quote--center .pull-quote__caption{justify-content:center}
.pull-quote__author{font-weight:600}
.pull-quote__author::before{content:"\\2014\\00a0"}
.pull-quote__source{font-style:normal}
`,
  schema: {
    name: 'Pull quote',
    tag: 'section',
    class: 'pull-quote-section',
    settings: [
      {
        type: 'textarea',
        id: 'quote',
        label: 'Quote',
        default: 'Share a line from a customer, a review or the founder.',
      },
      { type: 'text', id: 'attribution', label: 'Attribution', default: 'Name' },
      { type: 'text', id: 'source', label: 'Source', info: 'A publication or a title, for example' },
      {
        type: 'select',
        id: 'alignment',
        label: 'Alignment',
        options: [
          { value: 'left', label: 'Left' },
          { value: 'center', label: 'Center' },
        ],
        default: 'center',
      },
      ...colorSettings('surface'),
      ...padding(),
    ],
    presets: [{ name: 'Pull quote' }],
  },
}
