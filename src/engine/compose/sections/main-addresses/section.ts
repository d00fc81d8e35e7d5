// The main-addresses section: its Liquid, stylesheet and schema, as every theme has it.

import { CUSTOMER_SCHEMA, type SectionFile } from '../schema'

export const mainAddresses: SectionFile = {
  name: 'main-addresses',
  liquid: String.raw`
<div class="page-width customer">
  <a href="{{ routes.account_url }}">{{ 'customer.order.back' | t }}</a>
  <h1 class="h1">{{ 'customer.addresses.title' | t }}</h1>
  {%- paginate customer.addresses by 10 -%}
    <ul class="customer__addresses" role="list">
      {%- for address in customer.addresses -%}
        <li>
          {{ address | format_address }}
          {%- if address == customer.default_address -%}
            <p class="eyebrow">{{ 'customer.addresses.default' | t }}</p>
          {%- endif -%}
        </li>
      {%- endfor -%}
    </ul>
    {%- if paginate.pages > 1 -%}
      {%- render 'pagination', paginate: paginate -%}
    {%- endif -%}
  {%- endpaginate -%}
  <details class="customer__recover">
    <summary>{{ 'customer.addresses.add' | t }}</summary>
    {%- form 'customer_address', customer.new_address, class: 'customer__form' -%}
      <label class="field-label" for="AddressFirstName">{{ 'customer.register.first_name' | t }}</label>
      <input class="field" type="text" id="AddressFirstName" name="address[first_name]" autocomplete="given-name">
      <label class="field-label" for="AddressLastName">{{ 'customer.register.last_name' | t }}</label>
      <input class="field" type="text" id="AddressLastName" name="address[last_name]" autocomplete="family-name">
      <label class="field-label" for="AddressAddress1">{{ 'customer.addresses.address1' | t }}</label>
      <input class="field" type="text" id="AddressAddress1" name="address[address1]" autocomplete="address-line1">
      <label class="field-label" for="AddressCity">{{ 'customer.addresses.city' | t }}</label>
      <input class="field" type="text" id="AddressCity" name="address[city]" autocomplete="address-level2">
      <label class="field-label" for="AddressCountry">{{ 'customer.addresses.country' | t }}</label>
      <select class="field" id="AddressCountry" name="address[country]" autocomplete="country">
        {{ all_country_option_tags }}
      </select>
      <label class="field-label" for="AddressZip">{{ 'customer.addresses.zip' | t }}</label>
      <input class="field" type="text" id="AddressZip" name="address[zip]" autocomplete="postal-code">
      <button type="submit" class="button button--primary">{{ 'customer.addresses.save' | t }}</button>
    {%- endform -%}
  </details>
</div>
`,
  schema: { name: 'Customer addresses', class: 'main-addresses-section', ...CUSTOMER_SCHEMA },
}
