// The main-account section: its Liquid, stylesheet and schema, as every theme has it.
import { CUSTOMER_SCHEMA, type SectionFile } from '../schema'

export const mainAccount: SectionFile = {
  name: 'main-account',
  liquid: String.raw`
<div class="page-width customer">
  <h1 class="h1">{{ 'customer.account.title' | t }}</h1>
  <a href="{{ routes.account_logout_url }}">{{ 'customer.account.log_out' | t }}</a>
  <div class="customer__columns">
    <div>
      <h2 class="h3">{{ 'customer.account.orders' | t }}</h2>
      {%- paginate customer.orders by 20 -%}
        {%- if customer.orders.size > 0 -%}
          <table class="customer__table">
            <thead>
              <tr>
                <th scope="col">{{ 'customer.account.order' | t }}</th>
                <th scope="col">{{ 'customer.account.date' | t }}</th>
                <th scope="col">{{ 'customer.account.total' | t }}</th>
              </tr>
            </thead>
            <tbody>
              {%- for order in customer.orders -%}
                <tr>
                  <td><a href="{{ order.customer_url }}">{{ order.name }}</a></td>
                  <td>{{ order.created_at | date: '%B %d, %Y' }}</td>
                  <td>{{ order.total_price | money }}</td>
                </tr>
              {%- endfor -%}
            </tbody>
          </table>
        {%- else -%}
          <p>{{ 'customer.account.no_orders' | t }}</p>
        {%- endif -%}
        {%- if paginate.pages > 1 -%}
          {%- render 'pagination', paginate: paginate -%}
        {%- endif -%}
      {%- endpaginate -%}
    </div>
    <div>
      <h2 class="h3">{{ 'customer.account.details' | t }}</h2>
      <p>{{ customer.name | escape }}</p>
      {{ customer.default_address | format_address }}
      <a href="{{ routes.account_addresses_url }}">{{ 'customer.account.view_addresses' | t }}</a>
    </div>
  </div>
</div>
`,
  schema: { name: 'Customer account', class: 'main-account-section', ...CUSTOMER_SCHEMA },
}
