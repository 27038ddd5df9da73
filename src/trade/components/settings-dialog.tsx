import { Trans } from '@lingui/react/macro'
import { t } from '@lingui/core/macro'
import { useId, useRef, useState, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { DEFAULT_DEADLINE_MINUTES, formatDeadline } from '../quote/deadline'
import { parseDeadlineMinutes, parseSlippagePercent } from '../quote/settings-fields'
import {
  DEFAULT_SLIPPAGE_BPS,
  formatBps,
  slippageWarning,
  slippageWarningSentence,
  type RecommendationState,
} from '../quote/slippage'
import { useTradeDraftStore } from '../trade-draft-store'
import { CheckboxLine } from './checkbox-line'
import type { TradeRules } from '../embedding'
import { CTA_CLASS } from './cta'
import { ModalDialog } from '@/components/ui/dialog'

export interface SettingsDialogProps {
  open: boolean
  onClose: () => void
  overrideBps: number | null
  recommendation: RecommendationState
  deadlineMinutes: number
  onOverrideChange: (bps: number | null) => void
  onDeadlineChange: (minutes: number) => void
  /** The form's "Custom recipient" option, where the form has one. */
  customRecipient?: { on: boolean; onChange: (on: boolean) => void }
  /** Bounds the embedding page sets on slippage, in bps. */
  slippageLimits?: { min?: number; max?: number }
  /** The embedding page fixes the deadline: shown, not editable. */
  forcedDeadlineMinutes?: number
}

/** A slippage outside the embedding page's bounds is refused with the bounds in words. */
function withinLimits<T extends { status: string; bps?: number }>(
  parsed: T,
  limits: { min?: number; max?: number } | undefined,
): T | { status: 'invalid'; sentence: string } {
  if (!limits || parsed.status !== 'valid' || parsed.bps === undefined) return parsed
  const { min = 0, max = 10_000 } = limits
  if (parsed.bps >= min && parsed.bps <= max) return parsed
  const from = formatBps(min)
  const to = formatBps(max)
  return { status: 'invalid', sentence: t`This site allows a slippage from ${from} to ${to}.` }
}

function autoText(recommendation: RecommendationState): string {
  switch (recommendation.status) {
    case 'success': {
      const bps = formatBps(recommendation.slippageBps)
      return t`Auto: ${bps}, recommended for this pair’s recent volatility.`
    }
    case 'pending':
      return t`Auto: recommended per trade once a quote is shown.`
    case 'unavailable': {
      const reason = recommendation.reason.replace(/\.$/, '')
      const fallback = formatBps(DEFAULT_SLIPPAGE_BPS)
      return t`Recommendation unavailable (${reason}): the default of ${fallback} is used.`
    }
  }
}

function SettingsForm({
  overrideBps,
  recommendation,
  deadlineMinutes,
  onOverrideChange,
  onDeadlineChange,
  customRecipient,
  slippageLimits,
  forcedDeadlineMinutes,
  onClose,
}: Omit<SettingsDialogProps, 'open'>) {
  const slippageId = useId()
  const slippageMessageId = useId()
  const deadlineId = useId()
  const deadlineMessageId = useId()
  const [slippageText, setSlippageText] = useState(
    overrideBps === null ? '' : String(overrideBps / 100),
  )
  const [deadlineText, setDeadlineText] = useState(String(deadlineMinutes))

  const parsedSlippage = withinLimits(parseSlippagePercent(slippageText), slippageLimits)
  const parsedDeadline = parseDeadlineMinutes(deadlineText)
  // Only the trader's own value is warned about: the recommendation says why it is what it is.
  const warning =
    parsedSlippage.status === 'valid' ? slippageWarning(parsedSlippage.bps) : undefined
  // What Done refuses, said where the trader looks after pressing it.
  const [refused, setRefused] = useState(false)
  const slippageRef = useRef<HTMLInputElement>(null)
  const deadlineRef = useRef<HTMLInputElement>(null)
  const deadlineInvalid = forcedDeadlineMinutes === undefined && parsedDeadline.status === 'invalid'

  const changeSlippage = (text: string) => {
    setSlippageText(text)
    const parsed = withinLimits(parseSlippagePercent(text), slippageLimits)
    if (parsed.status === 'valid') onOverrideChange(parsed.bps)
    if (parsed.status === 'empty') onOverrideChange(null)
  }
  const changeDeadline = (text: string) => {
    setDeadlineText(text)
    const parsed = parseDeadlineMinutes(text)
    if (parsed.status === 'valid') onDeadlineChange(parsed.minutes)
  }

  const slippageMessage =
    parsedSlippage.status === 'invalid'
      ? parsedSlippage.sentence
      : overrideBps === null
        ? autoText(recommendation)
        : warning
          ? slippageWarningSentence(warning)
          : t`Custom: ${formatBps(overrideBps)}. Clear the field to use the recommendation.`

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault()
        // A value that cannot be meant is never kept silently: the dialog stays open on it
        // until it is valid, or the trader cancels (Escape, the close button).
        if (parsedSlippage.status === 'invalid' || deadlineInvalid) {
          setRefused(true)
          ;(parsedSlippage.status === 'invalid' ? slippageRef : deadlineRef).current?.focus()
          return
        }
        onClose()
      }}
    >
      <div>
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={slippageId} className="text-sm font-semibold text-fg">
            <Trans>Slippage tolerance (%)</Trans>
          </label>
          <Button
            size="sm"
            variant="secondary"
            aria-pressed={overrideBps === null}
            onClick={() => changeSlippage('')}
            className="aria-pressed:border-transparent aria-pressed:bg-brand-soft aria-pressed:text-brand-text"
          >
            <Trans>Auto</Trans>
          </Button>
        </div>
        <SettingInput
          id={slippageId}
          inputRef={slippageRef}
          messageId={slippageMessageId}
          focusOnOpen
          inputMode="decimal"
          placeholder={
            recommendation.status === 'success'
              ? (recommendation.slippageBps / 100).toString()
              : (DEFAULT_SLIPPAGE_BPS / 100).toString()
          }
          value={slippageText}
          onChange={changeSlippage}
          invalid={parsedSlippage.status === 'invalid'}
          tone={parsedSlippage.status === 'invalid' ? 'danger' : warning ? 'warning' : 'muted'}
          message={slippageMessage}
        />
      </div>
      {forcedDeadlineMinutes !== undefined ? (
        <p className="text-sm text-fg">
          <Trans>
            <span className="font-semibold">Order deadline:</span>{' '}
            {formatDeadline(forcedDeadlineMinutes)}, set by the site you are trading on.
          </Trans>
        </p>
      ) : (
        <div>
          <label htmlFor={deadlineId} className="text-sm font-semibold text-fg">
            <Trans>Order deadline (minutes)</Trans>
          </label>
          <SettingInput
            id={deadlineId}
            inputRef={deadlineRef}
            messageId={deadlineMessageId}
            inputMode="numeric"
            placeholder={String(DEFAULT_DEADLINE_MINUTES)}
            value={deadlineText}
            onChange={changeDeadline}
            invalid={parsedDeadline.status === 'invalid'}
            tone={parsedDeadline.status === 'invalid' ? 'danger' : 'muted'}
            message={
              parsedDeadline.status === 'invalid'
                ? parsedDeadline.sentence
                : t`The order is valid for ${formatDeadline(deadlineMinutes)} after you sign it (at least 2 minutes).`
            }
          />
        </div>
      )}
      {customRecipient && (
        <CheckboxLine
          className="text-sm text-fg"
          checked={customRecipient.on}
          onChange={customRecipient.onChange}
        >
          <span className="font-semibold">
            <Trans>Custom recipient</Trans>
          </span>
          <span className="block text-fg-muted">
            <Trans>Send the bought tokens to another address, entered under the amounts.</Trans>
          </span>
        </CheckboxLine>
      )}
      {refused && (parsedSlippage.status === 'invalid' || deadlineInvalid) && (
        <p role="alert" className="text-sm text-danger">
          {parsedSlippage.status === 'invalid'
            ? `${t`Slippage not saved.`} ${parsedSlippage.sentence}`
            : parsedDeadline.status === 'invalid'
              ? `${t`Deadline not saved.`} ${parsedDeadline.sentence}`
              : ''}
        </p>
      )}
      <Button type="submit" size="lg" className={CTA_CLASS}>
        <Trans>Done</Trans>
      </Button>
    </form>
  )
}

const MESSAGE_TONE = {
  danger: 'text-danger',
  warning: 'text-warning',
  muted: 'text-fg-muted',
} as const

/** A settings field: the text input and, below it, the sentence that describes its value. */
function SettingInput({
  id,
  inputRef,
  messageId,
  focusOnOpen = false,
  inputMode,
  placeholder,
  value,
  onChange,
  invalid,
  tone,
  message,
}: {
  id: string
  inputRef: RefObject<HTMLInputElement | null>
  messageId: string
  /** The dialog focuses this field when it opens. */
  focusOnOpen?: boolean
  inputMode: 'decimal' | 'numeric'
  placeholder: string
  value: string
  onChange: (text: string) => void
  invalid: boolean
  tone: keyof typeof MESSAGE_TONE
  message: string
}) {
  return (
    <>
      <input
        id={id}
        ref={inputRef}
        data-autofocus={focusOnOpen || undefined}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={messageId}
        className={cn(
          'mt-2 h-11 w-full rounded-xl border bg-surface-muted px-3.5 text-base text-fg tabular outline-none focus:border-brand',
          invalid ? 'border-danger' : 'border-line',
        )}
      />
      <p id={messageId} className={cn('mt-1.5 text-sm', MESSAGE_TONE[tone])}>
        {message}
      </p>
    </>
  )
}

/** Slippage (Auto from the service's recommendation, or the trader's own) and the deadline. */
export function SettingsDialog(props: SettingsDialogProps) {
  return (
    <ModalDialog open={props.open} onClose={props.onClose} title={t`Swap settings`}>
      <SettingsForm {...props} />
    </ModalDialog>
  )
}

/**
 * The settings dialog over the trader's stored draft (./trade-draft-store.ts): what it shows
 * and changes is the draft's; the form adds the quote's recommendation.
 */
export function DraftSettingsDialog({
  open,
  onClose,
  recommendation,
  rules,
}: Pick<SettingsDialogProps, 'open' | 'onClose' | 'recommendation'> & {
  /** The embedding page's rules (a widget host's slippage, deadline, recipient). */
  rules?: TradeRules
}) {
  const draft = useTradeDraftStore()
  return (
    <SettingsDialog
      open={open}
      onClose={onClose}
      recommendation={recommendation}
      overrideBps={draft.slippageOverrideBps}
      deadlineMinutes={draft.deadlineMinutes}
      onOverrideChange={draft.setSlippageOverride}
      onDeadlineChange={draft.setDeadlineMinutes}
      {...(rules?.disableCustomRecipient
        ? {}
        : { customRecipient: { on: draft.customRecipient, onChange: draft.setCustomRecipient } })}
      {...(rules?.slippage ? { slippageLimits: rules.slippage } : {})}
      {...(rules?.forcedDeadlineMinutes !== undefined
        ? { forcedDeadlineMinutes: rules.forcedDeadlineMinutes }
        : {})}
    />
  )
}
