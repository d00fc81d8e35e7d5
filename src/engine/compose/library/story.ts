// Sections that tell the store's story in words and figures: stats, timeline, steps, pull quote,
// logo list, marquee, trust bar and countdown.
import { iconSetting } from '../sections/parts'
import {
  button,
  buttonSettings,
  headingSetting,
  SECTION_OPEN,
  sectionHeading,
  sectionStyles,
} from '../sections/parts'
import { colorSettings, padding, type SectionFile, sectionScript } from '../sections/schema'

export const stats: SectionFile = {
  name: 'stats',
  liquid: String.raw`
${sectionStyles('stats')}
{%- style -%}
  #shopify-section-{{ section.id }} .stats__list { --stats-columns: {{ section.blocks.size | at_most: 4 | at_least: 1 }}; }
{%- endstyle -%}
${SECTION_OPEN}
  <div class="page-width stats">
    ${sectionHeading('stats')}
    <dl class="stats__list">
      {%- for block in section.blocks -%}
        <div class="stats__item" {{ block.shopify_attributes }}>
          <dt class="stats__label">{{ block.settings.label | escape }}</dt>
          <dd class="stats__value">{{ block.settings.value | escape }}</dd>
        </div>
      {%- endfor -%}
    </dl>
  </div>
</div>
`,
  css: `.stats__heading{text-align:center;margin:0 0 2.5rem}
.stats__list{margin:0;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:2rem 1rem}
.stats__item{display:flex;flex-direction:column-reverse;justify-content:flex-end;align-items:center;gap:.35rem;text-align:center}
.stats__value{margin:0;font-family:var(--font-heading);font-weight:var(--font-heading-weight);letter-spacing:var(--heading-spacing);font-size:clamp(2.2rem,5vw,3.4rem);line-height:1.05;color:var(--color-fg)}
.stats__label{margin:0;font-size:.95rem;opacity:.8;max-width:16rem}
.stats__item:last-child:nth-child(odd){grid-column:1 / -1}
@media screen and (min-width:750px){
.stats__list{grid-template-columns:repeat(var(--stats-columns,4),minmax(0,1fr))}
.stats__item:last-child:nth-child(odd){grid-column:auto}
.stats__item+.stats__item{border-left:1px solid color-mix(in srgb,currentColor 15%,transparent)}
}
`,
  schema: {
    name: 'Stats',
    tag: 'section',
    class: 'stats-section',
    max_blocks: 8,
    settings: [headingSetting('By the numbers'), ...colorSettings('surface'), ...padding()],
    blocks: [
      {
        type: 'stat',
        name: 'Stat',
        settings: [
          {
            type: 'text',
            id: 'value',
            label: 'Figure',
            info: 'For example 1952, 24 h or 10-year',
            default: '100%',
          },
          { type: 'text', id: 'label', label: 'Label', default: 'Describe what the figure means' },
        ],
      },
    ],
    presets: [{ name: 'Stats', blocks: [{ type: 'stat' }, { type: 'stat' }, { type: 'stat' }] }],
  },
}

export const timeline: SectionFile = {
  name: 'timeline',
  liquid: String.raw`
${sectionStyles('timeline')}
${SECTION_OPEN}
  <div class="page-width timeline">
    ${sectionHeading('timeline')}
    <ol class="timeline__list" role="list">
      {%- for block in section.blocks -%}
        <li class="timeline__item" {{ block.shopify_attributes }}>
          <p class="timeline__year">{{ block.settings.year | escape }}</p>
          <h3 class="h3 timeline__title">{{ block.settings.title | escape }}</h3>
          {%- if block.settings.text != blank -%}
            <p class="timeline__text">{{ block.settings.text | escape }}</p>
          {%- endif -%}
        </li>
      {%- endfor -%}
    </ol>
  </div>
</div>
`,
  css: `.timeline__heading{margin:0 0 2.5rem;text-align:center}
.timeline__list{list-style:none;margin:0;padding:0;display:grid;gap:2rem;border-left:2px solid color-mix(in srgb,currentColor 18%,transparent);margin-left:.4rem}
.timeline__item{position:relative;display:grid;gap:.35rem;padding-left:1.75rem}
.timeline__item::before{content:"";position:absolute;left:-.5rem;top:.35rem;width:.9rem;height:.9rem;border-radius:50%;background:var(--color-accent);box-shadow:0 0 0 4px var(--color-bg)}
.timeline__year{margin:0;font-family:var(--font-heading);font-weight:var(--font-heading-weight);font-size:1.6rem;line-height:1.1;color:var(--color-fg)}
.timeline__title{margin:0}
.timeline__text{margin:0;opacity:.82}
@media screen and (min-width:750px){
.timeline__list{border-left:0;margin-left:0;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:2.5rem 0}
.timeline__item{padding:1.75rem 1.5rem 0 0;border-top:2px solid color-mix(in srgb,currentColor 18%,transparent)}
.timeline__item::before{left:0;top:-.55rem}
}
`,
  schema: {
    name: 'Timeline',
    tag: 'section',
    class: 'timeline-section',
    max_blocks: 10,
    settings: [headingSetting('Our story'), ...colorSettings('background'), ...padding()],
    blocks: [
      {
        type: 'milestone',
        name: 'Milestone',
        settings: [
          { type: 'text', id: 'year', label: 'Year', default: '2020' },
          { type: 'text', id: 'title', label: 'Title', default: 'Milestone' },
          {
            type: 'textarea',
            id: 'text',
            label: 'Text',
            default: 'Tell customers what happened and why it mattered.',
          },
        ],
      },
    ],
    presets: [
      {
        name: 'Timeline',
        blocks: [{ type: 'milestone' }, { type: 'milestone' }, { type: 'milestone' }],
      },
    ],
  },
}

export const steps: SectionFile = {
  name: 'steps',
  liquid: String.raw`
${sectionStyles('steps')}
{%- style -%}
  #shopify-section-{{ section.id }} .steps__list { --steps-columns: {{ section.blocks.size | at_most: 4 | at_least: 1 }}; }
{%- endstyle -%}
${SECTION_OPEN}
  <div class="page-width steps">
    ${sectionHeading('steps')}
    <ol class="steps__list" role="list">
      {%- for block in section.blocks -%}
        <li class="steps__item" {{ block.shopify_attributes }}>
          <div class="steps__marker">
            <span class="steps__number">{{ forloop.index }}</span>
            <span class="steps__icon">{%- render 'icon', icon: block.settings.icon -%}</span>
          </div>
          <h3 class="h3 steps__title">{{ block.settings.title | escape }}</h3>
          {%- if block.settings.text != blank -%}
            <p class="steps__text">{{ block.settings.text | escape }}</p>
          {%- endif -%}
        </li>
      {%- endfor -%}
    </ol>
  </div>
</div>
`,
  css: `.steps__heading{margin:0 0 2.5rem;text-align:center}
.steps__list{list-style:none;margin:0;padding:0;display:grid;gap:1.25rem}
.steps__item{display:grid;gap:.6rem;align-content:start;padding:1.5rem;border-radius:var(--radius);background:color-mix(in srgb,var(--color-fg) 5%,transparent)}
.steps__marker{display:flex;align-items:center;gap:.75rem}
.steps__number{display:inline-flex;align-items:center;justify-content:center;width:2.25rem;height:2.25rem;border-radius:50%;background:var(--color-btn,var(--color-primary));color:var(--color-btn-text,var(--color-on-primary));font-weight:700}
.steps__icon svg{width:1.6rem;height:1.6rem}
.steps__title{margin:0}
.steps__text{margin:0;opacity:.82}
@media screen and (min-width:750px){.steps__list{grid-template-columns:repeat(var(--steps-columns,3),minmax(0,1fr));gap:1.5rem}}
`,
  schema: {
    name: 'Steps',
    tag: 'section',
    class: 'steps-section',
    max_blocks: 6,
    settings: [headingSetting('How it works'), ...colorSettings('background'), ...padding()],
    blocks: [
      {
        type: 'step',
        name: 'Step',
        settings: [
          iconSetting('sparkle'),
          { type: 'text', id: 'title', label: 'Title', default: 'Step' },
          {
            type: 'text',
            id: 'text',
            label: 'Text',
            default: 'Explain this step in a sentence.',
          },
        ],
      },
    ],
    presets: [{ name: 'Steps', blocks: [{ type: 'step' }, { type: 'step' }, { type: 'step' }] }],
  },
}

export const pullQuote: SectionFile = {
  name: 'pull-quote',
  liquid: String.raw`
${sectionStyles('pull-quote')}
${SECTION_OPEN}
  <div class="page-width">
    <figure class="pull-quote pull-quote--{{ section.settings.alignment }}">
      <span class="pull-quote__mark" aria-hidden="true">&ldquo;</span>
      <blockquote class="pull-quote__quote">
        <p>{{ section.settings.quote | escape }}</p>
      </blockquote>
      {%- if section.settings.attribution != blank or section.settings.source != blank -%}
        <figcaption class="pull-quote__caption">
          {%- if section.settings.attribution != blank -%}
            <span class="pull-quote__author">{{ section.settings.attribution | escape }}</span>
          {%- endif -%}
          {%- if section.settings.source != blank -%}
            <cite class="pull-quote__source">{{ section.settings.source | escape }}</cite>
          {%- endif -%}
        </figcaption>
      {%- endif -%}
    </figure>
  </div>
</div>
`,
  css: `.pull-quote{margin:0 auto;max-width:52rem;display:grid;gap:1.25rem}
.pull-quote--center{text-align:center;justify-items:center}
.pull-quote__mark{font-family:var(--font-heading);font-size:5rem;line-height:.6;height:2.5rem;color:var(--color-accent)}
.color-accent .pull-quote__mark{color:var(--color-fg);opacity:.6}
.pull-quote__quote{margin:0}
.pull-quote__quote p{margin:0;font-family:var(--font-heading);font-weight:var(--font-heading-weight);font-size:clamp(1.5rem,3.4vw,2.4rem);line-height:1.3}
.pull-quote__caption{display:flex;flex-wrap:wrap;gap:.25rem .75rem;font-size:.95rem}
.pull-quote--center .pull-quote__caption{justify-content:center}
.pull-quote__author{font-weight:600}
.pull-quote__author::before{content:"\\2014\\00a0"}
.pull-quote__source{font-style:normal}
`,
  schema: {
    name: 'Pull quote',
    tag: 'section',
    class: 'pull-quote-section',
    settings: [
      {
        type: 'textarea',
        id: 'quote',
        label: 'Quote',
        default: 'Share a line from a customer, a review or the founder.',
      },
      { type: 'text', id: 'attribution', label: 'Attribution', default: 'Name' },
      { type: 'text', id: 'source', label: 'Source', info: 'A publication or a title, for example' },
      {
        type: 'select',
        id: 'alignment',
        label: 'Alignment',
        options: [
          { value: 'left', label: 'Left' },
          { value: 'center', label: 'Center' },
        ],
        default: 'center',
      },
      ...colorSettings('surface'),
      ...padding(),
    ],
    presets: [{ name: 'Pull quote' }],
  },
}

export const logoList: SectionFile = {
  name: 'logo-list',
  liquid: String.raw`
${sectionStyles('logo-list')}
{%- style -%}
  #shopify-section-{{ section.id }} .logo-list { --logo-height: {{ section.settings.logo_height }}px; }
{%- endstyle -%}
${SECTION_OPEN}
  <div class="page-width logo-list">
    ${sectionHeading('logo-list')}
    <ul class="logo-list__list" role="list">
      {%- for block in section.blocks -%}
        <li class="logo-list__item" {{ block.shopify_attributes }}>
          {%- capture logo -%}
            {%- if block.settings.image != blank -%}
              {{ block.settings.image | image_url: width: 480 | image_tag: class: 'logo-list__image', alt: block.settings.name, widths: '160, 320, 480', sizes: '160px', loading: 'lazy' }}
            {%- else -%}
              <span class="logo-list__wordmark">{{ block.settings.name | escape }}</span>
            {%- endif -%}
          {%- endcapture -%}
          {%- if block.settings.link != blank -%}
            <a href="{{ block.settings.link }}" class="logo-list__link">{{ logo }}</a>
          {%- else -%}
            {{ logo }}
          {%- endif -%}
        </li>
      {%- endfor -%}
    </ul>
  </div>
</div>
`,
  css: `.logo-list{display:grid;gap:1.75rem;justify-items:center;text-align:center}
.logo-list__heading{margin:0;font-family:var(--font-body);font-size:.8rem;font-weight:600;letter-spacing:.16em;text-transform:uppercase}
.logo-list__list{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:1.5rem 3rem}
.logo-list__item{display:flex;align-items:center;min-height:var(--logo-height,40px)}
.logo-list__image{height:var(--logo-height,40px);width:auto;max-width:10rem;object-fit:contain;filter:grayscale(1);opacity:.8}
.logo-list__link{color:inherit;text-decoration:none}
.logo-list__link:hover .logo-list__image{filter:none;opacity:1}
.logo-list__wordmark{font-family:var(--font-heading);font-size:calc(var(--logo-height,40px) * .6);line-height:1;white-space:nowrap;opacity:.78}
.logo-list__item:nth-child(3n+1) .logo-list__wordmark{font-family:Georgia,"Times New Roman",serif;font-style:italic}
.logo-list__item:nth-child(3n+2) .logo-list__wordmark{font-family:var(--font-body);font-weight:700;text-transform:uppercase;letter-spacing:.14em;font-size:calc(var(--logo-height,40px) * .42)}
.logo-list__item:nth-child(3n) .logo-list__wordmark{font-weight:800;letter-spacing:-.02em}
`,
  schema: {
    name: 'Logo list',
    tag: 'section',
    class: 'logo-list-section',
    max_blocks: 12,
    settings: [
      headingSetting('As featured in'),
      {
        type: 'range',
        id: 'logo_height',
        label: 'Logo height',
        min: 24,
        max: 80,
        step: 4,
        unit: 'px',
        default: 40,
      },
      ...colorSettings('background'),
      ...padding(32, 32),
    ],
    blocks: [
      {
        type: 'logo',
        name: 'Logo',
        settings: [
          {
            type: 'text',
            id: 'name',
            label: 'Name',
            info: 'Shown as a wordmark while no image is chosen, and read by screen readers',
            default: 'Publication',
          },
          { type: 'image_picker', id: 'image', label: 'Logo image' },
          { type: 'url', id: 'link', label: 'Link' },
        ],
      },
    ],
    presets: [
      {
        name: 'Logo list',
        blocks: [{ type: 'logo' }, { type: 'logo' }, { type: 'logo' }, { type: 'logo' }],
      },
    ],
  },
}

/** One copy of the marquee's items; the copies after the first are decoration for the loop. */
function marqueeItems(copy: 'original' | 'duplicate'): string {
  const attributes = copy === 'original' ? ' {{ block.shopify_attributes }}' : ''
  const linkFocus = copy === 'original' ? '' : ' tabindex="-1"'
  return `{%- for block in section.blocks -%}
          <li class="marquee__item"${attributes}>
            {%- if block.settings.link != blank -%}
              <a href="{{ block.settings.link }}" class="marquee__link"${linkFocus}>{{ block.settings.text | escape }}</a>
            {%- else -%}
              <span>{{ block.settings.text | escape }}</span>
            {%- endif -%}
            {%- case section.settings.separator -%}
              {%- when 'dot' -%}
                <span class="marquee__separator marquee__separator--dot" aria-hidden="true"></span>
              {%- when 'star' or 'sparkle' -%}
                <span class="marquee__separator" aria-hidden="true">{%- render 'icon', icon: section.settings.separator -%}</span>
            {%- endcase -%}
          </li>
        {%- endfor -%}`
}

export const marquee: SectionFile = {
  name: 'marquee',
  liquid: String.raw`
${sectionStyles('marquee')}
{%- liquid
  # Enough copies of the items to fill a wide screen while the first one scrolls out.
  assign marquee_copies = 1
  if section.blocks.size > 0
    assign marquee_copies = 8 | divided_by: section.blocks.size | plus: 2
  endif
  assign seconds_per_item = 6
  case section.settings.speed
    when 'slow'
      assign seconds_per_item = 9
    when 'fast'
      assign seconds_per_item = 4
  endcase
  assign marquee_duration = section.blocks.size | times: seconds_per_item | at_least: 8
-%}
{%- style -%}
  #shopify-section-{{ section.id }} .marquee { --marquee-duration: {{ marquee_duration }}s; --marquee-copies: {{ marquee_copies }}; }
{%- endstyle -%}
${SECTION_OPEN}
  <div class="marquee marquee--{{ section.settings.text_size }}" data-marquee>
    <div class="marquee__track">
      <ul class="marquee__list" role="list">
        ${marqueeItems('original')}
      </ul>
      {%- for copy in (2..marquee_copies) -%}
        <ul class="marquee__list marquee__list--copy" role="list" aria-hidden="true">
          ${marqueeItems('duplicate')}
        </ul>
      {%- endfor -%}
    </div>
    <button type="button" class="marquee__toggle" data-marquee-toggle aria-pressed="false" aria-label="{{ 'sections.marquee.pause' | t }}">
      <span class="marquee__toggle-icon marquee__toggle-icon--pause">{%- render 'icon', icon: 'pause' -%}</span>
      <span class="marquee__toggle-icon marquee__toggle-icon--play">{%- render 'icon', icon: 'play' -%}</span>
    </button>
  </div>
</div>
${sectionScript('marquee')}
`,
  css: `.marquee{position:relative;overflow:hidden}
.marquee__track{display:flex;width:max-content;animation:marquee-scroll var(--marquee-duration,30s) linear infinite}
.marquee:hover .marquee__track,.marquee:focus-within .marquee__track,.marquee.is-paused .marquee__track{animation-play-state:paused}
.marquee__list{list-style:none;margin:0;padding:0;display:flex;align-items:center;flex:none}
.marquee__item{display:flex;align-items:center;white-space:nowrap}
.marquee__item>a,.marquee__item>span:first-child{padding:0 1.5rem}
.marquee--small{font-size:.95rem;font-weight:600;letter-spacing:.04em}
.marquee--large{font-family:var(--font-heading);font-weight:var(--font-heading-weight);text-transform:var(--heading-case);letter-spacing:var(--heading-spacing);font-size:clamp(1.5rem,3.5vw,2.6rem);line-height:1.2}
.marquee__link{color:inherit;text-decoration:none}
.marquee__link:hover{text-decoration:underline}
.marquee__separator{display:inline-flex;opacity:.7}
.marquee__separator svg{width:.9em;height:.9em}
.marquee__separator--dot::before{content:"";width:.35em;height:.35em;border-radius:50%;background:currentColor}
.marquee::after{content:"";position:absolute;top:0;right:0;bottom:0;width:4.5rem;background:linear-gradient(to right,transparent,var(--color-bg) 60%);pointer-events:none}
.marquee__toggle{position:absolute;z-index:1;right:.75rem;top:50%;transform:translateY(-50%);display:inline-flex;align-items:center;justify-content:center;width:2.25rem;height:2.25rem;padding:0;border-radius:50%;border:1px solid currentColor;background:var(--color-bg);color:inherit;cursor:pointer}
.marquee__toggle svg{width:1rem;height:1rem}
.marquee__toggle-icon--play,.marquee.is-paused .marquee__toggle-icon--pause{display:none}
.marquee.is-paused .marquee__toggle-icon--play{display:inline-flex}
.no-js .marquee__toggle,.no-js .marquee::after{display:none}
@keyframes marquee-scroll{to{transform:translateX(calc(-100% / var(--marquee-copies,2)))}}
@media (prefers-reduced-motion:reduce){
.marquee__track{animation:none;width:auto;justify-content:center}
.marquee__list{flex-wrap:wrap;justify-content:center;row-gap:.5rem}
.marquee__list--copy,.marquee__toggle,.marquee::after{display:none}
.marquee__item{white-space:normal}
}
`,
  js: `// Marquee: the pause button stops and restarts the scrolling text (hover and focus pause it too).
(function () {
  'use strict';
  if (window.vitrineMarquee) return;
  window.vitrineMarquee = true;
  document.addEventListener('click', function (event) {
    var toggle = event.target && event.target.closest ? event.target.closest('[data-marquee-toggle]') : null;
    if (!toggle) return;
    var marquee = toggle.closest('[data-marquee]');
    if (!marquee) return;
    var paused = marquee.classList.toggle('is-paused');
    toggle.setAttribute('aria-pressed', paused ? 'true' : 'false');
  });
})();
`,
  schema: {
    name: 'Marquee',
    tag: 'section',
    class: 'marquee-section',
    max_blocks: 10,
    settings: [
      {
        type: 'select',
        id: 'speed',
        label: 'Speed',
        options: [
          { value: 'slow', label: 'Slow' },
          { value: 'medium', label: 'Medium' },
          { value: 'fast', label: 'Fast' },
        ],
        default: 'slow',
      },
      {
        type: 'select',
        id: 'text_size',
        label: 'Text size',
        options: [
          { value: 'small', label: 'Small' },
          { value: 'large', label: 'Large' },
        ],
        default: 'large',
      },
      {
        type: 'select',
        id: 'separator',
        label: 'Separator',
        options: [
          { value: 'dot', label: 'Dot' },
          { value: 'star', label: 'Star' },
          { value: 'sparkle', label: 'Sparkle' },
          { value: 'none', label: 'None' },
        ],
        default: 'sparkle',
      },
      ...colorSettings('primary'),
      ...padding(16, 16),
    ],
    blocks: [
      {
        type: 'item',
        name: 'Text',
        settings: [
          { type: 'text', id: 'text', label: 'Text', default: 'Free shipping on every order' },
          { type: 'url', id: 'link', label: 'Link' },
        ],
      },
    ],
    presets: [{ name: 'Marquee', blocks: [{ type: 'item' }, { type: 'item' }, { type: 'item' }] }],
  },
}

export const trustBar: SectionFile = {
  name: 'trust-bar',
  liquid: String.raw`
${sectionStyles('trust-bar')}
${SECTION_OPEN}
  <div class="page-width">
    <ul class="trust-bar" role="list">
      {%- for block in section.blocks -%}
        <li class="trust-bar__item" {{ block.shopify_attributes }}>
          <span class="trust-bar__icon">{%- render 'icon', icon: block.settings.icon -%}</span>
          <span class="trust-bar__text">{{ block.settings.text | escape }}</span>
        </li>
      {%- endfor -%}
    </ul>
  </div>
</div>
`,
  css: `.trust-bar{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:1rem 1.25rem}
.trust-bar__item{display:flex;align-items:center;gap:.6rem;font-size:.9rem;font-weight:600;line-height:1.3}
.trust-bar__icon{flex:none;display:inline-flex;width:2.25rem;height:2.25rem;align-items:center;justify-content:center;border-radius:50%;background:color-mix(in srgb,var(--color-accent) 40%,transparent)}
.trust-bar__icon svg{width:1.2rem;height:1.2rem}
@media screen and (min-width:750px){
.trust-bar{display:flex;flex-wrap:wrap;justify-content:space-evenly;gap:1rem 2.5rem}
.trust-bar__item{font-size:.95rem}
}
`,
  schema: {
    name: 'Trust bar',
    tag: 'section',
    class: 'trust-bar-section',
    max_blocks: 6,
    settings: [...colorSettings('surface'), ...padding(20, 20)],
    blocks: [
      {
        type: 'item',
        name: 'Perk',
        settings: [
          iconSetting('truck'),
          { type: 'text', id: 'text', label: 'Text', default: 'Free shipping over $50' },
        ],
      },
    ],
    presets: [{ name: 'Trust bar', blocks: [{ type: 'item' }, { type: 'item' }, { type: 'item' }] }],
  },
}

export const countdown: SectionFile = {
  name: 'countdown',
  liquid: String.raw`
${sectionStyles('countdown')}
{%- liquid
  assign end_date = section.settings.end_date
  assign end_date_length = end_date | size
  assign end_date_parts = end_date | split: '-'
  assign countdown_state = 'none'
  if end_date_length == 10 and end_date_parts.size == 3
    assign countdown_state = 'waiting'
    assign end_label = end_date | date: '%B %-d, %Y'
    # The sale runs to the end of its last day.
    assign end_seconds = end_date | date: '%s' | plus: 86400
    assign now_seconds = 'now' | date: '%s' | plus: 0
    if now_seconds >= end_seconds
      assign countdown_state = 'ended'
    endif
  endif
-%}
${SECTION_OPEN}
  <div class="page-width countdown" data-countdown data-countdown-end="{{ end_date | escape }}" data-state="{{ countdown_state }}">
    {%- if section.settings.heading != blank -%}
      <h2 class="h2 countdown__heading">{{ section.settings.heading | escape }}</h2>
    {%- endif -%}
    {%- if section.settings.text != blank -%}
      <p class="countdown__text">{{ section.settings.text | escape }}</p>
    {%- endif -%}
    {%- if countdown_state != 'none' -%}
      <div class="countdown__status">
        <p class="countdown__ends">{{ 'sections.countdown.ends' | t: date: end_label }}</p>
        <div class="countdown__timer" role="timer" aria-label="{{ 'sections.countdown.time_left' | t }}">
          <div class="countdown__unit">
            <span class="countdown__value" data-countdown-days>0</span>
            <span class="countdown__label">{{ 'sections.countdown.days' | t }}</span>
          </div>
          <div class="countdown__unit">
            <span class="countdown__value" data-countdown-hours>00</span>
            <span class="countdown__label">{{ 'sections.countdown.hours' | t }}</span>
          </div>
          <div class="countdown__unit">
            <span class="countdown__value" data-countdown-minutes>00</span>
            <span class="countdown__label">{{ 'sections.countdown.minutes' | t }}</span>
          </div>
        </div>
        <p class="countdown__ended">{{ section.settings.ended_message | escape }}</p>
      </div>
    {%- endif -%}
    {%- if section.settings.button_label != blank -%}
      <div class="button-row">
        ${button('section')}
      </div>
    {%- endif -%}
  </div>
</div>
${sectionScript('countdown')}
`,
  css: `.countdown{max-width:46rem;display:grid;gap:1.25rem;justify-items:center;text-align:center}
.countdown__heading,.countdown__text{margin:0}
.countdown__text{font-size:1.05rem;opacity:.88}
.countdown__status{display:grid;align-items:center;justify-items:center;min-height:6.5rem}
.countdown__status>*{grid-area:1 / 1}
.countdown__ends{margin:0;font-size:1.15rem;font-weight:600}
.countdown__timer{display:flex;gap:.75rem}
.countdown__unit{display:grid;justify-items:center;min-width:5rem;padding:.75rem .5rem;border-radius:var(--radius);background:color-mix(in srgb,var(--color-fg) 8%,transparent)}
.countdown__value{font-family:var(--font-heading);font-weight:var(--font-heading-weight);font-size:clamp(2rem,6vw,2.8rem);line-height:1.1;font-variant-numeric:tabular-nums}
.countdown__label{font-size:.75rem;letter-spacing:.12em;text-transform:uppercase}
.countdown__ended{margin:0;font-size:1.15rem;font-weight:600}
.countdown__timer,.countdown__ended,[data-state="running"] .countdown__ends,[data-state="ended"] .countdown__ends{visibility:hidden}
[data-state="running"] .countdown__timer,[data-state="ended"] .countdown__ended{visibility:visible}
`,
  js: `// Countdown: days, hours and minutes left until the end of the section's end date, in the
// shopper's time zone; the ended message once it has passed. Without this script the section
// says "Ends {date}".
(function () {
  'use strict';
  if (window.vitrineCountdown) return;
  window.vitrineCountdown = true;
  var MINUTE = 60000;

  // YYYY-MM-DD -> the first moment after that day, local time; null when malformed.
  function endOf(value) {
    var match = /^(\\d{4})-(\\d{2})-(\\d{2})$/.exec(value || '');
    if (!match) return null;
    var end = new Date(+match[1], +match[2] - 1, +match[3] + 1);
    return isNaN(end.getTime()) ? null : end.getTime();
  }

  function pad(number) {
    return number < 10 ? '0' + number : String(number);
  }

  function show(root, name, text) {
    var element = root.querySelector('[data-countdown-' + name + ']');
    if (element) element.textContent = text;
  }

  function tick(root) {
    var end = endOf(root.getAttribute('data-countdown-end'));
    if (end === null) return;
    var left = end - Date.now();
    if (left <= 0) {
      root.setAttribute('data-state', 'ended');
      return;
    }
    // Rounded up, so the last minute still shows 1 rather than 0.
    var minutes = Math.ceil(left / MINUTE);
    show(root, 'days', String(Math.floor(minutes / 1440)));
    show(root, 'hours', pad(Math.floor((minutes % 1440) / 60)));
    show(root, 'minutes', pad(minutes % 60));
    root.setAttribute('data-state', 'running');
    root.vitrineCountdownTimer = window.setTimeout(function () {
      tick(root);
    }, left % MINUTE || MINUTE);
  }

  function setupWithin(scope) {
    var roots = scope.querySelectorAll('[data-countdown]');
    for (var i = 0; i < roots.length; i++) {
      window.clearTimeout(roots[i].vitrineCountdownTimer);
      tick(roots[i]);
    }
  }

  setupWithin(document);
  document.addEventListener('shopify:section:load', function (event) {
    setupWithin(event.target);
  });
})();
`,
  schema: {
    name: 'Countdown',
    tag: 'section',
    class: 'countdown-section',
    settings: [
      headingSetting('The pre-order closes soon'),
      {
        type: 'text',
        id: 'text',
        label: 'Text',
        default: 'Order before the timer runs out to be part of the first batch.',
      },
      {
        type: 'text',
        id: 'end_date',
        label: 'End date',
        info: 'YYYY-MM-DD, for example 2030-06-30. The countdown runs to the end of that day.',
      },
      { type: 'text', id: 'ended_message', label: 'Message once ended', default: 'This offer has ended.' },
      ...buttonSettings('Pre-order now'),
      ...colorSettings('inverse'),
      ...padding(),
    ],
    presets: [{ name: 'Countdown' }],
  },
}
