import { Trans, useLingui } from '@lingui/react/macro'
import {
  useId,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react'
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
        <TextField
          ref={urlRef}
          id={`${id}-url`}
          label={<Trans>Webhook URL</Trans>}
          hint={
            <Trans>
              Each delivery is a signed POST (Standard Webhooks); you get the secret once added.
            </Trans>
          }
          error={errors.url}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://example.org/hook"
          value={draft.url}
          onChange={(event) => onDraft({ ...draft, url: event.target.value })}
        />
      )}
      {draft.kind === 'email' && (
        <TextField
          ref={emailRef}
          id={`${id}-email`}
          label={<Trans>E-mail address</Trans>}
          hint={
            <Trans>
              We send one mail with a confirmation link first; every mail has an unsubscribe link.
            </Trans>
          }
          error={errors.email}
          type="email"
          autoComplete="email"
          placeholder={t`you@example.com`}
          value={draft.email}
          onChange={(event) => onDraft({ ...draft, email: event.target.value })}
        />
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

/**
 * A labelled text input with its hint, or its error in the hint's place; either one is the
 * input's description.
 */
function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string
  label: ReactNode
  hint: ReactNode
  error?: string
  ref?: Ref<HTMLInputElement>
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
    </div>
  )
}
