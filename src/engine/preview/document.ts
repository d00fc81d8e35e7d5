// The last pass over a rendered page: theme assets inlined (stylesheets as <style>, scripts as
// inline or data: scripts so defer still defers), network-only tags dropped, section stylesheet and
// javascript bodies added, so the document needs nothing from the network.
import { ASSET_PREFIX } from './filters'
import type { ThemeRuntime } from './runtime'
import { importedNames, standInModule } from './stand-ins'
import type { RenderState } from './state'

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return m ? (m[2] ?? m[3] ?? m[4] ?? '') : undefined
}

function hasAttr(tag: string, name: string): boolean {
  return new RegExp(`\\s${name}(\\s|=|>|/)`, 'i').test(tag)
}

function isExternal(url: string): boolean {
  return /^(https?:)?\/\//i.test(url.trim())
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
function themeScripts(runtime: ThemeRuntime): string[] {
  return Object.entries(runtime.files)
    .filter(([path]) => /^assets\/[^/]+\.m?js$/.test(path))
    .map(([, text]) => text)
}

/**
 * An import map whose entries all load in the sandboxed frame: the theme's assets as data: URLs,
 * modules from Shopify's CDN (or anywhere else) as stand-ins that export what the theme imports.
 */
function rewriteImportMap(body: string, runtime: ThemeRuntime): string {
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
    if (js !== undefined) imports[specifier] = moduleUrl(js)
    else if (name !== undefined || isExternal(target)) {
      scripts ??= themeScripts(runtime)
      imports[specifier] = moduleUrl(standInModule(specifier, target, importedNames(scripts, specifier)))
    } else imports[specifier] = target
  }
  return safeScript(JSON.stringify({ ...map, imports }))
}

export function inlineAssets(html: string, runtime: ThemeRuntime): string {
  let out = html.replace(/<link\b[^>]*>/gi, (tag) => {
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
  })
  out = out.replace(
    /(<script\b[^>]*\btype\s*=\s*["']?importmap["']?[^>]*>)([\s\S]*?)(<\/script>)/gi,
    (_whole, open: string, body: string, close: string) => open + rewriteImportMap(body, runtime) + close,
  )
  out = out.replace(/<script\b[^>]*>(\s*)<\/script>/gi, (whole) => {
    const open = whole.slice(0, whole.indexOf('>') + 1)
    const src = attr(open, 'src')
    if (src === undefined) return whole
    const name = assetName(src)
    if (name !== undefined) {
      const js = runtime.assetContent(name)
      if (js === undefined) return ''
      const deferred =
        hasAttr(open, 'defer') || hasAttr(open, 'async') || /module/i.test(attr(open, 'type') ?? '')
      if (!deferred) return `<script>${safeScript(js)}</script>`
      return whole.replace(/\ssrc\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, ` src="${moduleUrl(js)}"`)
    }
    return isExternal(src) ? '' : whole
  })
  return out
}

export function injectCollected(html: string, state: RenderState): string {
  let out = html
  if (state.stylesheets.size > 0) {
    const css = `<style>${safeStyle([...state.stylesheets.values()].join('\n'))}</style>`
    out = /<\/head>/i.test(out) ? out.replace(/<\/head>/i, `${css}</head>`) : css + out
  }
  if (state.javascripts.size > 0) {
    const js = [...state.javascripts.values()].map((body) => `<script>${safeScript(body)}</script>`).join('')
    out = /<\/body>/i.test(out) ? out.replace(/<\/body>(?![\s\S]*<\/body>)/i, `${js}</body>`) : out + js
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
