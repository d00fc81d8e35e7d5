// Classic customer account pages (templates/customers/*). Stores on new customer accounts never
// show them, but a complete theme carries them.
import type { SectionFile } from '../sections/schema'

const SETTINGS = { tag: 'section', settings: [] }

export const mainLogin: SectionFile = {
  name: 'main-login',
  liquid: String.raw`
<div class="page-width page-width--narrow customer">
  <h1 class="h1">{{ 'customer.login.title' | t }}</h1>
  {%- form 'customer_login', class: 'customer__form' -%}
    {%- if form.errors -%}
      <p class="form-message form-message--error" role="alert">{{ 'customer.login.error' | t }}</p>
    {%- endif -%}
    <label class="field-label" for="CustomerEmail">{{ 'customer.login.email' | t }}</label>
    <input class="field" type="email" name="customer[email]" id="CustomerEmail" autocomplete="email" required>
    {%- if form.password_needed -%}
      <label class="field-label" for="CustomerPassword">{{ 'customer.login.password' | t }}</label>
      <input class="field" type="password" name="customer[password]" id="CustomerPassword" autocomplete="current-password" required>
    {%- endif -%}
    <button type="submit" class="button button--primary">{{ 'customer.login.sign_in' | t }}</button>
    <a href="{{ routes.account_register_url }}">{{ 'customer.login.create_account' | t }}</a>
  {%- endform -%}
  <details class="customer__recover">
    <summary>{{ 'customer.recover.title' | t }}</summary>
    {%- form 'recover_customer_password', class: 'customer__form' -%}
      {%- if form.posted_successfully? -%}
        <p class="form-message form-message--success" role="status">{{ 'customer.recover.success' | t }}</p>
      {%- endif -%}
      <label class="field-label" for="RecoverEmail">{{ 'customer.login.email' | t }}</label>
      <input class="field" type="email" name="email" id="RecoverEmail" autocomplete="email" required>
      <button type="submit" class="button button--secondary">{{ 'customer.recover.submit' | t }}</button>
    {%- endform -%}
  </details>
</div>
`,
  schema: { name: 'Customer login', class: 'main-login-section', ...SETTINGS },
}

export const mainRegister: SectionFile = {
  name: 'main-register',
  liquid: String.raw`
<div class="page-width page-width--narrow customer">
  <h1 class="h1">{{ 'customer.register.title' | t }}</h1>
  {%- form 'create_customer', class: 'customer__form' -%}
    {%- if form.errors -%}
      <p class="form-message form-message--error" role="alert">{{ 'customer.register.error' | t }}</p>
    {%- endif -%}
    <label class="field-label" for="RegisterFirstName">{{ 'customer.register.first_name' | t }}</label>
    <input class="field" type="text" name="customer[first_name]" id="RegisterFirstName" autocomplete="given-name">
    <label class="field-label" for="RegisterLastName">{{ 'customer.register.last_name' | t }}</label>
    <input class="field" type="text" name="customer[last_name]" id="RegisterLastName" autocomplete="family-name">
    <label class="field-label" for="RegisterEmail">{{ 'customer.login.email' | t }}</label>
    <input class="field" type="email" name="customer[email]" id="RegisterEmail" autocomplete="email" required>
    <label class="field-label" for="RegisterPassword">{{ 'customer.login.password' | t }}</label>
    <input class="field" type="password" name="customer[password]" id="RegisterPassword" autocomplete="new-password" required>
    <button type="submit" class="button button--primary">{{ 'customer.register.submit' | t }}</button>
  {%- endform -%}
</div>
`,
  schema: { name: 'Customer register', class: 'main-register-section', ...SETTINGS },
}

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
  schema: { name: 'Customer account', class: 'main-account-section', ...SETTINGS },
}

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
  schema: { name: 'Customer order', class: 'main-order-section', ...SETTINGS },
}

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
  schema: { name: 'Customer addresses', class: 'main-addresses-section', ...SETTINGS },
}

export const mainActivateAccount: SectionFile = {
  name: 'main-activate-account',
  liquid: String.raw`
<div class="page-width page-width--narrow customer">
  <h1 class="h1">{{ 'customer.activate.title' | t }}</h1>
  {%- form 'activate_customer_password', class: 'customer__form' -%}
    {%- if form.errors -%}
      <p class="form-message form-message--error" role="alert">{{ 'customer.activate.error' | t }}</p>
    {%- endif -%}
    <label class="field-label" for="ActivatePassword">{{ 'customer.login.password' | t }}</label>
    <input class="field" type="password" name="customer[password]" id="ActivatePassword" autocomplete="new-password" required>
    <label class="field-label" for="ActivateConfirm">{{ 'customer.activate.confirm' | t }}</label>
    <input class="field" type="password" name="customer[password_confirmation]" id="ActivateConfirm" autocomplete="new-password" required>
    <button type="submit" class="button button--primary">{{ 'customer.activate.submit' | t }}</button>
  {%- endform -%}
</div>
`,
  schema: { name: 'Activate account', class: 'main-activate-account-section', ...SETTINGS },
}

export const mainResetPassword: SectionFile = {
  name: 'main-reset-password',
  liquid: String.raw`
<div class="page-width page-width--narrow customer">
  <h1 class="h1">{{ 'customer.reset.title' | t }}</h1>
  {%- form 'reset_customer_password', class: 'customer__form' -%}
    {%- if form.errors -%}
      <p class="form-message form-message--error" role="alert">{{ 'customer.reset.error' | t }}</p>
    {%- endif -%}
    <label class="field-label" for="ResetPassword">{{ 'customer.login.password' | t }}</label>
    <input class="field" type="password" name="customer[password]" id="ResetPassword" autocomplete="new-password" required>
    <label class="field-label" for="ResetConfirm">{{ 'customer.activate.confirm' | t }}</label>
    <input class="field" type="password" name="customer[password_confirmation]" id="ResetConfirm" autocomplete="new-password" required>
    <button type="submit" class="button button--primary">{{ 'customer.reset.submit' | t }}</button>
  {%- endform -%}
</div>
`,
  schema: { name: 'Reset password', class: 'main-reset-password-section', ...SETTINGS },
}
