import { FormActions } from '@/trade/components/form-actions'
import { useLimitMarketContext } from '../limit-trade-context'

/** The approval and the main button: the order sells the limit's sell amount. */
export function LimitActions() {
  const { market } = useLimitMarketContext()
  return <FormActions exactAmount={market.sellAmount} />
}
