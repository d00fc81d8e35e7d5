// What a storefront page gets from Shopify rather than from its theme, stood in for in the preview:
// the `Shopify` global that content_for_header defines, storage that works in the sandboxed frame
// (an opaque origin, where localStorage, sessionStorage and cookies throw), URLs made relative to
// the page's origin (here "null"), the storefront's own
// endpoints a theme fetches (the Section Rendering API answered from the page itself, the cart's
// AJAX API from the sample cart), Shopify's own elements (shopify-chat, shopify-account), and
// modules themes import from Shopify's CDN through their import map (Horizon's
// `@shopify/events`). The code here runs in the preview frame, so it is the text of browser
// scripts.

export interface StorefrontFacts {
  shopDomain: string
  locale: string
  currency: string
  country: string
  themeName: string
  /** the sample cart as the AJAX API (/cart.js) answers it */
  cart: Record<string, unknown>
}

/** The script content_for_header stands for: Shopify's global, and storage that does not throw. */
export function storefrontPrelude(facts: StorefrontFacts): string {
  const shopify = {
    shop: facts.shopDomain,
    locale: facts.locale,
    currency: { active: facts.currency, rate: '1.0' },
    country: facts.country,
    theme: { name: facts.themeName, id: 1, schema_name: facts.themeName, role: 'main' },
    cdnHost: '',
    routes: { root: '/' },
    designMode: false,
    visualPreviewMode: false,
  }
  const json = JSON.stringify(shopify).replace(/</g, '\\u003c')
  const cartJson = JSON.stringify(facts.cart).replace(/</g, '\\u003c')
  return `<script>(function () {
  var w = window;
  function memoryStorage() {
    var items = new Map();
    return {
      getItem: function (k) { k = String(k); return items.has(k) ? items.get(k) : null; },
      setItem: function (k, v) { items.set(String(k), String(v)); },
      removeItem: function (k) { items.delete(String(k)); },
      clear: function () { items.clear(); },
      key: function (i) { var keys = Array.from(items.keys()); return i < keys.length ? keys[i] : null; },
      get length() { return items.size; }
    };
  }
  ['localStorage', 'sessionStorage'].forEach(function (name) {
    try { void w[name].length; } catch (e) {
      try { Object.defineProperty(w, name, { value: memoryStorage(), configurable: true }); } catch (_) {}
    }
  });
  try { void document.cookie; } catch (e) {
    var jar = '';
    try {
      Object.defineProperty(document, 'cookie', {
        configurable: true,
        get: function () { return jar; },
        set: function (v) { var pair = String(v).split(';')[0]; jar = jar ? jar + '; ' + pair : pair; }
      });
    } catch (_) {}
  }
  var facts = ${json};
  // The frame's address is about:srcdoc and its origin "null": a URL made relative to them is
  // made relative to the store instead, as it is on the storefront.
  var NativeURL = w.URL;
  w.URL = class URL extends NativeURL {
    constructor(url, base) {
      if (base !== undefined) {
        try { new NativeURL(url, base); } catch (e) { base = 'https://' + facts.shop + '/'; }
      }
      super(url, base);
    }
  };
  // The storefront's endpoints, answered here: the page is all the store there is.
  var realFetch = typeof w.fetch === 'function' ? w.fetch.bind(w) : undefined;
  var cart = ${cartJson};
  function respond(body, type, status) {
    return Promise.resolve(new Response(body, { status: status || 200, headers: { 'Content-Type': type } }));
  }
  function sectionHtml(id) {
    var el = document.getElementById('shopify-section-' + id);
    if (el) return el.outerHTML;
    var ahead = Array.prototype.find.call(document.querySelectorAll('template[data-section-ahead]'), function (t) {
      return t.getAttribute('data-section-ahead') === id;
    });
    return ahead ? ahead.innerHTML : '<div id="shopify-section-' + id + '" class="shopify-section"></div>';
  }
  function sectionsOf(list) {
    var out = {};
    String(list || '').split(',').filter(Boolean).forEach(function (id) { out[id] = sectionHtml(id); });
    return out;
  }
  function requestedSections(init) {
    var body = init && init.body;
    if (typeof body === 'string') {
      try { return JSON.parse(body).sections; } catch (e) { return new URLSearchParams(body).get('sections'); }
    }
    if (body && typeof body.get === 'function') return body.get('sections');
    return undefined;
  }
  w.fetch = function (input, init) {
    var raw = typeof input === 'string' ? input : input && input.url ? input.url : String(input);
    if (/^(https?:|data:|blob:)/i.test(raw) && raw.indexOf('//' + facts.shop + '/') === -1) {
      return realFetch ? realFetch(input, init) : Promise.reject(new TypeError('Failed to fetch'));
    }
    var url = new URL(raw.replace(/^about:srcdoc/, ''), 'https://' + facts.shop + '/');
    var path = url.pathname.replace(/[/]+$/, '') || '/';
    var params = url.searchParams;
    if (params.get('section_id')) return respond(sectionHtml(params.get('section_id')), 'text/html');
    if (params.get('sections')) return respond(JSON.stringify(sectionsOf(params.get('sections'))), 'application/json');
    if (/^[/]cart([.]js)?$/.test(path)) return respond(JSON.stringify(cart), 'application/json');
    if (/^[/]cart[/](add|change|update|clear)([.]js)?$/.test(path)) {
      var answer = Object.assign({}, cart);
      var sections = requestedSections(init);
      if (sections) answer.sections = sectionsOf(Array.isArray(sections) ? sections.join(',') : sections);
      return respond(JSON.stringify(answer), 'application/json');
    }
    return respond('Not in the preview', 'text/plain', 404);
  };
  // Shopify's own elements: drawn by Shopify's scripts on a real store, inert here.
  function defineShopifyElements() {
    document.querySelectorAll('*').forEach(function (el) {
      var name = el.localName;
      if (name.indexOf('shopify-') === 0 && !customElements.get(name)) {
        customElements.define(name, class extends HTMLElement {});
      }
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', defineShopifyElements);
  else defineShopifyElements();
  var shopify = w.Shopify || {};
  for (var key in facts) if (!(key in shopify)) shopify[key] = facts[key];
  shopify.loadFeatures = shopify.loadFeatures || function () {};
  w.Shopify = shopify;
})();</script>`
}

/** Horizon's standard events (`@shopify/events`): the events and helpers it imports, working. */
const STANDARD_EVENTS = `
export const StandardEvents = Object.freeze({
  pageView: 'shopify:page:view',
  productView: 'shopify:product:view',
  productSelect: 'shopify:product:select',
  cartView: 'shopify:cart:view',
  cartError: 'shopify:cart:error',
  cartLinesUpdate: 'shopify:cart:lines-update',
  cartNoteUpdate: 'shopify:cart:note-update',
  cartDiscountUpdate: 'shopify:cart:discount-update',
  searchUpdate: 'shopify:search:update',
  collectionView: 'shopify:collection:view',
  collectionUpdate: 'shopify:collection:update',
});
function createGid(type, id) {
  const text = String(id ?? '');
  return text.startsWith('gid://') ? text : 'gid://shopify/' + type + '/' + text;
}
function deferred() {
  let resolve, reject;
  const promise = new Promise((yes, no) => { resolve = yes; reject = no; });
  promise.catch(() => {});
  return { promise, resolve, reject };
}
function fromAjaxCart(cart) {
  const items = (cart && cart.items) || [];
  return {
    id: createGid('Cart', cart && cart.token),
    itemCount: (cart && cart.item_count) || 0,
    totalQuantity: (cart && cart.item_count) || 0,
    lines: items.map((item) => ({ id: item.key, quantity: item.quantity, merchandise: { id: createGid('ProductVariant', item.variant_id) } })),
  };
}
export class ShopifyStandardEvent extends Event {
  constructor(type, payload, options) {
    super(type, Object.assign({ bubbles: true, composed: true, cancelable: true }, options));
    if (payload && typeof payload === 'object') for (const key of Object.keys(payload)) {
      try { this[key] = payload[key]; } catch (_) {}
    }
  }
}
ShopifyStandardEvent.createGid = createGid;
function standardEvent(eventName) {
  return class extends ShopifyStandardEvent {
    static eventName = eventName;
    static createPromise = deferred;
    static createCartFromAjaxResponse = fromAjaxCart;
    constructor(payload, options) { super(eventName, payload, options); }
  };
}
export const PageViewEvent = standardEvent(StandardEvents.pageView);
export const ProductViewEvent = standardEvent(StandardEvents.productView);
export const ProductSelectEvent = standardEvent(StandardEvents.productSelect);
export const CartViewEvent = standardEvent(StandardEvents.cartView);
export const CartErrorEvent = standardEvent(StandardEvents.cartError);
export const CartLinesUpdateEvent = standardEvent(StandardEvents.cartLinesUpdate);
export const CartNoteUpdateEvent = standardEvent(StandardEvents.cartNoteUpdate);
export const CartDiscountUpdateEvent = standardEvent(StandardEvents.cartDiscountUpdate);
export const SearchUpdateEvent = standardEvent(StandardEvents.searchUpdate);
export const CollectionViewEvent = standardEvent(StandardEvents.collectionView);
export const CollectionUpdateEvent = standardEvent(StandardEvents.collectionUpdate);
export function createViewEventElement(Base = HTMLElement) {
  return class extends Base {
    dispatchViewEvent() {}
  };
}
export const ViewEventElement = createViewEventElement(HTMLElement);
export function parseProductFilters() { return []; }
export function getCollectionSortKey() { return undefined; }
export function getSearchSortKey() { return undefined; }
`

const STANDARD_EVENT_EXPORTS = new Set(
  [...STANDARD_EVENTS.matchAll(/export (?:const|class|function) (\w+)/g)].map((m) => m[1]!),
)

/** Is this import-map entry Shopify's standard events module? */
function isStandardEvents(specifier: string, url: string): boolean {
  return specifier === '@shopify/events' || /\/storefront\/standard-events(\.\w+)?\.js\b/.test(url)
}

const IMPORT_NAMES = /import\s*(\w+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\s*['"]([^'"]+)['"]/g

/** The names the theme's scripts import from a specifier: `import { a, b as c } from 'x'`. */
export function importedNames(scripts: readonly string[], specifier: string): Set<string> {
  const names = new Set<string>()
  for (const script of scripts) {
    if (!script.includes(specifier)) continue
    for (const m of script.matchAll(IMPORT_NAMES)) {
      if (m[3] !== specifier) continue
      if (m[1]) names.add('default')
      for (const part of (m[2] ?? '').split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim()
        if (name && /^[A-Za-z_$][\w$]*$/.test(name)) names.add(name)
      }
    }
  }
  return names
}

/**
 * The module an import-map entry outside the theme stands for: Shopify's standard events, or for
 * any other module a stand-in that exports every name the theme imports from it (as a function,
 * which a theme can call, construct or extend), so the theme's own modules load.
 */
export function standInModule(specifier: string, url: string, names: ReadonlySet<string>): string {
  const base = isStandardEvents(specifier, url) ? STANDARD_EVENTS : ''
  const known = base ? STANDARD_EVENT_EXPORTS : new Set<string>()
  const extra = [...names].filter((n) => !known.has(n) && n !== 'default')
  const lines = extra.map((n) => `export function ${n}() {}`)
  if (names.has('default')) lines.push('export default {};')
  return `${base}\n${lines.join('\n')}\n`
}

/**
 * Scripts Shopify hosts for themes (`shopify_asset_url`), as stand-ins that define what themes
 * call: Dawn's gift card draws its QR code with vendor/qrcode.js, older themes build variant
 * pickers with option_selection.js. Unknown ones are empty scripts, so nothing fails to load.
 */
const SHOPIFY_SCRIPTS: Record<string, string> = {
  'vendor/qrcode.js':
    'window.QRCode = window.QRCode || function QRCode(el, options) { this.el = el; this.options = options; };\n' +
    'window.QRCode.CorrectLevel = window.QRCode.CorrectLevel || { L: 1, M: 0, Q: 3, H: 2 };\n',
  'option_selection.js':
    'window.Shopify = window.Shopify || {};\n' +
    'Shopify.OptionSelectors = Shopify.OptionSelectors || function OptionSelectors() {};\n',
  'api.jquery.js': 'window.Shopify = window.Shopify || {};\n',
  'shopify_common.js': 'window.Shopify = window.Shopify || {};\n',
  'customer_area.js': 'window.Shopify = window.Shopify || {};\n',
}

/** What `shopify_asset_url` gives for a file: a script stand-in, an empty stylesheet, else null. */
export function shopifyAssetUrl(name: string): string | null {
  const clean = name.trim().replace(/^\/+/, '')
  if (/\.js$/i.test(clean))
    return `data:text/javascript;charset=utf-8,${encodeURIComponent(SHOPIFY_SCRIPTS[clean] ?? '')}`
  if (/\.css$/i.test(clean)) return 'data:text/css;charset=utf-8,'
  return null
}
