import { useOrderOutcomeToasts } from './use-order-outcome-toasts'

/**
 * The app shell's follower of the orders this browser placed (use-order-outcome-toasts.ts),
 * as a component of its own: the shell loads it with the first connection, since with no
 * wallet there is no owner whose orders it could follow.
 */
export function OrderOutcomeWatcher() {
  useOrderOutcomeToasts()
  return null
}
