// The rich-text section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { ALIGNMENT, SECTION_OPEN, sectionStyles, TEXT_BLOCKS, textBlocks } from '../parts'
import { colorSettings, padding, type SectionFile } from '../schema'

export const richTextSection: SectionFile = {
  name: 'rich-text',
  liquid: String.raw`
${sectionStyles('rich-text')}
${SECTION_OPEN}
  <div class="page-width rich-text rich-text--{{ section.settings.alignment }}">
    {%- for block in section.blocks -%}
      {%- case block.type -%}${TEXT_BLOCKS}
      {%- endcase -%}
    {%- endfor -%}
  </div>
</div>
`,
  css: `.rich-text{max-width:46rem;display:grid;gap:1.25rem}
.rich-text--center{text-align:center;margin:0 auto;justify-items:center}
.rich-text h2{margin:0}
`,
  schema: {
    name: 'Rich text',
    tag: 'section',
    class: 'rich-text-section',
    settings: [{ ...ALIGNMENT, default: 'center' }, ...colorSettings('background'), ...padding()],
    blocks: textBlocks({
      heading: 'Talk about your brand',
      text: 'Share information about your brand with your customers.',
      button: 'Learn more',
    }),
    presets: [{ name: 'Rich text', blocks: [{ type: 'heading' }, { type: 'text' }, { type: 'button' }] }],
  },
}
