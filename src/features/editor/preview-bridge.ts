// The small script the editor adds to every preview document. The preview frame is sandboxed
// (scripts yes, same origin no), so this script is how the preview talks to the editor: it
// reports clicks on editable elements in edit mode, link clicks (which the editor turns into a
// template switch), and the scroll position, which it restores after each re-render. Form
// submissions are blocked in a sandbox before their submit event fires; the bridge fires that
// event itself, so a theme's own handlers (quick add and its "Added!" feedback) still run. A new
// render of the same page arrives as a patch: only the sections that changed are swapped.
import { EDITOR_SOURCE, PREVIEW_SOURCE } from './preview-messages'
import { escapeAttribute } from '../../engine/model'
import { beforeBodyEnd } from '../../engine/preview'

export interface BridgeOptions {
  editable: boolean
  /** the scroll position to restore once the document has loaded */
  scrollY: number
}

const EDIT_STYLES =
  '.vitrine-hover{outline:2px dashed #6366f1 !important;outline-offset:2px !important;cursor:pointer !important}' +
  '.vitrine-selected{outline:3px solid #4f46e5 !important;outline-offset:2px !important}'

function bridgeScript({ editable, scrollY }: BridgeOptions): string {
  const y = Number.isFinite(scrollY) && scrollY > 0 ? Math.round(scrollY) : 0
  return `(function () {
  'use strict';
  var EDITABLE = ${editable ? 'true' : 'false'};
  var RESTORE_Y = ${y};
  var SECTION = '[id^="shopify-section-"]';
  function post(message) {
    message.source = ${JSON.stringify(PREVIEW_SOURCE)};
    try { window.parent.postMessage(message, '*'); } catch (e) {}
  }
  function closest(node, selector) {
    while (node && node.nodeType !== 1) node = node.parentNode;
    return node && node.closest ? node.closest(selector) : null;
  }

  // What the document was rendered as: its head, its layout around the sections, and each
  // top-level section, serialised alike so a newer render can be compared part by part.
  function topSections(doc) {
    return Array.prototype.filter.call(doc.querySelectorAll(SECTION), function (element) {
      return !(element.parentElement && element.parentElement.closest(SECTION));
    });
  }
  function snapshot(doc) {
    var sections = {};
    var order = topSections(doc).map(function (element) {
      sections[element.id] = element.outerHTML;
      return element.id;
    });
    var body = doc.body.cloneNode(true);
    topSections(body).forEach(function (element) { element.replaceWith(doc.createComment(element.id)); });
    Array.prototype.forEach.call(body.querySelectorAll('script[data-vitrine-bridge]'), function (script) { script.remove(); });
    var scripts = Array.prototype.map.call(doc.head.querySelectorAll('script'), function (script) { return script.outerHTML; });
    return {
      head: doc.head.innerHTML,
      headScripts: scripts.join(''),
      shell: body.innerHTML.replace(/\\s+$/, ''),
      order: order.join(' '),
      sections: sections
    };
  }
  // New styles, fonts and meta in the head (theme settings changed); its scripts stay as they ran.
  function patchHead(next) {
    var children = Array.prototype.slice.call(document.head.children);
    var scripts = children.filter(function (node) { return node.tagName === 'SCRIPT'; });
    var kept = children.filter(function (node) { return node.hasAttribute('data-vitrine-edit'); });
    var index = 0;
    var nodes = Array.prototype.map.call(next.head.childNodes, function (node) {
      return node.nodeName === 'SCRIPT' ? scripts[index++] : document.importNode(node, true);
    });
    document.head.replaceChildren.apply(document.head, nodes.concat(kept));
  }
  var baseline = snapshot(document);

  // The preview has no store behind it: requests (cart, search, recommendations) fail at once
  // instead of reaching the editor's server; themes treat that as being offline.
  window.fetch = function () { return Promise.reject(new TypeError('The editor preview has no store backend')); };
  var reloading = false;
  function patch(html, seq) {
    if (reloading) return;
    var next;
    try { next = new DOMParser().parseFromString(html, 'text/html'); } catch (e) { next = null; }
    var after = next && snapshot(next);
    if (!after || after.headScripts !== baseline.headScripts || after.shell !== baseline.shell || after.order !== baseline.order) {
      reloading = true;
      post({ type: 'reload', seq: seq });
      return;
    }
    var changed = after.order.split(' ').filter(function (id) { return id && after.sections[id] !== baseline.sections[id]; });
    for (var i = 0; i < changed.length; i++) {
      if (next.getElementById(changed[i]).querySelector('script')) {
        reloading = true;
        post({ type: 'reload', seq: seq });
        return;
      }
    }
    if (after.head !== baseline.head) patchHead(next);
    changed.forEach(function (id) {
      var old = document.getElementById(id);
      if (old) old.replaceWith(document.importNode(next.getElementById(id), true));
    });
    baseline = after;
    post({ type: 'patched', seq: seq });
  }

  var userScrolled = false;
  function restore() {
    if (RESTORE_Y <= 0 || userScrolled) return;
    try { window.scrollTo({ top: RESTORE_Y, left: 0, behavior: 'instant' }); }
    catch (e) { window.scrollTo(0, RESTORE_Y); }
  }
  ['wheel', 'touchstart', 'keydown', 'mousedown'].forEach(function (type) {
    window.addEventListener(type, function () { userScrolled = true; }, { passive: true, capture: true });
  });
  function ready() {
    restore();
    post({ type: 'ready' });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
  window.addEventListener('load', restore);
  var scrollQueued = false;
  window.addEventListener('scroll', function () {
    if (scrollQueued) return;
    scrollQueued = true;
    window.requestAnimationFrame(function () {
      scrollQueued = false;
      post({ type: 'scroll', y: Math.max(0, window.scrollY || 0) });
    });
  }, { passive: true });

  var selected = null;
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== window.parent || !data || data.source !== ${JSON.stringify(EDITOR_SOURCE)}) return;
    if (data.type === 'patch' && typeof data.html === 'string' && typeof data.seq === 'number') patch(data.html, data.seq);
    // An edit of the selected element, shown at once; the page's new render follows as a patch.
    if (data.type === 'show-edit' && typeof data.seq === 'number' && selected) {
      if (typeof data.text === 'string') selected.textContent = data.text;
      if (typeof data.color === 'string' && /^#[0-9a-f]{3,8}$/i.test(data.color)) selected.style.color = data.color;
      post({ type: 'shown', seq: data.seq });
    }
    if (data.type === 'clear-selection' && selected) {
      selected.classList.remove('vitrine-selected');
      selected = null;
    }
  });

  if (EDITABLE) {
    var style = document.createElement('style');
    style.setAttribute('data-vitrine-edit', '');
    style.textContent = ${JSON.stringify(EDIT_STYLES)};
    (document.head || document.documentElement).appendChild(style);
    var hovered = null;
    var seen = function (color) {
      return !!color && color !== 'transparent' && !/^rgba\\([^)]*,\\s*0(\\.0*)?\\)$/.test(color);
    };
    // A wrapper's own background is often transparent: the section's colours sit on an inner
    // element, or on an ancestor for a heading.
    var backgroundBehind = function (element) {
      var own = window.getComputedStyle(element).backgroundColor;
      if (seen(own)) return own;
      var inner = element.querySelector('.section-colors');
      if (inner && seen(window.getComputedStyle(inner).backgroundColor)) return window.getComputedStyle(inner).backgroundColor;
      for (var node = element.parentElement; node; node = node.parentElement) {
        var color = window.getComputedStyle(node).backgroundColor;
        if (seen(color)) return color;
      }
      return 'rgb(255, 255, 255)';
    };
    // The smallest editable element whose box holds the point: what the merchant pointed at
    // even where the theme lays a link or container over its text (Horizon's hero).
    var editableAt = function (scope, x, y) {
      var best = null;
      var area = Infinity;
      var list = (scope || document).querySelectorAll('[data-vitrine-setting]');
      for (var i = 0; i < list.length; i++) {
        if (list[i] === scope) continue;
        var r = list[i].getBoundingClientRect();
        if (r.width > 0 && r.height > 0 && x >= r.left && x <= r.right && y >= r.top && y <= r.bottom && r.width * r.height < area) {
          best = list[i];
          area = r.width * r.height;
        }
      }
      return best;
    };
    var editableElement = function (node, event) {
      var own = closest(node, '[data-vitrine-setting]');
      var section = closest(node, '[data-vitrine-section]');
      // The section's own colour comes last: a text or image of it under the pointer first.
      if (own && own !== section) return own;
      var under = event && typeof event.clientX === 'number' && section ? editableAt(section, event.clientX, event.clientY) : null;
      return under || own || section;
    };
    document.addEventListener('mouseover', function (event) {
      var element = editableElement(event.target, event);
      if (hovered && hovered !== element) hovered.classList.remove('vitrine-hover');
      if (element) element.classList.add('vitrine-hover');
      hovered = element;
    }, true);
    document.addEventListener('click', function (event) {
      event.preventDefault();
      event.stopPropagation();
      var element = editableElement(event.target, event);
      if (selected) selected.classList.remove('vitrine-selected');
      selected = element;
      if (!element) { post({ type: 'select-none' }); return; }
      element.classList.add('vitrine-selected');
      var message = { type: 'select', tag: element.tagName.toLowerCase() };
      var setting = element.getAttribute('data-vitrine-setting');
      var sectionElement = closest(element, '[data-vitrine-section]');
      var section = sectionElement ? sectionElement.getAttribute('data-vitrine-section') : null;
      if (setting) {
        var target = {
          section: element.getAttribute('data-vitrine-section') || section,
          setting: setting,
          kind: element.getAttribute('data-vitrine-kind')
        };
        var blockElement = closest(element, '[data-vitrine-block]');
        var block = element.getAttribute('data-vitrine-block') || (blockElement && blockElement.getAttribute('data-vitrine-block'));
        if (block) target.block = block;
        message.target = target;
      }
      if (section) message.section = section;
      message.text = String(element.innerText || element.textContent || '').trim().slice(0, 5000);
      if (element.tagName === 'IMG') {
        var src = element.currentSrc || element.getAttribute('src') || '';
        if (src.length <= 4096) message.imageSrc = src;
      }
      // The colours the element shows now, for the Edit tab's colour fields to start from: its
      // text, the background behind it, and the text colour of its section.
      message.color = backgroundBehind(element);
      message.textColor = window.getComputedStyle(element).color;
      var scope = closest(element, '.section-colors') || (sectionElement && sectionElement.querySelector('.section-colors')) || sectionElement;
      if (scope) message.sectionTextColor = window.getComputedStyle(scope).color;
      var rect = element.getBoundingClientRect();
      message.bounds = { x: rect.left, y: rect.top, width: rect.width, height: rect.height };
      post(message);
    }, true);
    return;
  }

  window.addEventListener('click', function (event) {
    if (event.defaultPrevented || event.button !== 0) return;
    var submit = closest(event.target, 'button, input[type=submit], input[type=image]');
    if (submit && submit.form) {
      var type = (submit.getAttribute('type') || 'submit').toLowerCase();
      if (type !== 'submit' && type !== 'image') return;
      event.preventDefault();
      var submitEvent;
      try { submitEvent = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: submit }); }
      catch (e) { submitEvent = new Event('submit', { bubbles: true, cancelable: true }); }
      if (submit.form.dispatchEvent(submitEvent)) post({ type: 'navigate', href: submit.form.getAttribute('action') || '' });
      return;
    }
    var link = closest(event.target, 'a[href]');
    if (!link) return;
    var href = link.getAttribute('href') || '';
    if (href.charAt(0) === '#') return;
    event.preventDefault();
    post({ type: 'navigate', href: href });
  });
})();`
}

/** The rendered document with the bridge script as the last thing in its body. */
export function injectPreviewBridge(html: string, options: BridgeOptions): string {
  const script = `<script data-vitrine-bridge>${bridgeScript(options)}</script>`
  // Found on the page itself: an offset from a lower-cased copy is off by one for every "İ".
  return beforeBodyEnd(html, script)
}

/**
 * The page Live Preview opens in a new tab. A blob: URL has the app's origin, so the theme is
 * not put there directly: the page holds it in a sandboxed frame, where its scripts run without
 * access to the app's storage or cookies, as in the editor.
 */
export function livePreviewPage(html: string, title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeAttribute(title)}</title>
<style>html,body{margin:0;height:100%;background:#fff}iframe{display:block;width:100%;height:100%;border:0}</style>
</head>
<body>
<iframe sandbox="allow-scripts" title="${escapeAttribute(title)}" srcdoc="${escapeAttribute(html)}"></iframe>
</body>
</html>
`
}
