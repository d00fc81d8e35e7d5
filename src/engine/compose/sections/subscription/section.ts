// The subscription section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { button, buttonSettings, headingSetting, SECTION_OPEN, sectionHeading, sectionStyles } from '../parts'
import { colorSettings, padding, type SectionFile } from '../schema'

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
