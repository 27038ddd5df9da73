import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { firstViewChunk } from './scripts/first-view-chunk.ts'
import { prerenderFirstView, SWAP_ROUTE_MODULE } from './scripts/prerender-plugin.ts'

// firstViewChunk: what the first view (the entry and the prerendered swap route) runs comes
// as one chunk, not dozens of shared ones (scripts/first-view-chunk.ts).
// prerenderFirstView: index.html draws the swap route before any JavaScript runs, with a
// CSP (scripts/prerender-plugin.ts).
// `base: './'` keeps every asset URL relative, so the build in dist/ works from a
// sub-folder or an IPFS gateway; the router uses hash routes for the same reason.
export default defineConfig({
  base: './',
  plugins: [
    react(),
    tailwindcss(),
    firstViewChunk({ preloaded: [SWAP_ROUTE_MODULE] }),
    prerenderFirstView(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: false },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The first view is budgeted by `npm run size`. The only lazy chunks above Vite's 500 KB
    // default are wallet SDKs loaded when that wallet is used: MetaMask's (~540 KB) and the
    // Safe Apps provider (~630 KB, with the CommonJS copy of viem that its require() pulls in).
    chunkSizeWarningLimit: 700,
  },
})
