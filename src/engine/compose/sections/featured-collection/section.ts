// The featured-collection section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { SECTION_OPEN, sectionStyles } from '../parts'

import { colorSettings, padding, PRODUCT_GRID_LAYOUT, type SectionFile } from '../schema'

export const featuredCollection: SectionFile = {
  name: 'featured-collection',
  liquid: String.raw`
${sectionStyles('featured-collection')}
{%- liquid
  assign featured = section.settings.collection
  if featured == blank
    assign featured = collections.all
  endif
  # On a product page the grid is of other products: the page's own is left out; on the cart
  # page, those already in the cart.
  assign current_id = product.id
  assign in_cart = ''
  assign cart_count = 0
  if template.name == 'cart'
    for line in cart.items
      assign in_cart = in_cart | append: ',' | append: line.product_id | append: ','
    endfor
    assign cart_count = cart.items.size
  endif
  assign skip = 0
  if section.settings.leave_out_first
    assign skip = 1
  endif
  assign look_at = section.settings.products_to_show | plus: 1 | plus: cart_count
  assign shown = 0
-%}
{%- style -%}
  #shopify-section-{{ section.id }} .product-grid { --columns-desktop: {{ section.settings.columns_desktop }}; --columns-mobile: {{ section.settings.columns_mobile }}; }
{%- endstyle -%}
${SECTION_OPEN}
  <div class="page-width">
    <div class="section-heading">
      {%- if section.settings.heading != blank -%}
        <h2 class="h2">{{ section.settings.heading | escape }}</h2>
      {%- endif -%}
      {%- if section.settings.show_view_all -%}
        <a href="{{ featured.url | default: routes.all_products_collection_url }}" class="link-arrow">{{ 'general.view_all' | t }}</a>
      {%- endif -%}
    </div>
    {%- if section.settings.description != blank -%}
      <p class="section-description">{{ section.settings.description | escape }}</p>
    {%- endif -%}
    {%- if featured.products.size > 0 -%}
      <ul class="product-grid grid" role="list">
        {%- for item in featured.products limit: look_at offset: skip -%}
          {%- if current_id != blank and item.id == current_id -%}{%- continue -%}{%- endif -%}
          {%- assign item_key = item.id | prepend: ',' | append: ',' -%}
          {%- if in_cart contains item_key -%}{%- continue -%}{%- endif -%}
          {%- if shown >= section.settings.products_to_show -%}{%- break -%}{%- endif -%}
          {%- assign shown = shown | plus: 1 -%}
          <li class="grid__item">
            {%- render 'product-card',
              card_product: item,
              card_style: section.settings.card_style,
              image_ratio: section.settings.image_ratio,
              show_vendor: section.settings.show_vendor,
              show_quick_add: section.settings.show_quick_add
            -%}
          </li>
        {%- endfor -%}
      </ul>
    {%- else -%}
      <p class="empty-state">{{ 'collections.empty' | t }}</p>
    {%- endif -%}
  </div>
</div>
`,
  css: `.product-grid{--columns-desktop:4;--columns-mobile:2}
`,
  schema: {
    name: 'Featured collection',
    tag: 'section',
    class: 'featured-collection-section',
    settings: [
      { type: 'text', id: 'heading', label: 'Heading', default: 'Featured products' },
      { type: 'text', id: 'description', label: 'Description' },
      { type: 'collection', id: 'collection', label: 'Collection' },
      {
        type: 'range',
        id: 'products_to_show',
        label: 'Products to show',
        min: 2,
        max: 24,
        step: 1,
        default: 8,
      },
      ...PRODUCT_GRID_LAYOUT,
      { type: 'checkbox', id: 'show_quick_add', label: 'Show quick add button', default: true },
      { type: 'checkbox', id: 'show_vendor', label: 'Show vendor', default: false },
      { type: 'checkbox', id: 'show_view_all', label: 'Show "View all" link', default: true },
      {
        type: 'checkbox',
        id: 'leave_out_first',
        label: 'Leave out the first product',
        info: 'When a featured product above already shows it',
        default: false,
      },
      ...colorSettings('background'),
      ...padding(),
    ],
    presets: [{ name: 'Featured collection' }],
  },
}
