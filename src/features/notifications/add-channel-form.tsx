import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { SegmentedControl } from '@/components/ui/segmented-control'
import {
  draftErrors,
  draftRequest,
  toggleType,
  type ChannelDraft,
  type DraftErrors,
  type FormChannelKind,
} from './channel-form'
import { kindLabel } from './channel-view'
import { TypesFieldset } from './types-fieldset'

const INPUT =
  'h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-fg outline-none focus:border-brand aria-invalid:border-danger'

/**
 * Adds a channel: its kind (among what the service offers), where to, and which types. The
 * draft belongs to the caller, so a refusal (or a sign-in that ended) keeps what was typed.
 * Checks show once the trader submits, then follow the typing.
 */
export function AddChannelForm({
  kinds,
  draft,
  onDraft,
  onSubmit,
  submitting,
  problem,
}: {
  kinds: readonly FormChannelKind[]
  draft: ChannelDraft
  onDraft: (draft: ChannelDraft) => void
  onSubmit: (request: NonNullable<ReturnType<typeof draftRequest>>) => void
  submitting: boolean
  /** The service's refusal of the last submission. */
  problem: string | undefined
}) {
  const id = useId()
  const { t } = useLingui()
  const [tried, setTried] = useState(false)
  const urlRef = useRef<HTMLInputElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const errors: DraftErrors = tried ? draftErrors(draft) : {}

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    const request = draftRequest(draft)
    if (request) {
      onSubmit(request)
      return
    }
    const found = draftErrors(draft)
    if (found.url) urlRef.current?.focus()
    else if (found.email) emailRef.current?.focus()
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4"
    >
      <h3 id={`${id}-title`} className="font-semibold text-fg">
        <Trans>Add a channel</Trans>
      </h3>
      {kinds.length > 1 && (
        <SegmentedControl
          legend={t`Send to`}
          options={kinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          value={draft.kind}
          onChange={(kind) => onDraft({ ...draft, kind })}
          disabled={submitting}
        />
      )}
      {draft.kind === 'webhook' && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-url`} className="text-sm font-medium text-fg">
            <Trans>Webhook URL</Trans>
          </label>
          <input
            ref={urlRef}
            id={`${id}-url`}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://desk.example/hooks/batchswap"
            className={INPUT}
            value={draft.url}
            aria-invalid={errors.url ? true : undefined}
            aria-describedby={errors.url ? `${id}-url-error` : `${id}-url-hint`}
            onChange={(event) => onDraft({ ...draft, url: event.target.value })}
          />
          {errors.url ? (
            <p id={`${id}-url-error`} className="text-sm text-danger">
              {errors.url}
            </p>
          ) : (
            <p id={`${id}-url-hint`} className="text-xs text-fg-muted">
              <Trans>
                Each delivery is a signed POST (Standard Webhooks); you get the secret once added.
              </Trans>
            </p>
          )}
        </div>
      )}
      {draft.kind === 'email' && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-email`} className="text-sm font-medium text-fg">
            <Trans>E-mail address</Trans>
          </label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder={t`you@example.com`}
            className={INPUT}
            value={draft.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : `${id}-email-hint`}
            onChange={(event) => onDraft({ ...draft, email: event.target.value })}
          />
          {errors.email ? (
            <p id={`${id}-email-error`} className="text-sm text-danger">
              {errors.email}
            </p>
          ) : (
            <p id={`${id}-email-hint`} className="text-xs text-fg-muted">
              <Trans>
                We send one mail with a confirmation link first; every mail has an unsubscribe link.
              </Trans>
            </p>
          )}
        </div>
      )}
      {draft.kind === 'telegram' && (
        <p className="text-sm text-fg-muted">
          <Trans>You get a link to the bot: open it in Telegram and press Start.</Trans>
        </p>
      )}
      <TypesFieldset
        legend={t`Notify about`}
        value={draft.types}
        error={errors.types}
        errorId={`${id}-types-error`}
        onToggle={(type, on) => onDraft({ ...draft, types: toggleType(draft.types, type, on) })}
        disabled={submitting}
      />
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" loading={submitting}>
          {draft.kind === 'telegram'
            ? t`Connect Telegram`
            : draft.kind === 'email'
              ? t`Add e-mail`
              : t`Add webhook`}
        </Button>
      </div>
    </form>
  )
}
