// Sections a merchant can add to any template: hero, product grid, story, social proof, forms.
import {
  COLOR_STYLE,
  colorSettings,
  padding,
  IMAGE_RATIO,
  ILLUSTRATION,
  illustration,
  PADDING_STYLE,
  PRODUCT_GRID_LAYOUT,
  type SectionFile,
  stylesheet,
} from '../sections/schema'
import {
  ALIGNMENT,
  HEADING_SIZE,
  ICON_OPTIONS,
  iconSetting,
  TEXT_BLOCKS,
  textBlocks,
} from '../sections/parts'

export const imageBanner: SectionFile = {
  name: 'image-banner',
  liquid: String.raw`
${stylesheet('image-banner')}
{%- style -%}
  #shopify-section-{{ section.id }} .banner__media::after { opacity: {{ section.settings.overlay_opacity | divided_by: 100.0 }}; }
{%- endstyle -%}
${COLOR_STYLE}
<div class="banner banner--{{ section.settings.height }} banner--{{ section.settings.alignment }} banner--{{ section.settings.background_style }} color-{{ section.settings.color_scheme }} section-colors{% if section.settings.image != blank %} banner--has-image{% endif %}">
  {%- if section.settings.image != blank -%}
    <div class="banner__media">
      {{ section.settings.image | image_url: width: 3000 | image_tag: class: 'banner__image', widths: '750, 1100, 1500, 2200, 3000', sizes: '100vw', loading: 'eager' }}
    </div>
  {%- else -%}
    <div class="banner__decor" aria-hidden="true">
      {%- if section.settings.illustration != blank and section.settings.alignment != 'center' -%}
        ${illustration('section.settings.illustration', 'banner__illustration')}
      {%- endif -%}
    </div>
  {%- endif -%}
  <div class="page-width banner__content">
    <div class="banner__box">
      {%- if section.settings.image == blank and section.settings.illustration != blank and section.settings.alignment == 'center' -%}
        <div class="banner__art" aria-hidden="true">
          ${illustration('section.settings.illustration', 'banner__art-illustration')}
        </div>
      {%- endif -%}
      {%- for block in section.blocks -%}
        {%- case block.type -%}
          {%- when 'heading' -%}
            <h1 class="banner__heading {{ block.settings.size }}" {{ block.shopify_attributes }}>{{ block.settings.heading | escape }}</h1>
          {%- when 'text' -%}
            <p class="banner__text" {{ block.shopify_attributes }}>{{ block.settings.text | escape }}</p>
          {%- when 'buttons' -%}
            <div class="banner__buttons button-row" {{ block.shopify_attributes }}>
              {%- if block.settings.button_label_1 != blank -%}
                <a href="{{ block.settings.button_link_1 | default: routes.all_products_collection_url }}" class="button button--primary">{{ block.settings.button_label_1 | escape }}</a>
              {%- endif -%}
              {%- if block.settings.button_label_2 != blank -%}
                <a href="{{ block.settings.button_link_2 | default: routes.collections_url }}" class="button button--secondary">{{ block.settings.button_label_2 | escape }}</a>
              {%- endif -%}
            </div>
        {%- endcase -%}
      {%- endfor -%}
    </div>
  </div>
</div>
`,
  css: `.banner{position:relative;display:flex;align-items:center;overflow:hidden;isolation:isolate}
.banner--small{min-height:18rem}
.banner--medium{min-height:28rem}
.banner--large{min-height:36rem}
.banner__media{position:absolute;inset:0;z-index:-1}
.banner__media::after{content:"";position:absolute;inset:0;background:#000}
.banner__image{width:100%;height:100%;object-fit:cover}
.banner__decor{position:absolute;inset:0;z-index:-1}
.banner--gradient .banner__decor{background:radial-gradient(circle at 80% 20%,color-mix(in srgb,var(--color-accent) 55%,transparent),transparent 55%),linear-gradient(135deg,var(--color-bg),color-mix(in srgb,var(--color-bg) 70%,var(--color-accent)))}
.banner--pattern .banner__decor{background-image:radial-gradient(color-mix(in srgb,currentColor 14%,transparent) 1.5px,transparent 1.5px);background-size:22px 22px}
.banner--shapes .banner__decor::before,.banner--shapes .banner__decor::after{content:"";position:absolute;border-radius:50%;background:var(--color-accent);opacity:.85}
.banner--shapes .banner__decor::before{width:22rem;height:22rem;right:-5rem;top:-6rem}
.banner--shapes .banner__decor::after{width:12rem;height:12rem;right:18%;bottom:-4rem;opacity:.5}
.banner__content{width:100%;padding-top:4rem;padding-bottom:4rem}
.banner__box{max-width:44rem;display:grid;gap:1.25rem}
.banner--center .banner__box{margin:0 auto;text-align:center;justify-items:center}
.banner--has-image{color:#fff}
.banner__heading{margin:0}
.banner__text{margin:0;font-size:1.15rem;max-width:36rem}
.banner__illustration{position:absolute;right:-1.5rem;bottom:-1rem;width:13rem;height:13rem;opacity:.18}
@media screen and (min-width:990px){.banner__illustration{right:6%;top:50%;bottom:auto;width:min(32vw,26rem);height:min(32vw,26rem);transform:translateY(-50%);opacity:.9}}
.banner__art{width:5.5rem;height:5.5rem;border-radius:50%;overflow:hidden}
.banner__art-illustration{width:100%;height:100%;display:block}
@media screen and (min-width:990px){.banner__art{width:7rem;height:7rem}}
`,
  schema: {
    name: 'Image banner',
    tag: 'section',
    class: 'banner-section',
    max_blocks: 3,
    settings: [
      { type: 'image_picker', id: 'image', label: 'Image' },
      ILLUSTRATION,
      {
        type: 'range',
        id: 'overlay_opacity',
        label: 'Image overlay opacity',
        min: 0,
        max: 90,
        step: 10,
        unit: '%',
        default: 30,
      },
      {
        type: 'select',
        id: 'height',
        label: 'Height',
        options: [
          { value: 'small', label: 'Small' },
          { value: 'medium', label: 'Medium' },
          { value: 'large', label: 'Large' },
        ],
        default: 'medium',
      },
      ALIGNMENT,
      {
        type: 'select',
        id: 'background_style',
        label: 'Background without image',
        options: [
          { value: 'solid', label: 'Solid' },
          { value: 'gradient', label: 'Gradient' },
          { value: 'pattern', label: 'Dots' },
          { value: 'shapes', label: 'Shapes' },
        ],
        default: 'gradient',
      },
      ...colorSettings('primary'),
    ],
    blocks: [
      {
        type: 'heading',
        name: 'Heading',
        limit: 1,
        settings: [
          { type: 'text', id: 'heading', label: 'Heading', default: 'Image banner' },
          { ...HEADING_SIZE, default: 'h0' },
        ],
      },
      {
        type: 'text',
        name: 'Text',
        limit: 1,
        settings: [
          {
            type: 'text',
            id: 'text',
            label: 'Text',
            default: 'Give customers details about the banner image.',
          },
        ],
      },
      {
        type: 'buttons',
        name: 'Buttons',
        limit: 1,
        settings: [
          { type: 'text', id: 'button_label_1', label: 'First button label', default: 'Shop all' },
          { type: 'url', id: 'button_link_1', label: 'First button link' },
          { type: 'text', id: 'button_label_2', label: 'Second button label' },
          { type: 'url', id: 'button_link_2', label: 'Second button link' },
        ],
      },
    ],
    presets: [{ name: 'Image banner', blocks: [{ type: 'heading' }, { type: 'text' }, { type: 'buttons' }] }],
  },
}

export const featuredCollection: SectionFile = {
  name: 'featured-collection',
  liquid: String.raw`
${stylesheet('featured-collection')}
${PADDING_STYLE}
${COLOR_STYLE}
{%- liquid
  assign featured = section.settings.collection
  if featured == blank
    assign featured = collections.all
  endif
  # On a product page the grid is of other products: the page's own is left out; on the cart
  # page, those already in the cart.
  assign current_id = product.id
  assign in_cart = ''
  assign cart_count = 0
  if template.name == 'cart'
    for line in cart.items
      assign in_cart = in_cart | append: ',' | append: line.product_id | append: ','
    endfor
    assign cart_count = cart.items.size
  endif
  assign skip = 0
  if section.settings.leave_out_first
    assign skip = 1
  endif
  assign look_at = section.settings.products_to_show | plus: 1 | plus: cart_count
  assign shown = 0
-%}
{%- style -%}
  #shopify-section-{{ section.id }} .product-grid { --columns-desktop: {{ section.settings.columns_desktop }}; --columns-mobile: {{ section.settings.columns_mobile }}; }
{%- endstyle -%}
<div class="color-{{ section.settings.color_scheme }} section-colors section-{{ section.id }}-padding">
  <div class="page-width">
    <div class="section-heading">
      {%- if section.settings.heading != blank -%}
        <h2 class="h2">{{ section.settings.heading | escape }}</h2>
      {%- endif -%}
      {%- if section.settings.show_view_all -%}
        <a href="{{ featured.url | default: routes.all_products_collection_url }}" class="link-arrow">{{ 'general.view_all' | t }}</a>
      {%- endif -%}
    </div>
    {%- if section.settings.description != blank -%}
      <p class="section-description">{{ section.settings.description | escape }}</p>
    {%- endif -%}
    {%- if featured.products.size > 0 -%}
      <ul class="product-grid grid" role="list">
        {%- for item in featured.products limit: look_at offset: skip -%}
          {%- if current_id != blank and item.id == current_id -%}{%- continue -%}{%- endif -%}
          {%- assign item_key = item.id | prepend: ',' | append: ',' -%}
          {%- if in_cart contains item_key -%}{%- continue -%}{%- endif -%}
          {%- if shown >= section.settings.products_to_show -%}{%- break -%}{%- endif -%}
          {%- assign shown = shown | plus: 1 -%}
          <li class="grid__item">
            {%- render 'product-card',
              card_product: item,
              card_style: section.settings.card_style,
              image_ratio: section.settings.image_ratio,
              show_vendor: section.settings.show_vendor,
              show_quick_add: section.settings.show_quick_add
            -%}
          </li>
        {%- endfor -%}
      </ul>
    {%- else -%}
      <p class="empty-state">{{ 'collections.empty' | t }}</p>
    {%- endif -%}
  </div>
</div>
`,
  css: `.product-grid{--columns-desktop:4;--columns-mobile:2}
`,
  schema: {
    name: 'Featured collection',
    tag: 'section',
    class: 'featured-collection-section',
    settings: [
      { type: 'text', id: 'heading', label: 'Heading', default: 'Featured products' },
      { type: 'text', id: 'description', label: 'Description' },
      { type: 'collection', id: 'collection', label: 'Collection' },
      {
        type: 'range',
        id: 'products_to_show',
        label: 'Products to show',
        min: 2,
        max: 24,
        step: 1,
        default: 8,
      },
      ...PRODUCT_GRID_LAYOUT,
      { type: 'checkbox', id: 'show_quick_add', label: 'Show quick add button', default: true },
      { type: 'checkbox', id: 'show_vendor', label: 'Show vendor', default: false },
      { type: 'checkbox', id: 'show_view_all', label: 'Show "View all" link', default: true },
      {
        type: 'checkbox',
        id: 'leave_out_first',
        label: 'Leave out the first product',
        info: 'When a featured product above already shows it',
        default: false,
      },
      ...colorSettings('background'),
      ...padding(),
    ],
    presets: [{ name: 'Featured collection' }],
  },
}

export const featuredProduct: SectionFile = {
  name: 'featured-product',
  liquid: String.raw`
${stylesheet('featured-product')}
${PADDING_STYLE}
${COLOR_STYLE}
{%- liquid
  assign featured_product = section.settings.product
  if featured_product == blank and section.settings.title == blank
    assign featured_product = collections.all.products.first
  endif
  # On the page of the product it describes, the spotlight would only repeat it.
  assign repeats_page = false
  if featured_product == blank and product.title == section.settings.title
    assign repeats_page = true
  endif
-%}
{%- unless repeats_page -%}
<div class="color-{{ section.settings.color_scheme }} section-colors section-{{ section.id }}-padding">
  <div class="page-width featured-product featured-product--{{ section.settings.layout }}">
    <div class="featured-product__media">
      {%- if featured_product != blank -%}
        {%- for media in featured_product.media limit: 3 -%}
          <div class="featured-product__image media media--square">
            {{ media | image_url: width: 1200 | image_tag: widths: '600, 900, 1200', sizes: '(min-width: 990px) 50vw, 100vw', loading: 'lazy' }}
          </div>
        {%- else -%}
          <div class="featured-product__image media media--square placeholder-block" aria-hidden="true">
            {%- if section.settings.illustration != blank -%}
              ${illustration('section.settings.illustration', 'featured-product__illustration')}
            {%- endif -%}
          </div>
        {%- endfor -%}
      {%- else -%}
        {%- for block in section.blocks -%}
          {%- if block.type == 'image' -%}
            <div class="featured-product__image media media--square" {{ block.shopify_attributes }}>
              {%- if block.settings.image != blank -%}
                {{ block.settings.image | image_url: width: 1200 | image_tag: widths: '600, 900, 1200', sizes: '(min-width: 990px) 50vw, 100vw', loading: 'lazy' }}
              {%- elsif block.settings.image_url != blank -%}
                <img src="{{ block.settings.image_url | escape }}" alt="{{ section.settings.title | escape }}" width="1200" height="1200" loading="lazy">
              {%- endif -%}
            </div>
          {%- endif -%}
        {%- endfor -%}
        {%- assign image_count = section.blocks | where: 'type', 'image' | size -%}
        {%- if image_count == 0 -%}
          <div class="featured-product__image media media--square placeholder-block" aria-hidden="true">
            {%- if section.settings.illustration != blank -%}
              ${illustration('section.settings.illustration', 'featured-product__illustration')}
            {%- endif -%}
          </div>
        {%- endif -%}
      {%- endif -%}
    </div>
    <div class="featured-product__info">
      {%- if section.settings.eyebrow != blank -%}
        <p class="eyebrow">{{ section.settings.eyebrow | escape }}</p>
      {%- endif -%}
      {%- if featured_product != blank -%}
        <h2 class="h1 featured-product__title">{{ featured_product.title | escape }}</h2>
        {%- render 'price', price_product: featured_product -%}
        <div class="rte">{{ featured_product.description | strip_html | truncatewords: 40 }}</div>
      {%- else -%}
        <h2 class="h1 featured-product__title">{{ section.settings.title | escape }}</h2>
        <div class="price">
          {%- if section.settings.price != blank -%}
            <span class="price__regular">{{ section.settings.price | escape }}</span>
          {%- endif -%}
          {%- if section.settings.compare_price != blank -%}
            <s class="price__compare">{{ section.settings.compare_price | escape }}</s>
          {%- endif -%}
        </div>
        <div class="rte">{{ section.settings.description }}</div>
      {%- endif -%}
      {%- assign feature_count = section.blocks | where: 'type', 'feature' | size -%}
      {%- if feature_count > 0 -%}
        <ul class="feature-list" role="list">
          {%- for block in section.blocks -%}
            {%- if block.type == 'feature' -%}
              <li class="feature-list__item" {{ block.shopify_attributes }}>
                {%- render 'icon', icon: 'check' -%}
                <span>{{ block.settings.text | escape }}</span>
              </li>
            {%- endif -%}
          {%- endfor -%}
        </ul>
      {%- endif -%}
      {%- if featured_product != blank -%}
        {%- form 'product', featured_product, class: 'product-form quick-add' -%}
          {%- if featured_product.has_only_default_variant -%}
            <input type="hidden" name="id" value="{{ featured_product.selected_or_first_available_variant.id }}">
          {%- else -%}
            <label class="field-label" for="FeaturedVariant-{{ section.id }}">{{ 'products.product.variant' | t }}</label>
            <select id="FeaturedVariant-{{ section.id }}" name="id" class="field">
              {%- for variant in featured_product.variants -%}
                <option value="{{ variant.id }}"{% if variant.id == featured_product.selected_or_first_available_variant.id %} selected{% endif %}{% unless variant.available %} disabled{% endunless %}>
                  {{- variant.title | escape }} - {{ variant.price | money -}}
                </option>
              {%- endfor -%}
            </select>
          {%- endif -%}
          <button type="submit" name="add" class="button button--primary button--full" data-added-label="{{ 'products.product.added' | t }}"{% unless featured_product.available %} disabled{% endunless %}>
            {%- if featured_product.available -%}
              {{ 'products.product.add_to_cart' | t }}
            {%- else -%}
              {{ 'products.product.sold_out' | t }}
            {%- endif -%}
          </button>
        {%- endform -%}
        <a href="{{ featured_product.url }}" class="link-arrow">{{ 'products.product.view_details' | t }}</a>
      {%- else -%}
        <button type="button" class="button button--primary button--full" data-added-label="{{ 'products.product.added' | t }}">
          {{- 'products.product.add_to_cart' | t -}}
        </button>
      {%- endif -%}
    </div>
  </div>
</div>
{%- endunless -%}
`,
  css: `.featured-product{display:grid;gap:2.5rem;align-items:start}
.featured-product__media{display:grid;gap:1rem;grid-template-columns:repeat(2,1fr)}
.featured-product__image{border-radius:var(--radius);overflow:hidden}
.featured-product__image:first-child{grid-column:1 / -1}
.featured-product__image img{width:100%;height:100%;object-fit:cover}
.featured-product__image.placeholder-block{display:flex;align-items:center;justify-content:center}
.featured-product__illustration{width:60%;height:60%}
.featured-product__info{display:grid;gap:1.1rem;align-content:start}
.featured-product__title{margin:0}
@media screen and (min-width:990px){
.featured-product{grid-template-columns:1.1fr 1fr;gap:4rem}
.featured-product--text_first .featured-product__media{order:2}
.featured-product__info{position:sticky;top:6rem}
}
`,
  schema: {
    name: 'Featured product',
    tag: 'section',
    class: 'featured-product-section',
    settings: [
      { type: 'product', id: 'product', label: 'Product' },
      ILLUSTRATION,
      { type: 'text', id: 'eyebrow', label: 'Label above the title' },
      { type: 'header', content: 'Shown until a product is chosen' },
      { type: 'text', id: 'title', label: 'Title' },
      { type: 'text', id: 'price', label: 'Price' },
      { type: 'text', id: 'compare_price', label: 'Compare-at price' },
      { type: 'richtext', id: 'description', label: 'Description' },
      {
        type: 'select',
        id: 'layout',
        label: 'Layout',
        options: [
          { value: 'image_first', label: 'Image first' },
          { value: 'text_first', label: 'Text first' },
        ],
        default: 'image_first',
      },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'image',
        name: 'Image',
        limit: 10,
        settings: [
          { type: 'image_picker', id: 'image', label: 'Image' },
          { type: 'text', id: 'image_url', label: 'Image address', info: 'Used when no image is picked' },
        ],
      },
      {
        type: 'feature',
        name: 'Feature',
        settings: [{ type: 'text', id: 'text', label: 'Text', default: 'Describe a key feature' }],
      },
    ],
    presets: [{ name: 'Featured product' }],
  },
}

export const collectionList: SectionFile = {
  name: 'collection-list',
  liquid: String.raw`
${stylesheet('collection-list')}
${PADDING_STYLE}
${COLOR_STYLE}
{%- style -%}
  #shopify-section-{{ section.id }} .collection-list { --columns-desktop: {{ section.settings.columns_desktop }}; --columns-mobile: 2; }
{%- endstyle -%}
<div class="color-{{ section.settings.color_scheme }} section-colors section-{{ section.id }}-padding">
  <div class="page-width">
    {%- if section.settings.heading != blank -%}
      <div class="section-heading">
        <h2 class="h2">{{ section.settings.heading | escape }}</h2>
        <a href="{{ routes.collections_url }}" class="link-arrow">{{ 'general.view_all' | t }}</a>
      </div>
    {%- endif -%}
    <ul class="collection-list grid" role="list">
      {%- for block in section.blocks -%}
        {%- liquid
          assign list_collection = block.settings.collection
          assign card_title = block.settings.title | default: list_collection.title
          assign card_url = list_collection.url | default: routes.collections_url
          assign card_image = list_collection.featured_image | default: list_collection.image
        -%}
        <li class="grid__item" {{ block.shopify_attributes }}>
          <a href="{{ card_url }}" class="collection-card collection-card--{{ section.settings.card_style }}">
            <div class="collection-card__media media media--{{ section.settings.image_ratio }}">
              {%- if card_image != blank -%}
                {{ card_image | image_url: width: 900 | image_tag: widths: '300, 450, 600, 900', sizes: '(min-width: 990px) 25vw, 50vw', loading: 'lazy' }}
              {%- elsif block.settings.illustration != blank -%}
                ${illustration('block.settings.illustration', 'collection-card__illustration')}
              {%- else -%}
                <span class="collection-card__initial" aria-hidden="true">{{ card_title | slice: 0 }}</span>
              {%- endif -%}
            </div>
            <span class="collection-card__title">{{ card_title | escape }} <span aria-hidden="true">&rarr;</span></span>
          </a>
        </li>
      {%- endfor -%}
    </ul>
  </div>
</div>
`,
  css: `.collection-card{display:grid;gap:.75rem;color:inherit;text-decoration:none}
.collection-card__media{border-radius:var(--radius);overflow:hidden;background:color-mix(in srgb,var(--color-accent) 35%,var(--color-bg));display:flex;align-items:center;justify-content:center}
.collection-card__media img{width:100%;height:100%;object-fit:cover;transition:transform .4s ease}
.collection-card:hover img{transform:scale(1.04)}
.collection-card__initial{font-family:var(--font-heading);font-size:4rem;opacity:.55}
.collection-card__illustration{width:58%;height:58%}
.collection-card__title{font-family:var(--font-heading);font-weight:var(--font-heading-weight);letter-spacing:var(--heading-spacing);text-transform:var(--heading-case);font-size:1.05rem}
.collection-card--overlay{position:relative}
.collection-card--overlay .collection-card__title{position:absolute;left:1rem;bottom:1rem;background:var(--color-bg);padding:.4rem .8rem;border-radius:var(--radius)}
`,
  schema: {
    name: 'Collection list',
    tag: 'section',
    class: 'collection-list-section',
    max_blocks: 12,
    settings: [
      { type: 'text', id: 'heading', label: 'Heading', default: 'Collections' },
      {
        type: 'range',
        id: 'columns_desktop',
        label: 'Columns on desktop',
        min: 1,
        max: 6,
        step: 1,
        default: 4,
      },
      IMAGE_RATIO,
      {
        type: 'select',
        id: 'card_style',
        label: 'Card style',
        options: [
          { value: 'standard', label: 'Title below' },
          { value: 'overlay', label: 'Title on image' },
        ],
        default: 'standard',
      },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'featured_collection',
        name: 'Collection',
        settings: [
          { type: 'collection', id: 'collection', label: 'Collection' },
          { type: 'text', id: 'title', label: 'Title', info: 'Defaults to the collection title' },
          ILLUSTRATION,
        ],
      },
    ],
    presets: [
      {
        name: 'Collection list',
        blocks: [
          { type: 'featured_collection' },
          { type: 'featured_collection' },
          { type: 'featured_collection' },
        ],
      },
    ],
  },
}

export const richTextSection: SectionFile = {
  name: 'rich-text',
  liquid: String.raw`
${stylesheet('rich-text')}
${PADDING_STYLE}
${COLOR_STYLE}
<div class="color-{{ section.settings.color_scheme }} section-colors section-{{ section.id }}-padding">
  <div class="page-width rich-text rich-text--{{ section.settings.alignment }}">
    {%- for block in section.blocks -%}
      {%- case block.type -%}${TEXT_BLOCKS}
      {%- endcase -%}
    {%- endfor -%}
  </div>
</div>
`,
  css: `.rich-text{max-width:46rem;display:grid;gap:1.25rem}
.rich-text--center{text-align:center;margin:0 auto;justify-items:center}
.rich-text h2{margin:0}
`,
  schema: {
    name: 'Rich text',
    tag: 'section',
    class: 'rich-text-section',
    settings: [{ ...ALIGNMENT, default: 'center' }, ...colorSettings('background'), ...padding()],
    blocks: textBlocks({
      heading: 'Talk about your brand',
      text: 'Share information about your brand with your customers.',
      button: 'Learn more',
    }),
    presets: [{ name: 'Rich text', blocks: [{ type: 'heading' }, { type: 'text' }, { type: 'button' }] }],
  },
}

export const imageWithText: SectionFile = {
  name: 'image-with-text',
  liquid: String.raw`
${stylesheet('image-with-text')}
${PADDING_STYLE}
${COLOR_STYLE}
<div class="color-{{ section.settings.color_scheme }} section-colors section-{{ section.id }}-padding">
  <div class="page-width image-with-text image-with-text--{{ section.settings.layout }}">
    <div class="image-with-text__media media media--{{ section.settings.image_ratio }}">
      {%- if section.settings.image != blank -%}
        {{ section.settings.image | image_url: width: 1500 | image_tag: widths: '600, 900, 1200, 1500', sizes: '(min-width: 990px) 50vw, 100vw', loading: 'lazy' }}
      {%- else -%}
        <div class="image-with-text__placeholder" aria-hidden="true">
          {%- if section.settings.illustration != blank -%}
            ${illustration('section.settings.illustration', 'image-with-text__illustration')}
          {%- else -%}
            {%- render 'icon', icon: section.settings.placeholder_icon -%}
          {%- endif -%}
        </div>
      {%- endif -%}
    </div>
    <div class="image-with-text__content">
      {%- for block in section.blocks -%}
        {%- case block.type -%}${TEXT_BLOCKS}
        {%- endcase -%}
      {%- endfor -%}
    </div>
  </div>
</div>
`,
  css: `.image-with-text{display:grid;gap:2.5rem;align-items:center}
.image-with-text__media{border-radius:var(--radius);overflow:hidden}
.image-with-text__media img{width:100%;height:100%;object-fit:cover}
.image-with-text__placeholder{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;background:linear-gradient(160deg,color-mix(in srgb,var(--color-accent) 70%,var(--color-bg)),color-mix(in srgb,var(--color-primary) 55%,var(--color-bg)));color:var(--color-bg)}
.image-with-text__placeholder svg{width:30%;height:30%;opacity:.8}
.image-with-text__placeholder .image-with-text__illustration{width:66%;height:66%;opacity:1}
.image-with-text__content{display:grid;gap:1.1rem;justify-items:start}
.image-with-text__content h2{margin:0}
@media screen and (min-width:750px){
.image-with-text{grid-template-columns:1fr 1fr;gap:4rem}
.image-with-text--text_first .image-with-text__media{order:2}
}
`,
  schema: {
    name: 'Image with text',
    tag: 'section',
    class: 'image-with-text-section',
    settings: [
      { type: 'image_picker', id: 'image', label: 'Image' },
      ILLUSTRATION,
      {
        type: 'select',
        id: 'placeholder_icon',
        label: 'Icon shown without an image',
        options: ICON_OPTIONS,
        default: 'sparkle',
      },
      {
        type: 'select',
        id: 'layout',
        label: 'Layout',
        options: [
          { value: 'image_first', label: 'Image first' },
          { value: 'text_first', label: 'Text first' },
        ],
        default: 'image_first',
      },
      { ...IMAGE_RATIO, default: 'portrait' },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: textBlocks({
      heading: 'Image with text',
      text: 'Pair text with an image to tell a story.',
      button: 'Shop now',
    }),
    presets: [
      { name: 'Image with text', blocks: [{ type: 'heading' }, { type: 'text' }, { type: 'button' }] },
    ],
  },
}

export const multicolumn: SectionFile = {
  name: 'multicolumn',
  liquid: String.raw`
${stylesheet('multicolumn')}
${PADDING_STYLE}
${COLOR_STYLE}
{%- style -%}
  #shopify-section-{{ section.id }} .multicolumn__list { --columns-desktop: {{ section.settings.columns_desktop }}; --columns-mobile: 1; }
{%- endstyle -%}
<div class="color-{{ section.settings.color_scheme }} section-colors section-{{ section.id }}-padding">
  <div class="page-width">
    {%- if section.settings.heading != blank -%}
      <h2 class="h2 multicolumn__heading">{{ section.settings.heading | escape }}</h2>
    {%- endif -%}
    <ul class="multicolumn__list grid" role="list">
      {%- for block in section.blocks -%}
        <li class="multicolumn__item multicolumn__item--{{ section.settings.style }}" {{ block.shopify_attributes }}>
          <span class="multicolumn__icon">{%- render 'icon', icon: block.settings.icon -%}</span>
          <h3 class="h3">{{ block.settings.title | escape }}</h3>
          {%- if block.settings.text != blank -%}
            <p>{{ block.settings.text | escape }}</p>
          {%- endif -%}
        </li>
      {%- endfor -%}
    </ul>
  </div>
</div>
`,
  css: `.multicolumn__heading{text-align:center;margin:0 0 2.5rem}
.multicolumn__item{display:grid;gap:.6rem;justify-items:start;align-content:start}
.multicolumn__item:only-child{grid-column:1 / -1;justify-self:center;width:100%;max-width:36rem}
.multicolumn__item h3,.multicolumn__item p{margin:0}
.multicolumn__item p{opacity:.85}
.multicolumn__item--card{background:var(--color-surface);color:var(--color-text);padding:1.75rem;border-radius:var(--radius)}
.color-surface .multicolumn__item--card{background:var(--color-background)}
.multicolumn__item--centered{justify-items:center;text-align:center}
.multicolumn__icon{display:inline-flex;width:2.75rem;height:2.75rem;align-items:center;justify-content:center;border-radius:50%;background:color-mix(in srgb,var(--color-accent) 45%,transparent)}
.multicolumn__icon svg{width:1.4rem;height:1.4rem}
`,
  schema: {
    name: 'Multicolumn',
    tag: 'section',
    class: 'multicolumn-section',
    max_blocks: 6,
    settings: [
      { type: 'text', id: 'heading', label: 'Heading', default: 'Why shop with us' },
      {
        type: 'range',
        id: 'columns_desktop',
        label: 'Columns on desktop',
        min: 1,
        max: 4,
        step: 1,
        default: 3,
      },
      {
        type: 'select',
        id: 'style',
        label: 'Column style',
        options: [
          { value: 'plain', label: 'Plain' },
          { value: 'card', label: 'Card' },
          { value: 'centered', label: 'Centered' },
        ],
        default: 'plain',
      },
      ...colorSettings('surface'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'column',
        name: 'Column',
        settings: [
          iconSetting('star'),
          { type: 'text', id: 'title', label: 'Title', default: 'Column' },
          {
            type: 'text',
            id: 'text',
            label: 'Text',
            default: 'Pair text with an icon to focus on your store.',
          },
        ],
      },
    ],
    presets: [{ name: 'Multicolumn', blocks: [{ type: 'column' }, { type: 'column' }, { type: 'column' }] }],
  },
}

export const testimonials: SectionFile = {
  name: 'testimonials',
  liquid: String.raw`
${stylesheet('testimonials')}
${PADDING_STYLE}
${COLOR_STYLE}
<div class="color-{{ section.settings.color_scheme }} section-colors section-{{ section.id }}-padding">
  <div class="page-width">
    {%- if section.settings.heading != blank -%}
      <h2 class="h2 testimonials__heading">{{ section.settings.heading | escape }}</h2>
    {%- endif -%}
    <ul class="testimonials__list" role="list">
      {%- for block in section.blocks -%}
        <li class="testimonial" {{ block.shopify_attributes }}>
          <figure class="testimonial__figure">
            {%- if block.settings.rating > 0 -%}
              <p class="testimonial__rating" aria-label="{{ 'sections.testimonials.rating' | t: rating: block.settings.rating }}">
                {%- for i in (1..block.settings.rating) -%}&#9733;{%- endfor -%}
              </p>
            {%- endif -%}
            <blockquote class="testimonial__quote">{{ block.settings.quote | escape }}</blockquote>
            <figcaption class="testimonial__author">{{ block.settings.author | escape }}</figcaption>
          </figure>
        </li>
      {%- endfor -%}
    </ul>
  </div>
</div>
`,
  css: `.testimonials__heading{text-align:center;margin:0 0 2.5rem}
.testimonials__list{list-style:none;margin:0;padding:0;display:grid;gap:1.5rem}
.testimonial__figure{margin:0;height:100%;display:grid;gap:1rem;align-content:start;padding:2rem;border-radius:var(--radius);background:color-mix(in srgb,var(--color-fg) 5%,transparent)}
.testimonial__rating{margin:0;color:var(--color-accent);letter-spacing:.15em}
.testimonial__quote{margin:0;font-family:var(--font-heading);font-size:1.2rem;line-height:1.45}
.testimonial__author{font-size:.9rem}
@media screen and (min-width:750px){.testimonials__list{grid-template-columns:repeat(3,1fr)}}
`,
  schema: {
    name: 'Testimonials',
    tag: 'section',
    class: 'testimonials-section',
    max_blocks: 6,
    settings: [
      { type: 'text', id: 'heading', label: 'Heading', default: 'What our customers say' },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'testimonial',
        name: 'Testimonial',
        settings: [
          {
            type: 'textarea',
            id: 'quote',
            label: 'Quote',
            default: 'Share what your customers say about your store.',
          },
          { type: 'text', id: 'author', label: 'Author', default: 'Customer name' },
          { type: 'range', id: 'rating', label: 'Star rating', min: 0, max: 5, step: 1, default: 5 },
        ],
      },
    ],
    presets: [
      {
        name: 'Testimonials',
        blocks: [{ type: 'testimonial' }, { type: 'testimonial' }, { type: 'testimonial' }],
      },
    ],
  },
}

export const newsletter: SectionFile = {
  name: 'newsletter',
  liquid: String.raw`
${stylesheet('newsletter')}
${PADDING_STYLE}
${COLOR_STYLE}
<div class="color-{{ section.settings.color_scheme }} section-colors section-{{ section.id }}-padding">
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

export const contactForm: SectionFile = {
  name: 'contact-form',
  liquid: String.raw`
${stylesheet('contact-form')}
${PADDING_STYLE}
${COLOR_STYLE}
<div class="color-{{ section.settings.color_scheme }} section-colors section-{{ section.id }}-padding">
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

export const faq: SectionFile = {
  name: 'faq',
  liquid: String.raw`
${stylesheet('faq')}
${PADDING_STYLE}
${COLOR_STYLE}
<div class="color-{{ section.settings.color_scheme }} section-colors section-{{ section.id }}-padding">
  <div class="page-width faq">
    {%- if section.settings.heading != blank -%}
      <h2 class="h2">{{ section.settings.heading | escape }}</h2>
    {%- endif -%}
    <div class="faq__list">
      {%- for block in section.blocks -%}
        <details class="faq__item" {{ block.shopify_attributes }}{% if forloop.first and section.settings.open_first %} open{% endif %}>
          <summary class="faq__question">{{ block.settings.question | escape }}</summary>
          <div class="faq__answer rte">{{ block.settings.answer }}</div>
        </details>
      {%- endfor -%}
    </div>
  </div>
</div>
`,
  css: `.faq{max-width:48rem;display:grid;gap:1.5rem}
.faq h2{margin:0;text-align:center}
.faq__item{border-bottom:1px solid color-mix(in srgb,currentColor 18%,transparent)}
.faq__question{cursor:pointer;padding:1.1rem 0;font-weight:600;list-style:none;display:flex;justify-content:space-between;gap:1rem}
.faq__question::-webkit-details-marker{display:none}
.faq__question::after{content:"+";font-size:1.25rem;line-height:1}
.faq__item[open] .faq__question::after{content:"\\2212"}
.faq__answer{padding:0 0 1.25rem;opacity:.85}
`,
  schema: {
    name: 'FAQ',
    tag: 'section',
    class: 'faq-section',
    max_blocks: 16,
    settings: [
      { type: 'text', id: 'heading', label: 'Heading', default: 'Frequently asked questions' },
      { type: 'checkbox', id: 'open_first', label: 'Open the first question', default: true },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'question',
        name: 'Question',
        settings: [
          { type: 'text', id: 'question', label: 'Question', default: 'Question' },
          { type: 'richtext', id: 'answer', label: 'Answer', default: '<p>Answer the question here.</p>' },
        ],
      },
    ],
    presets: [{ name: 'FAQ', blocks: [{ type: 'question' }, { type: 'question' }] }],
  },
}
