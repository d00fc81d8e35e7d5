// The footer section: its Liquid, stylesheet and schema, as every theme has it.

import { colorScheme, type SectionFile, stylesheet } from '../schema'

export const footer: SectionFile = {
  name: 'footer',
  liquid: String.raw`
${stylesheet('footer')}
{%- assign store_title = settings.store_name | default: shop.name -%}
<footer class="site-footer color-{{ section.settings.color_scheme }}">
  <div class="page-width">
    <div class="site-footer__blocks">
      {%- for block in section.blocks -%}
        <div class="site-footer__block site-footer__block--{{ block.type }}" {{ block.shopify_attributes }}>
          {%- case block.type -%}
            {%- when 'link_list' -%}
              {%- assign footer_menu = linklists[block.settings.menu] -%}
              {%- if block.settings.heading != blank -%}
                <h2 class="site-footer__heading">{{ block.settings.heading | escape }}</h2>
              {%- endif -%}
              <ul class="site-footer__links" role="list">
                {%- if footer_menu.links.size > 0 -%}
                  {%- for link in footer_menu.links -%}
                    <li><a href="{{ link.url }}">{{ link.title | escape }}</a></li>
                  {%- endfor -%}
                {%- else -%}
                  <li><a href="{{ routes.all_products_collection_url }}">{{ 'general.shop_all' | t }}</a></li>
                  <li><a href="{{ routes.collections_url }}">{{ 'general.collections' | t }}</a></li>
                  <li><a href="{{ routes.search_url }}">{{ 'general.search' | t }}</a></li>
                  <li><a href="{{ routes.cart_url }}">{{ 'general.cart' | t }}</a></li>
                {%- endif -%}
              </ul>
            {%- when 'text' -%}
              {%- if block.settings.heading != blank -%}
                <h2 class="site-footer__heading">{{ block.settings.heading | escape }}</h2>
              {%- endif -%}
              <div class="rte">{{ block.settings.text }}</div>
            {%- when 'newsletter' -%}
              {%- if block.settings.heading != blank -%}
                <h2 class="site-footer__heading">{{ block.settings.heading | escape }}</h2>
              {%- endif -%}
              {%- form 'customer', class: 'newsletter-form', id: 'FooterNewsletter' -%}
                <input type="hidden" name="contact[tags]" value="newsletter">
                {%- if form.posted_successfully? -%}
                  <p class="form-message form-message--success">{{ 'newsletter.success' | t }}</p>
                {%- endif -%}
                <div class="newsletter-form__field">
                  <label class="visually-hidden" for="FooterNewsletterEmail">{{ 'newsletter.label' | t }}</label>
                  <input id="FooterNewsletterEmail" type="email" name="contact[email]" class="field" autocomplete="email" placeholder="{{ 'newsletter.label' | t }}" required>
                  <button type="submit" class="button">{{ 'newsletter.button' | t }}</button>
                </div>
              {%- endform -%}
          {%- endcase -%}
        </div>
      {%- endfor -%}
    </div>
    <div class="site-footer__bottom">
      <p class="site-footer__copyright">&copy; {{ 'now' | date: '%Y' }} {{ store_title | escape }}</p>
      {%- if section.settings.show_powered_by -%}
        <p class="site-footer__powered">{{ powered_by_link }}</p>
      {%- endif -%}
    </div>
  </div>
</footer>
`,
  css: `.site-footer{padding:3.5rem 0 2rem;font-size:.95rem}
.site-footer__blocks{display:grid;gap:2.5rem;grid-template-columns:repeat(auto-fit,minmax(200px,1fr))}
.site-footer__heading{font-size:1rem;margin:0 0 1rem;font-family:var(--font-heading);letter-spacing:var(--heading-spacing);text-transform:var(--heading-case)}
.site-footer__links{list-style:none;margin:0;padding:0;display:grid;gap:.6rem}
.site-footer__links a{color:inherit;text-decoration:none;opacity:.85}
.site-footer__links a:hover{opacity:1;text-decoration:underline}
.site-footer__bottom{display:flex;flex-wrap:wrap;justify-content:space-between;gap:1rem;margin-top:3rem;padding-top:1.5rem;border-top:1px solid color-mix(in srgb, currentColor 15%, transparent);font-size:.8rem;opacity:.8}
.site-footer__bottom p{margin:0}
.site-footer__bottom a{color:inherit}
`,
  schema: {
    name: 'Footer',
    class: 'footer-section',
    max_blocks: 4,
    settings: [
      colorScheme('inverse'),
      { type: 'checkbox', id: 'show_powered_by', label: 'Show "Powered by Shopify"', default: false },
    ],
    blocks: [
      {
        type: 'link_list',
        name: 'Menu',
        settings: [
          { type: 'text', id: 'heading', label: 'Heading', default: 'Shop' },
          { type: 'link_list', id: 'menu', label: 'Menu', default: 'footer' },
        ],
      },
      {
        type: 'text',
        name: 'Text',
        settings: [
          { type: 'text', id: 'heading', label: 'Heading', default: 'About us' },
          {
            type: 'richtext',
            id: 'text',
            label: 'Text',
            default: '<p>Share a few words about your store.</p>',
          },
        ],
      },
      {
        type: 'newsletter',
        name: 'Newsletter',
        limit: 1,
        settings: [{ type: 'text', id: 'heading', label: 'Heading', default: 'Stay in touch' }],
      },
    ],
    presets: [{ name: 'Footer', blocks: [{ type: 'link_list' }, { type: 'text' }] }],
    enabled_on: { groups: ['footer'] },
  },
}
