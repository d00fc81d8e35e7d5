import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// The dependency rule of DESIGN.md's architecture, as no-restricted-imports per folder.

/** The packages the engine may import: pure JavaScript that runs in the browser, Convex and Node. */
const ENGINE_PACKAGES = [
  'liquidjs',
  'jszip',
  'zod',
  'openai',
  'culori',
  'xkcd-colors',
  'pluralize',
  'compromise',
  'lucide-static',
  '@shopify/liquid-html-parser',
  '@shopify/theme-check-common',
  '@shopify/theme-check-docs-updater',
  '@shopify/theme-graph',
]
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Node's built-in modules, with or without `node:` (not a local file that shares a name) */
const NODE_BUILTINS = `^(node:|(${builtinModules.map(escapeRegex).join('|')})(/|$))`
const ENGINE_MESSAGE =
  'src/engine runs in the browser, in Convex and in the CLI: it imports only its own modules and the ' +
  'pure packages listed in eslint.config.js (no React, Convex, app code or Node built-ins).'

/** What each engine folder may import besides itself (scripts/engine-graph.ts says why). */
const ENGINE_ORDER = JSON.parse(readFileSync(new URL('./scripts/engine-order.json', import.meta.url), 'utf8'))

/**
 * src/engine/{depth folders}/*.ts: any package but the allowed ones, and any relative path that
 * climbs out of src/engine. Within a folder the engine knows (`folder`), also any import of a
 * folder it may not import: one that climbs against the order of engine-order.json. Rule options
 * do not merge across config objects, so each folder and depth gets the whole list.
 */
function engineImports(depth, folder) {
  const notAllowed = `^(?!\\.{1,2}/|(${ENGINE_PACKAGES.map(escapeRegex).join('|')})(/|$))`
  const patterns = [
    { regex: notAllowed, message: ENGINE_MESSAGE },
    { regex: `^(\\.\\./){${depth + 1}}`, message: ENGINE_MESSAGE },
  ]
  const above = folder
    ? Object.keys(ENGINE_ORDER).filter((other) => other !== folder && !ENGINE_ORDER[folder].includes(other))
    : []
  if (above.length)
    patterns.push({
      regex: `^(\\.\\./){${depth}}(${above.join('|')})(/|\\.ts$|$)`,
      message: `src/engine/${folder} imports only ${ENGINE_ORDER[folder].join(', ') || 'itself'} of the engine (scripts/engine-order.json: the folders form a tree, model at the bottom).`,
    })
  return {
    files: [
      folder
        ? `src/engine/${folder}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`
        : `src/engine/${'*/'.repeat(depth)}*.{ts,tsx}`,
    ],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  }
}

/** Folders of the browser app, and what each must not import. */
const browserImports = (files, layers, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: NODE_BUILTINS, message: 'Browser code: no Node built-ins.' },
          {
            regex: '(^|/)convex/_generated/server(\\.js)?$',
            message: "Browser code: Convex's server function builders belong to convex/.",
          },
          ...(layers.length ? [{ regex: `^(\\.\\./)+(${layers.join('|')})(/|$)`, message }] : []),
        ],
      },
    ],
  },
})

/** convex/: no React app; `paths` are further imports refused (options do not merge across objects). */
const convexImports = (files, paths, ignores = []) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths,
        patterns: [
          {
            regex: '^(react|react-dom)(/|$)|^(\\.\\./)+src/(features|components|routes|lib)(/|$)',
            message: 'The backend does not import the React app.',
          },
        ],
      },
    ],
  },
})

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'coverage/',
      'node_modules/',
      'convex/_generated/',
      'src/routeTree.gen.ts',
      '.vitrine/',
      'tmp/',
      'out/',
      'tests/e2e/screenshots/',
      // Shopify theme fixtures: browser scripts of a theme, not project code.
      'tests/engine/fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  ...[0, 1, 2, 3, 4, 5].map((depth) => engineImports(depth)),
  ...Object.keys(ENGINE_ORDER).flatMap((folder) =>
    [1, 2, 3, 4, 5].map((depth) => engineImports(depth, folder)),
  ),
  browserImports(
    ['src/features/**/*.{ts,tsx}'],
    ['routes'],
    'Features do not import routes: routes import features.',
  ),
  browserImports(
    ['src/components/**/*.{ts,tsx}'],
    ['features', 'routes'],
    'Shared components do not import features or routes.',
  ),
  browserImports(
    ['src/lib/**/*.{ts,tsx}'],
    ['features', 'components', 'routes'],
    'src/lib does not import the UI built on it.',
  ),
  browserImports(['src/routes/**/*.{ts,tsx}'], [], ''),
  convexImports(['convex/**/*.ts'], []),
  // The public functions of convex/*.ts are made with convex/functions.ts's builders (userQuery,
  // pageMutation, publicAction, ...), which settle who calls and what they may do on the page
  // they name before the handler runs: a bare `query`, `mutation` or `action` there would be a
  // way in that skips them. Still allowed bare: internalQuery, internalMutation and
  // internalAction (no client can call them; their callers are the backend's own functions,
  // which hand them ids they have checked, and those that act as the signed-in caller use
  // internalUserQuery/internalUserMutation), and httpAction (an HTTP route has no Convex user:
  // each verifies its own signature, HMAC or session token). convex/model/ registers no function.
  convexImports(
    ['convex/*.ts', 'convex/model/**/*.ts'],
    ['./_generated/server', '../_generated/server'].map((name) => ({
      name,
      importNames: ['query', 'mutation', 'action'],
      message:
        'A public function is made with a builder of convex/functions.ts (userQuery, pageMutation, ' +
        'publicQuery, ...), which resolves the caller and checks their access in one place.',
    })),
    ['convex/functions.ts'],
  ),
  {
    // Every environment read goes through convex/model/config.ts, where each setting has its default.
    files: ['convex/**/*.ts'],
    ignores: ['convex/model/config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'The backend reads its environment through convex/model/config.ts.',
        },
      ],
    },
  },
)
