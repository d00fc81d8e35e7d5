// Sections that answer a shopper's practical questions: specifications, a comparison, plans,
// product features and where to find the shop.
import { iconSetting } from '../sections/parts'
import {
  button,
  buttonSettings,
  headingSetting,
  imageOrIllustration,
  SECTION_OPEN,
  sectionHeading,
  sectionStyles,
} from '../sections/parts'
import { colorSettings, ILLUSTRATION, padding, type SectionFile } from '../sections/schema'

export const specsTable: SectionFile = {
  name: 'specs-table',
  liquid: String.raw`
${sectionStyles('specs-table')}
${SECTION_OPEN}
  <div class="page-width specs-table">
    {%- if section.settings.heading != blank -%}
      <h2 class="h2 specs-table__heading" id="SpecsHeading-{{ section.id }}">{{ section.settings.heading | escape }}</h2>
    {%- endif -%}
    {%- if section.settings.intro != blank -%}
      <div class="rte specs-table__intro">{{ section.settings.intro }}</div>
    {%- endif -%}
    <table class="specs-table__table"{% if section.settings.heading != blank %} aria-labelledby="SpecsHeading-{{ section.id }}"{% endif %}>
      <tbody>
        {%- for block in section.blocks -%}
          <tr class="specs-table__row" {{ block.shopify_attributes }}>
            <th scope="row" class="specs-table__label">{{ block.settings.label | escape }}</th>
            <td class="specs-table__value">{{ block.settings.value | escape }}</td>
          </tr>
        {%- endfor -%}
      </tbody>
    </table>
  </div>
</div>
`,
  css: `.specs-table{max-width:48rem;display:grid;gap:1.25rem}
.specs-table__heading{margin:0}
.specs-table__intro{opacity:.85}
.specs-table__table{width:100%;border-collapse:collapse;font-size:.95rem}
.specs-table__row{border-bottom:1px solid color-mix(in srgb,currentColor 16%,transparent)}
.specs-table__row:first-child{border-top:1px solid color-mix(in srgb,currentColor 16%,transparent)}
.specs-table__label,.specs-table__value{padding:.85rem 0;text-align:left;vertical-align:top}
.specs-table__label{width:42%;padding-right:1rem;font-weight:600}
.specs-table__value{opacity:.88}
@media screen and (min-width:750px){.specs-table__label{width:35%}}
`,
  schema: {
    name: 'Specifications',
    tag: 'section',
    class: 'specs-table-section',
    max_blocks: 24,
    settings: [
      headingSetting('Specifications'),
      { type: 'richtext', id: 'intro', label: 'Introduction' },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'row',
        name: 'Row',
        settings: [
          { type: 'text', id: 'label', label: 'Label', default: 'Material' },
          { type: 'text', id: 'value', label: 'Value', default: 'Describe it' },
        ],
      },
    ],
    presets: [{ name: 'Specifications', blocks: [{ type: 'row' }, { type: 'row' }, { type: 'row' }] }],
  },
}

export const comparisonTable: SectionFile = {
  name: 'comparison-table',
  liquid: String.raw`
${sectionStyles('comparison-table')}
{%- capture included_mark -%}
  <span class="comparison-table__mark comparison-table__mark--yes">{%- render 'icon', icon: 'check' -%}<span class="visually-hidden">{{ 'sections.comparison.included' | t }}</span></span>
{%- endcapture -%}
{%- capture missing_mark -%}
  <span class="comparison-table__mark comparison-table__mark--no">{%- render 'icon', icon: 'close' -%}<span class="visually-hidden">{{ 'sections.comparison.not_included' | t }}</span></span>
{%- endcapture -%}
${SECTION_OPEN}
  <div class="page-width comparison-table">
    {%- if section.settings.heading != blank -%}
      <h2 class="h2 comparison-table__heading" id="ComparisonHeading-{{ section.id }}">{{ section.settings.heading | escape }}</h2>
    {%- endif -%}
    <table class="comparison-table__table"{% if section.settings.heading != blank %} aria-labelledby="ComparisonHeading-{{ section.id }}"{% endif %}>
      <thead>
        <tr>
          <th scope="col" class="comparison-table__feature-head"><span class="visually-hidden">{{ 'sections.comparison.feature' | t }}</span></th>
          <th scope="col" class="comparison-table__ours">{{ section.settings.ours_label | escape }}</th>
          <th scope="col" class="comparison-table__theirs">{{ section.settings.theirs_label | escape }}</th>
        </tr>
      </thead>
      <tbody>
        {%- for block in section.blocks -%}
          <tr {{ block.shopify_attributes }}>
            <th scope="row" class="comparison-table__feature">{{ block.settings.feature | escape }}</th>
            <td class="comparison-table__ours">{% if block.settings.ours %}{{ included_mark }}{% else %}{{ missing_mark }}{% endif %}</td>
            <td class="comparison-table__theirs">{% if block.settings.theirs %}{{ included_mark }}{% else %}{{ missing_mark }}{% endif %}</td>
          </tr>
        {%- endfor -%}
      </tbody>
    </table>
  </div>
</div>
`,
  css: `.comparison-table{max-width:52rem;display:grid;gap:1.75rem}
.comparison-table__heading{margin:0;text-align:center}
.comparison-table__table{width:100%;border-collapse:separate;border-spacing:0;font-size:.95rem}
.comparison-table__table th,.comparison-table__table td{padding:.9rem .6rem;border-bottom:1px solid color-mix(in srgb,currentColor 14%,transparent)}
.comparison-table__feature{text-align:left;font-weight:500}
.comparison-table__table thead th{font-family:var(--font-heading);font-weight:var(--font-heading-weight);font-size:1rem;border-bottom-width:2px}
.comparison-table__ours,.comparison-table__theirs{width:24%;text-align:center}
.comparison-table__ours{background:color-mix(in srgb,var(--color-accent) 22%,transparent)}
thead .comparison-table__ours{border-radius:var(--radius) var(--radius) 0 0}
tbody tr:last-child .comparison-table__ours{border-radius:0 0 var(--radius) var(--radius)}
.comparison-table__mark{display:inline-flex;align-items:center;justify-content:center;width:1.9rem;height:1.9rem;border-radius:50%}
.comparison-table__mark svg{width:1.1rem;height:1.1rem}
.comparison-table__mark--yes{background:var(--color-btn,var(--color-primary));color:var(--color-btn-text,var(--color-on-primary))}
.comparison-table__mark--no{opacity:.45}
@media screen and (min-width:750px){.comparison-table__ours,.comparison-table__theirs{width:22%}.comparison-table__table th,.comparison-table__table td{padding:1rem 1.25rem}}
`,
  schema: {
    name: 'Comparison table',
    tag: 'section',
    class: 'comparison-table-section',
    max_blocks: 12,
    settings: [
      headingSetting('How we compare'),
      { type: 'text', id: 'ours_label', label: 'Our column', default: 'Us' },
      { type: 'text', id: 'theirs_label', label: 'Their column', default: 'Others' },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'row',
        name: 'Row',
        settings: [
          { type: 'text', id: 'feature', label: 'Feature', default: 'Feature' },
          { type: 'checkbox', id: 'ours', label: 'We offer it', default: true },
          { type: 'checkbox', id: 'theirs', label: 'They offer it', default: false },
        ],
      },
    ],
    presets: [{ name: 'Comparison table', blocks: [{ type: 'row' }, { type: 'row' }, { type: 'row' }] }],
  },
}

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

export const subscription: SectionFile = {
  name: 'subscription',
  liquid: String.raw`
${sectionStyles('subscription')}
{%- style -%}
  #shopify-section-{{ section.id }} .subscription__plans { --plan-columns: {{ section.blocks.size | at_most: 4 | at_least: 1 }}; }
{%- endstyle -%}
${SECTION_OPEN}
  <div class="page-width subscription">
    ${sectionHeading('subscription')}
    {%- if section.settings.text != blank -%}
      <p class="subscription__text">{{ section.settings.text | escape }}</p>
    {%- endif -%}
    <ul class="subscription__plans" role="list">
      {%- for block in section.blocks -%}
        <li class="plan{% if block.settings.highlighted %} plan--highlighted{% endif %}" {{ block.shopify_attributes }}>
          {%- if block.settings.highlighted and block.settings.badge != blank -%}
            <p class="plan__badge">{{ block.settings.badge | escape }}</p>
          {%- endif -%}
          <h3 class="h3 plan__name">{{ block.settings.name | escape }}</h3>
          <p class="plan__price">
            <span class="plan__amount">{{ block.settings.price | escape }}</span>
            {%- if block.settings.interval != blank %} <span class="plan__interval">{{ block.settings.interval | escape }}</span>{%- endif -%}
          </p>
          {%- if block.settings.features != blank -%}
            <div class="rte plan__features">{{ block.settings.features }}</div>
          {%- endif -%}
          {%- if block.settings.highlighted -%}
            ${button('block', 'button--primary button--full')}
          {%- else -%}
            ${button('block', 'button--secondary button--full')}
          {%- endif -%}
        </li>
      {%- endfor -%}
    </ul>
  </div>
</div>
`,
  css: `.subscription{display:grid;gap:1rem}
.subscription__heading{margin:0;text-align:center}
.subscription__text{margin:0 auto;max-width:40rem;text-align:center;opacity:.85}
.subscription__plans{list-style:none;margin:1.5rem 0 0;padding:0;display:grid;gap:2rem}
.plan{position:relative;display:flex;flex-direction:column;gap:1rem;padding:2rem 1.5rem 1.75rem;border-radius:calc(var(--radius) + 4px);border:1px solid color-mix(in srgb,currentColor 16%,transparent);background:color-mix(in srgb,var(--color-fg) 4%,var(--color-bg))}
.color-surface .plan{background:var(--color-background)}
.plan--highlighted{border:2px solid var(--color-btn,var(--color-primary));box-shadow:0 14px 40px color-mix(in srgb,#000 12%,transparent)}
.plan__badge{position:absolute;top:0;left:50%;transform:translate(-50%,-50%);margin:0;padding:.25rem .85rem;border-radius:999px;white-space:nowrap;font-size:.75rem;font-weight:700;letter-spacing:.06em;text-transform:uppercase;background:var(--color-btn,var(--color-primary));color:var(--color-btn-text,var(--color-on-primary))}
.plan__name{margin:0}
.plan__price{margin:0;display:flex;align-items:baseline;flex-wrap:wrap;gap:.35rem}
.plan__amount{font-family:var(--font-heading);font-weight:var(--font-heading-weight);font-size:2.4rem;line-height:1}
.plan__features{flex:1}
.plan__features ul{list-style:none;margin:0;padding:0;display:grid;gap:.55rem}
.plan__features li{position:relative;padding-left:1.6rem}
.plan__features li::before{content:"";position:absolute;left:.3rem;top:.3em;width:.4em;height:.75em;border:solid var(--color-btn,var(--color-primary));border-width:0 2px 2px 0;transform:rotate(45deg)}
@media screen and (min-width:750px){.subscription__plans{grid-template-columns:repeat(var(--plan-columns,3),minmax(0,1fr));gap:1.5rem;align-items:stretch}}
`,
  schema: {
    name: 'Subscription plans',
    tag: 'section',
    class: 'subscription-section',
    max_blocks: 4,
    settings: [
      headingSetting('Choose your plan'),
      { type: 'text', id: 'text', label: 'Text', default: 'Skip, pause or cancel anytime.' },
      ...colorSettings('surface'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'plan',
        name: 'Plan',
        settings: [
          { type: 'text', id: 'name', label: 'Name', default: 'Monthly' },
          { type: 'text', id: 'price', label: 'Price', default: '$24' },
          { type: 'text', id: 'interval', label: 'Interval', default: '/ month' },
          {
            type: 'richtext',
            id: 'features',
            label: 'Features',
            default: '<ul><li>Delivered every month</li><li>Free shipping</li><li>Cancel anytime</li></ul>',
          },
          ...buttonSettings('Subscribe'),
          { type: 'checkbox', id: 'highlighted', label: 'Highlight this plan', default: false },
          { type: 'text', id: 'badge', label: 'Highlight label', default: 'Most popular' },
        ],
      },
    ],
    presets: [
      {
        name: 'Subscription plans',
        blocks: [{ type: 'plan' }, { type: 'plan', settings: { highlighted: true } }, { type: 'plan' }],
      },
    ],
  },
}

/** One feature: its icon, title and text; start-side features face the picture. */
const FEATURE_ITEM = `<li class="product-features__item" {{ block.shopify_attributes }}>
            <span class="product-features__icon">{%- render 'icon', icon: block.settings.icon -%}</span>
            <div class="product-features__body">
              <h3 class="h3 product-features__title">{{ block.settings.title | escape }}</h3>
              {%- if block.settings.text != blank -%}
                <p class="product-features__text">{{ block.settings.text | escape }}</p>
              {%- endif -%}
            </div>
          </li>`

export const productFeatures: SectionFile = {
  name: 'product-features',
  liquid: String.raw`
${sectionStyles('product-features')}
{%- assign features_start = section.blocks.size | plus: 1 | divided_by: 2 -%}
${SECTION_OPEN}
  <div class="page-width product-features">
    ${sectionHeading('product-features')}
    {%- if section.settings.text != blank -%}
      <p class="product-features__intro">{{ section.settings.text | escape }}</p>
    {%- endif -%}
    <div class="product-features__layout">
      <div class="product-features__media">
        ${imageOrIllustration('section', 'product-features', { width: 1000, widths: '400, 700, 1000', sizes: '(min-width: 990px) 35vw, 80vw' })}
      </div>
      <ul class="product-features__list product-features__list--start" role="list">
        {%- for block in section.blocks limit: features_start -%}
          ${FEATURE_ITEM}
        {%- endfor -%}
      </ul>
      {%- if section.blocks.size > features_start -%}
        <ul class="product-features__list product-features__list--end" role="list">
          {%- for block in section.blocks offset: features_start -%}
            ${FEATURE_ITEM}
          {%- endfor -%}
        </ul>
      {%- endif -%}
    </div>
  </div>
</div>
`,
  css: `.product-features{display:grid;gap:1rem}
.product-features__heading{margin:0;text-align:center}
.product-features__intro{margin:0 auto;max-width:40rem;text-align:center;opacity:.85}
.product-features__layout{margin-top:1.5rem;display:grid;gap:2rem;align-items:center}
.product-features__media{justify-self:center;width:min(80%,18rem);aspect-ratio:1 / 1;border-radius:50%;overflow:hidden;display:flex;align-items:center;justify-content:center;background:radial-gradient(circle,color-mix(in srgb,var(--color-accent) 45%,var(--color-bg)) 0 55%,color-mix(in srgb,var(--color-accent) 18%,var(--color-bg)) 56% 100%)}
.product-features__media img{width:100%;height:100%;object-fit:cover}
.product-features__illustration{width:62%;height:62%}
.product-features__list{list-style:none;margin:0;padding:0;display:grid;gap:1.75rem}
.product-features__item{display:flex;gap:1rem;align-items:flex-start}
.product-features__icon{flex:none;display:inline-flex;width:2.75rem;height:2.75rem;align-items:center;justify-content:center;border-radius:50%;background:color-mix(in srgb,var(--color-accent) 45%,transparent)}
.product-features__icon svg{width:1.35rem;height:1.35rem}
.product-features__body{display:grid;gap:.3rem}
.product-features__title{margin:0}
.product-features__text{margin:0;opacity:.82}
@media screen and (min-width:990px){
.product-features__layout{grid-template-columns:minmax(0,1fr) minmax(18rem,26rem) minmax(0,1fr);grid-template-areas:"start media end";gap:3rem}
.product-features__media{grid-area:media;width:100%}
.product-features__list--start{grid-area:start}
.product-features__list--end{grid-area:end}
.product-features__list--start .product-features__item{flex-direction:row-reverse;text-align:right}
}
`,
  schema: {
    name: 'Product features',
    tag: 'section',
    class: 'product-features-section',
    max_blocks: 6,
    settings: [
      headingSetting('Made to last'),
      { type: 'text', id: 'text', label: 'Text' },
      { type: 'image_picker', id: 'image', label: 'Image' },
      ILLUSTRATION,
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'feature',
        name: 'Feature',
        settings: [
          iconSetting('leaf'),
          { type: 'text', id: 'title', label: 'Title', default: 'Feature' },
          { type: 'text', id: 'text', label: 'Text', default: 'Say what it does for the customer.' },
        ],
      },
    ],
    presets: [
      {
        name: 'Product features',
        blocks: [{ type: 'feature' }, { type: 'feature' }, { type: 'feature' }, { type: 'feature' }],
      },
    ],
  },
}
