// The main-collection section: its Liquid, stylesheet and schema, as every theme has it.

import { padding, PADDING_STYLE, PRODUCT_GRID_LAYOUT, type SectionFile, stylesheet } from '../schema'

export const mainCollection: SectionFile = {
  name: 'main-collection',
  liquid: String.raw`
${stylesheet('main-collection')}
${PADDING_STYLE}
{%- style -%}
  #shopify-section-{{ section.id }} .product-grid { --columns-desktop: {{ section.settings.columns_desktop }}; --columns-mobile: {{ section.settings.columns_mobile }}; }
{%- endstyle -%}
{%- paginate collection.products by section.settings.products_per_page -%}
  <div class="page-width section-{{ section.id }}-padding">
    <div class="collection-hero">
      <h1 class="h1">{{ collection.title | escape }}</h1>
      {%- if section.settings.show_description and collection.description != blank -%}
        <div class="rte collection-hero__description">{{ collection.description }}</div>
      {%- endif -%}
    </div>
    {%- if section.settings.enable_sorting and collection.sort_options.size > 0 -%}
      <form class="collection-sort" method="get">
        <label class="field-label" for="SortBy-{{ section.id }}">{{ 'collections.sort_by' | t }}</label>
        <select id="SortBy-{{ section.id }}" class="field" name="sort_by" data-auto-submit>
          {%- for option in collection.sort_options -%}
            <option value="{{ option.value | escape }}"{% if option.value == collection.sort_by %} selected{% endif %}>{{ option.name | escape }}</option>
          {%- endfor -%}
        </select>
      </form>
    {%- endif -%}
    {%- if collection.products.size > 0 -%}
      {%- comment -%} The cards' titles are h3: a heading of the grid keeps the outline whole. {%- endcomment -%}
      <h2 class="visually-hidden">{{ 'collections.products' | t }}</h2>
      <ul class="product-grid grid" role="list">
        {%- for product in collection.products -%}
          <li class="grid__item">
            {%- liquid
              assign lazy_load = true
              if forloop.index <= section.settings.columns_desktop
                assign lazy_load = false
              endif
            -%}
            {%- render 'product-card',
              card_product: product,
              card_style: section.settings.card_style,
              image_ratio: section.settings.image_ratio,
              show_vendor: false,
              show_quick_add: section.settings.show_quick_add,
              lazy_load: lazy_load
            -%}
          </li>
        {%- endfor -%}
      </ul>
    {%- else -%}
      <p class="empty-state">{{ 'collections.empty' | t }}</p>
    {%- endif -%}
    {%- if paginate.pages > 1 -%}
      {%- render 'pagination', paginate: paginate -%}
    {%- endif -%}
  </div>
{%- endpaginate -%}
`,
  css: `.collection-hero{display:grid;gap:.75rem;margin-bottom:2rem}
.collection-hero h1{margin:0}
.collection-hero__description{max-width:40rem;opacity:.85}
.collection-sort{display:flex;align-items:center;gap:.75rem;justify-content:flex-end;margin-bottom:1.5rem}
.collection-sort .field{width:auto}
`,
  schema: {
    name: 'Product grid',
    tag: 'section',
    class: 'main-collection-section',
    settings: [
      {
        type: 'range',
        id: 'products_per_page',
        label: 'Products per page',
        min: 8,
        max: 48,
        step: 4,
        default: 16,
      },
      ...PRODUCT_GRID_LAYOUT,
      { type: 'checkbox', id: 'show_description', label: 'Show collection description', default: true },
      { type: 'checkbox', id: 'enable_sorting', label: 'Enable sorting', default: true },
      { type: 'checkbox', id: 'show_quick_add', label: 'Show quick add button', default: true },
      ...padding(32, 48),
    ],
  },
}
