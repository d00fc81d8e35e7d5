// layout/theme.liquid and layout/password.liquid. Colours, fonts and shapes come from the theme
// settings as CSS custom properties, so a merchant restyles the whole store from the editor.

// The heading face is the heading font at the heading weight setting when the family has that
// weight (font_modify gives nil otherwise); the body face comes with its bold (strong text, buttons)
// and italics (emphasis in rich text).
const THEME_STYLE = `{%- liquid
  assign heading_font = settings.type_heading_font | font_modify: 'weight', settings.type_heading_weight
  unless heading_font
    assign heading_font = settings.type_heading_font
  endunless
  assign body_font = settings.type_body_font
  assign body_font_bold = body_font | font_modify: 'weight', 'bold'
  assign body_font_italic = body_font | font_modify: 'style', 'italic'
  assign body_font_bold_italic = body_font_bold | font_modify: 'style', 'italic'
-%}
    {%- style -%}
      {{ heading_font | font_face: font_display: 'swap' }}
      {{ body_font | font_face: font_display: 'swap' }}
      {{ body_font_bold | font_face: font_display: 'swap' }}
      {{ body_font_italic | font_face: font_display: 'swap' }}
      {{ body_font_bold_italic | font_face: font_display: 'swap' }}
      :root {
        --color-primary: {{ settings.colors_primary }};
        --color-accent: {{ settings.colors_accent }};
        --color-background: {{ settings.colors_background }};
        --color-text: {{ settings.colors_text }};
        --color-surface: {{ settings.colors_surface }};
        --color-secondary: {{ settings.colors_secondary | default: settings.colors_accent }};
        --color-on-primary: {{ settings.colors_on_primary }};
        --color-on-accent: {{ settings.colors_on_accent }};
        --font-heading: {{ heading_font.family }}, {{ heading_font.fallback_families }};
        --font-body: {{ body_font.family }}, {{ body_font.fallback_families }};
        --font-heading-weight: {{ heading_font.weight }};
        --font-body-size: {{ settings.type_body_size }}px;
        --heading-case: {% if settings.type_heading_uppercase %}uppercase{% else %}none{% endif %};
        --heading-spacing: {{ settings.type_heading_spacing | divided_by: 100.0 }}em;
        --radius: {{ settings.layout_radius }}px;
        --page-width: {{ settings.layout_page_width }}px;
      }
    {%- endstyle -%}`

export const themeLayout = `<!doctype html>
<html class="no-js" lang="{{ request.locale.iso_code }}">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="{{ settings.colors_primary }}">
    <link rel="canonical" href="{{ canonical_url }}">
    <title>
      {{ page_title }}
      {%- unless page_title contains shop.name %} &ndash; {{ shop.name }}{% endunless -%}
    </title>
    {%- if page_description -%}
      <meta name="description" content="{{ page_description | escape }}">
    {%- endif -%}
    ${THEME_STYLE}
    {{ 'theme.css' | asset_url | stylesheet_tag }}
    <script src="{{ 'theme.js' | asset_url }}" defer="defer"></script>
    {{ content_for_header }}
  </head>
  <body class="template-{{ template.name | handle }}">
    <a class="skip-link" href="#MainContent">{{ 'general.skip_to_content' | t }}</a>
    {% sections 'header-group' %}
    <main id="MainContent" class="content-for-layout" role="main" tabindex="-1">
      {{ content_for_layout }}
    </main>
    {% sections 'footer-group' %}
  </body>
</html>
`

export const passwordLayout = `<!doctype html>
<html class="no-js" lang="{{ request.locale.iso_code }}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>{{ shop.name }}</title>
    ${THEME_STYLE}
    {{ 'theme.css' | asset_url | stylesheet_tag }}
    {{ content_for_header }}
  </head>
  <body class="template-password">
    <main id="MainContent" class="content-for-layout" role="main">
      {{ content_for_layout }}
    </main>
  </body>
</html>
`

/** templates/gift_card.liquid: the page a gift card's recipient opens (its own full document). */
export const giftCardTemplate = `{%- layout none -%}
<!doctype html>
<html class="no-js" lang="{{ request.locale.iso_code }}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    {%- capture gift_card_value -%}{{ gift_card.initial_value | money }}{%- endcapture -%}
    <title>{{ 'gift_cards.issued.title' | t: value: gift_card_value, shop: shop.name }}</title>
    ${THEME_STYLE}
    {{ 'theme.css' | asset_url | stylesheet_tag }}
    {{ content_for_header }}
  </head>
  <body class="template-gift-card">
    <main id="MainContent" class="page-width gift-card" role="main">
      <p class="eyebrow">{{ shop.name | escape }}</p>
      <h1 class="h1">{{ 'gift_cards.issued.heading' | t }}</h1>
      <p class="h2 gift-card__balance">{{ gift_card.balance | money }}</p>
      {%- if gift_card.enabled == false or gift_card.expired -%}
        <p class="form-message form-message--error">{{ 'gift_cards.issued.expired' | t }}</p>
      {%- endif -%}
      {%- if gift_card.code != blank -%}
        <p class="gift-card__code">{{ gift_card.code | format_code }}</p>
      {%- endif -%}
      <p>{{ 'gift_cards.issued.how_to_use' | t }}</p>
      <div class="button-row">
        <a href="{{ shop.url }}" class="button button--primary">{{ 'gift_cards.issued.shop_link' | t }}</a>
        {%- if gift_card.pass_url -%}
          <a href="{{ gift_card.pass_url }}" class="button button--secondary">{{ 'gift_cards.issued.add_to_wallet' | t }}</a>
        {%- endif -%}
      </div>
    </main>
  </body>
</html>
`
