// The "main" sections: the part of each template that shows the page's own object (product,
// collection, page, blog, article, cart, search results, 404, password page).
import { padding, PADDING_STYLE, PRODUCT_GRID_LAYOUT, type SectionFile, stylesheet } from '../sections/schema'

export const mainProduct: SectionFile = {
  name: 'main-product',
  liquid: String.raw`
${stylesheet('main-product')}
${PADDING_STYLE}
{%- liquid
  assign current_variant = product.selected_or_first_available_variant
  assign product_form_id = 'product-form-' | append: section.id
-%}
<div class="page-width section-{{ section.id }}-padding">
  <div class="product product--{{ section.settings.media_size }}">
    <div class="product__media">
      {%- for media in product.media -%}
        <div class="product__media-item media media--square{% if forloop.first %} product__media-item--featured{% endif %}">
          {%- if forloop.first -%}
            {{ media | image_url: width: 1500 | image_tag: widths: '600, 900, 1200, 1500', sizes: '(min-width: 990px) 55vw, 100vw', loading: 'eager' }}
          {%- else -%}
            {{ media | image_url: width: 900 | image_tag: widths: '450, 600, 900', sizes: '(min-width: 990px) 27vw, 50vw', loading: 'lazy' }}
          {%- endif -%}
        </div>
      {%- else -%}
        <div class="product__media-item product__media-item--featured media media--square placeholder-block" aria-hidden="true"></div>
      {%- endfor -%}
    </div>
    <div class="product__info">
      {%- for block in section.blocks -%}
        {%- case block.type -%}
          {%- when 'vendor' -%}
            <p class="eyebrow" {{ block.shopify_attributes }}>{{ product.vendor | escape }}</p>
          {%- when 'title' -%}
            <h1 class="h1 product__title" {{ block.shopify_attributes }}>{{ product.title | escape }}</h1>
          {%- when 'price' -%}
            <div class="product__price" {{ block.shopify_attributes }}>
              {%- render 'price', price_product: product -%}
            </div>
          {%- when 'text' -%}
            <p class="product__text" {{ block.shopify_attributes }}>{{ block.settings.text | escape }}</p>
          {%- when 'variant_picker' -%}
            {%- unless product.has_only_default_variant -%}
              <div class="product__field" {{ block.shopify_attributes }}>
                <label class="field-label" for="Variant-{{ section.id }}">{{ product.options | join: ' / ' | escape }}</label>
                <select id="Variant-{{ section.id }}" class="field" data-variant-select="{{ product_form_id }}">
                  {%- for variant in product.variants -%}
                    <option value="{{ variant.id }}"{% if variant.id == current_variant.id %} selected{% endif %}{% unless variant.available %} disabled{% endunless %}>
                      {{- variant.title | escape }} - {{ variant.price | money -}}
                    </option>
                  {%- endfor -%}
                </select>
              </div>
            {%- endunless -%}
          {%- when 'quantity' -%}
            <div class="product__field" {{ block.shopify_attributes }}>
              <label class="field-label" for="Quantity-{{ section.id }}">{{ 'products.product.quantity' | t }}</label>
              <input id="Quantity-{{ section.id }}" class="field field--quantity" type="number" name="quantity" value="1" min="1" form="{{ product_form_id }}">
            </div>
          {%- when 'buy_buttons' -%}
            <div class="product__buy" {{ block.shopify_attributes }}>
              {%- form 'product', product, id: product_form_id, class: 'product-form quick-add' -%}
                <input type="hidden" name="id" value="{{ current_variant.id }}" data-variant-id>
                <button type="submit" name="add" class="button button--primary button--full" data-added-label="{{ 'products.product.added' | t }}"{% unless current_variant.available %} disabled{% endunless %}>
                  {%- if current_variant.available -%}
                    {{ 'products.product.add_to_cart' | t }}
                  {%- else -%}
                    {{ 'products.product.sold_out' | t }}
                  {%- endif -%}
                </button>
                {%- if block.settings.show_dynamic_checkout -%}
                  {{ form | payment_button }}
                {%- endif -%}
              {%- endform -%}
            </div>
          {%- when 'description' -%}
            <div class="product__description rte" {{ block.shopify_attributes }}>{{ product.description }}</div>
          {%- when 'feature' -%}
            <p class="product__feature" {{ block.shopify_attributes }}>
              {%- render 'icon', icon: 'check' -%}
              <span>{{ block.settings.text | escape }}</span>
            </p>
          {%- when 'collapsible_tab' -%}
            <details class="product__accordion" {{ block.shopify_attributes }}>
              <summary>{{ block.settings.heading | escape }}</summary>
              <div class="rte">{{ block.settings.content }}</div>
            </details>
        {%- endcase -%}
      {%- endfor -%}
    </div>
  </div>
</div>
`,
  css: `.product{display:grid;gap:2.5rem}
.product__media{display:grid;grid-template-columns:repeat(2,1fr);gap:.75rem;align-content:start}
.product__media-item{border-radius:var(--radius);overflow:hidden}
.product__media-item img{width:100%;height:100%;object-fit:cover}
.product__media-item--featured{grid-column:1 / -1}
.product__info{display:grid;gap:1.1rem;align-content:start}
.product__title{margin:0}
.product__text{margin:0;opacity:.85}
.product__field{display:grid;gap:.35rem}
.product__buy{display:grid;gap:.75rem}
.product__feature{display:flex;gap:.6rem;align-items:flex-start;margin:0}
.product__feature svg{flex:none;width:1.2rem;height:1.2rem;color:var(--color-primary);margin-top:.15rem}
.product__accordion{border-top:1px solid color-mix(in srgb,currentColor 18%,transparent);padding:.9rem 0}
.product__accordion summary{cursor:pointer;font-weight:600}
@media screen and (min-width:990px){
.product{grid-template-columns:1.2fr 1fr;gap:4rem}
.product--small{grid-template-columns:1fr 1.2fr}
.product__info{position:sticky;top:6rem}
}
`,
  schema: {
    name: 'Product information',
    tag: 'section',
    class: 'main-product-section',
    settings: [
      {
        type: 'select',
        id: 'media_size',
        label: 'Media size on desktop',
        options: [
          { value: 'large', label: 'Large' },
          { value: 'small', label: 'Small' },
        ],
        default: 'large',
      },
      ...padding(24, 48),
    ],
    blocks: [
      { type: 'vendor', name: 'Vendor', limit: 1 },
      { type: 'title', name: 'Title', limit: 1 },
      { type: 'price', name: 'Price', limit: 1 },
      {
        type: 'text',
        name: 'Text',
        settings: [{ type: 'text', id: 'text', label: 'Text', default: 'Text block' }],
      },
      { type: 'variant_picker', name: 'Variant picker', limit: 1 },
      { type: 'quantity', name: 'Quantity selector', limit: 1 },
      {
        type: 'buy_buttons',
        name: 'Buy buttons',
        limit: 1,
        settings: [
          {
            type: 'checkbox',
            id: 'show_dynamic_checkout',
            label: 'Show dynamic checkout buttons',
            default: true,
          },
        ],
      },
      { type: 'description', name: 'Description', limit: 1 },
      {
        type: 'feature',
        name: 'Feature',
        settings: [{ type: 'text', id: 'text', label: 'Text', default: 'Key feature' }],
      },
      {
        type: 'collapsible_tab',
        name: 'Collapsible tab',
        settings: [
          { type: 'text', id: 'heading', label: 'Heading', default: 'Collapsible tab' },
          { type: 'richtext', id: 'content', label: 'Content' },
        ],
      },
    ],
  },
}

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

export const mainListCollections: SectionFile = {
  name: 'main-list-collections',
  liquid: String.raw`
${PADDING_STYLE}
<div class="page-width section-{{ section.id }}-padding">
  <h1 class="h1">{{ section.settings.title | escape }}</h1>
  <ul class="grid collection-grid" role="list">
    {%- for collection in collections -%}
      <li class="grid__item">
        <a href="{{ collection.url }}" class="collection-tile">
          <span class="collection-tile__media media media--square">
            {%- if collection.featured_image -%}
              {{ collection.featured_image | image_url: width: 900 | image_tag: widths: '300, 600, 900', sizes: '(min-width: 990px) 33vw, 50vw', loading: 'lazy' }}
            {%- else -%}
              <span class="collection-tile__initial" aria-hidden="true">{{ collection.title | slice: 0 }}</span>
            {%- endif -%}
          </span>
          <span class="collection-tile__title">{{ collection.title | escape }}</span>
        </a>
      </li>
    {%- endfor -%}
  </ul>
</div>
`,
  schema: {
    name: 'Collections list page',
    tag: 'section',
    class: 'main-list-collections-section',
    settings: [{ type: 'text', id: 'title', label: 'Heading', default: 'Collections' }, ...padding(32, 48)],
  },
}

export const mainPage: SectionFile = {
  name: 'main-page',
  liquid: String.raw`
${PADDING_STYLE}
<div class="page-width page-width--narrow section-{{ section.id }}-padding">
  {%- if section.settings.show_title -%}
    <h1 class="h1 main-page__title">{{ page.title | escape }}</h1>
  {%- endif -%}
  <div class="rte">{{ page.content }}</div>
</div>
`,
  schema: {
    name: 'Page',
    tag: 'section',
    class: 'main-page-section',
    settings: [
      { type: 'checkbox', id: 'show_title', label: 'Show page title', default: true },
      ...padding(32, 32),
    ],
  },
}

export const mainBlog: SectionFile = {
  name: 'main-blog',
  liquid: String.raw`
${stylesheet('main-blog')}
${PADDING_STYLE}
{%- paginate blog.articles by section.settings.articles_per_page -%}
  <div class="page-width section-{{ section.id }}-padding">
    <h1 class="h1">{{ blog.title | escape }}</h1>
    {%- if blog.articles.size > 0 -%}
      <ul class="grid article-grid" role="list">
        {%- for article in blog.articles -%}
          <li class="grid__item">
            <article class="article-card">
              <a href="{{ article.url }}" class="article-card__media media media--landscape" tabindex="-1" aria-hidden="true">
                {%- if article.image -%}
                  {%- liquid
                    assign loading = 'lazy'
                    if forloop.first
                      assign loading = 'eager'
                    endif
                  -%}
                  {{ article.image | image_url: width: 1000 | image_tag: widths: '400, 700, 1000', sizes: '(min-width: 990px) 33vw, 100vw', loading: loading }}
                {%- else -%}
                  <span class="placeholder-block" aria-hidden="true"></span>
                {%- endif -%}
              </a>
              <p class="article-card__date">{{ article.published_at | date: '%B %d, %Y' }}</p>
              <h2 class="h3 article-card__title"><a href="{{ article.url }}">{{ article.title | escape }}</a></h2>
              <p class="article-card__excerpt">{{ article.excerpt_or_content | strip_html | truncatewords: 28 }}</p>
              <a href="{{ article.url }}" class="link-arrow">{{ 'blogs.article.read_more' | t }}</a>
            </article>
          </li>
        {%- endfor -%}
      </ul>
    {%- else -%}
      <p class="empty-state">{{ 'blogs.empty' | t }}</p>
    {%- endif -%}
    {%- if paginate.pages > 1 -%}
      {%- render 'pagination', paginate: paginate -%}
    {%- endif -%}
  </div>
{%- endpaginate -%}
`,
  css: `.article-grid{--columns-desktop:3;--columns-mobile:1;margin-top:2rem}
.article-card{display:grid;gap:.6rem}
.article-card__media{border-radius:var(--radius);overflow:hidden;display:block}
.article-card__media img{width:100%;height:100%;object-fit:cover}
.article-card__date{margin:0;font-size:.85rem}
.article-card__title{margin:0}
.article-card__title a{color:inherit;text-decoration:none}
.article-card__excerpt{margin:0;opacity:.85}
`,
  schema: {
    name: 'Blog posts',
    tag: 'section',
    class: 'main-blog-section',
    settings: [
      {
        type: 'range',
        id: 'articles_per_page',
        label: 'Articles per page',
        min: 3,
        max: 24,
        step: 3,
        default: 9,
      },
      ...padding(32, 48),
    ],
  },
}

export const mainArticle: SectionFile = {
  name: 'main-article',
  liquid: String.raw`
${PADDING_STYLE}
<article class="page-width page-width--narrow article section-{{ section.id }}-padding">
  <p class="article__meta">{{ article.published_at | date: '%B %d, %Y' }} &middot; {{ article.author | escape }}</p>
  <h1 class="h1 article__title">{{ article.title | escape }}</h1>
  {%- if article.image -%}
    <div class="article__image media media--landscape">
      {{ article.image | image_url: width: 1600 | image_tag: widths: '800, 1200, 1600', sizes: '(min-width: 990px) 50rem, 100vw', loading: 'eager' }}
    </div>
  {%- endif -%}
  <div class="rte article__content">{{ article.content }}</div>
  {%- if article.tags.size > 0 -%}
    <ul class="article__tags" role="list">
      {%- for tag in article.tags -%}
        <li>{{ tag | escape }}</li>
      {%- endfor -%}
    </ul>
  {%- endif -%}
  <a href="{{ blog.url }}" class="link-arrow link-arrow--back">{{ 'blogs.article.back_to_blog' | t }}</a>
</article>
`,
  schema: {
    name: 'Blog post',
    tag: 'section',
    class: 'main-article-section',
    settings: padding(32, 48),
  },
}

export const mainCart: SectionFile = {
  name: 'main-cart',
  liquid: String.raw`
${stylesheet('main-cart')}
${PADDING_STYLE}
<div class="page-width cart section-{{ section.id }}-padding">
  <h1 class="h1">
    {%- if section.settings.heading != blank -%}{{ section.settings.heading | escape }}{%- else -%}{{ 'cart.title' | t }}{%- endif -%}
  </h1>
  {%- if cart.item_count > 0 -%}
    <form action="{{ routes.cart_url }}" method="post" id="CartForm" class="cart__form">
      <table class="cart__items">
        <thead>
          <tr>
            <th scope="col">{{ 'cart.product' | t }}</th>
            <th scope="col">{{ 'cart.quantity' | t }}</th>
            <th scope="col">{{ 'cart.total' | t }}</th>
          </tr>
        </thead>
        <tbody>
          {%- for item in cart.items -%}
            <tr class="cart-item">
              <td class="cart-item__product">
                {%- if item.image -%}
                  <a href="{{ item.url }}" class="cart-item__image" tabindex="-1" aria-hidden="true">
                    {{ item.image | image_url: width: 300 | image_tag: widths: '150, 300', sizes: '150px', loading: 'lazy' }}
                  </a>
                {%- endif -%}
                <div class="cart-item__details">
                  <a href="{{ item.url }}" class="cart-item__title">{{ item.product.title | escape }}</a>
                  {%- unless item.product.has_only_default_variant -%}
                    <p class="cart-item__variant">{{ item.variant.title | escape }}</p>
                  {%- endunless -%}
                  <p class="cart-item__price">{{ item.final_price | money }}</p>
                </div>
              </td>
              <td class="cart-item__quantity">
                <label class="visually-hidden" for="CartQuantity-{{ forloop.index }}">{{ 'cart.quantity' | t }}</label>
                <input class="field field--quantity" id="CartQuantity-{{ forloop.index }}" type="number" name="updates[]" value="{{ item.quantity }}" min="0">
                <a href="{{ item.url_to_remove }}" class="cart-item__remove">{{ 'cart.remove' | t }}</a>
              </td>
              <td class="cart-item__total">{{ item.final_line_price | money }}</td>
            </tr>
          {%- endfor -%}
        </tbody>
      </table>
      <div class="cart__footer">
        {%- if section.settings.show_note -%}
          <div class="cart__note">
            <label class="field-label" for="CartNote">{{ 'cart.note' | t }}</label>
            <textarea id="CartNote" class="field" name="note" rows="3">{{ cart.note }}</textarea>
          </div>
        {%- endif -%}
        <div class="cart__summary">
          <p class="cart__subtotal">
            <span>{{ 'cart.subtotal' | t }}</span>
            <span>{{ cart.total_price | money_with_currency }}</span>
          </p>
          <p class="cart__taxes">{{ 'cart.taxes_and_shipping' | t }}</p>
          <div class="button-row">
            <button type="submit" name="update" class="button button--secondary">{{ 'cart.update' | t }}</button>
            <button type="submit" name="checkout" class="button button--primary">{{ 'cart.checkout' | t }}</button>
          </div>
        </div>
      </div>
    </form>
  {%- else -%}
    <div class="cart__empty">
      <p>{{ 'cart.empty' | t }}</p>
      <a href="{{ routes.all_products_collection_url }}" class="button button--primary">{{ 'general.continue_shopping' | t }}</a>
    </div>
  {%- endif -%}
</div>
`,
  css: `.cart{display:grid;gap:1.5rem}
.cart h1{margin:0}
.cart__items{width:100%;border-collapse:collapse}
.cart__items th{text-align:left;font-size:.8rem;font-weight:600;text-transform:uppercase;letter-spacing:.08em;padding-bottom:.75rem;border-bottom:1px solid color-mix(in srgb,currentColor 15%,transparent)}
.cart-item td{padding:1.25rem 0;border-bottom:1px solid color-mix(in srgb,currentColor 15%,transparent);vertical-align:top}
.cart-item__product{display:flex;gap:1rem}
.cart-item__image img{width:6rem;height:auto;border-radius:var(--radius)}
.cart-item__details p{margin:.25rem 0 0}
.cart-item__title{color:inherit;font-weight:600;text-decoration:none}
.cart-item__remove{display:block;margin-top:.5rem;font-size:.85rem;color:inherit}
.cart__footer{display:grid;gap:2rem;margin-top:2rem}
.cart__summary{display:grid;gap:.75rem;justify-items:end;text-align:right}
.cart__subtotal{display:flex;gap:1.5rem;font-size:1.2rem;font-weight:600;margin:0}
.cart__taxes{margin:0;font-size:.9rem}
.cart__empty{display:grid;gap:1rem;justify-items:start}
@media screen and (min-width:750px){.cart__footer{grid-template-columns:1fr 1fr}.cart__summary{grid-column:2}}
`,
  schema: {
    name: 'Cart',
    tag: 'section',
    class: 'main-cart-section',
    settings: [
      { type: 'text', id: 'heading', label: 'Heading', info: 'Empty shows "Your cart"' },
      { type: 'checkbox', id: 'show_note', label: 'Enable order notes', default: true },
      ...padding(32, 48),
    ],
  },
}

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

export const main404: SectionFile = {
  name: 'main-404',
  liquid: String.raw`
<div class="page-width not-found">
  <p class="eyebrow">404</p>
  <h1 class="h1">{{ 'templates.404.title' | t }}</h1>
  <p>{{ 'templates.404.subtext' | t }}</p>
  <a href="{{ routes.all_products_collection_url }}" class="button button--primary">{{ 'general.continue_shopping' | t }}</a>
</div>
`,
  schema: { name: '404 page', tag: 'section', class: 'main-404-section', settings: [] },
}

export const mainPassword: SectionFile = {
  name: 'main-password',
  liquid: String.raw`
{%- assign store_title = settings.store_name | default: shop.name -%}
<div class="page-width password">
  <p class="password__logo">{{ store_title | escape }}</p>
  <h1 class="h1">{{ section.settings.heading | escape }}</h1>
  {%- if shop.password_message != blank -%}
    <p class="password__message">{{ shop.password_message | escape }}</p>
  {%- endif -%}
  {%- form 'customer', class: 'newsletter-form' -%}
    <input type="hidden" name="contact[tags]" value="prospect, password page">
    {%- if form.posted_successfully? -%}
      <p class="form-message form-message--success">{{ 'newsletter.success' | t }}</p>
    {%- endif -%}
    <div class="newsletter-form__field">
      <label class="visually-hidden" for="PasswordNewsletter">{{ 'newsletter.label' | t }}</label>
      <input id="PasswordNewsletter" type="email" name="contact[email]" class="field" autocomplete="email" placeholder="{{ 'newsletter.label' | t }}" required>
      <button type="submit" class="button button--primary">{{ 'newsletter.button' | t }}</button>
    </div>
  {%- endform -%}
  <details class="password__login">
    <summary>{{ 'general.password_page.login_form_heading' | t }}</summary>
    {%- form 'storefront_password', class: 'password__form' -%}
      {%- if form.errors -%}
        <p class="form-message form-message--error" role="alert">{{ 'general.password_page.login_form_error' | t }}</p>
      {%- endif -%}
      <label class="field-label" for="Password">{{ 'general.password_page.login_form_password_label' | t }}</label>
      <input id="Password" class="field" type="password" name="password" autocomplete="current-password" required>
      <button type="submit" class="button button--secondary">{{ 'general.password_page.login_form_submit' | t }}</button>
    {%- endform -%}
  </details>
</div>
`,
  schema: {
    name: 'Password page',
    tag: 'section',
    class: 'main-password-section',
    settings: [{ type: 'text', id: 'heading', label: 'Heading', default: 'Opening soon' }],
  },
}
