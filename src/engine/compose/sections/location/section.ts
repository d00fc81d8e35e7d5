// The location section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { headingSetting, SECTION_OPEN, sectionStyles } from '../parts'
import { colorSettings, padding, type SectionFile } from '../schema'

export const location: SectionFile = {
  name: 'location',
  liquid: String.raw`
${sectionStyles('location')}
{%- liquid
  assign directions_url = section.settings.directions_link
  if directions_url == blank and section.settings.address != blank
    assign directions_url = section.settings.address | url_encode | prepend: 'https://www.google.com/maps/search/?api=1&query='
  endif
-%}
${SECTION_OPEN}
  <div class="page-width location location--{{ section.settings.layout }}">
    <div class="location__panel" aria-hidden="true">
      <span class="location__pin">{%- render 'icon', icon: 'map-pin' -%}</span>
    </div>
    <div class="location__info">
      {%- if section.settings.heading != blank -%}
        <h2 class="h2 location__heading">{{ section.settings.heading | escape }}</h2>
      {%- endif -%}
      <dl class="location__details">
        {%- if section.settings.address != blank -%}
          <div class="location__detail">
            <dt class="location__label">{{ 'sections.location.address' | t }}</dt>
            <dd class="location__value"><address class="location__address">{{ section.settings.address | escape | newline_to_br }}</address></dd>
          </div>
        {%- endif -%}
        {%- if section.settings.hours != blank -%}
          <div class="location__detail">
            <dt class="location__label">{{ 'sections.location.hours' | t }}</dt>
            <dd class="location__value rte">{{ section.settings.hours }}</dd>
          </div>
        {%- endif -%}
        {%- if section.settings.phone != blank -%}
          <div class="location__detail">
            <dt class="location__label">{{ 'sections.location.phone' | t }}</dt>
            <dd class="location__value"><a href="tel:{{ section.settings.phone | remove: ' ' | escape }}">{{ section.settings.phone | escape }}</a></dd>
          </div>
        {%- endif -%}
      </dl>
      {%- if directions_url != blank and section.settings.directions_label != blank -%}
        <div class="button-row">
          <a href="{{ directions_url }}" class="button button--primary">{{ section.settings.directions_label | escape }}</a>
        </div>
      {%- endif -%}
    </div>
  </div>
</div>
`,
  css: `.location{display:grid;gap:2rem;align-items:center}
.location__panel{position:relative;min-height:15rem;aspect-ratio:4 / 3;border-radius:var(--radius);overflow:hidden;display:flex;align-items:center;justify-content:center;color:var(--color-primary);background-color:color-mix(in srgb,var(--color-accent) 22%,var(--color-bg));background-image:linear-gradient(28deg,transparent 46%,color-mix(in srgb,var(--color-bg) 85%,transparent) 46%,color-mix(in srgb,var(--color-bg) 85%,transparent) 50%,transparent 50%),linear-gradient(-62deg,transparent 62%,color-mix(in srgb,var(--color-bg) 85%,transparent) 62%,color-mix(in srgb,var(--color-bg) 85%,transparent) 64.5%,transparent 64.5%),repeating-linear-gradient(0deg,transparent 0 46px,color-mix(in srgb,currentColor 6%,transparent) 46px 48px),repeating-linear-gradient(90deg,transparent 0 46px,color-mix(in srgb,currentColor 6%,transparent) 46px 48px)}
.location__pin{display:inline-flex;align-items:center;justify-content:center;width:5.5rem;height:5.5rem;border-radius:50%;background:var(--color-bg);box-shadow:0 10px 30px color-mix(in srgb,#000 18%,transparent)}
.location__pin svg{width:2.75rem;height:2.75rem}
.location__info{display:grid;gap:1.5rem;align-content:start}
.location__heading{margin:0}
.location__details{margin:0;display:grid;gap:1.1rem}
.location__detail{display:grid;gap:.2rem}
.location__label{font-size:.78rem;font-weight:600;letter-spacing:.12em;text-transform:uppercase}
.location__value{margin:0}
.location__address{font-style:normal}
.location__value a{font-weight:600}
@media screen and (min-width:750px){
.location{grid-template-columns:1.1fr 1fr;gap:4rem}
.location--text_first .location__panel{order:2}
.location__panel{min-height:22rem}
}
`,
  schema: {
    name: 'Location',
    tag: 'section',
    class: 'location-section',
    settings: [
      headingSetting('Visit us'),
      {
        type: 'textarea',
        id: 'address',
        label: 'Address',
        default: '12 Market Street\nPortland, OR 97205',
      },
      {
        type: 'richtext',
        id: 'hours',
        label: 'Opening hours',
        default: '<p>Monday to Friday: 9am – 6pm<br>Saturday: 10am – 4pm</p>',
      },
      { type: 'text', id: 'phone', label: 'Phone' },
      { type: 'text', id: 'directions_label', label: 'Directions button label', default: 'Get directions' },
      {
        type: 'url',
        id: 'directions_link',
        label: 'Directions link',
        info: 'Empty opens the address in Google Maps',
      },
      {
        type: 'select',
        id: 'layout',
        label: 'Layout',
        options: [
          { value: 'map_first', label: 'Map first' },
          { value: 'text_first', label: 'Text first' },
        ],
        default: 'map_first',
      },
      ...colorSettings('background'),
      ...padding(),
    ],
    presets: [{ name: 'Location' }],
  },
}
