import { AppProviders } from './providers'
import { AppRoutes } from './router'

/** The whole app; `ssrPath` is given when rendering at build time (src/app/prerender.tsx). */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <AppProviders>
      <AppRoutes ssrPath={ssrPath} />
    </AppProviders>
  )
}
