/**
 * The insufficient_balance notification: once per order while its owner cannot cover what
 * is left of it (balance or allowance), again only after it recovered in between. The
 * episodes live in the `balance_alerts` table (`store.ts`).
 */
import type { Hex } from 'viem'
import { normalizeHex, OrderbookTx, type OrderbookDb, type StoredOrder } from '../kernel/db'
import { insufficientBalance } from './notification-messages'
import { spendableKey, type FundsByOwner, type OwnerFunds } from './funds'
import { activeBalanceAlerts, clearBalanceAlert, raiseBalanceAlert } from './store'
import { requiredSell, summarize } from './stored-order'

interface Shortfall extends OwnerFunds {
  order: StoredOrder
  required: bigint
}

/** Raises an alert (and notifies) for each newly short order, clears those covered again. */
export async function updateBalanceAlerts(
  db: OrderbookDb,
  orders: readonly StoredOrder[],
  funds: FundsByOwner,
  at: Date,
): Promise<void> {
  const active = await activeBalanceAlerts(db.sql)
  const short: Shortfall[] = []
  const recovered: Hex[] = []
  for (const order of orders) {
    const f = funds.get(spendableKey(order.owner, order.sellToken))
    if (!f) continue
    const required = requiredSell(order)
    const isShort = required > 0n && (f.balance < required || f.allowance < required)
    const key = normalizeHex(order.uid)
    if (isShort && !active.has(key)) short.push({ order, required, ...f })
    if (!isShort && active.has(key)) recovered.push(order.uid)
  }
  if (short.length === 0 && recovered.length === 0) return
  await db.sql.transaction(async (sql) => {
    const tx = new OrderbookTx(sql)
    for (const uid of recovered) await clearBalanceAlert(sql, uid, at)
    for (const s of short) {
      const episode = await raiseBalanceAlert(sql, s.order.uid, at)
      if (episode === undefined) continue
      const draft = insufficientBalance(summarize(s.order), {
        required: s.required,
        balance: s.balance,
        allowance: s.allowance,
        executedAmount:
          s.order.kind === 'sell'
            ? s.order.executedSellAmountBeforeFees
            : s.order.executedBuyAmount,
        episode,
      })
      await tx.insertNotification({ ...draft, createdAt: at })
    }
  })
}
