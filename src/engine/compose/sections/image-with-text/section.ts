// The image-with-text section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { ICON_OPTIONS, SECTION_OPEN, sectionStyles, TEXT_BLOCKS, textBlocks } from '../parts'
import { colorSettings, ILLUSTRATION, illustration, IMAGE_RATIO, padding, type SectionFile } from '../schema'

export const imageWithText: SectionFile = {
  name: 'image-with-text',
  liquid: String.raw`
${sectionStyles('image-with-text')}
${SECTION_OPEN}
  <div class="page-width image-with-text image-with-text--{{ section.settings.layout }}">
    <div class="image-with-text__media media media--{{ section.settings.image_ratio }}">
      {%- if section.settings.image != blank -%}
        {{ section.settings.image | image_url: width: 1500 | image_tag: widths: '600, 900, 1200, 1500', sizes: '(min-width: 990px) 50vw, 100vw', loading: 'lazy' }}
      {%- else -%}
        <div class="image-with-text__placeholder" aria-hidden="true">
          {%- if section.settings.illustration != blank -%}
            ${illustration('section.settings.illustration', 'image-with-text__illustration')}
          {%- else -%}
            {%- render 'icon', icon: section.settings.placeholder_icon -%}
          {%- endif -%}
        </div>
      {%- endif -%}
    </div>
    <div class="image-with-text__content">
      {%- for block in section.blocks -%}
        {%- case block.type -%}${TEXT_BLOCKS}
        {%- endcase -%}
      {%- endfor -%}
    </div>
  </div>
</div>
`,
  css: `.image-with-text{display:grid;gap:2.5rem;align-items:center}
.image-with-text__media{border-radius:var(--radius);overflow:hidden}
.image-with-text__media img{width:100%;height:100%;object-fit:cover}
.image-with-text__placeholder{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;background:linear-gradient(160deg,color-mix(in srgb,var(--color-accent) 70%,var(--color-bg)),color-mix(in srgb,var(--color-primary) 55%,var(--color-bg)));color:var(--color-bg)}
.image-with-text__placeholder svg{width:30%;height:30%;opacity:.8}
.image-with-text__placeholder .image-with-text__illustration{width:66%;height:66%;opacity:1}
.image-with-text__content{display:grid;gap:1.1rem;justify-items:start}
.image-with-text__content h2{margin:0}
@media screen and (min-width:750px){
.image-with-text{grid-template-columns:1fr 1fr;gap:4rem}
.image-with-text--text_first .image-with-text__media{order:2}
}
`,
  schema: {
    name: 'Image with text',
    tag: 'section',
    class: 'image-with-text-section',
    settings: [
      { type: 'image_picker', id: 'image', label: 'Image' },
      ILLUSTRATION,
      {
        type: 'select',
        id: 'placeholder_icon',
        label: 'Icon shown without an image',
        options: ICON_OPTIONS,
        default: 'sparkle',
      },
      {
        type: 'select',
        id: 'layout',
        label: 'Layout',
        options: [
          { value: 'image_first', label: 'Image first' },
          { value: 'text_first', label: 'Text first' },
        ],
        default: 'image_first',
      },
      { ...IMAGE_RATIO, default: 'portrait' },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: textBlocks({
      heading: 'Image with text',
      text: 'Pair text with an image to tell a story.',
      button: 'Shop now',
    }),
    presets: [
      { name: 'Image with text', blocks: [{ type: 'heading' }, { type: 'text' }, { type: 'button' }] },
    ],
  },
}
