import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { linguiPlugins } from './scripts/i18n-vite.ts'
import { prerenderFirstView } from './scripts/prerender-plugin.ts'
import { safeAppsEsm } from './scripts/safe-apps-esm.ts'

// linguiPlugins: Lingui's macros and catalogs (scripts/i18n-vite.ts, docs/i18n.md).
// prerenderFirstView: index.html draws the shell and the swap page before any JavaScript
// runs, with a CSP (scripts/prerender-plugin.ts, docs/first-load.md).
// safeAppsEsm: the Safe Apps provider and SDK on the app's own viem, not a CommonJS copy
// (scripts/safe-apps-esm.ts).
// `base: './'` keeps every asset URL relative, so the build in dist/ works from a
// sub-folder or an IPFS gateway; the router uses hash routes for the same reason.
export default defineConfig({
  base: './',
  plugins: [react(), linguiPlugins(), tailwindcss(), prerenderFirstView(), safeAppsEsm()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: false },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The entry chunk holds the whole first load (below), budgeted in gzip by `npm run size`;
    // the limit leaves it room. The only lazy chunk above Vite's 500 KB default is MetaMask's
    // SDK, loaded when the trader picks MetaMask.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone: each name is written in the entry's list of
        // what every lazy import needs and in index.html's preload maps, all in the first load
        // (0.6 KB gzip of names such as "index.es-" or "wallet-dialogs-"). Source maps (`npx vite
        // build --sourcemap`) tell which chunk holds what.
        // A language's catalog keeps its name (`es-…js`, scripts/i18n-vite.ts): the language
        // journeys hold that one chunk back to see what is painted while it is on its way.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.endsWith('.po') ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        codeSplitting: {
          // Everything the entry imports statically is one chunk. Left alone, Rolldown
          // splits the first load by which lazy routes share each module (some 110 files,
          // each a request and compressed apart); the routes' chunks import from it.
          // includeDependenciesRecursively: false, so that a library module which only the
          // pages' chunks use (reached through a package's index, as secp256k1's helpers are
          // through viem's) goes with those chunks rather than with the entry; the entry
          // imports nothing but Rolldown's runtime either way (preserveEntrySignatures is off
          // in a Vite app build, as Rolldown asks for with this option).
          groups: [{ name: 'app', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
    },
  },
})
