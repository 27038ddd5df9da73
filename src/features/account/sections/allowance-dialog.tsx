import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { erc20Abi, maxUint256, type Address } from 'viem'
import { useSimulateContract } from 'wagmi'
import { Button } from '@/components/ui/button'
import { ModalDialog } from '@/components/ui/dialog'
import { CheckboxLine } from '@/trade/components/checkbox-line'
import { parseAmountInput } from '@/trade/tokens/parse-amount'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import { allowanceLabel, approvalPlan } from '../allowance'
import type { AccountToken } from '../use-account-tokens'
import { useAllowanceChange, type ChangeState } from '../use-allowance-change'

function progressSentence(state: ChangeState, mined: boolean): string | undefined {
  switch (state.status) {
    case 'signing':
    case 'pending': {
      const { step, steps } = state
      // Whole sentences per purpose and phase: word order differs between languages.
      if (state.status === 'signing') {
        switch (state.call.purpose) {
          case 'reset':
            return t`Transaction ${step} of ${steps} (reset the allowance to 0): confirm it in your wallet.`
          case 'approve':
            return t`Transaction ${step} of ${steps} (approve the new amount): confirm it in your wallet.`
          case 'revoke':
            return t`Transaction ${step} of ${steps} (revoke the allowance): confirm it in your wallet.`
        }
      }
      switch (state.call.purpose) {
        case 'reset':
          return mined
            ? t`Transaction ${step} of ${steps} (reset the allowance to 0): mined.`
            : t`Transaction ${step} of ${steps} (reset the allowance to 0): waiting to be mined.`
        case 'approve':
          return mined
            ? t`Transaction ${step} of ${steps} (approve the new amount): mined.`
            : t`Transaction ${step} of ${steps} (approve the new amount): waiting to be mined.`
        case 'revoke':
          return mined
            ? t`Transaction ${step} of ${steps} (revoke the allowance): mined.`
            : t`Transaction ${step} of ${steps} (revoke the allowance): waiting to be mined.`
      }
      return undefined
    }
    case 'confirmed':
      return state.steps === 1
        ? t`Done: the new allowance is in place.`
        : t`Done: both transactions are mined; the new allowance is in place.`
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
  const symbol = token.symbol

  return (
    <ModalDialog open onClose={onClose} dismissible={!busy} title={t`Allowance of ${symbol}`}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-fg">
          <Trans>
            Now:{' '}
            <span className="font-semibold tabular">{allowanceLabel(current, token.decimals)}</span>
          </Trans>
        </p>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={amountId} className="text-sm font-semibold text-fg">
            <Trans>New allowance ({symbol})</Trans>
          </label>
          <input
            id={amountId}
            data-autofocus
            inputMode="decimal"
            autoComplete="off"
            value={unlimited ? '' : text}
            disabled={unlimited || busy}
            onChange={(event) => setText(event.target.value)}
            placeholder={unlimited ? t`Unlimited` : '0.0'}
            className="h-11 rounded-xl border border-line bg-surface-muted px-3 text-base text-fg outline-none focus:border-brand disabled:opacity-50"
          />
          {!parsed.ok && text.trim() !== '' && !unlimited && (
            <p className="text-sm text-danger">{parsed.sentence}</p>
          )}
        </div>
        <CheckboxLine checked={unlimited} onChange={setUnlimited} className="text-sm text-fg">
          <Trans>Unlimited (no approval needed again for this token)</Trans>
        </CheckboxLine>
        {plan.length === 2 && (
          // Plain markup rather than the Callout: the first load's chunk list stays as it was.
          <div className="rounded-2xl bg-info-soft px-4 py-3 text-sm text-fg">
            <p className="font-semibold">
              <Trans>This token needs two transactions</Trans>
            </p>
            <p>
              <Trans>
                {symbol} does not let an allowance change from one amount to another: the first
                transaction resets it to 0, the second approves the new amount.
              </Trans>
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
            {change.state.status === 'confirmed' ? t`Done` : t`Cancel`}
          </Button>
          <Button
            onClick={() => void change.send(token, plan)}
            disabled={plan.length === 0 || busy || simulate.isFetching}
            loading={busy}
          >
            {plan.length === 2 ? t`Reset and approve` : target === 0n ? t`Revoke` : t`Approve`}
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
