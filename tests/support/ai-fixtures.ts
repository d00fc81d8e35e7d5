// Model answers for the AI tests: a complete theme plan as a well-behaved model would send it, and
// custom sections that pass or fail the checks.

export const GOOD_CUSTOM_SECTION = `{%- style -%}
  #shopify-section-{{ section.id }} .candle-care { padding: 40px 20px; text-align: center; }
{%- endstyle -%}
<div class="candle-care">
  <h2>{{ section.settings.heading | escape }}</h2>
  <ul>
    {%- for block in section.blocks -%}
      <li {{ block.shopify_attributes }}>{{ block.settings.tip | escape }}</li>
    {%- endfor -%}
  </ul>
</div>

{% schema %}
{
  "name": "Candle care",
  "settings": [{ "type": "text", "id": "heading", "label": "Heading", "default": "Candle care" }],
  "blocks": [
    { "type": "tip", "name": "Tip", "settings": [{ "type": "text", "id": "tip", "label": "Tip", "default": "Trim the wick" }] }
  ],
  "presets": [{ "name": "Candle care" }]
}
{% endschema %}
`

/** Does not parse: an {% if %} that is never closed. */
export const UNPARSABLE_CUSTOM_SECTION = `<div>
  {% if section.settings.heading %}<h2>{{ section.settings.heading }}</h2>
</div>
{% schema %}
{ "name": "Broken banner", "settings": [{ "type": "text", "id": "heading", "label": "Heading" }], "presets": [{ "name": "Broken banner" }] }
{% endschema %}
`

/** Parses, but Theme Check reports an error: a filter Shopify does not have. */
export const THEME_CHECK_FAILING_SECTION = `<div class="promo">
  <h2>{{ section.settings.heading | sparkle_text }}</h2>
</div>
{% schema %}
{ "name": "Promo strip", "settings": [{ "type": "text", "id": "heading", "label": "Heading", "default": "Sale" }], "presets": [{ "name": "Promo strip" }] }
{% endschema %}
`

export function goodPlan(customSections: { name: string; liquid: string }[] = []) {
  return {
    store: {
      name: 'Luna Wick Candles',
      tagline: 'Hand-poured soy candles for slow evenings',
      tone: 'warm',
      categories: ['Candles', 'Diffusers', 'Gift Sets'],
      palette: { primary: '#5b3a8c', accent: '#e9b949', background: '#fdf9f3', text: '#2a2233' },
      typography: { heading: 'playfair_display', body: 'nunito_sans', uppercaseHeadings: false },
      products: [
        {
          title: 'Lavender Dusk Candle',
          price: 28,
          description: 'Soy wax with lavender and cedar.',
          category: 'Candles',
        },
        {
          title: 'Amber Reed Diffuser',
          price: 42,
          description: 'Warm amber for living rooms.',
          category: 'Diffusers',
        },
      ],
    },
    templates: [
      {
        template: 'index',
        sections: [
          {
            type: 'image-banner',
            settings: [
              { id: 'height', value: 'large' },
              { id: 'alignment', value: 'center' },
            ],
            blocks: [
              { type: 'heading', settings: [{ id: 'heading', value: 'Light up slow evenings' }] },
              { type: 'text', settings: [{ id: 'text', value: 'Hand-poured in small batches.' }] },
            ],
          },
          {
            type: 'featured-collection',
            settings: [
              { id: 'heading', value: 'Our best-loved candles' },
              { id: 'products_to_show', value: 8 },
              { id: 'columns_desktop', value: 4 },
            ],
            blocks: [],
          },
          ...customSections.map((s) => ({ type: s.name, settings: [], blocks: [] })),
          {
            type: 'testimonials',
            settings: [{ id: 'heading', value: 'Kind words from our regulars' }],
            blocks: [],
          },
          { type: 'newsletter', settings: [], blocks: [] },
        ],
      },
    ],
    customSections,
    explanation: 'A warm, calm candle store with a violet and honey palette and an elegant serif.',
  }
}
