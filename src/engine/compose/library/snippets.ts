// Snippets rendered by the sections: icons, the product card (with quick add), price, pagination.

const ICON_PATHS: Record<string, string> = {
  menu: '<path d="M3 6h18M3 12h18M3 18h18"/>',
  close: '<path d="M6 6l12 12M18 6L6 18"/>',
  search: '<circle cx="11" cy="11" r="7"/><path d="M20 20l-3.5-3.5"/>',
  account: '<circle cx="12" cy="8" r="4"/><path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6"/>',
  cart: '<path d="M5 7h14l-1.5 13h-11z"/><path d="M9 7a3 3 0 0 1 6 0"/>',
  check: '<path d="M4 12.5l5 5L20 6.5"/>',
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
}

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

export const ICON_NAMES = Object.keys(ICON_PATHS)

export const productCardSnippet = String.raw`{%- comment -%}
  A product card with an optional quick-add button.
  Accepts: card_product, card_style ('modern' | 'minimal' | 'bold'), image_ratio, show_vendor, show_quick_add.
{%- endcomment -%}
{%- liquid
  assign style = card_style | default: 'modern'
  assign ratio = image_ratio | default: 'square'
-%}
<div class="card card--{{ style }}">
  <a href="{{ card_product.url }}" class="card__media media media--{{ ratio }}" tabindex="-1">
    {%- if card_product.featured_media -%}
      {{ card_product.featured_media | image_url: width: 900 | image_tag: class: 'card__image', widths: '300, 450, 600, 900', sizes: '(min-width: 990px) 25vw, 50vw', loading: 'lazy' }}
    {%- else -%}
      <span class="placeholder-block" aria-hidden="true"></span>
    {%- endif -%}
    {%- if card_product.available == false -%}
      <span class="badge badge--sold-out">{{ 'products.product.sold_out' | t }}</span>
    {%- elsif card_product.compare_at_price > card_product.price -%}
      <span class="badge badge--sale">{{ 'products.product.on_sale' | t }}</span>
    {%- endif -%}
  </a>
  <div class="card__info">
    {%- if show_vendor -%}
      <p class="card__vendor">{{ card_product.vendor | escape }}</p>
    {%- endif -%}
    <h3 class="card__title"><a href="{{ card_product.url }}">{{ card_product.title | escape }}</a></h3>
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
