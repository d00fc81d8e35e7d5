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
})
