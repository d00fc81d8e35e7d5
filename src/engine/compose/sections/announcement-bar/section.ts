// The announcement-bar section: its Liquid, stylesheet and schema, as every theme has it.
import { COLOR_STYLE, colorSettings, type SectionFile, stylesheet } from '../schema'

export const announcementBar: SectionFile = {
  name: 'announcement-bar',
  liquid: String.raw`
${stylesheet('announcement-bar')}
${COLOR_STYLE}
<div class="announcement-bar color-{{ section.settings.color_scheme }} section-colors" role="region" aria-label="{{ 'sections.announcement.label' | t }}">
  <div class="page-width announcement-bar__inner">
    {%- for block in section.blocks -%}
      <p class="announcement-bar__message" {{ block.shopify_attributes }}>
        {%- if block.settings.link != blank -%}
          <a href="{{ block.settings.link }}" class="announcement-bar__link">{{ block.settings.text | escape }}</a>
        {%- else -%}
          {{ block.settings.text | escape }}
        {%- endif -%}
      </p>
    {%- endfor -%}
  </div>
</div>
`,
  css: `.announcement-bar{font-size:.8125rem;letter-spacing:.04em;text-align:center}
.announcement-bar__inner{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem 2.5rem;padding-top:.6rem;padding-bottom:.6rem}
.announcement-bar__message{margin:0}
.announcement-bar__link{color:inherit;text-underline-offset:.2em}
`,
  schema: {
    name: 'Announcement bar',
    class: 'announcement-bar-section',
    max_blocks: 3,
    settings: colorSettings('primary'),
    blocks: [
      {
        type: 'announcement',
        name: 'Announcement',
        settings: [
          { type: 'text', id: 'text', label: 'Text', default: 'Welcome to our store' },
          { type: 'url', id: 'link', label: 'Link' },
        ],
      },
    ],
    presets: [{ name: 'Announcement bar', blocks: [{ type: 'announcement' }] }],
    enabled_on: { groups: ['header'] },
  },
}
