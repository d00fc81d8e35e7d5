// The main-activate-account section: its Liquid, stylesheet and schema, as every theme has it.

import { CUSTOMER_SCHEMA, type SectionFile } from '../schema'

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
  schema: { name: 'Activate account', class: 'main-activate-account-section', ...CUSTOMER_SCHEMA },
}
