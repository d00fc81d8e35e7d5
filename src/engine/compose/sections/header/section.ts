// The header section: its Liquid, stylesheet and schema, as every theme has it.
import { FONT_IDS, FONT_LIBRARY } from '../../../model/fonts'
import { TEXT_WIDTHS, WIDEST_TEXT } from './widths'
import { colorScheme, type SectionFile, stylesheet } from '../schema'

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

/** Liquid: the widths of TEXT_WIDTHS for the theme's fonts, as comma-separated strings. */
function fontWidthCases(
  setting: string,
  variable: string,
  columns: [number, number, number, number],
): string {
  const row = (widths: readonly number[]) => columns.map((i) => widths[i]).join(',')
  const cases = FONT_IDS.map(
    (id) => `    when '${FONT_LIBRARY[id].family}'\n      assign ${variable} = '${row(TEXT_WIDTHS[id])}'`,
  )
  return `  case settings.${setting}.family\n${cases.join('\n')}\n    else\n      assign ${variable} = '${row(WIDEST_TEXT)}'\n  endcase`
}

/**
 * The desktop menu on one line (issue 14: it wrapped). Each label's width is estimated from its
 * length and the body font (TEXT_WIDTHS), plus 24 px between labels; "More" is its label, a 20 px
 * chevron and a gap; the logo is its image width or the store name in the heading font (with the
 * heading letter spacing); the icons take 136 px (88 without accounts) and the gaps around the
 * menu 48 px. That is worked out for the narrowest window of three ranges, 990-1199 px,
 * 1200-1439 px and from 1440 px (less a 16 px scrollbar): in each range the links that fit stay
 * in the row, in the menu's order, and the rest wait under "More"; the home link, which the logo
 * already is, is the first to go. The drawer keeps every link. The k and c of TEXT_WIDTHS are in
 * tenths of a pixel, the rest in pixels. more_until: the first range in which "More" is not needed (4: never); a link's class
 * says from which range it shows in the row (from-1: always), its copy under "More" until which.
 */
const DESKTOP_LINKS = String.raw`{%- liquid
${fontWidthCases('type_body_font', 'label_fit', [0, 1, 2, 3])}
${fontWidthCases('type_heading_font', 'name_fit', [4, 5, 6, 7])}
  assign label_fit = label_fit | split: ','
  assign name_fit = name_fit | split: ','
  assign label_k = label_fit[0] | plus: 0
  assign label_c = label_fit[1] | plus: 0
  assign caps_k = label_fit[2] | plus: 0
  assign caps_c = label_fit[3] | plus: 0
  if section.settings.layout == 'center'
    # the centred menu is 0.9rem with 0.04em between letters
    assign label_k = label_k | times: 95 | divided_by: 100 | plus: 6
    assign caps_k = caps_k | times: 95 | divided_by: 100 | plus: 6
  endif
  if section.settings.logo != blank
    assign logo_px = section.settings.logo_width
  else
    assign title_caps = store_title | upcase
    if settings.type_heading_uppercase or title_caps == store_title
      assign name_k = name_fit[2] | plus: 0
      assign name_c = name_fit[3] | plus: 0
    else
      assign name_k = name_fit[0] | plus: 0
      assign name_c = name_fit[1] | plus: 0
    endif
    assign spacing = settings.type_heading_spacing | times: 232 | divided_by: 100
    assign name_k = name_k | plus: spacing
    assign logo_px = store_title.size | times: name_k | plus: name_c | divided_by: 10 | plus: 1
  endif
  assign beside_px = 0
  if section.settings.layout != 'center'
    assign beside_px = logo_px | plus: 184
    unless shop.customer_accounts_enabled
      assign beside_px = beside_px | minus: 48
    endunless
  endif
  assign page_px = settings.layout_page_width | default: 1280
  assign budget_1 = page_px | at_most: 974 | minus: 80 | minus: beside_px
  assign budget_2 = page_px | at_most: 1184 | minus: 80 | minus: beside_px
  assign budget_3 = page_px | at_most: 1424 | minus: 80 | minus: beside_px
  assign all_px = 0 | minus: 24
  assign rest_px = 0 | minus: 24
  for link in main_menu.links
    assign label_caps = link.title | upcase
    if label_caps == link.title
      assign link_px = link.title.size | times: caps_k | plus: caps_c
    else
      assign link_px = link.title.size | times: label_k | plus: label_c
    endif
    assign link_px = link_px | divided_by: 10 | plus: 25
    assign all_px = all_px | plus: link_px
    unless link.type == 'frontpage_link'
      assign rest_px = rest_px | plus: link_px
    endunless
  endfor
  assign home_from = 4
  if all_px <= budget_1
    assign home_from = 1
  elsif all_px <= budget_2
    assign home_from = 2
  elsif all_px <= budget_3
    assign home_from = 3
  endif
  assign more_until = 4
  if rest_px <= budget_1
    assign more_until = 1
  elsif rest_px <= budget_2
    assign more_until = 2
  elsif rest_px <= budget_3
    assign more_until = 3
  endif
  assign more_label = 'general.more' | t
  assign used_px = more_label.size | times: label_k | plus: label_c | divided_by: 10 | plus: 21
  assign desktop_links = ''
  assign more_links = ''
-%}
{%- for link in main_menu.links -%}
  {%- liquid
    if link.type == 'frontpage_link'
      assign from = home_from
    else
      assign label_caps = link.title | upcase
      if label_caps == link.title
        assign link_px = link.title.size | times: caps_k | plus: caps_c
      else
        assign link_px = link.title.size | times: label_k | plus: label_c
      endif
      assign link_px = link_px | divided_by: 10 | plus: 25
      assign used_px = used_px | plus: link_px
      assign from = 4
      if more_until == 1 or used_px <= budget_1
        assign from = 1
      elsif more_until == 2 or used_px <= budget_2
        assign from = 2
      elsif more_until == 3 or used_px <= budget_3
        assign from = 3
      endif
    endif
  -%}
  {%- if from < 4 -%}
    {%- capture item -%}<li class="site-header__item site-header__item--from-{{ from }}"><a href="{{ link.url }}" class="menu-link"{% if link.current %} aria-current="page"{% endif %}>{{ link.title | escape }}</a></li>{%- endcapture -%}
    {%- assign desktop_links = desktop_links | append: item -%}
  {%- endif -%}
  {%- if from > 1 and link.type != 'frontpage_link' -%}
    {%- capture item -%}<li class="site-header__more-item--until-{{ from }}"><a href="{{ link.url }}" class="menu-link"{% if link.current %} aria-current="page"{% endif %}>{{ link.title | escape }}</a></li>{%- endcapture -%}
    {%- assign more_links = more_links | append: item -%}
  {%- endif -%}
{%- endfor -%}`

export const header: SectionFile = {
  name: 'header',
  liquid: String.raw`
${stylesheet('header')}
{%- liquid
  assign store_title = settings.store_name | default: shop.name
  assign main_menu = linklists[section.settings.menu]
-%}
${MENU_LINKS}
${DESKTOP_LINKS}
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
        <span class="site-header__logo-text{% if store_title.size > 30 %} site-header__logo-text--longer{% elsif store_title.size > 18 %} site-header__logo-text--long{% endif %}">{{ store_title | escape }}</span>
      {%- endif -%}
    </a>
    <nav class="site-header__nav" aria-label="{{ 'general.menu' | t }}">
      <ul class="site-header__menu" role="list">
        {%- if main_menu.links.size > 0 -%}
          {{ desktop_links }}
          {%- if more_until > 1 -%}
            <li class="site-header__more site-header__more--until-{{ more_until }}">
              <details class="site-header__more-menu" data-menu-drawer>
                <summary class="menu-link site-header__more-toggle">
                  {{- 'general.more' | t -}}
                  {%- render 'icon', icon: 'chevron-down' -%}
                </summary>
                <ul class="site-header__more-list color-{{ section.settings.color_scheme }}" role="list">
                  {{ more_links }}
                </ul>
              </details>
            </li>
          {%- endif -%}
        {%- else -%}
          {{ menu_links }}
        {%- endif -%}
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
.site-header__inner{display:flex;align-items:center;gap:.75rem;min-height:4.25rem}
.site-header__logo{color:inherit;text-decoration:none;display:inline-flex;align-items:center;min-width:0}
.site-header__logo-text{font-family:var(--font-heading);font-weight:var(--font-heading-weight);font-size:1.15rem;line-height:1.15;letter-spacing:var(--heading-spacing);text-transform:var(--heading-case);display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;overflow:hidden;overflow-wrap:anywhere}
.site-header__logo-text--long{font-size:1rem}
.site-header__logo-text--longer{font-size:.9rem}
@media screen and (min-width:750px){.site-header__inner{gap:1.5rem}.site-header__logo-text{font-size:1.45rem}.site-header__logo-text--longer{font-size:1.25rem}}
.site-header__logo-image{height:auto;max-width:100%}
.site-header__nav{display:none;flex:1;min-width:0}
.site-header__menu{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1.5rem;list-style:none;margin:0;padding:0}
.site-header__menu .menu-link{white-space:nowrap}
.site-header__item--from-2,.site-header__item--from-3{display:none}
.site-header__more{position:relative}
.site-header__more-toggle{display:inline-flex;align-items:center;gap:.25rem;cursor:pointer;list-style:none}
.site-header__more-toggle::-webkit-details-marker{display:none}
.site-header__more-toggle svg{width:1rem;height:1rem;transition:transform .15s ease}
.site-header__more-menu[open] .site-header__more-toggle svg{transform:rotate(180deg)}
.site-header__more-list{position:absolute;top:calc(100% + .9rem);right:0;z-index:30;display:grid;gap:.8rem;min-width:13rem;max-width:20rem;margin:0;padding:1.1rem 1.4rem;list-style:none;text-align:left;letter-spacing:normal;border-radius:var(--radius);box-shadow:0 12px 24px rgb(0 0 0 / .12)}
.site-header__more-list .menu-link{white-space:normal}
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
@media screen and (min-width:1200px){
.site-header__item--from-2{display:block}
.site-header__more--until-2,.site-header__more-item--until-2{display:none}
}
@media screen and (min-width:1440px){
.site-header__item--from-3{display:block}
.site-header__more--until-3,.site-header__more-item--until-3{display:none}
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
