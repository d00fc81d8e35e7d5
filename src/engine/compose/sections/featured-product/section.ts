// The featured-product section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { SECTION_OPEN, sectionStyles } from '../parts'

import { colorSettings, ILLUSTRATION, illustration, padding, type SectionFile } from '../schema'

export const featuredProduct: SectionFile = {
  name: 'featured-product',
  liquid: String.raw`
${sectionStyles('featured-product')}
{%- liquid
  assign featured_product = section.settings.product
  if featured_product == blank and section.settings.title == blank
    assign featured_product = collections.all.products.first
  endif
  # On the page of the product it describes, the spotlight would only repeat it.
  assign repeats_page = false
  if featured_product == blank and product.title == section.settings.title
    assign repeats_page = true
  endif
-%}
{%- unless repeats_page -%}
${SECTION_OPEN}
  <div class="page-width featured-product featured-product--{{ section.settings.layout }}">
    <div class="featured-product__media">
      {%- if featured_product != blank -%}
        {%- for media in featured_product.media limit: 3 -%}
          <div class="featured-product__image media media--square">
            {{ media | image_url: width: 1200 | image_tag: widths: '600, 900, 1200', sizes: '(min-width: 990px) 50vw, 100vw', loading: 'lazy' }}
          </div>
        {%- else -%}
          <div class="featured-product__image media media--square placeholder-block" aria-hidden="true">
            {%- if section.settings.illustration != blank -%}
              ${illustration('section.settings.illustration', 'featured-product__illustration')}
            {%- endif -%}
          </div>
        {%- endfor -%}
      {%- else -%}
        {%- for block in section.blocks -%}
          {%- if block.type == 'image' -%}
            <div class="featured-product__image media media--square" {{ block.shopify_attributes }}>
              {%- if block.settings.image != blank -%}
                {{ block.settings.image | image_url: width: 1200 | image_tag: widths: '600, 900, 1200', sizes: '(min-width: 990px) 50vw, 100vw', loading: 'lazy' }}
              {%- elsif block.settings.image_url != blank -%}
                <img src="{{ block.settings.image_url | escape }}" alt="{{ section.settings.title | escape }}" width="1200" height="1200" loading="lazy">
              {%- endif -%}
            </div>
          {%- endif -%}
        {%- endfor -%}
        {%- assign image_count = section.blocks | where: 'type', 'image' | size -%}
        {%- if image_count == 0 -%}
          <div class="featured-product__image media media--square placeholder-block" aria-hidden="true">
            {%- if section.settings.illustration != blank -%}
              ${illustration('section.settings.illustration', 'featured-product__illustration')}
            {%- endif -%}
          </div>
        {%- endif -%}
      {%- endif -%}
    </div>
    <div class="featured-product__info">
      {%- if section.settings.eyebrow != blank -%}
        <p class="eyebrow">{{ section.settings.eyebrow | escape }}</p>
      {%- endif -%}
      {%- if featured_product != blank -%}
        <h2 class="h1 featured-product__title">{{ featured_product.title | escape }}</h2>
        {%- render 'price', price_product: featured_product -%}
        <div class="rte">{{ featured_product.description | strip_html | truncatewords: 40 }}</div>
      {%- else -%}
        <h2 class="h1 featured-product__title">{{ section.settings.title | escape }}</h2>
        <div class="price">
          {%- if section.settings.price != blank -%}
            <span class="price__regular">{{ section.settings.price | escape }}</span>
          {%- endif -%}
          {%- if section.settings.compare_price != blank -%}
            <s class="price__compare">{{ section.settings.compare_price | escape }}</s>
          {%- endif -%}
        </div>
        <div class="rte">{{ section.settings.description }}</div>
      {%- endif -%}
      {%- assign feature_count = section.blocks | where: 'type', 'feature' | size -%}
      {%- if feature_count > 0 -%}
        <ul class="feature-list" role="list">
          {%- for block in section.blocks -%}
            {%- if block.type == 'feature' -%}
              <li class="feature-list__item" {{ block.shopify_attributes }}>
                {%- render 'icon', icon: 'check' -%}
                <span>{{ block.settings.text | escape }}</span>
              </li>
            {%- endif -%}
          {%- endfor -%}
        </ul>
      {%- endif -%}
      {%- if featured_product != blank -%}
        {%- form 'product', featured_product, class: 'product-form quick-add' -%}
          {%- if featured_product.has_only_default_variant -%}
            <input type="hidden" name="id" value="{{ featured_product.selected_or_first_available_variant.id }}">
          {%- else -%}
            <label class="field-label" for="FeaturedVariant-{{ section.id }}">{{ 'products.product.variant' | t }}</label>
            <select id="FeaturedVariant-{{ section.id }}" name="id" class="field">
              {%- for variant in featured_product.variants -%}
                <option value="{{ variant.id }}"{% if variant.id == featured_product.selected_or_first_available_variant.id %} selected{% endif %}{% unless variant.available %} disabled{% endunless %}>
                  {{- variant.title | escape }} - {{ variant.price | money -}}
                </option>
              {%- endfor -%}
            </select>
          {%- endif -%}
          <button type="submit" name="add" class="button button--primary button--full" data-added-label="{{ 'products.product.added' | t }}"{% unless featured_product.available %} disabled{% endunless %}>
            {%- if featured_product.available -%}
              {{ 'products.product.add_to_cart' | t }}
            {%- else -%}
              {{ 'products.product.sold_out' | t }}
            {%- endif -%}
          </button>
        {%- endform -%}
        <a href="{{ featured_product.url }}" class="link-arrow">{{ 'products.product.view_details' | t }}</a>
      {%- else -%}
        <button type="button" class="button button--primary button--full" data-added-label="{{ 'products.product.added' | t }}">
          {{- 'products.product.add_to_cart' | t -}}
        </button>
      {%- endif -%}
    </div>
  </div>
</div>
{%- endunless -%}
`,
  css: `.featured-product{display:grid;gap:2.5rem;align-items:start}
.featured-product__media{display:grid;gap:1rem;grid-template-columns:repeat(2,1fr)}
.featured-product__image{border-radius:var(--radius);overflow:hidden}
.featured-product__image:first-child{grid-column:1 / -1}
.featured-product__image img{width:100%;height:100%;object-fit:cover}
.featured-product__image.placeholder-block{display:flex;align-items:center;justify-content:center}
.featured-product__illustration{width:60%;height:60%}
.featured-product__info{display:grid;gap:1.1rem;align-content:start}
.featured-product__title{margin:0}
@media screen and (min-width:990px){
.featured-product{grid-template-columns:1.1fr 1fr;gap:4rem}
.featured-product--text_first .featured-product__media{order:2}
.featured-product__info{position:sticky;top:6rem}
}
`,
  schema: {
    name: 'Featured product',
    tag: 'section',
    class: 'featured-product-section',
    settings: [
      { type: 'product', id: 'product', label: 'Product' },
      ILLUSTRATION,
      { type: 'text', id: 'eyebrow', label: 'Label above the title' },
      { type: 'header', content: 'Shown until a product is chosen' },
      { type: 'text', id: 'title', label: 'Title' },
      { type: 'text', id: 'price', label: 'Price' },
      { type: 'text', id: 'compare_price', label: 'Compare-at price' },
      { type: 'richtext', id: 'description', label: 'Description' },
      {
        type: 'select',
        id: 'layout',
        label: 'Layout',
        options: [
          { value: 'image_first', label: 'Image first' },
          { value: 'text_first', label: 'Text first' },
        ],
        default: 'image_first',
      },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'image',
        name: 'Image',
        limit: 10,
        settings: [
          { type: 'image_picker', id: 'image', label: 'Image' },
          { type: 'text', id: 'image_url', label: 'Image address', info: 'Used when no image is picked' },
        ],
      },
      {
        type: 'feature',
        name: 'Feature',
        settings: [{ type: 'text', id: 'text', label: 'Text', default: 'Describe a key feature' }],
      },
    ],
    presets: [{ name: 'Featured product' }],
  },
}
