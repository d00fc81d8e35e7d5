// Sections that show pictures: slideshow, collage, promo grid, gallery, multirow, featured blog.
// Where an image is not chosen they draw the section's illustration instead.
import { BUTTON_STYLE_OPTIONS } from '../sections/parts'
import {
  button,
  buttonSettings,
  headingSetting,
  imageOrIllustration,
  SECTION_OPEN,
  sectionHeading,
  sectionStyles,
} from '../sections/parts'
import {
  colorScheme,
  colorSettings,
  IMAGE_RATIO,
  ILLUSTRATION,
  illustration,
  padding,
  type SectionFile,
  sectionScript,
  type Setting,
} from '../sections/schema'

const IMAGE: Setting = {
  type: 'image_picker',
  id: 'image',
  label: 'Image',
}

export const slideshow: SectionFile = {
  name: 'slideshow',
  liquid: String.raw`
${sectionStyles('slideshow')}
{%- liquid
  assign slideshow_label = section.settings.accessibility_label
  if slideshow_label == blank
    assign slideshow_label = 'sections.slideshow.label' | t
  endif
-%}
${SECTION_OPEN}
  <div class="slideshow slideshow--{{ section.settings.height }}" data-slideshow role="region" aria-roledescription="carousel" aria-label="{{ slideshow_label | escape }}">
    <div class="slideshow__track" id="SlideshowTrack-{{ section.id }}" data-slideshow-track aria-live="polite">
      {%- for block in section.blocks -%}
        <div class="slideshow__slide color-{{ block.settings.color_scheme }}" id="Slide-{{ section.id }}-{{ forloop.index }}" role="group" aria-roledescription="slide" aria-label="{{ 'sections.slideshow.slide' | t: index: forloop.index, count: forloop.length }}" data-slideshow-slide {{ block.shopify_attributes }}>
          <div class="page-width slideshow__inner">
            <div class="slideshow__content">
              {%- if block.settings.heading != blank -%}
                <h2 class="h1 slideshow__heading">{{ block.settings.heading | escape }}</h2>
              {%- endif -%}
              {%- if block.settings.text != blank -%}
                <p class="slideshow__text">{{ block.settings.text | escape }}</p>
              {%- endif -%}
              {%- if block.settings.button_label != blank -%}
                <div class="button-row">
                  ${button('block')}
                </div>
              {%- endif -%}
            </div>
            <div class="slideshow__media media">
              {%- if forloop.first -%}
                ${imageOrIllustration('block', 'slideshow', { width: 1600, widths: '600, 900, 1200, 1600', sizes: '(min-width: 750px) 50vw, 100vw', loading: `'eager'` })}
              {%- else -%}
                ${imageOrIllustration('block', 'slideshow', { width: 1600, widths: '600, 900, 1200, 1600', sizes: '(min-width: 750px) 50vw, 100vw' })}
              {%- endif -%}
            </div>
          </div>
        </div>
      {%- endfor -%}
    </div>
    {%- if section.blocks.size > 1 -%}
      <div class="page-width slideshow__controls">
        <button type="button" class="slideshow__arrow" data-slideshow-previous aria-controls="SlideshowTrack-{{ section.id }}" aria-label="{{ 'sections.slideshow.previous' | t }}">
          {%- render 'icon', icon: 'chevron-left' -%}
        </button>
        <div class="slideshow__dots">
          {%- for block in section.blocks -%}
            <button type="button" class="slideshow__dot" data-slideshow-dot="{{ forloop.index0 }}" aria-controls="Slide-{{ section.id }}-{{ forloop.index }}" aria-label="{{ 'sections.slideshow.go_to' | t: index: forloop.index }}"{% if forloop.first %} aria-current="true"{% endif %}></button>
          {%- endfor -%}
        </div>
        <button type="button" class="slideshow__arrow" data-slideshow-next aria-controls="SlideshowTrack-{{ section.id }}" aria-label="{{ 'sections.slideshow.next' | t }}">
          {%- render 'icon', icon: 'chevron-right' -%}
        </button>
      </div>
    {%- endif -%}
  </div>
</div>
${sectionScript('slideshow')}
`,
  css: `.slideshow{position:relative}
.slideshow__track{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;scroll-behavior:smooth;scrollbar-width:none;overscroll-behavior-x:contain}
.slideshow__track::-webkit-scrollbar{display:none}
.slideshow__slide{flex:0 0 100%;scroll-snap-align:start;scroll-snap-stop:always;display:flex}
.slideshow__inner{width:100%;display:grid;gap:1.5rem;align-items:center;padding-top:1.5rem;padding-bottom:2rem}
.slideshow__content{display:grid;gap:1rem;justify-items:start;max-width:34rem}
.slideshow__heading{margin:0}
.slideshow__text{margin:0;font-size:1.1rem}
.slideshow__media{order:-1;aspect-ratio:16 / 10;border-radius:var(--radius);display:flex;align-items:center;justify-content:center;background:linear-gradient(150deg,color-mix(in srgb,var(--color-accent) 45%,var(--color-bg)),color-mix(in srgb,var(--color-primary) 25%,var(--color-bg)))}
.slideshow__illustration{width:56%;height:76%}
.slideshow__controls{display:flex;align-items:center;justify-content:center;gap:1rem;padding-top:1rem;padding-bottom:1rem}
.slideshow__arrow{display:inline-flex;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;border-radius:50%;border:1px solid color-mix(in srgb,currentColor 30%,transparent);background:transparent;color:inherit;cursor:pointer}
.slideshow__arrow svg{width:1.25rem;height:1.25rem}
.slideshow__arrow:hover{border-color:currentColor}
.slideshow__dots{display:flex;gap:.25rem}
.slideshow__dot{width:1.75rem;height:2.75rem;padding:0;border:0;background:transparent;color:inherit;cursor:pointer;position:relative}
.slideshow__dot::after{content:"";position:absolute;left:50%;top:50%;width:.6rem;height:.6rem;margin:-.3rem 0 0 -.3rem;border-radius:50%;border:1px solid currentColor;transition:transform .2s ease}
.slideshow__dot[aria-current="true"]::after{background:currentColor;transform:scale(1.25)}
.slideshow--small .slideshow__inner{min-height:22rem}
.slideshow--medium .slideshow__inner{min-height:30rem}
.slideshow--large .slideshow__inner{min-height:38rem}
@media screen and (min-width:750px){
.slideshow__inner{grid-template-columns:1fr 1fr;gap:3.5rem;padding-top:2.5rem;padding-bottom:2.5rem}
.slideshow__media{order:0;aspect-ratio:auto;height:100%;min-height:18rem}
}
@media (prefers-reduced-motion:reduce){.slideshow__track{scroll-behavior:auto}.slideshow__dot::after{transition:none}}
`,
  js: `// Slideshow: previous/next buttons, slide dots and the arrow keys move a scroll-snap track.
// No autoplay. Works with several slideshows on a page and with the theme editor's reloads.
(function () {
  'use strict';
  if (window.vitrineSlideshow) return;
  var slideshows = [];
  window.vitrineSlideshow = slideshows;

  function reducedMotion() {
    return !!(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }

  function setup(root) {
    if (root.hasAttribute('data-slideshow-ready')) return;
    root.setAttribute('data-slideshow-ready', '');
    var track = root.querySelector('[data-slideshow-track]');
    var slides = root.querySelectorAll('[data-slideshow-slide]');
    var dots = root.querySelectorAll('[data-slideshow-dot]');
    if (!track || slides.length === 0) return;
    var current = 0;
    var settle;

    function mark(index) {
      current = index;
      for (var i = 0; i < slides.length; i++) {
        if (i === index) slides[i].removeAttribute('inert');
        else slides[i].setAttribute('inert', '');
      }
      for (var d = 0; d < dots.length; d++) {
        if (d === index) dots[d].setAttribute('aria-current', 'true');
        else dots[d].removeAttribute('aria-current');
      }
    }

    function goTo(index) {
      var target = (index + slides.length) % slides.length;
      mark(target);
      var left = slides[target].offsetLeft - slides[0].offsetLeft;
      if (typeof track.scrollTo === 'function') track.scrollTo({ left: left, behavior: reducedMotion() ? 'auto' : 'smooth' });
      else track.scrollLeft = left;
    }

    root.addEventListener('click', function (event) {
      var control = event.target.closest ? event.target.closest('button') : null;
      if (!control || !root.contains(control)) return;
      if (control.hasAttribute('data-slideshow-previous')) goTo(current - 1);
      else if (control.hasAttribute('data-slideshow-next')) goTo(current + 1);
      else if (control.hasAttribute('data-slideshow-dot')) goTo(parseInt(control.getAttribute('data-slideshow-dot'), 10) || 0);
    });

    root.addEventListener('keydown', function (event) {
      if (/^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName)) return;
      if (event.key === 'ArrowLeft') goTo(current - 1);
      else if (event.key === 'ArrowRight') goTo(current + 1);
      else return;
      event.preventDefault();
    });

    // A swipe or a trackpad scroll settles on a slide: follow it once the track stops moving.
    track.addEventListener('scroll', function () {
      window.clearTimeout(settle);
      settle = window.setTimeout(function () {
        var width = track.clientWidth;
        if (!width) return;
        var index = Math.round(track.scrollLeft / width);
        if (index !== current && index >= 0 && index < slides.length) mark(index);
      }, 120);
    });

    mark(0);
    slideshows.push({ root: root, slides: slides, goTo: goTo });
  }

  function setupWithin(scope) {
    var roots = scope.querySelectorAll('[data-slideshow]');
    for (var i = 0; i < roots.length; i++) setup(roots[i]);
  }

  setupWithin(document);
  document.addEventListener('shopify:section:load', function (event) {
    setupWithin(event.target);
  });
  // The theme editor shows the slide whose block the merchant selects.
  document.addEventListener('shopify:block:select', function (event) {
    for (var i = 0; i < slideshows.length; i++) {
      for (var s = 0; s < slideshows[i].slides.length; s++) {
        if (slideshows[i].slides[s] === event.target) slideshows[i].goTo(s);
      }
    }
  });
})();
`,
  schema: {
    name: 'Slideshow',
    tag: 'section',
    class: 'slideshow-section',
    max_blocks: 4,
    settings: [
      {
        type: 'select',
        id: 'height',
        label: 'Slide height',
        options: [
          { value: 'small', label: 'Small' },
          { value: 'medium', label: 'Medium' },
          { value: 'large', label: 'Large' },
        ],
        default: 'medium',
      },
      {
        type: 'text',
        id: 'accessibility_label',
        label: 'Slideshow description',
        info: 'Read by screen readers',
        default: 'Featured highlights',
      },
      ...colorSettings('background'),
      ...padding(0, 0),
    ],
    blocks: [
      {
        type: 'slide',
        name: 'Slide',
        settings: [
          { type: 'text', id: 'heading', label: 'Heading', default: 'Image slide' },
          {
            type: 'text',
            id: 'text',
            label: 'Text',
            default: 'Tell your brand’s story through images.',
          },
          ...buttonSettings('Shop now'),
          IMAGE,
          ILLUSTRATION,
          colorScheme('surface'),
        ],
      },
    ],
    presets: [{ name: 'Slideshow', blocks: [{ type: 'slide' }, { type: 'slide' }, { type: 'slide' }] }],
  },
}

/** A collage tile's picture: the chosen resource's image, else the tile's image or illustration. */
const COLLAGE_MEDIA = `{%- if tile_image != blank -%}
              {%- if forloop.first -%}
                {{ tile_image | image_url: width: 1400 | image_tag: widths: '500, 800, 1100, 1400', sizes: '(min-width: 990px) 55vw, 100vw', loading: 'lazy' }}
              {%- else -%}
                {{ tile_image | image_url: width: 900 | image_tag: widths: '400, 600, 900', sizes: '(min-width: 990px) 40vw, 50vw', loading: 'lazy' }}
              {%- endif -%}
            {%- else -%}
              ${illustration('block.settings.illustration', 'collage__illustration')}
            {%- endif -%}`

export const collage: SectionFile = {
  name: 'collage',
  liquid: String.raw`
${sectionStyles('collage')}
${SECTION_OPEN}
  <div class="page-width">
    ${sectionHeading('collage')}
    <ul class="collage collage--{{ section.settings.layout }}" role="list">
      {%- for block in section.blocks -%}
        {%- liquid
          # Image blocks have an image setting; product and collection tiles take their resource's.
          assign tile_image = block.settings.image
          assign tile_url = block.settings.link
          case block.type
            when 'product'
              assign tile_product = block.settings.product
              if tile_product != blank
                assign tile_image = tile_product.featured_media
                assign tile_url = tile_product.url
              endif
              assign tile_url = tile_url | default: routes.all_products_collection_url
            when 'collection'
              assign tile_collection = block.settings.collection
              if tile_collection != blank
                assign tile_image = tile_collection.featured_image
                assign tile_url = tile_collection.url
              endif
              assign tile_url = tile_url | default: routes.collections_url
          endcase
        -%}
        <li class="collage__tile collage__tile--{{ block.type }}" {{ block.shopify_attributes }}>
          {%- capture tile_content -%}
            <div class="collage__media media">
              ${COLLAGE_MEDIA}
            </div>
            <div class="collage__caption">
              {%- case block.type -%}
                {%- when 'product' -%}
                  {%- if tile_product != blank -%}
                    <h3 class="h3 collage__title">{{ tile_product.title | escape }}</h3>
                    {%- render 'price', price_product: tile_product -%}
                  {%- else -%}
                    <h3 class="h3 collage__title">{{ block.settings.title | escape }}</h3>
                    {%- if block.settings.price != blank -%}
                      <p class="collage__price">{{ block.settings.price | escape }}</p>
                    {%- endif -%}
                    {%- if block.settings.text != blank -%}
                      <p class="collage__text">{{ block.settings.text | escape }}</p>
                    {%- endif -%}
                  {%- endif -%}
                {%- when 'collection' -%}
                  {%- if block.settings.title != blank -%}
                    <h3 class="h3 collage__title">{{ block.settings.title | escape }}</h3>
                  {%- elsif tile_collection != blank -%}
                    <h3 class="h3 collage__title">{{ tile_collection.title | escape }}</h3>
                  {%- endif -%}
                  {%- if block.settings.text != blank -%}
                    <p class="collage__text">{{ block.settings.text | escape }}</p>
                  {%- endif -%}
                {%- when 'image' -%}
                  {%- if block.settings.heading != blank -%}
                    <h3 class="h3 collage__title">{{ block.settings.heading | escape }}</h3>
                  {%- endif -%}
              {%- endcase -%}
            </div>
          {%- endcapture -%}
          {%- if tile_url != blank -%}
            <a href="{{ tile_url }}" class="collage__card">{{ tile_content }}</a>
          {%- else -%}
            <div class="collage__card">{{ tile_content }}</div>
          {%- endif -%}
        </li>
      {%- endfor -%}
    </ul>
  </div>
</div>
`,
  css: `.collage__heading{margin:0 0 2rem}
.collage{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(2,minmax(0,1fr))}
.collage__tile:first-child{grid-column:1 / -1}
.collage__card{height:100%;display:flex;flex-direction:column;gap:.75rem;color:inherit;text-decoration:none}
.collage__media{border-radius:var(--radius);display:flex;align-items:center;justify-content:center;aspect-ratio:4 / 3;background:linear-gradient(150deg,color-mix(in srgb,var(--color-accent) 40%,var(--color-bg)),color-mix(in srgb,var(--color-primary) 18%,var(--color-bg)))}
.collage__media img{transition:transform .5s ease}
a.collage__card:hover img{transform:scale(1.03)}
.collage__illustration{width:55%;height:70%}
.collage__caption{display:grid;gap:.3rem}
.collage__title{margin:0}
a.collage__card:hover .collage__title{text-decoration:underline}
.collage__price,.collage__text{margin:0}
.collage__text{opacity:.8;font-size:.95rem}
@media screen and (min-width:750px){
.collage{grid-template-columns:minmax(0,1.25fr) minmax(0,1fr);grid-auto-flow:dense;gap:1.5rem}
.collage__tile:first-child{grid-column:1;grid-row:span 2}
.collage--large_last{grid-template-columns:minmax(0,1fr) minmax(0,1.25fr)}
.collage--large_last .collage__tile:first-child{grid-column:2}
.collage__tile:first-child .collage__media{aspect-ratio:auto;flex:1 1 auto;min-height:20rem}
.collage__tile:not(:first-child) .collage__media{aspect-ratio:16 / 9}
}
@media (prefers-reduced-motion:reduce){.collage__media img{transition:none}}
`,
  schema: {
    name: 'Collage',
    tag: 'section',
    class: 'collage-section',
    max_blocks: 3,
    settings: [
      headingSetting('Shop the edit'),
      {
        type: 'select',
        id: 'layout',
        label: 'Large tile',
        options: [
          { value: 'large_first', label: 'Left' },
          { value: 'large_last', label: 'Right' },
        ],
        default: 'large_first',
      },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'product',
        name: 'Product',
        settings: [
          { type: 'product', id: 'product', label: 'Product' },
          { type: 'header', content: 'Shown until a product is chosen' },
          { type: 'text', id: 'title', label: 'Title', default: 'Featured product' },
          { type: 'text', id: 'price', label: 'Price' },
          { type: 'text', id: 'text', label: 'Text' },
          { type: 'url', id: 'link', label: 'Link' },
          ILLUSTRATION,
        ],
      },
      {
        type: 'collection',
        name: 'Collection',
        settings: [
          { type: 'collection', id: 'collection', label: 'Collection' },
          { type: 'text', id: 'title', label: 'Title', info: 'Defaults to the collection title' },
          { type: 'text', id: 'text', label: 'Text' },
          { type: 'header', content: 'Shown until a collection is chosen' },
          { type: 'url', id: 'link', label: 'Link' },
          ILLUSTRATION,
        ],
      },
      {
        type: 'image',
        name: 'Image',
        settings: [
          IMAGE,
          ILLUSTRATION,
          { type: 'text', id: 'heading', label: 'Heading', default: 'Image' },
          { type: 'url', id: 'link', label: 'Link' },
        ],
      },
    ],
    presets: [
      {
        name: 'Collage',
        blocks: [{ type: 'collection' }, { type: 'product' }, { type: 'image' }],
      },
    ],
  },
}

export const promoGrid: SectionFile = {
  name: 'promo-grid',
  liquid: String.raw`
${sectionStyles('promo-grid')}
{%- style -%}
  #shopify-section-{{ section.id }} .promo-grid { --promo-columns: {{ section.blocks.size | at_most: 3 | at_least: 1 }}; }
{%- endstyle -%}
${SECTION_OPEN}
  <div class="page-width">
    ${sectionHeading('promo-grid')}
    <ul class="promo-grid" role="list">
      {%- for block in section.blocks -%}
        <li class="promo-card color-{{ block.settings.color_scheme }}" {{ block.shopify_attributes }}>
          <div class="promo-card__media media">
            ${imageOrIllustration('block', 'promo-grid', { width: 1200, widths: '500, 800, 1200', sizes: '(min-width: 990px) 33vw, 100vw' })}
          </div>
          <div class="promo-card__content">
            {%- if block.settings.eyebrow != blank -%}
              <p class="eyebrow">{{ block.settings.eyebrow | escape }}</p>
            {%- endif -%}
            {%- if block.settings.heading != blank -%}
              <h3 class="h2 promo-card__heading">{{ block.settings.heading | escape }}</h3>
            {%- endif -%}
            {%- if block.settings.text != blank -%}
              <p class="promo-card__text">{{ block.settings.text | escape }}</p>
            {%- endif -%}
            ${button('block')}
          </div>
        </li>
      {%- endfor -%}
    </ul>
  </div>
</div>
`,
  css: `.promo-grid__heading{margin:0 0 2rem}
.promo-grid{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
.promo-card{display:flex;flex-direction:column;border-radius:calc(var(--radius) + 4px);overflow:hidden}
.promo-card__media{aspect-ratio:16 / 10;display:flex;align-items:center;justify-content:center;background:color-mix(in srgb,var(--color-fg) 8%,var(--color-bg))}
.promo-grid__illustration{width:50%;height:72%}
.promo-card__content{flex:1;display:flex;flex-direction:column;align-items:flex-start;gap:.75rem;padding:1.5rem 1.5rem 1.75rem}
.promo-card__heading{margin:0;font-size:clamp(1.35rem,2.2vw,1.8rem)}
.promo-card__text{margin:0;opacity:.85}
.promo-card__content .button{margin-top:auto}
@media screen and (min-width:750px){
.promo-grid{grid-template-columns:repeat(var(--promo-columns,2),minmax(0,1fr));gap:1.5rem}
.promo-card__content{padding:2rem 2rem 2.25rem}
}
`,
  schema: {
    name: 'Promo grid',
    tag: 'section',
    class: 'promo-grid-section',
    max_blocks: 3,
    settings: [headingSetting(''), ...colorSettings('background'), ...padding()],
    blocks: [
      {
        type: 'promo',
        name: 'Promo',
        settings: [
          { type: 'text', id: 'eyebrow', label: 'Label above the heading', default: 'New season' },
          { type: 'text', id: 'heading', label: 'Heading', default: 'Promotion' },
          {
            type: 'text',
            id: 'text',
            label: 'Text',
            default: 'Point customers to an offer, a collection or a story.',
          },
          ...buttonSettings('Shop now'),
          IMAGE,
          ILLUSTRATION,
          colorScheme('surface'),
        ],
      },
    ],
    presets: [{ name: 'Promo grid', blocks: [{ type: 'promo' }, { type: 'promo' }] }],
  },
}

export const gallery: SectionFile = {
  name: 'gallery',
  liquid: String.raw`
${sectionStyles('gallery')}
{%- style -%}
  #shopify-section-{{ section.id }} .gallery { --columns-desktop: {{ section.settings.columns_desktop }}; --columns-mobile: 2; }
{%- endstyle -%}
${SECTION_OPEN}
  <div class="page-width">
    ${sectionHeading('gallery')}
    <ul class="gallery grid" role="list">
      {%- for block in section.blocks -%}
        <li class="gallery__item" {{ block.shopify_attributes }}>
          {%- capture gallery_figure -%}
            <figure class="gallery__figure">
              <div class="gallery__media media media--{{ section.settings.image_ratio }}">
                ${imageOrIllustration('block', 'gallery', { width: 900, widths: '300, 450, 600, 900', sizes: '(min-width: 990px) 30vw, 50vw' })}
              </div>
              {%- if block.settings.caption != blank -%}
                <figcaption class="gallery__caption">{{ block.settings.caption | escape }}</figcaption>
              {%- endif -%}
            </figure>
          {%- endcapture -%}
          {%- if block.settings.link != blank -%}
            <a href="{{ block.settings.link }}" class="gallery__link"{% if block.settings.caption == blank %} aria-label="{{ block.settings.image.alt | default: section.settings.heading | escape }}"{% endif %}>{{ gallery_figure }}</a>
          {%- else -%}
            {{ gallery_figure }}
          {%- endif -%}
        </li>
      {%- endfor -%}
    </ul>
  </div>
</div>
`,
  css: `.gallery__heading{margin:0 0 2rem}
.gallery__figure{margin:0;display:grid;gap:.6rem}
.gallery__media{border-radius:var(--radius);display:flex;align-items:center;justify-content:center;background:linear-gradient(160deg,color-mix(in srgb,var(--color-accent) 35%,var(--color-bg)),color-mix(in srgb,var(--color-primary) 15%,var(--color-bg)))}
.gallery__media img{transition:transform .5s ease}
.gallery__illustration{width:60%;height:60%}
.gallery__caption{font-size:.9rem;opacity:.85}
.gallery__link{color:inherit;text-decoration:none}
.gallery__link:hover img{transform:scale(1.03)}
.gallery__link:hover .gallery__caption{text-decoration:underline}
@media (prefers-reduced-motion:reduce){.gallery__media img{transition:none}}
`,
  schema: {
    name: 'Gallery',
    tag: 'section',
    class: 'gallery-section',
    max_blocks: 12,
    settings: [
      headingSetting('Lookbook'),
      {
        type: 'range',
        id: 'columns_desktop',
        label: 'Columns on desktop',
        min: 2,
        max: 4,
        step: 1,
        default: 3,
      },
      { ...IMAGE_RATIO, default: 'portrait' },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'image',
        name: 'Image',
        settings: [
          IMAGE,
          ILLUSTRATION,
          { type: 'text', id: 'caption', label: 'Caption' },
          { type: 'url', id: 'link', label: 'Link' },
        ],
      },
    ],
    presets: [
      {
        name: 'Gallery',
        blocks: [{ type: 'image' }, { type: 'image' }, { type: 'image' }],
      },
    ],
  },
}

const MULTIROW_CONTENT = `{%- if block.settings.text != blank -%}
              <div class="rte multirow__text">{{ block.settings.text }}</div>
            {%- endif -%}
            {%- if block.settings.button_label != blank -%}
              <div class="button-row">
                ${button('block', 'button--{{ section.settings.button_style }}')}
              </div>
            {%- endif -%}`

export const multirow: SectionFile = {
  name: 'multirow',
  liquid: String.raw`
${sectionStyles('multirow')}
${SECTION_OPEN}
  <div class="page-width multirow multirow--{{ section.settings.layout }}">
    ${sectionHeading('multirow')}
    <div class="multirow__rows">
      {%- for block in section.blocks -%}
        <div class="multirow__row" {{ block.shopify_attributes }}>
          <div class="multirow__media media media--{{ section.settings.image_ratio }}">
            ${imageOrIllustration('block', 'multirow', { width: 1400, widths: '600, 900, 1200, 1400', sizes: '(min-width: 750px) 50vw, 100vw' })}
          </div>
          <div class="multirow__content">
            {%- if block.settings.heading != blank -%}
              {%- if section.settings.heading != blank -%}
                <h3 class="h2 multirow__title">{{ block.settings.heading | escape }}</h3>
              {%- else -%}
                <h2 class="h2 multirow__title">{{ block.settings.heading | escape }}</h2>
              {%- endif -%}
            {%- endif -%}
            ${MULTIROW_CONTENT}
          </div>
        </div>
      {%- endfor -%}
    </div>
  </div>
</div>
`,
  css: `.multirow__heading{margin:0 0 2.5rem;text-align:center}
.multirow__rows{display:grid;gap:3rem}
.multirow__row{display:grid;gap:1.5rem;align-items:center}
.multirow__media{border-radius:var(--radius);display:flex;align-items:center;justify-content:center;background:linear-gradient(160deg,color-mix(in srgb,var(--color-accent) 45%,var(--color-bg)),color-mix(in srgb,var(--color-primary) 20%,var(--color-bg)))}
.multirow__illustration{width:55%;height:65%}
.multirow__content{display:grid;gap:1rem;justify-items:start}
.multirow__title{margin:0}
.multirow__text{opacity:.88}
@media screen and (min-width:750px){
.multirow__rows{gap:5rem}
.multirow__row{grid-template-columns:1fr 1fr;gap:4rem}
.multirow__content{max-width:32rem}
.multirow--image_first .multirow__row:nth-child(even) .multirow__media,.multirow--text_first .multirow__row:nth-child(odd) .multirow__media{order:2}
}
`,
  schema: {
    name: 'Multirow',
    tag: 'section',
    class: 'multirow-section',
    max_blocks: 6,
    settings: [
      headingSetting(''),
      {
        type: 'select',
        id: 'layout',
        label: 'First row',
        info: 'Rows after it alternate',
        options: [
          { value: 'image_first', label: 'Image first' },
          { value: 'text_first', label: 'Text first' },
        ],
        default: 'image_first',
      },
      { ...IMAGE_RATIO, default: 'landscape' },
      {
        type: 'select',
        id: 'button_style',
        label: 'Button style',
        options: BUTTON_STYLE_OPTIONS,
        default: 'secondary',
      },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'row',
        name: 'Row',
        settings: [
          IMAGE,
          ILLUSTRATION,
          { type: 'text', id: 'heading', label: 'Heading', default: 'Row' },
          {
            type: 'richtext',
            id: 'text',
            label: 'Text',
            default: '<p>Pair text with an image to focus on a product, a collection or a story.</p>',
          },
          ...buttonSettings('Learn more'),
        ],
      },
    ],
    presets: [{ name: 'Multirow', blocks: [{ type: 'row' }, { type: 'row' }, { type: 'row' }] }],
  },
}

export const featuredBlog: SectionFile = {
  name: 'featured-blog',
  liquid: String.raw`
${sectionStyles('featured-blog')}
{%- liquid
  assign featured_blog = section.settings.blog
  if featured_blog == blank
    assign featured_blog = blogs.news
  endif
  if featured_blog == blank
    assign featured_blog = blogs.first
  endif
-%}
{%- style -%}
  #shopify-section-{{ section.id }} .featured-blog { --columns-desktop: {{ section.settings.posts_to_show | at_most: 3 }}; --columns-mobile: 1; }
{%- endstyle -%}
${SECTION_OPEN}
  <div class="page-width">
    <div class="section-heading">
      {%- if section.settings.heading != blank -%}
        <h2 class="h2">{{ section.settings.heading | escape }}</h2>
      {%- endif -%}
      {%- if section.settings.show_view_all and featured_blog != blank -%}
        <a href="{{ featured_blog.url }}" class="link-arrow">{{ 'general.view_all' | t }}</a>
      {%- endif -%}
    </div>
    {%- if featured_blog.articles.size > 0 -%}
      <ul class="featured-blog grid" role="list">
        {%- for article in featured_blog.articles limit: section.settings.posts_to_show -%}
          <li class="featured-blog__item">
            <article class="featured-blog__card">
              <div class="featured-blog__media media media--landscape">
                {%- if article.image != blank -%}
                  {{ article.image | image_url: width: 900 | image_tag: widths: '400, 600, 900', sizes: '(min-width: 990px) 33vw, 100vw', loading: 'lazy' }}
                {%- else -%}
                  ${illustration('section.settings.illustration', 'featured-blog__illustration')}
                {%- endif -%}
              </div>
              <div class="featured-blog__info">
                {%- if section.settings.show_date -%}
                  <p class="featured-blog__date">{{ article.published_at | time_tag: format: 'date' }}</p>
                {%- endif -%}
                <h3 class="h3 featured-blog__title"><a href="{{ article.url }}">{{ article.title | escape }}</a></h3>
                {%- if section.settings.show_excerpt -%}
                  <p class="featured-blog__excerpt">{{ article.excerpt_or_content | strip_html | truncatewords: 24 }}</p>
                {%- endif -%}
                <a href="{{ article.url }}" class="link-arrow featured-blog__more">{{ 'blogs.article.read_more' | t }}<span class="visually-hidden">: {{ article.title | escape }}</span></a>
              </div>
            </article>
          </li>
        {%- endfor -%}
      </ul>
    {%- else -%}
      <p class="empty-state">{{ 'blogs.empty' | t }}</p>
    {%- endif -%}
  </div>
</div>
`,
  css: `.featured-blog__card{height:100%;display:grid;grid-template-rows:auto 1fr;gap:1rem}
.featured-blog__media{border-radius:var(--radius);display:flex;align-items:center;justify-content:center;background:linear-gradient(160deg,color-mix(in srgb,var(--color-accent) 35%,var(--color-bg)),color-mix(in srgb,var(--color-primary) 15%,var(--color-bg)))}
.featured-blog__illustration{width:50%;height:70%}
.featured-blog__info{display:flex;flex-direction:column;align-items:flex-start;gap:.5rem}
.featured-blog__date{margin:0;font-size:.85rem}
.featured-blog__title{margin:0}
.featured-blog__title a{text-decoration:none}
.featured-blog__title a:hover{text-decoration:underline}
.featured-blog__excerpt{margin:0;opacity:.85}
.featured-blog__more{margin-top:auto;padding-top:.25rem}
`,
  schema: {
    name: 'Featured blog',
    tag: 'section',
    class: 'featured-blog-section',
    settings: [
      headingSetting('From the journal'),
      { type: 'blog', id: 'blog', label: 'Blog' },
      {
        type: 'range',
        id: 'posts_to_show',
        label: 'Posts to show',
        min: 2,
        max: 6,
        step: 1,
        default: 3,
      },
      { type: 'checkbox', id: 'show_date', label: 'Show date', default: true },
      { type: 'checkbox', id: 'show_excerpt', label: 'Show excerpt', default: true },
      { type: 'checkbox', id: 'show_view_all', label: 'Show "View all" link', default: true },
      { ...ILLUSTRATION, info: 'Shown for articles without an image' },
      ...colorSettings('background'),
      ...padding(),
    ],
    presets: [{ name: 'Featured blog' }],
  },
}
