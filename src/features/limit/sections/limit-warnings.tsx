import { Trans } from '@lingui/react/macro'
import { CheckboxLine } from '@/trade/components/checkbox-line'
import { formatPercent } from '@/trade/quote/quote-summary'
import { useLimitMarketContext, useLimitSetupContext } from '../limit-trade-context'
import { SMALL_ORDER_COST_SHARE } from '../use-limit-trade'

/** A price below the market needs the trader's word; a small order is told why it may wait. */
export function LimitWarnings() {
  const { form } = useLimitSetupContext()
  const { market } = useLimitMarketContext()
  const distance = market.distance === undefined ? '' : formatPercent(Math.abs(market.distance))
  const costShare = market.costShare === undefined ? '' : formatPercent(market.costShare)
  return (
    <>
      {market.belowMarket && market.distance !== undefined && (
        <CheckboxLine
          className="rounded-2xl bg-danger-soft px-4 py-3 text-sm"
          checked={form.acceptBelowMarket}
          onChange={form.setAcceptBelowMarket}
        >
          <Trans>
            Your price is {distance} below the market: you may receive less than a swap would give
            you now. I accept this price.
          </Trans>
        </CheckboxLine>
      )}
      {market.costShare !== undefined && market.costShare > SMALL_ORDER_COST_SHARE && (
        <p className="rounded-2xl bg-warning-soft px-4 py-3 text-sm text-fg" role="note">
          <Trans>
            The network cost is about {costShare} of what you sell. Solvers fill an order only when
            its price leaves room to pay that cost, so a small order may wait longer or not fill.
          </Trans>
        </p>
      )}
    </>
  )
}
