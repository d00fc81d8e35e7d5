// The main-search section: its Liquid, stylesheet and schema, as every theme has it.

import { padding, PADDING_STYLE, type SectionFile } from '../schema'

export const mainSearch: SectionFile = {
  name: 'main-search',
  liquid: String.raw`
${PADDING_STYLE}
<div class="page-width section-{{ section.id }}-padding search-page">
  <h1 class="h1">{{ 'search.title' | t }}</h1>
  <form action="{{ routes.search_url }}" method="get" role="search" class="search-form">
    <label for="Search-{{ section.id }}" class="visually-hidden">{{ 'search.placeholder' | t }}</label>
    <input id="Search-{{ section.id }}" class="field" type="search" name="q" value="{{ search.terms | escape }}" placeholder="{{ 'search.placeholder' | t }}">
    <input type="hidden" name="options[prefix]" value="last">
    <button type="submit" class="button button--primary">{{ 'search.submit' | t }}</button>
  </form>
  {%- if search.performed -%}
    {%- paginate search.results by 12 -%}
      {%- if search.results_count == 0 -%}
        <p class="empty-state">{{ 'search.no_results' | t: terms: search.terms }}</p>
      {%- else -%}
        <h2 class="visually-hidden">{{ 'search.results' | t }}</h2>
        <ul class="grid product-grid" role="list">
          {%- for item in search.results -%}
            <li class="grid__item">
              {%- if item.object_type == 'product' -%}
                {%- render 'product-card', card_product: item, card_style: 'modern', image_ratio: 'square', show_vendor: false, show_quick_add: true -%}
              {%- else -%}
                <a href="{{ item.url }}" class="search-result">{{ item.title | escape }}</a>
              {%- endif -%}
            </li>
          {%- endfor -%}
        </ul>
        {%- if paginate.pages > 1 -%}
          {%- render 'pagination', paginate: paginate -%}
        {%- endif -%}
      {%- endif -%}
    {%- endpaginate -%}
  {%- endif -%}
</div>
`,
  schema: {
    name: 'Search results',
    tag: 'section',
    class: 'main-search-section',
    settings: padding(32, 48),
  },
}
