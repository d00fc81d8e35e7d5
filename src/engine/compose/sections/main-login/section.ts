// The main-login section: its Liquid, stylesheet and schema, as every theme has it.

import { CUSTOMER_SCHEMA, type SectionFile } from '../schema'

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
  schema: { name: 'Customer login', class: 'main-login-section', ...CUSTOMER_SCHEMA },
}
