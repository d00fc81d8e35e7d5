// The main-cart section: its Liquid, stylesheet and schema, as every theme has it.

import { padding, PADDING_STYLE, type SectionFile, stylesheet } from '../schema'

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
