// What the dev server may serve: the app, and nothing else of the checkout. Vite serves every
// file under its root that `server.fs.deny` does not name (README.md, package.json, the tests,
// convex/ sources, and in local mode the data file with every account's scrypt hash and session
// token). This guard runs before Vite's own middlewares and answers 404 for any request that
// names a file of the checkout outside the app: index.html, src/, public/, node_modules/, Vite's
// dependency cache, convex/_generated/, and the convex/ modules the app's scripts import (which
// Vite's module graph knows of, with their importer, before the browser asks for them).
import { existsSync, statSync } from 'node:fs'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'

/** Top-level places of the checkout that belong to the app the browser loads. */
const APP_PLACES = ['index.html', 'src', 'public', 'node_modules', '.vitrine/vite', 'convex/_generated']

/** Vite's defaults (server.fs.deny replaces them when set) and the local data. */
export function deniedFiles(dataDir: string): string[] {
  return [
    '.env',
    '.env.*',
    '*.{crt,pem}',
    '**/.git/**',
    '**/.vitrine/local/**',
    `${dataDir.split(sep).join('/')}/**`,
  ]
}

/**
 * The file of the checkout a request names, or undefined when it names none (a route of the app,
 * a virtual module, a public file). Percent-escapes are decoded and `..` resolved first, as the
 * static server would.
 */
export function requestedFile(url: string, root: string): string | undefined | null {
  const path = url.split(/[?#]/, 1)[0]!
  let pathname: string
  try {
    pathname = decodeURIComponent(path)
  } catch {
    return null // not decodable: refused
  }
  if (pathname.includes('\0')) return null
  let file: string
  if (pathname.startsWith('/@fs/')) file = pathname.slice('/@fs'.length)
  else if (pathname.startsWith('/@id/')) {
    const id = pathname.slice('/@id/'.length)
    if (!isAbsolute(id)) return undefined // a bare import or a virtual module
    file = id
  } else file = join(root, pathname)
  file = resolve(file)
  const inRoot = relative(root, file)
  if (inRoot === '' || inRoot.startsWith('..') || isAbsolute(inRoot)) return undefined
  return file
}

const CSS_REQUEST = /\.(css|less|sass|scss|styl|stylus|pcss|postcss|sss)(?:$|\?)/

function isAppFile(file: string, root: string, server: ViteDevServer): boolean {
  const inRoot = relative(root, file).split(sep).join('/')
  if (APP_PLACES.some((place) => inRoot === place || inRoot.startsWith(`${place}/`))) return true
  // A convex/ module the app imports: Vite's import analysis added it to the client's module
  // graph, imported by a script of the app, when it transformed the importer (before the browser
  // could ask for it). Not a file a stylesheet only watches: Tailwind registers every file of
  // the checkout as a dependency of the app's CSS, README and tests included.
  for (const module of server.environments.client.moduleGraph.getModulesByFile(file) ?? []) {
    for (const importer of module.importers) if (!CSS_REQUEST.test(importer.url)) return true
  }
  return false
}

function isFile(file: string): boolean {
  try {
    return existsSync(file) && statSync(file).isFile()
  } catch {
    return false
  }
}

export function servedFiles(options: { dataDir: string }): Plugin {
  return {
    name: 'vitrine-served-files',
    apply: 'serve',
    config: () => ({
      server: {
        // The app calls its own origin only; no other page, localhost or not, may read answers.
        cors: false,
        fs: { deny: deniedFiles(options.dataDir) },
      },
    }),
    configureServer(server) {
      const root = server.config.root
      server.middlewares.use((req, res, next) => {
        // Vite's "Bundling in progress" page names no icon, so the browser asks for this one,
        // and a 404 is an error in the console of every page opened while the app is built.
        if (req.url === '/favicon.ico') {
          res.statusCode = 302
          res.setHeader('location', '/favicon.svg')
          return res.end()
        }
        const file = requestedFile(req.url ?? '/', root)
        if (file === undefined) return next()
        if (file !== null && (!isFile(file) || isAppFile(file, root, server))) return next()
        res.statusCode = 404
        res.setHeader('content-type', 'text/plain; charset=utf-8')
        res.setHeader('cache-control', 'no-store')
        res.end('Not found')
      })
    },
  }
}
