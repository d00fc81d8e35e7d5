// `npm run dev` in local mode (vite.config.ts decides, see mode.ts): serve the local backend beside
// the app, on the same port, under /api/local. The convex/ functions are loaded through Vite, so
// editing one takes effect on the next call; a schema change rebuilds the backend with the data kept.
import { readdirSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import type { SchemaDefinition, GenericSchema } from 'convex/server'
import { LocalBackend, type ModuleMap } from './backend.ts'
import { createLocalHandler } from './http.ts'
import { LOCAL_API } from './protocol.ts'

export interface LocalBackendPluginOptions {
  /** Folder of the data file (vite.config.ts passes VITRINE_DATA_DIR); .vitrine/local by default. */
  dataDir?: string
  /** Start with no data (vite.config.ts passes VITRINE_RESET=1). */
  reset?: boolean
}

function convexFiles(root: string): string[] {
  const dir = join(root, 'convex')
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(dir, file))
}

function moduleMap(server: ViteDevServer, root: string): ModuleMap {
  return Object.fromEntries(
    convexFiles(root).map((file) => [
      `./${relative(root, file).split('\\').join('/')}`,
      () => server.ssrLoadModule(file),
    ]),
  )
}

export function localBackend(options: LocalBackendPluginOptions = {}): Plugin {
  let backend: LocalBackend | undefined
  return {
    name: 'vitrine-local-backend',
    apply: 'serve',
    async configureServer(server) {
      const root = server.config.root
      const dataDir = resolve(root, options.dataDir || '.vitrine/local')
      const dataFile = join(dataDir, 'data.json')
      if (options.reset) await rm(dataFile, { force: true })
      const loadSchema = async () =>
        (
          (await server.ssrLoadModule(join(root, 'convex/schema.ts'))) as {
            default: SchemaDefinition<GenericSchema, boolean>
          }
        ).default
      backend = await LocalBackend.create({
        schema: await loadSchema(),
        modules: moduleMap(server, root),
        dataFile,
        log: (message) => server.config.logger.error(message),
      })
      const handle = createLocalHandler(backend)
      server.middlewares.use(LOCAL_API, (req, res, next) => {
        handle(req, res).catch(next)
      })
      server.watcher.on('all', (event, file) => {
        const inConvex = relative(join(root, 'convex'), file)
        if (inConvex.startsWith('..') || inConvex.startsWith('_generated')) return
        if (event === 'change' && !file.endsWith('schema.ts')) return // picked up on the next call
        void loadSchema()
          .then((schema) => backend?.reload(moduleMap(server, root), schema))
          .then(() => server.config.logger.info('[vitrine] local backend reloaded', { timestamp: true }))
          .catch((error: unknown) => server.config.logger.error(`[vitrine] reload failed: ${String(error)}`))
      })
      // The functions' modules are loaded once the server listens, one at a time, while the first
      // merchant reads the landing page: their sign-up and first generation do not wait for Vite
      // to transform the engine (seconds on a fresh server).
      server.httpServer?.once('listening', () => void warmUp(moduleMap(server, root)))
      server.config.logger.info(`[vitrine] local mode: data in ${relative(root, dataFile)}`)
    },
    async buildEnd() {
      await backend?.flush()
    },
  }
}

async function warmUp(modules: ModuleMap): Promise<void> {
  for (const load of Object.values(modules)) {
    try {
      await load()
    } catch {
      // The call that needs it says what is wrong.
    }
  }
}
