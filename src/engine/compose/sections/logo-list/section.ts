// The logo-list section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { headingSetting, SECTION_OPEN, sectionHeading, sectionStyles } from '../parts'
import { colorSettings, padding, type SectionFile } from '../schema'

export const logoList: SectionFile = {
  name: 'logo-list',
  liquid: String.raw`
${sectionStyles('logo-list')}
{%- style -%}
  #shopify-section-{{ section.id }} .logo-list { --logo-height: {{ section.settings.logo_height }}px; }
{%- endstyle -%}
${SECTION_OPEN}
  <div class="page-width logo-list">
    ${sectionHeading('logo-list')}
    <ul class="logo-list__list" role="list">
      {%- for block in section.blocks -%}
        <li class="logo-list__item" {{ block.shopify_attributes }}>
          {%- capture logo -%}
            {%- if block.settings.image != blank -%}
              {{ block.settings.image | image_url: width: 480 | image_tag: class: 'logo-list__image', alt: block.settings.name, widths: '160, 320, 480', sizes: '160px', loading: 'lazy' }}
            {%- else -%}
              <span class="logo-list__wordmark">{{ block.settings.name | escape }}</span>
            {%- endif -%}
          {%- endcapture -%}
          {%- if block.settings.link != blank -%}
            <a href="{{ block.settings.link }}" class="logo-list__link">{{ logo }}</a>
          {%- else -%}
            {{ logo }}
          {%- endif -%}
        </li>
      {%- endfor -%}
    </ul>
  </div>
</div>
`,
  css: `.logo-list{display:grid;gap:1.75rem;justify-items:center;text-align:center}
.logo-list__heading{margin:0;font-family:var(--font-body);font-size:.8rem;font-weight:600;letter-spacing:.16em;text-transform:uppercase}
.logo-list__list{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:1.5rem 3rem}
.logo-list__item{display:flex;align-items:center;min-height:var(--logo-height,40px)}
.logo-list__image{height:var(--logo-height,40px);width:auto;max-width:10rem;object-fit:contain;filter:grayscale(1);opacity:.8}
.logo-list__link{color:inherit;text-decoration:none}
.logo-list__link:hover .logo-list__image{filter:none;opacity:1}
.logo-list__wordmark{font-family:var(--font-heading);font-size:calc(var(--logo-height,40px) * .6);line-height:1;white-space:nowrap;opacity:.78}
.logo-list__item:nth-child(3n+1) .logo-list__wordmark{font-family:Georgia,"Times New Roman",serif;font-style:italic}
.logo-list__item:nth-child(3n+2) .logo-list__wordmark{font-family:var(--font-body);font-weight:700;text-transform:uppercase;letter-spacing:.14em;font-size:calc(var(--logo-height,40px) * .42)}
.logo-list__item:nth-child(3n) .logo-list__wordmark{font-weight:800;letter-spacing:-.02em}
`,
  schema: {
    name: 'Logo list',
    tag: 'section',
    class: 'logo-list-section',
    max_blocks: 12,
    settings: [
      headingSetting('As featured in'),
      {
        type: 'range',
        id: 'logo_height',
        label: 'Logo height',
        min: 24,
        max: 80,
        step: 4,
        unit: 'px',
        default: 40,
      },
      ...colorSettings('background'),
      ...padding(32, 32),
    ],
    blocks: [
      {
        type: 'logo',
        name: 'Logo',
        settings: [
          {
            type: 'text',
            id: 'name',
            label: 'Name',
            info: 'Shown as a wordmark while no image is chosen, and read by screen readers',
            default: 'Publication',
          },
          { type: 'image_picker', id: 'image', label: 'Logo image' },
          { type: 'url', id: 'link', label: 'Link' },
        ],
      },
    ],
    presets: [
      {
        name: 'Logo list',
        blocks: [{ type: 'logo' }, { type: 'logo' }, { type: 'logo' }, { type: 'logo' }],
      },
    ],
  },
}
