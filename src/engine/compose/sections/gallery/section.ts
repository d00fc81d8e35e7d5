// The gallery section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { headingSetting, imageOrIllustration, SECTION_OPEN, sectionHeading, sectionStyles } from '../parts'
import { colorSettings, ILLUSTRATION, IMAGE, IMAGE_RATIO, padding, type SectionFile } from '../schema'

export const gallery: SectionFile = {
  name: 'gallery',
  liquid: String.raw`
${sectionStyles('gallery')}
{%- style -%}
  #shopify-section-{{ section.id }} .gallery { --columns-desktop: {{ section.settings.columns_desktop }}; --columns-mobile: 2; }
{%- endstyle -%}
${SECTION_OPEN}
  <div class="page-width">
    ${sectionHeading('gallery')}
    <ul class="gallery grid" role="list">
      {%- for block in section.blocks -%}
        <li class="gallery__item" {{ block.shopify_attributes }}>
          {%- capture gallery_figure -%}
            <figure class="gallery__figure">
              <div class="gallery__media media media--{{ section.settings.image_ratio }}">
                ${imageOrIllustration('block', 'gallery', { width: 900, widths: '300, 450, 600, 900', sizes: '(min-width: 990px) 30vw, 50vw' })}
              </div>
              {%- if block.settings.caption != blank -%}
                <figcaption class="gallery__caption">{{ block.settings.caption | escape }}</figcaption>
              {%- endif -%}
            </figure>
          {%- endcapture -%}
          {%- if block.settings.link != blank -%}
            <a href="{{ block.settings.link }}" class="gallery__link"{% if block.settings.caption == blank %} aria-label="{{ block.settings.image.alt | default: section.settings.heading | escape }}"{% endif %}>{{ gallery_figure }}</a>
          {%- else -%}
            {{ gallery_figure }}
          {%- endif -%}
        </li>
      {%- endfor -%}
    </ul>
  </div>
</div>
`,
  css: `.gallery__heading{margin:0 0 2rem}
.gallery__figure{margin:0;display:grid;gap:.6rem}
.gallery__media{border-radius:var(--radius);display:flex;align-items:center;justify-content:center;background:linear-gradient(160deg,color-mix(in srgb,var(--color-accent) 35%,var(--color-bg)),color-mix(in srgb,var(--color-primary) 15%,var(--color-bg)))}
.gallery__media img{transition:transform .5s ease}
.gallery__illustration{width:60%;height:60%}
.gallery__caption{font-size:.9rem;opacity:.85}
.gallery__link{color:inherit;text-decoration:none}
.gallery__link:hover img{transform:scale(1.03)}
.gallery__link:hover .gallery__caption{text-decoration:underline}
@media (prefers-reduced-motion:reduce){.gallery__media img{transition:none}}
`,
  schema: {
    name: 'Gallery',
    tag: 'section',
    class: 'gallery-section',
    max_blocks: 12,
    settings: [
      headingSetting('Lookbook'),
      {
        type: 'range',
        id: 'columns_desktop',
        label: 'Columns on desktop',
        min: 2,
        max: 4,
        step: 1,
        default: 3,
      },
      { ...IMAGE_RATIO, default: 'portrait' },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'image',
        name: 'Image',
        settings: [
          IMAGE,
          ILLUSTRATION,
          { type: 'text', id: 'caption', label: 'Caption' },
          { type: 'url', id: 'link', label: 'Link' },
        ],
      },
    ],
    presets: [
      {
        name: 'Gallery',
        blocks: [{ type: 'image' }, { type: 'image' }, { type: 'image' }],
      },
    ],
  },
}
