import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { localBackend } from './src/local-backend/vite-plugin.ts'

// The router plugin must run before react() so the generated route tree is in place.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    localBackend(),
  ],
  server: { port: 5173 },
  // Loaded lazily by the editor (Theme Check, ZIP export): bundled up front, so their first use
  // in dev does not make Vite re-optimise and reload the page mid-session.
  optimizeDeps: {
    include: [
      '@shopify/liquid-html-parser',
      '@shopify/theme-check-common',
      '@shopify/theme-check-common/dist/disabled-checks',
      '@shopify/theme-check-common/dist/utils/position',
      '@shopify/theme-check-common/dist/visitors',
      '@shopify/theme-graph',
      'jszip',
    ],
  },
})
