import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { CheckboxLine } from '@/trade/components/checkbox-line'
import { SelfReadingRecipientField } from '@/trade/components/recipient-field'
import { EXPIRY_CHOICES, expiryWords, type ExpiryChoice } from '../limit-price'
import { useLimitSetupContext } from '../limit-trade-context'

/**
 * The order's terms besides its price: when it expires (CoW Swap's choices, or a date of the
 * trader's), partial fills (on by default) and an optional recipient (unless the embedding
 * disables it).
 */
export function TermsSection() {
  const { form, network } = useLimitSetupContext()
  const id = useId()
  const forcedWords = expiryWords(
    'custom',
    form.parsedExpiry.status === 'valid' ? form.parsedExpiry.seconds : undefined,
  )
  return (
    <>
      {form.expiryForced ? (
        <p className="text-sm text-fg-muted">
          <Trans>
            Expires in <span className="font-semibold text-fg">{forcedWords}</span>, set by the site
            you are trading on.
          </Trans>
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="text-sm text-fg-muted">
            {t`Expires in`}
          </label>
          <select
            id={id}
            className="h-9 rounded-lg border border-line bg-surface px-2 text-sm text-fg"
            value={form.expiry}
            onChange={(event) => form.setExpiry(event.target.value as ExpiryChoice)}
          >
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
            <option value="custom">{t`A date…`}</option>
          </select>
          {form.expiry === 'custom' && (
            <input
              type="datetime-local"
              aria-label={t`Expiry date and time`}
              className="h-9 rounded-lg border border-line bg-surface px-2 text-sm text-fg"
              value={form.customExpiry}
              onChange={(event) => form.setCustomExpiry(event.target.value)}
            />
          )}
          {form.parsedExpiry.status === 'invalid' && (
            <p className="w-full text-sm text-danger">{form.parsedExpiry.sentence}</p>
          )}
        </div>
      )}
      <div className="flex flex-col gap-2 text-sm">
        <CheckboxLine checked={form.partiallyFillable} onChange={form.setPartiallyFillable}>
          {t`Allow partial fills`}
        </CheckboxLine>
        {form.recipientEnabled && (
          <SelfReadingRecipientField
            label={t`Recipient (optional)`}
            text={form.recipientText}
            onChange={form.setRecipient}
            recipient={form.recipient}
            onRead={form.onRecipientRead}
            trade={{
              chainId: network.chainId,
              buyToken: form.buyToken,
              sellToken: form.sellToken,
            }}
          />
        )}
      </div>
    </>
  )
}
