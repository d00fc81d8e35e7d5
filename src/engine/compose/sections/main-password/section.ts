// The main-password section: its Liquid, stylesheet and schema, as every theme has it.

import { type SectionFile } from '../schema'

export const mainPassword: SectionFile = {
  name: 'main-password',
  liquid: String.raw`
{%- assign store_title = settings.store_name | default: shop.name -%}
<div class="page-width password">
  <p class="password__logo">{{ store_title | escape }}</p>
  <h1 class="h1">{{ section.settings.heading | escape }}</h1>
  {%- if shop.password_message != blank -%}
    <p class="password__message">{{ shop.password_message | escape }}</p>
  {%- endif -%}
  {%- form 'customer', class: 'newsletter-form' -%}
    <input type="hidden" name="contact[tags]" value="prospect, password page">
    {%- if form.posted_successfully? -%}
      <p class="form-message form-message--success">{{ 'newsletter.success' | t }}</p>
    {%- endif -%}
    <div class="newsletter-form__field">
      <label class="visually-hidden" for="PasswordNewsletter">{{ 'newsletter.label' | t }}</label>
      <input id="PasswordNewsletter" type="email" name="contact[email]" class="field" autocomplete="email" placeholder="{{ 'newsletter.label' | t }}" required>
      <button type="submit" class="button button--primary">{{ 'newsletter.button' | t }}</button>
    </div>
  {%- endform -%}
  <details class="password__login">
    <summary>{{ 'general.password_page.login_form_heading' | t }}</summary>
    {%- form 'storefront_password', class: 'password__form' -%}
      {%- if form.errors -%}
        <p class="form-message form-message--error" role="alert">{{ 'general.password_page.login_form_error' | t }}</p>
      {%- endif -%}
      <label class="field-label" for="Password">{{ 'general.password_page.login_form_password_label' | t }}</label>
      <input id="Password" class="field" type="password" name="password" autocomplete="current-password" required>
      <button type="submit" class="button button--secondary">{{ 'general.password_page.login_form_submit' | t }}</button>
    {%- endform -%}
  </details>
</div>
`,
  schema: {
    name: 'Password page',
    tag: 'section',
    class: 'main-password-section',
    settings: [{ type: 'text', id: 'heading', label: 'Heading', default: 'Opening soon' }],
  },
}
