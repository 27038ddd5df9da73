import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { prerenderFirstView } from './scripts/prerender-plugin.ts'
import { safeAppsEsm } from './scripts/safe-apps-esm.ts'

// prerenderFirstView: index.html draws the shell and the swap page before any JavaScript
// runs, with a CSP (scripts/prerender-plugin.ts, docs/first-load.md).
// safeAppsEsm: the Safe Apps provider and SDK on the app's own viem, not a CommonJS copy
// (scripts/safe-apps-esm.ts).
// `base: './'` keeps every asset URL relative, so the build in dist/ works from a
// sub-folder or an IPFS gateway; the router uses hash routes for the same reason.
export default defineConfig({
  base: './',
  plugins: [react(), tailwindcss(), prerenderFirstView(), safeAppsEsm()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: false },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The first load is budgeted by `npm run size`. The only lazy chunk above Vite's 500 KB
    // default is MetaMask's SDK (~540 KB), loaded when the trader picks MetaMask.
    chunkSizeWarningLimit: 600,
  },
})
