// The main-reset-password section: its Liquid, stylesheet and schema, as every theme has it.

import { CUSTOMER_SCHEMA, type SectionFile } from '../schema'

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
  schema: { name: 'Reset password', class: 'main-reset-password-section', ...CUSTOMER_SCHEMA },
}
