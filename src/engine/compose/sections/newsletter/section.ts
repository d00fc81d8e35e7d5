// The newsletter section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { SECTION_OPEN, sectionStyles } from '../parts'

import { colorSettings, padding, type SectionFile } from '../schema'

export const newsletter: SectionFile = {
  name: 'newsletter',
  liquid: String.raw`
${sectionStyles('newsletter')}
${SECTION_OPEN}
  <div class="page-width newsletter">
    {%- if section.settings.heading != blank -%}
      <h2 class="h2">{{ section.settings.heading | escape }}</h2>
    {%- endif -%}
    {%- if section.settings.text != blank -%}
      <p class="newsletter__text">{{ section.settings.text | escape }}</p>
    {%- endif -%}
    {%- form 'customer', class: 'newsletter-form' -%}
      <input type="hidden" name="contact[tags]" value="newsletter">
      {%- if form.posted_successfully? -%}
        <p class="form-message form-message--success">{{ 'newsletter.success' | t }}</p>
      {%- endif -%}
      {%- if form.errors -%}
        <p class="form-message form-message--error">{{ form.errors.messages['email'] | escape }}</p>
      {%- endif -%}
      <div class="newsletter-form__field">
        <label class="visually-hidden" for="NewsletterEmail-{{ section.id }}">{{ 'newsletter.label' | t }}</label>
        <input id="NewsletterEmail-{{ section.id }}" type="email" name="contact[email]" class="field" autocomplete="email" placeholder="{{ 'newsletter.label' | t }}" required>
        <button type="submit" class="button button--primary">
          {%- if section.settings.button_label != blank -%}
            {{ section.settings.button_label | escape }}
          {%- else -%}
            {{ 'newsletter.button' | t }}
          {%- endif -%}
        </button>
      </div>
    {%- endform -%}
  </div>
</div>
`,
  css: `.newsletter{max-width:38rem;text-align:center;display:grid;gap:1rem;justify-items:center}
.newsletter h2,.newsletter__text{margin:0}
.newsletter form{width:100%}
`,
  schema: {
    name: 'Newsletter',
    tag: 'section',
    class: 'newsletter-section',
    settings: [
      { type: 'text', id: 'heading', label: 'Heading', default: 'Subscribe to our emails' },
      {
        type: 'text',
        id: 'text',
        label: 'Text',
        default: 'Be the first to know about new collections and exclusive offers.',
      },
      { type: 'text', id: 'button_label', label: 'Button label', default: 'Subscribe' },
      ...colorSettings('accent'),
      ...padding(),
    ],
    presets: [{ name: 'Newsletter' }],
  },
}
