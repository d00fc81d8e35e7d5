// The slideshow section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { button, buttonSettings, imageOrIllustration, SECTION_OPEN, sectionStyles } from '../parts'
import {
  colorScheme,
  colorSettings,
  ILLUSTRATION,
  IMAGE,
  padding,
  type SectionFile,
  sectionScript,
} from '../schema'

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
