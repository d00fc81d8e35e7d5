// The main-register section: its Liquid, stylesheet and schema, as every theme has it.

import { CUSTOMER_SCHEMA, type SectionFile } from '../schema'

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
  schema: { name: 'Customer register', class: 'main-register-section', ...CUSTOMER_SCHEMA },
}
