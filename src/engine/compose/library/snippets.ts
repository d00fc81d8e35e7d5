// Snippets rendered by the sections: icons, the product card (with quick add), price, pagination.
import type { ValueIcon } from '../../catalog/taxonomy'

/** The header's and sliders' icons, and a drawing of every icon a section's icon setting offers. */
const ICON_PATHS = {
  menu: '<path d="M3 6h18M3 12h18M3 18h18"/>',
  close: '<path d="M6 6l12 12M18 6L6 18"/>',
  search: '<circle cx="11" cy="11" r="7"/><path d="M20 20l-3.5-3.5"/>',
  account: '<circle cx="12" cy="8" r="4"/><path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6"/>',
  cart: '<path d="M5 7h14l-1.5 13h-11z"/><path d="M9 7a3 3 0 0 1 6 0"/>',
  check: '<path d="M4 12.5l5 5L20 6.5"/>',
  'chevron-left': '<path d="M15 5l-7 7 7 7"/>',
  'chevron-right': '<path d="M9 5l7 7-7 7"/>',
  'chevron-down': '<path d="M6 9l6 6 6-6"/>',
  pause: '<path d="M9 5v14M15 5v14"/>',
  play: '<path d="M7 4.5v15L19 12z"/>',
  truck:
    '<path d="M2 6h12v10H2zM14 10h4l3 3v3h-7z"/><circle cx="6" cy="18" r="2"/><circle cx="17" cy="18" r="2"/>',
  return: '<path d="M9 14L4 9l5-5"/><path d="M4 9h10a6 6 0 0 1 0 12h-3"/>',
  heart: '<path d="M12 20s-7-4.5-9-9a4.5 4.5 0 0 1 9-2 4.5 4.5 0 0 1 9 2c-2 4.5-9 9-9 9z"/>',
  leaf: '<path d="M5 19C5 9 11 4 20 4c0 9-5 15-15 15z"/><path d="M5 19l8-8"/>',
  star: '<path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"/>',
  shield: '<path d="M12 3l8 3v6c0 4.5-3.5 8-8 9-4.5-1-8-4.5-8-9V6z"/><path d="M8.5 12l2.5 2.5 4.5-5"/>',
  gift: '<path d="M3 9h18v4H3zM5 13h14v8H5zM12 9v12"/><path d="M12 9C9 9 7 7.5 8 5.5S12 6 12 9c0-3 3-5.5 4-3.5S15 9 12 9z"/>',
  chat: '<path d="M4 5h16v11H9l-5 4z"/>',
  sparkle: '<path d="M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  award: '<circle cx="12" cy="9" r="6"/><path d="M8.5 13.8L7 22l5-3 5 3-1.5-8.2"/>',
  'map-pin': '<path d="M12 21.5s-7-6-7-12a7 7 0 0 1 14 0c0 6-7 12-7 12z"/><circle cx="12" cy="9.5" r="2.5"/>',
  calendar: '<path d="M4 6h16v15H4zM4 10.5h16M8.5 3v5M15.5 3v5"/>',
  droplet: '<path d="M12 3c3.6 4.3 6 7.7 6 11a6 6 0 0 1-12 0c0-3.3 2.4-6.7 6-11z"/>',
  sun: '<circle cx="12" cy="12" r="4"/><path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"/>',
  flame:
    '<path d="M12 22a7 7 0 0 0 7-7c0-4.5-3.5-7-4.5-12C12 5 10.5 7.5 11 11c-1.5-.5-2.5-2-2.5-3.5C6.5 9.5 5 12 5 15a7 7 0 0 0 7 7z"/>',
  package:
    '<path d="M3 7.5L12 3l9 4.5v9L12 21l-9-4.5z"/><path d="M3 7.5l9 4.5 9-4.5M12 12v9M7.5 5.3l9 4.5"/>',
  recycle:
    '<path d="M7.2 10.6L9.8 6a2.5 2.5 0 0 1 4.4 0l1.4 2.4"/><path d="M13.3 8.6l2.4-.2.5-2.4"/><path d="M17.6 12.4l2.3 4a2.5 2.5 0 0 1-2.2 3.8H15"/><path d="M16.6 22l-1.8-1.8 1.8-1.8"/><path d="M10 20.2H6.3a2.5 2.5 0 0 1-2.2-3.8l1.9-3.2"/><path d="M3.6 12.7l2.4.5.6 2.3"/>',
  hand: '<path d="M8 13V5.5a1.5 1.5 0 0 1 3 0V11M11 10.5V4a1.5 1.5 0 0 1 3 0v7M14 10.5V5.5a1.5 1.5 0 0 1 3 0V14c0 4.3-2.7 7.5-6.5 7.5-2.6 0-4.3-1.4-5.6-3.6L3 14.3a1.5 1.5 0 0 1 2.6-1.5L8 16"/>',
  tag: '<path d="M3 3.5h8.5L21 13l-8 8-9.5-9.5z"/><circle cx="7.8" cy="7.8" r="1.6"/>',
} satisfies Record<string, string> & Record<ValueIcon, string>

const ICON_CASES = Object.entries(ICON_PATHS)
  .map(([name, paths]) => `  {%- when '${name}' -%}\n    ${paths}`)
  .join('\n')

export const iconSnippet = `{%- comment -%} Renders an inline stroke icon. Accepts: icon (string). {%- endcomment -%}
<svg class="icon icon-{{ icon }}" aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">
{%- case icon -%}
${ICON_CASES}
{%- endcase -%}
</svg>
`

// A placeholder that keeps themes valid: the composer writes each theme's own drawings over it.
export const productCardSnippet = String.raw`{%- comment -%}
  A product card with an optional quick-add button. The title's link covers the whole card, so
  the card is one link for screen readers and the keyboard, as in Dawn.
  Accepts: card_product, card_style ('modern' | 'minimal' | 'bold'), image_ratio, show_vendor,
  show_quick_add, lazy_load (false for cards likely in the first screen).
{%- endcomment -%}
{%- liquid
  assign style = card_style | default: 'modern'
  assign ratio = image_ratio | default: 'square'
  assign loading = 'lazy'
  if lazy_load == false
    assign loading = 'eager'
  endif
-%}
<div class="card card--{{ style }}">
  <div class="card__media media media--{{ ratio }}">
    {%- if card_product.featured_media -%}
      {{ card_product.featured_media | image_url: width: 900 | image_tag: class: 'card__image', widths: '300, 450, 600, 900', sizes: '(min-width: 990px) 25vw, 50vw', loading: loading }}
    {%- else -%}
      <span class="placeholder-block" aria-hidden="true"></span>
    {%- endif -%}
    {%- if card_product.available == false -%}
      <span class="badge badge--sold-out">{{ 'products.product.sold_out' | t }}</span>
    {%- elsif card_product.compare_at_price > card_product.price -%}
      <span class="badge badge--sale">{{ 'products.product.on_sale' | t }}</span>
    {%- endif -%}
  </div>
  <div class="card__info">
    {%- if show_vendor -%}
      <p class="card__vendor">{{ card_product.vendor | escape }}</p>
    {%- endif -%}
    <h3 class="card__title"><a href="{{ card_product.url }}" class="card__link">{{ card_product.title | escape }}</a></h3>
    {%- render 'price', price_product: card_product -%}
    {%- if show_quick_add -%}
      {%- form 'product', card_product, class: 'card__quick-add quick-add' -%}
        <input type="hidden" name="id" value="{{ card_product.selected_or_first_available_variant.id }}">
        <input type="hidden" name="quantity" value="1">
        <button type="submit" name="add" class="button button--quick-add" data-added-label="{{ 'products.product.added' | t }}"{% unless card_product.available %} disabled{% endunless %}>
          {%- if card_product.available -%}
            {{ 'products.product.add_to_cart' | t }}
          {%- else -%}
            {{ 'products.product.sold_out' | t }}
          {%- endif -%}
        </button>
      {%- endform -%}
    {%- endif -%}
  </div>
</div>
`

export const priceSnippet = String.raw`{%- comment -%} Renders a product's price, with the compare-at price when on sale. Accepts: price_product. {%- endcomment -%}
<div class="price{% if price_product.compare_at_price > price_product.price %} price--on-sale{% endif %}">
  {%- if price_product.compare_at_price > price_product.price -%}
    <span class="visually-hidden">{{ 'products.product.sale_price' | t }}</span>
    <span class="price__sale">{{ price_product.price | money }}</span>
    <span class="visually-hidden">{{ 'products.product.regular_price' | t }}</span>
    <s class="price__compare">{{ price_product.compare_at_price | money }}</s>
  {%- else -%}
    <span class="price__regular">{{ price_product.price | money }}</span>
  {%- endif -%}
</div>
`

export const paginationSnippet = String.raw`{%- comment -%} Page links for a paginated list. Accepts: paginate. {%- endcomment -%}
<nav class="pagination" aria-label="{{ 'general.pagination.label' | t }}">
  {%- if paginate.previous -%}
    <a href="{{ paginate.previous.url }}" class="pagination__link">{{ 'general.pagination.previous' | t }}</a>
  {%- endif -%}
  {%- for part in paginate.parts -%}
    {%- if part.is_link -%}
      <a href="{{ part.url }}" class="pagination__link">{{ part.title }}</a>
    {%- elsif part.title == paginate.current_page -%}
      <span class="pagination__link pagination__link--current" aria-current="page">{{ part.title }}</span>
    {%- else -%}
      <span class="pagination__link">{{ part.title }}</span>
    {%- endif -%}
  {%- endfor -%}
  {%- if paginate.next -%}
    <a href="{{ paginate.next.url }}" class="pagination__link">{{ 'general.pagination.next' | t }}</a>
  {%- endif -%}
</nav>
`
