import { useId, useState } from 'react'
import { erc20Abi, maxUint256, type Address } from 'viem'
import { useSimulateContract } from 'wagmi'
import { Button } from '@/components/ui/button'
import { ModalDialog } from '@/components/ui/dialog'
import { CheckboxLine } from '@/trade/components/checkbox-line'
import { parseAmountInput } from '@/trade/tokens/parse-amount'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import { allowanceLabel, approvalPlan, type ApproveCall } from '../allowance'
import type { AccountToken } from '../use-account-tokens'
import { useAllowanceChange, type ChangeState } from '../use-allowance-change'

const PURPOSE_WORDS: Record<ApproveCall['purpose'], string> = {
  reset: 'reset the allowance to 0',
  approve: 'approve the new amount',
  revoke: 'revoke the allowance',
}

function progressSentence(state: ChangeState, mined: boolean): string | undefined {
  switch (state.status) {
    case 'signing':
      return `Transaction ${state.step} of ${state.steps} (${PURPOSE_WORDS[state.call.purpose]}): confirm it in your wallet.`
    case 'pending':
      return `Transaction ${state.step} of ${state.steps} (${PURPOSE_WORDS[state.call.purpose]}): ${mined ? 'mined' : 'waiting to be mined'}.`
    case 'confirmed':
      return state.steps === 1
        ? 'Done: the new allowance is in place.'
        : `Done: both transactions are mined; the new allowance is in place.`
    case 'idle':
    case 'stopped':
      return undefined
  }
}

/**
 * Sets a token's allowance to an amount, to unlimited, or revokes it. Whether the token needs
 * a reset first (USDT and its kind revert an approve from one non-zero amount to another) is
 * asked of the chain: the new approve is simulated from the account, and a revert while the
 * current allowance is non-zero means two transactions, said before the trader starts.
 */
export function AllowanceDialog({
  entry,
  owner,
  chainId,
  spender,
  onClose,
}: {
  entry: AccountToken
  owner: Address
  chainId: SupportedChainId
  spender: Address
  onClose: () => void
}) {
  const { token } = entry
  const current = entry.allowance ?? 0n
  const [text, setText] = useState('')
  const [unlimited, setUnlimited] = useState(false)
  const change = useAllowanceChange(chainId, spender)
  const amountId = useId()
  const parsed = unlimited
    ? { ok: true as const, value: maxUint256 }
    : parseTyped(text, token.decimals, token.symbol)
  const target = parsed.ok ? parsed.value : undefined
  const simulate = useSimulateContract({
    chainId,
    account: owner,
    address: token.address,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, target ?? 0n],
    query: {
      enabled: target !== undefined && target !== 0n && current !== 0n && current !== target,
    },
  })
  // Only a revert says "reset first"; a read that did not answer is not taken for one.
  const needsReset = simulate.isError && simulate.error.name === 'ContractFunctionExecutionError'
  const plan = target === undefined ? [] : approvalPlan(current, target, needsReset)
  const busy = change.state.status === 'signing' || change.state.status === 'pending'
  const progress = progressSentence(change.state, change.mined)

  return (
    <ModalDialog open onClose={onClose} dismissible={!busy} title={`Allowance of ${token.symbol}`}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-fg">
          Now:{' '}
          <span className="font-semibold tabular">{allowanceLabel(current, token.decimals)}</span>
        </p>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={amountId} className="text-sm font-semibold text-fg">
            New allowance ({token.symbol})
          </label>
          <input
            id={amountId}
            data-autofocus
            inputMode="decimal"
            autoComplete="off"
            value={unlimited ? '' : text}
            disabled={unlimited || busy}
            onChange={(event) => setText(event.target.value)}
            placeholder={unlimited ? 'Unlimited' : '0.0'}
            className="h-11 rounded-xl border border-line bg-surface-muted px-3 text-base text-fg outline-none focus:border-brand disabled:opacity-50"
          />
          {!parsed.ok && text.trim() !== '' && !unlimited && (
            <p className="text-sm text-danger">{parsed.sentence}</p>
          )}
        </div>
        <CheckboxLine checked={unlimited} onChange={setUnlimited} className="text-sm text-fg">
          Unlimited (no approval needed again for this token)
        </CheckboxLine>
        {plan.length === 2 && (
          // Plain markup rather than the Callout: the first load's chunk list stays as it was.
          <div className="rounded-2xl bg-info-soft px-4 py-3 text-sm text-fg">
            <p className="font-semibold">This token needs two transactions</p>
            <p>
              {token.symbol} does not let an allowance change from one amount to another: the first
              transaction resets it to 0, the second approves the new amount.
            </p>
          </div>
        )}
        {progress && (
          <p role="status" className="text-sm text-fg">
            {progress}
          </p>
        )}
        {change.state.status === 'stopped' && (
          <p role="alert" className="text-sm text-danger">
            {change.state.sentence}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {change.state.status === 'confirmed' ? 'Done' : 'Cancel'}
          </Button>
          <Button
            onClick={() => void change.send(token, plan)}
            disabled={plan.length === 0 || busy || simulate.isFetching}
            loading={busy}
          >
            {plan.length === 2 ? 'Reset and approve' : target === 0n ? 'Revoke' : 'Approve'}
          </Button>
        </div>
      </div>
    </ModalDialog>
  )
}

type Parsed = { ok: true; value: bigint } | { ok: false; sentence: string }

/** The typed amount; 0 is an answer here (a revoke), not a mistake as in a trade form. */
function parseTyped(text: string, decimals: number, symbol: string): Parsed {
  const parsed = parseAmountInput(text, decimals, symbol)
  switch (parsed.status) {
    case 'valid':
      return { ok: true, value: parsed.value }
    case 'empty':
      return { ok: false, sentence: '' }
    case 'invalid':
      return parsed.problem === 'zero'
        ? { ok: true, value: 0n }
        : { ok: false, sentence: parsed.sentence }
  }
}
