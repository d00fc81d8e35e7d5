// The main-order section: its Liquid, stylesheet and schema, as every theme has it.
import { CUSTOMER_SCHEMA, type SectionFile } from '../schema'

export const mainOrder: SectionFile = {
  name: 'main-order',
  liquid: String.raw`
<div class="page-width customer">
  <a href="{{ routes.account_url }}">{{ 'customer.order.back' | t }}</a>
  <h1 class="h1">{{ 'customer.order.title' | t: name: order.name }}</h1>
  <p>{{ order.created_at | date: '%B %d, %Y' }}</p>
  <table class="customer__table">
    <thead>
      <tr>
        <th scope="col">{{ 'cart.product' | t }}</th>
        <th scope="col">{{ 'cart.quantity' | t }}</th>
        <th scope="col">{{ 'cart.total' | t }}</th>
      </tr>
    </thead>
    <tbody>
      {%- for line_item in order.line_items -%}
        <tr>
          <td>{{ line_item.title | escape }}</td>
          <td>{{ line_item.quantity }}</td>
          <td>{{ line_item.final_line_price | money }}</td>
        </tr>
      {%- endfor -%}
    </tbody>
  </table>
  <p class="cart__subtotal"><span>{{ 'cart.total' | t }}</span> <span>{{ order.total_price | money_with_currency }}</span></p>
  <div class="customer__columns">
    <div>
      <h2 class="h3">{{ 'customer.order.billing_address' | t }}</h2>
      {{ order.billing_address | format_address }}
    </div>
    <div>
      <h2 class="h3">{{ 'customer.order.shipping_address' | t }}</h2>
      {{ order.shipping_address | format_address }}
    </div>
  </div>
</div>
`,
  schema: { name: 'Customer order', class: 'main-order-section', ...CUSTOMER_SCHEMA },
}
