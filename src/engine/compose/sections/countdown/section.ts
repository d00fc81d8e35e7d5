// The countdown section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { button, buttonSettings, headingSetting, SECTION_OPEN, sectionStyles } from '../parts'
import { colorSettings, padding, type SectionFile, sectionScript } from '../schema'

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
