import { TokenPage } from '@/features/token/token-page'
import { useParams } from '@/lib/hash-router'

/** Routes /token (search) and /token/:chain/:address. */
export function TokenRoute() {
  const { chain, address } = useParams()
  return <TokenPage chainSegment={chain} addressSegment={address} />
}
