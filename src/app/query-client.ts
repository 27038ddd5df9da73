import { createQueryClient } from '@/api/queries/query-client'

/**
 * The app's one QueryClient (the API's queries and wagmi's), made as the entry is evaluated
 * rather than in a component: the route loaders (./route-loaders.ts) ask for a page's data
 * into it before React renders, and AppProviders hands it to React.
 */
export const queryClient = createQueryClient()
