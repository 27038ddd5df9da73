// A catalog, compiled when imported by @lingui/vite-plugin (scripts/i18n-vite.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
