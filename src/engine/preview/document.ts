// The last pass over a rendered page: theme assets inlined (stylesheets as <style>, scripts as
// inline or data: scripts so defer still defers), network-only tags dropped, section stylesheet and
// javascript bodies added, so the document needs nothing from the network.
import { ASSET_PREFIX } from './filters'
import { attr, isExternal, SRC_ATTRIBUTE } from './seal'
import type { ThemeRuntime } from './runtime'
import { importedNames, standInModule } from './stand-ins'
import type { RenderState } from './state'

function hasAttr(tag: string, name: string): boolean {
  return new RegExp(`\\s${name}(\\s|=|>|/)`, 'i').test(tag)
}

function assetName(url: string): string | undefined {
  const clean = url.trim().replace(/^(https?:)?\/\/[^/]+/, '')
  return clean.startsWith(ASSET_PREFIX) ? clean.slice(ASSET_PREFIX.length).replace(/\?.*$/, '') : undefined
}

const safeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style')
const safeScript = (js: string) => js.replace(/<\/script/gi, '<\\/script')

/**
 * A script as a data: URL: the same text always gives the same URL, so a module the page loads by
 * its src and through the import map is one module.
 */
function moduleUrl(js: string): string {
  let url = moduleUrls.get(js)
  if (url === undefined) {
    if (moduleUrls.size >= 400) moduleUrls.clear()
    url = `data:text/javascript;charset=utf-8,${encodeURIComponent(js)}`
    moduleUrls.set(js, url)
  }
  return url
}

/** Encoded scripts by their text: a theme's ~40 modules are encoded once, not on every render. */
const moduleUrls = new Map<string, string>()

/** The theme's own scripts, to see what they import from modules outside it. */
export function themeScripts(runtime: ThemeRuntime): string[] {
  return Object.entries(runtime.files)
    .filter(([path]) => /^assets\/[^/]+\.m?js$/.test(path))
    .map(([, text]) => text)
}

/**
 * An import map whose entries all load in the sandboxed frame: the theme's assets as data: URLs,
 * modules from Shopify's CDN (or anywhere else) as stand-ins that export what the theme imports.
 */
function rewriteImportMap(body: string, runtime: ThemeRuntime, mapped: Map<string, string>): string {
  let map: { imports?: Record<string, unknown>; scopes?: unknown }
  try {
    map = JSON.parse(body) as typeof map
  } catch {
    return body
  }
  if (!map || typeof map !== 'object' || !map.imports || typeof map.imports !== 'object') return body
  let scripts: string[] | undefined
  const imports: Record<string, string> = {}
  for (const [specifier, target] of Object.entries(map.imports)) {
    if (typeof target !== 'string') continue
    const name = assetName(target)
    const js = name === undefined ? undefined : runtime.assetContent(name)
    if (js !== undefined) {
      imports[specifier] = moduleUrl(js)
      if (name !== undefined && !mapped.has(name)) mapped.set(name, specifier)
    } else if (name !== undefined || isExternal(target)) {
      scripts ??= themeScripts(runtime)
      imports[specifier] = moduleUrl(standInModule(specifier, target, importedNames(scripts, specifier)))
    } else imports[specifier] = target
  }
  return safeScript(JSON.stringify({ ...map, imports }))
}

function inlineLink(tag: string, runtime: ThemeRuntime): string {
  const href = attr(tag, 'href') ?? ''
  const rel = (attr(tag, 'rel') ?? '').toLowerCase()
  const name = assetName(href)
  if (name !== undefined) {
    if (!rel.includes('stylesheet')) return ''
    const css = runtime.assetContent(name)
    return css === undefined ? '' : `<style>${safeStyle(css)}</style>`
  }
  if (isExternal(href) && /stylesheet|preload|preconnect|dns-prefetch|modulepreload|prefetch/.test(rel))
    return ''
  return tag
}

/**
 * A `<script src>` with nothing in it: the theme's script inlined, a network one dropped. A
 * module the import map already holds is imported by its name (`import "@theme/cart"`): the same
 * module, without a second copy of its text in the page (Horizon's are a megabyte).
 */
function inlineScript(
  whole: string,
  open: string,
  runtime: ThemeRuntime,
  mapped: Map<string, string>,
): string {
  const src = attr(open, 'src')
  if (src === undefined) return whole
  const name = assetName(src)
  if (name === undefined) return isExternal(src) ? '' : whole
  const js = runtime.assetContent(name)
  if (js === undefined) return ''
  const module = /module/i.test(attr(open, 'type') ?? '')
  const specifier = module ? mapped.get(name) : undefined
  if (specifier !== undefined)
    return `${open.replace(SRC_ATTRIBUTE, '')}import ${JSON.stringify(specifier)};</script>`
  const deferred = hasAttr(open, 'defer') || hasAttr(open, 'async') || module
  if (!deferred) return `<script>${safeScript(js)}</script>`
  return whole.replace(SRC_ATTRIBUTE, ` src="${moduleUrl(js)}"`)
}

const TAG = /<(link|script)\b[^>]*>/gi
const SCRIPT_END = /<\/script\s*>/gi

/**
 * One pass over the page (Horizon's is a megabyte): each <link> and <script> tag in turn, and a
 * script's body only as far as its </script>.
 */
export function inlineAssets(html: string, runtime: ThemeRuntime): string {
  const out: string[] = []
  // The theme's modules the import map names, by asset: later module scripts import them by name.
  const mapped = new Map<string, string>()
  let copied = 0
  TAG.lastIndex = 0
  for (let m = TAG.exec(html); m !== null; m = TAG.exec(html)) {
    const open = m[0]
    const start = m.index
    if (m[1]!.toLowerCase() === 'link') {
      const replaced = inlineLink(open, runtime)
      if (replaced !== open) {
        out.push(html.slice(copied, start), replaced)
        copied = start + open.length
      }
      continue
    }
    SCRIPT_END.lastIndex = start + open.length
    const close = SCRIPT_END.exec(html)
    if (!close) break
    const body = html.slice(start + open.length, close.index)
    const end = close.index + close[0].length
    TAG.lastIndex = end
    let replaced: string | undefined
    if (/\btype\s*=\s*["']?importmap\b/i.test(open))
      replaced = open + rewriteImportMap(body, runtime, mapped) + close[0]
    else if (body.trim() === '') {
      const whole = html.slice(start, end)
      const inlined = inlineScript(whole, open, runtime, mapped)
      if (inlined !== whole) replaced = inlined
    }
    if (replaced !== undefined) {
      out.push(html.slice(copied, start), replaced)
      copied = end
    }
  }
  out.push(html.slice(copied))
  return out.join('')
}

/** Where the page's last </body> is (any case), or -1: found from the end, not by a regex run. */
function lastBodyClose(html: string): number {
  let at = html.lastIndexOf('</')
  while (at !== -1) {
    if (/^<\/body\s*>/i.test(html.slice(at, at + 12))) return at
    at = html.lastIndexOf('</', at - 1)
  }
  return -1
}

/** The page with `insert` just before its last </body>, or at its end when it has none. */
export function beforeBodyEnd(html: string, insert: string): string {
  const at = lastBodyClose(html)
  return at === -1 ? html + insert : html.slice(0, at) + insert + html.slice(at)
}

export function injectCollected(html: string, state: RenderState): string {
  let out = html
  if (state.stylesheets.size > 0) {
    const css = `<style>${safeStyle([...state.stylesheets.values()].join('\n'))}</style>`
    out = /<\/head>/i.test(out) ? out.replace(/<\/head>/i, `${css}</head>`) : css + out
  }
  if (state.javascripts.size > 0) {
    const js = [...state.javascripts.values()].map((body) => `<script>${safeScript(body)}</script>`).join('')
    out = beforeBodyEnd(out, js)
  }
  return out
}

/** A layout-less page still comes out as one HTML document. */
export function ensureDocument(html: string, title: string): string {
  if (/<html[\s>]/i.test(html)) return /^\s*<!doctype/i.test(html) ? html : `<!doctype html>\n${html}`
  return (
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
    `<body>${html}</body></html>`
  )
}
