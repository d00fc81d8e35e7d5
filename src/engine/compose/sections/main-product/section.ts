// The main-product section: its Liquid, stylesheet and schema, as every theme has it.

import { padding, PADDING_STYLE, type SectionFile, stylesheet } from '../schema'

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
