// Sections of the header and footer groups.
import { COLOR_STYLE, colorScheme, colorSettings, type SectionFile, stylesheet } from './schema'

const MENU_LINKS = String.raw`{%- capture menu_links -%}
  {%- if main_menu.links.size > 0 -%}
    {%- for link in main_menu.links -%}
      <li><a href="{{ link.url }}" class="menu-link"{% if link.current %} aria-current="page"{% endif %}>{{ link.title | escape }}</a></li>
    {%- endfor -%}
  {%- else -%}
    <li><a href="{{ routes.all_products_collection_url }}" class="menu-link">{{ 'general.shop_all' | t }}</a></li>
    {%- for collection in collections limit: 4 -%}
      {%- unless collection.handle == 'all' -%}
        <li><a href="{{ collection.url }}" class="menu-link">{{ collection.title | escape }}</a></li>
      {%- endunless -%}
    {%- endfor -%}
  {%- endif -%}
{%- endcapture -%}`

export const announcementBar: SectionFile = {
  name: 'announcement-bar',
  liquid: String.raw`
${stylesheet('announcement-bar')}
${COLOR_STYLE}
<div class="announcement-bar color-{{ section.settings.color_scheme }} section-colors" role="region" aria-label="{{ 'sections.announcement.label' | t }}">
  <div class="page-width announcement-bar__inner">
    {%- for block in section.blocks -%}
      <p class="announcement-bar__message" {{ block.shopify_attributes }}>
        {%- if block.settings.link != blank -%}
          <a href="{{ block.settings.link }}" class="announcement-bar__link">{{ block.settings.text | escape }}</a>
        {%- else -%}
          {{ block.settings.text | escape }}
        {%- endif -%}
      </p>
    {%- endfor -%}
  </div>
</div>
`,
  css: `.announcement-bar{font-size:.8125rem;letter-spacing:.04em;text-align:center}
.announcement-bar__inner{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem 2.5rem;padding-top:.6rem;padding-bottom:.6rem}
.announcement-bar__message{margin:0}
.announcement-bar__link{color:inherit;text-underline-offset:.2em}
`,
  schema: {
    name: 'Announcement bar',
    class: 'announcement-bar-section',
    max_blocks: 3,
    settings: colorSettings('primary'),
    blocks: [
      {
        type: 'announcement',
        name: 'Announcement',
        settings: [
          { type: 'text', id: 'text', label: 'Text', default: 'Welcome to our store' },
          { type: 'url', id: 'link', label: 'Link' },
        ],
      },
    ],
    presets: [{ name: 'Announcement bar', blocks: [{ type: 'announcement' }] }],
    enabled_on: { groups: ['header'] },
  },
}

export const header: SectionFile = {
  name: 'header',
  liquid: String.raw`
${stylesheet('header')}
{%- liquid
  assign store_title = settings.store_name | default: shop.name
  assign main_menu = linklists[section.settings.menu]
-%}
${MENU_LINKS}
{%- style -%}
  #shopify-section-{{ section.id }} .site-header__logo-image { width: {{ section.settings.logo_width }}px; }
{%- endstyle -%}
<header class="site-header site-header--{{ section.settings.layout }} color-{{ section.settings.color_scheme }}{% if section.settings.sticky %} site-header--sticky{% endif %}">
  <div class="page-width site-header__inner">
    <details class="menu-drawer" data-menu-drawer>
      <summary class="site-header__icon menu-drawer__toggle" aria-label="{{ 'general.menu' | t }}">
        {%- render 'icon', icon: 'menu' -%}
      </summary>
      <nav class="menu-drawer__panel color-{{ section.settings.color_scheme }}" aria-label="{{ 'general.menu' | t }}">
        <ul class="menu-drawer__list" role="list">
          {{ menu_links }}
        </ul>
      </nav>
    </details>
    <a href="{{ routes.root_url }}" class="site-header__logo">
      {%- if section.settings.logo != blank -%}
        {{ section.settings.logo | image_url: width: 600 | image_tag: class: 'site-header__logo-image', widths: '150, 300, 600', sizes: '300px', alt: store_title }}
      {%- else -%}
        <span class="site-header__logo-text">{{ store_title | escape }}</span>
      {%- endif -%}
    </a>
    <nav class="site-header__nav" aria-label="{{ 'general.menu' | t }}">
      <ul class="site-header__menu" role="list">
        {{ menu_links }}
      </ul>
    </nav>
    <div class="site-header__icons">
      <a href="{{ routes.search_url }}" class="site-header__icon" aria-label="{{ 'general.search' | t }}">
        {%- render 'icon', icon: 'search' -%}
      </a>
      {%- if shop.customer_accounts_enabled -%}
        <a href="{{ routes.account_url }}" class="site-header__icon" aria-label="{{ 'general.account' | t }}">
          {%- render 'icon', icon: 'account' -%}
        </a>
      {%- endif -%}
      <a href="{{ routes.cart_url }}" class="site-header__icon site-header__cart">
        {%- render 'icon', icon: 'cart' -%}
        <span class="visually-hidden">{{ 'general.cart' | t }}</span>
        <span class="cart-count" aria-hidden="true" data-cart-count{% if cart.item_count == 0 %} hidden{% endif %}>{{ cart.item_count }}</span>
      </a>
    </div>
  </div>
</header>
`,
  css: `.site-header{position:relative;z-index:20;border-bottom:1px solid color-mix(in srgb, currentColor 10%, transparent)}
.site-header--sticky{position:sticky;top:0}
.site-header__inner{display:flex;align-items:center;gap:1.5rem;min-height:4.25rem}
.site-header__logo{color:inherit;text-decoration:none;display:inline-flex;align-items:center}
.site-header__logo-text{font-family:var(--font-heading);font-weight:var(--font-heading-weight);font-size:1.15rem;line-height:1.1;letter-spacing:var(--heading-spacing);text-transform:var(--heading-case)}
@media screen and (min-width:750px){.site-header__logo-text{font-size:1.45rem}}
.site-header__logo-image{height:auto;max-width:100%}
.site-header__nav{display:none;flex:1}
.site-header__menu{display:flex;flex-wrap:wrap;gap:1.5rem;list-style:none;margin:0;padding:0}
.menu-link{color:inherit;text-decoration:none;font-size:.95rem}
.menu-link:hover,.menu-link[aria-current]{text-decoration:underline;text-underline-offset:.3em}
.site-header__icons{display:flex;align-items:center;gap:.5rem;margin-left:auto}
.site-header__icon{color:inherit;display:inline-flex;align-items:center;justify-content:center;width:2.5rem;height:2.5rem;position:relative;cursor:pointer;list-style:none}
.site-header__icon::-webkit-details-marker{display:none}
.site-header__icon svg{width:1.35rem;height:1.35rem}
.cart-count{position:absolute;top:.1rem;right:0;min-width:1.15rem;height:1.15rem;border-radius:999px;background:var(--color-primary);color:var(--color-on-primary);font-size:.7rem;display:flex;align-items:center;justify-content:center;padding:0 .25rem}
.cart-count[hidden]{display:none}
.menu-drawer__panel{position:absolute;left:0;right:0;top:100%;padding:1rem 1.5rem 1.5rem;box-shadow:0 12px 24px rgb(0 0 0 / .08)}
.menu-drawer__list{list-style:none;margin:0;padding:0;display:grid;gap:.9rem;font-size:1.1rem}
.site-header--center .site-header__logo{margin:0 auto}
@media screen and (min-width:990px){
.menu-drawer{display:none}
.site-header__nav{display:block}
.site-header--center .site-header__inner{display:grid;grid-template-columns:1fr auto 1fr;row-gap:0;padding-top:.75rem}
.site-header--center .site-header__logo{grid-column:2;grid-row:1}
.site-header--center .site-header__icons{grid-column:3;grid-row:1}
.site-header--center .site-header__nav{grid-column:1 / -1;grid-row:2;justify-self:center;padding:.5rem 0 .75rem}
.site-header--center .site-header__menu{justify-content:center;font-size:.9rem;letter-spacing:.04em}
}
`,
  schema: {
    name: 'Header',
    class: 'header-section',
    settings: [
      { type: 'image_picker', id: 'logo', label: 'Logo image' },
      {
        type: 'range',
        id: 'logo_width',
        label: 'Logo width',
        min: 60,
        max: 300,
        step: 10,
        unit: 'px',
        default: 140,
      },
      { type: 'link_list', id: 'menu', label: 'Menu', default: 'main-menu' },
      {
        type: 'select',
        id: 'layout',
        label: 'Layout',
        options: [
          { value: 'left', label: 'Logo left' },
          { value: 'center', label: 'Logo centered' },
        ],
        default: 'left',
      },
      { type: 'checkbox', id: 'sticky', label: 'Sticky header', default: true },
      colorScheme('background'),
    ],
    enabled_on: { groups: ['header'] },
  },
}

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
