// assets/theme.css (base styles, colour schemes, buttons, product cards) and assets/theme.js
// (quick add with its "Added!" feedback, mobile menu, variant picker, sorting).

/** How long a quick-add button shows its "Added!" label (SPEC: 2 s). */
export const ADDED_FEEDBACK_MS = 2000

export const themeCss = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--color-background);color:var(--color-text);font-family:var(--font-body);font-size:var(--font-body-size);line-height:1.6;-webkit-font-smoothing:antialiased}
img,svg{display:block;max-width:100%}
img{height:auto}
a{color:inherit;text-underline-offset:.2em}
h1,h2,h3,.h0,.h1,.h2,.h3{font-family:var(--font-heading);font-weight:var(--font-heading-weight);letter-spacing:var(--heading-spacing);text-transform:var(--heading-case);line-height:1.15;margin:0 0 .5em}
.h0{font-size:clamp(2.6rem,7vw,5.2rem)}
h1,.h1{font-size:clamp(2rem,4.5vw,3.2rem)}
h2,.h2{font-size:clamp(1.6rem,3.2vw,2.3rem)}
h3,.h3{font-size:1.15rem}
p{margin:0 0 1em}
.page-width{max-width:var(--page-width);margin:0 auto;padding-left:1.25rem;padding-right:1.25rem}
.page-width--narrow{max-width:52rem}
@media screen and (min-width:750px){.page-width{padding-left:2.5rem;padding-right:2.5rem}}
.content-for-layout{min-height:50vh;outline:none}
.skip-link{position:absolute;left:-9999px;top:0;z-index:100;padding:.75rem 1rem;background:var(--color-background)}
.skip-link:focus{left:1rem}
.visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.color-background,.color-surface,.color-primary,.color-accent,.color-inverse{background:var(--color-bg);color:var(--color-fg)}
.color-background{--color-bg:var(--color-background);--color-fg:var(--color-text);--color-btn:var(--color-primary);--color-btn-text:var(--color-on-primary)}
.color-surface{--color-bg:var(--color-surface);--color-fg:var(--color-text);--color-btn:var(--color-primary);--color-btn-text:var(--color-on-primary)}
.color-primary{--color-bg:var(--color-primary);--color-fg:var(--color-on-primary);--color-btn:var(--color-on-primary);--color-btn-text:var(--color-primary)}
.color-accent{--color-bg:var(--color-accent);--color-fg:var(--color-on-accent);--color-btn:var(--color-on-accent);--color-btn-text:var(--color-accent)}
.color-inverse{--color-bg:var(--color-text);--color-fg:var(--color-background);--color-btn:var(--color-background);--color-btn-text:var(--color-text)}
.button{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:3rem;padding:.75rem 1.75rem;border-radius:var(--radius);border:2px solid var(--color-btn,var(--color-primary));background:var(--color-btn,var(--color-primary));color:var(--color-btn-text,var(--color-on-primary));font:inherit;font-weight:600;letter-spacing:.02em;text-decoration:none;cursor:pointer;transition:transform .15s ease,opacity .15s ease}
.button:hover{transform:translateY(-1px);opacity:.92}
.button:disabled{opacity:.5;cursor:not-allowed;transform:none}
.button--secondary{background:transparent;color:var(--color-btn,var(--color-primary))}
.button--full{width:100%}
.button-row{display:flex;flex-wrap:wrap;gap:.75rem}
.link-arrow{font-weight:600;text-decoration:none;white-space:nowrap}
.link-arrow::after{content:" \\2192"}
.eyebrow{margin:0;font-size:.78rem;letter-spacing:.14em;text-transform:uppercase}
.section-heading{display:flex;align-items:baseline;justify-content:space-between;gap:1rem;margin-bottom:1.75rem}
.section-heading h2{margin:0}
.section-description{margin:-1rem 0 1.75rem;opacity:.8}
.rte>*:last-child{margin-bottom:0}
.field{width:100%;min-height:3rem;padding:.65rem .9rem;border:1px solid color-mix(in srgb,currentColor 30%,transparent);border-radius:var(--radius);background:var(--color-background);color:var(--color-text);font:inherit}
.field--quantity{width:6rem}
.field-label{font-size:.85rem;font-weight:600}
.form-message{margin:0 0 .75rem;font-weight:600}
.form-message--error{color:#b42318}
.newsletter-form__field{display:flex;gap:.5rem;width:100%}
.newsletter-form__field .field{flex:1}
.grid{list-style:none;margin:0;padding:0;display:grid;gap:1.5rem 1rem;grid-template-columns:repeat(var(--columns-mobile,2),minmax(0,1fr))}
@media screen and (min-width:750px){.grid{grid-template-columns:repeat(var(--columns-desktop,4),minmax(0,1fr));gap:2rem 1.5rem}}
.media{position:relative;display:block;overflow:hidden;aspect-ratio:1 / 1;background:color-mix(in srgb,var(--color-accent) 18%,var(--color-background))}
.media--portrait{aspect-ratio:4 / 5}
.media--landscape{aspect-ratio:4 / 3}
.media>img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.placeholder-block{display:block;width:100%;height:100%;min-height:8rem;background:linear-gradient(135deg,color-mix(in srgb,var(--color-accent) 35%,var(--color-background)),color-mix(in srgb,var(--color-primary) 20%,var(--color-background)))}
.card{display:grid;gap:.75rem;height:100%;align-content:start;position:relative}
.card__media{border-radius:var(--radius)}
.card__image{transition:transform .5s ease}
.card:hover .card__image{transform:scale(1.04)}
.card__info{display:grid;gap:.35rem}
.card__title{font-family:var(--font-body);font-size:1rem;font-weight:600;letter-spacing:0;text-transform:none;margin:0}
.card__title a{text-decoration:none}
.card__title a:hover{text-decoration:underline}
.card__link::after{content:"";position:absolute;inset:0;z-index:1}
.card__link:focus-visible{outline:none}
.card__link:focus-visible::after{outline:2px solid currentColor;outline-offset:.2rem}
.card__quick-add{position:relative;z-index:2}
.card__vendor{margin:0;font-size:.75rem;letter-spacing:.1em;text-transform:uppercase}
.card--modern{padding:.6rem .6rem 1rem;border-radius:calc(var(--radius) + 4px);background:var(--color-surface);color:var(--color-text)}
.card--modern .card__info{padding:0 .35rem}
.card--minimal .card__media{border-radius:0}
.card--minimal .card__title{font-weight:400}
.card--minimal .button--quick-add{background:transparent;color:var(--color-text);border-color:color-mix(in srgb,var(--color-text) 25%,transparent)}
.card--bold{padding:.75rem;border:2px solid var(--color-text);border-radius:var(--radius);box-shadow:5px 5px 0 var(--color-text);background:var(--color-background);color:var(--color-text)}
.card--bold .card__title{font-family:var(--font-heading);text-transform:var(--heading-case);letter-spacing:var(--heading-spacing);font-weight:var(--font-heading-weight)}
.badge{position:absolute;top:.6rem;left:.6rem;z-index:1;padding:.2rem .6rem;border-radius:999px;font-size:.72rem;font-weight:700;letter-spacing:.05em;background:var(--color-background);color:var(--color-text)}
.badge--sale{background:var(--color-accent);color:var(--color-on-accent)}
.price{display:flex;flex-wrap:wrap;align-items:baseline;gap:.5rem}
.price__compare{font-size:.9em}
.price--on-sale .price__sale{font-weight:700}
.button--quick-add{width:100%;min-height:2.6rem;padding:.5rem 1rem;font-size:.9rem;margin-top:.35rem}
.button.is-added{background:var(--color-accent);border-color:var(--color-accent);color:var(--color-on-accent);opacity:1}
.feature-list{list-style:none;margin:0;padding:0;display:grid;gap:.6rem}
.feature-list__item{display:flex;gap:.6rem;align-items:flex-start}
.feature-list__item svg{flex:none;width:1.2rem;height:1.2rem;margin-top:.2rem;color:var(--color-primary)}
.pagination{display:flex;flex-wrap:wrap;justify-content:center;gap:.5rem;margin-top:2.5rem}
.pagination__link{min-width:2.5rem;padding:.4rem .8rem;text-align:center;border-radius:var(--radius);text-decoration:none}
.pagination__link--current{background:var(--color-primary);color:var(--color-on-primary)}
.collection-grid{--columns-desktop:3;--columns-mobile:2;margin-top:2rem}
.collection-tile{display:grid;gap:.6rem;text-decoration:none}
.collection-tile__media{border-radius:var(--radius);display:flex;align-items:center;justify-content:center}
.collection-tile__initial{font-family:var(--font-heading);font-size:3.5rem;opacity:.5}
.collection-tile__title{font-weight:600}
.search-form{display:flex;gap:.5rem;max-width:40rem;margin-bottom:2rem}
.search-result{display:block;padding:1rem;border-radius:var(--radius);background:var(--color-surface)}
.article{display:grid;gap:1.25rem}
.article__meta{margin:0;font-size:.9rem}
.article__title{margin:0}
.article__image{border-radius:var(--radius)}
.article__tags{list-style:none;display:flex;flex-wrap:wrap;gap:.5rem;margin:0;padding:0}
.article__tags li{padding:.2rem .7rem;border-radius:999px;background:var(--color-surface);font-size:.85rem}
.main-page__title{margin-bottom:1.5rem}
.not-found{min-height:50vh;display:grid;place-content:center;justify-items:center;text-align:center;gap:1rem;padding-top:4rem;padding-bottom:4rem}
.not-found h1,.not-found p{margin:0}
.password{min-height:100vh;display:grid;place-content:center;justify-items:center;text-align:center;gap:1.25rem;max-width:36rem}
.password__logo{font-family:var(--font-heading);font-size:1.5rem;margin:0;text-transform:var(--heading-case);letter-spacing:var(--heading-spacing)}
.password__login summary{cursor:pointer;text-decoration:underline}
.password__form{display:grid;gap:.6rem;margin-top:1rem;text-align:left}
.gift-card{min-height:100vh;display:grid;place-content:center;justify-items:center;text-align:center;gap:1rem}
.gift-card__code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1.4rem;letter-spacing:.15em;padding:.75rem 1.5rem;border:2px dashed currentColor;border-radius:var(--radius)}
.customer{display:grid;gap:1rem;padding-top:3rem;padding-bottom:3rem}
.customer__form{display:grid;gap:.6rem}
.customer__columns{display:grid;gap:2rem}
.customer__table{width:100%;border-collapse:collapse}
.customer__table th,.customer__table td{text-align:left;padding:.6rem 0;border-bottom:1px solid color-mix(in srgb,currentColor 15%,transparent)}
.customer__addresses{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
@media screen and (min-width:750px){.customer__columns{grid-template-columns:2fr 1fr}}
.marquee__separator{color:var(--color-secondary)}
.testimonial__figure{border-top:3px solid var(--color-secondary)}
.banner--shapes .banner__decor::after{background:var(--color-secondary)}
`

export const themeJs = `// Storefront behaviour: quick add with "Added!" feedback, the mobile menu, the variant picker
// and collection sorting. Plain ES2015, no dependencies.
(function () {
  'use strict';

  var ADDED_FEEDBACK_MS = ${ADDED_FEEDBACK_MS};
  document.documentElement.className = document.documentElement.className.replace('no-js', 'js');

  // Shows the button's "Added!" label for two seconds, then puts the original label back.
  function showAdded(button) {
    if (!button || button.getAttribute('data-added-active') === 'true') return;
    var original = button.innerHTML;
    button.setAttribute('data-added-active', 'true');
    button.textContent = button.getAttribute('data-added-label') || 'Added!';
    button.classList.add('is-added');
    window.setTimeout(function () {
      button.innerHTML = original;
      button.classList.remove('is-added');
      button.removeAttribute('data-added-active');
    }, ADDED_FEEDBACK_MS);
  }

  function updateCartCount(added) {
    var counters = document.querySelectorAll('[data-cart-count]');
    for (var i = 0; i < counters.length; i++) {
      var count = (parseInt(counters[i].textContent, 10) || 0) + added;
      counters[i].textContent = String(count);
      counters[i].hidden = count === 0;
    }
  }

  function quantityOf(form) {
    var input = form.querySelector('[name="quantity"]') || (form.id && document.querySelector('[name="quantity"][form="' + form.id + '"]'));
    var quantity = input ? parseInt(input.value, 10) : 1;
    return quantity > 0 ? quantity : 1;
  }

  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!form || !form.classList || !form.classList.contains('quick-add')) return;
    event.preventDefault();
    var button = form.querySelector('[data-added-label]');
    if (button && button.disabled) return;
    var quantity = quantityOf(form);
    showAdded(button);
    updateCartCount(quantity);
    var action = form.getAttribute('action');
    if (!action || typeof window.fetch !== 'function') return;
    window
      .fetch(action.replace(/\\/?$/, '.js'), {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
        body: new FormData(form)
      })
      .then(function (response) {
        if (!response.ok) updateCartCount(-quantity);
      })
      .catch(function () {
        // Offline or in the editor preview: keep the optimistic feedback.
      });
  });

  // Buttons outside a form (a product not yet chosen in the editor) still give feedback.
  document.addEventListener('click', function (event) {
    var button = event.target && event.target.closest ? event.target.closest('button[data-added-label]') : null;
    if (button && !button.form && !button.disabled) showAdded(button);
  });

  // Mobile menu: close on Escape, on a link click, or on a click outside.
  document.addEventListener('keydown', function (event) {
    if (event.key !== 'Escape') return;
    var open = document.querySelectorAll('details[data-menu-drawer][open]');
    for (var i = 0; i < open.length; i++) open[i].removeAttribute('open');
  });
  document.addEventListener('click', function (event) {
    var drawers = document.querySelectorAll('details[data-menu-drawer][open]');
    for (var i = 0; i < drawers.length; i++) {
      var drawer = drawers[i];
      var link = event.target.closest ? event.target.closest('a') : null;
      if (!drawer.contains(event.target) || (link && drawer.contains(link))) drawer.removeAttribute('open');
    }
  });

  // Variant picker: keep the product form's variant id and button state in step.
  document.addEventListener('change', function (event) {
    var target = event.target;
    if (target.hasAttribute && target.hasAttribute('data-variant-select')) {
      var form = document.getElementById(target.getAttribute('data-variant-select'));
      if (!form) return;
      var idInput = form.querySelector('[data-variant-id]');
      if (idInput) idInput.value = target.value;
      var option = target.options[target.selectedIndex];
      var submit = form.querySelector('[type="submit"]');
      if (submit && option) submit.disabled = option.disabled;
    }
    if (target.hasAttribute && target.hasAttribute('data-auto-submit') && target.form) target.form.submit();
  });
})();
`
