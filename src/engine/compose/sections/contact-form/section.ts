// The contact-form section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { SECTION_OPEN, sectionStyles } from '../parts'

import { colorSettings, padding, type SectionFile } from '../schema'

export const contactForm: SectionFile = {
  name: 'contact-form',
  liquid: String.raw`
${sectionStyles('contact-form')}
${SECTION_OPEN}
  <div class="page-width contact">
    {%- if section.settings.heading != blank -%}
      <h2 class="h2">{{ section.settings.heading | escape }}</h2>
    {%- endif -%}
    {%- if section.settings.text != blank -%}
      <div class="rte">{{ section.settings.text }}</div>
    {%- endif -%}
    {%- form 'contact', id: 'ContactForm', class: 'contact__form' -%}
      {%- if form.posted_successfully? -%}
        <p class="form-message form-message--success" role="status">{{ 'contact.form.success' | t }}</p>
      {%- elsif form.errors -%}
        <p class="form-message form-message--error" role="alert">{{ 'contact.form.error' | t }}</p>
      {%- endif -%}
      <div class="contact__row">
        <div class="contact__field">
          <label class="field-label" for="ContactForm-name">{{ 'contact.form.name' | t }}</label>
          <input class="field" type="text" id="ContactForm-name" name="contact[name]" autocomplete="name" value="{{ form.name }}">
        </div>
        <div class="contact__field">
          <label class="field-label" for="ContactForm-email">{{ 'contact.form.email' | t }}</label>
          <input class="field" type="email" id="ContactForm-email" name="contact[email]" autocomplete="email" value="{{ form.email }}" required>
        </div>
      </div>
      <div class="contact__field">
        <label class="field-label" for="ContactForm-phone">{{ 'contact.form.phone' | t }}</label>
        <input class="field" type="tel" id="ContactForm-phone" name="contact[phone]" autocomplete="tel" value="{{ form.phone }}">
      </div>
      <div class="contact__field">
        <label class="field-label" for="ContactForm-body">{{ 'contact.form.message' | t }}</label>
        <textarea class="field" rows="6" id="ContactForm-body" name="contact[body]">{{ form.body }}</textarea>
      </div>
      <button type="submit" class="button button--primary">{{ 'contact.form.send' | t }}</button>
    {%- endform -%}
  </div>
</div>
`,
  css: `.contact{max-width:44rem;display:grid;gap:1.25rem}
.contact h2{margin:0}
.contact__form{display:grid;gap:1rem}
.contact__row{display:grid;gap:1rem}
.contact__field{display:grid;gap:.35rem}
@media screen and (min-width:750px){.contact__row{grid-template-columns:1fr 1fr}}
`,
  schema: {
    name: 'Contact form',
    tag: 'section',
    class: 'contact-form-section',
    settings: [
      { type: 'text', id: 'heading', label: 'Heading', default: 'Contact us' },
      { type: 'richtext', id: 'text', label: 'Text' },
      ...colorSettings('background'),
      ...padding(),
    ],
    presets: [{ name: 'Contact form' }],
  },
}
