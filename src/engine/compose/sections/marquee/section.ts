// The marquee section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { SECTION_OPEN, sectionStyles } from '../parts'
import { colorSettings, padding, type SectionFile, sectionScript } from '../schema'

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
