import type { ButtonHTMLAttributes, Ref } from 'react'
import { cn } from '@/lib/cn'
import { Spinner } from '@/components/ui/spinner'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-fg hover:bg-brand-hover shadow-sm disabled:opacity-50',
  secondary:
    'bg-surface text-fg border border-line hover:border-line-strong hover:bg-surface-muted disabled:opacity-50',
  ghost: 'text-fg-muted hover:text-fg hover:bg-surface-muted disabled:opacity-50',
  danger: 'bg-danger text-danger-fg hover:opacity-90 disabled:opacity-50',
}

// A minimum height, not a fixed one: a label longer than the screen (a long language on a
// phone) wraps onto a second line inside the button rather than running out of it.
const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-8 px-3 py-1 text-sm gap-1.5 rounded-lg',
  md: 'min-h-10 px-4 py-2 text-sm gap-2 rounded-xl',
  lg: 'min-h-12 px-5 py-2.5 text-base gap-2 rounded-xl',
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner and disables the button. */
  loading?: boolean
  ref?: Ref<HTMLButtonElement>
}

/** `buttonClasses` for links styled as buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return cn(
    'inline-flex items-center justify-center text-center font-semibold transition-colors select-none disabled:cursor-not-allowed',
    VARIANTS[variant],
    SIZES[size],
  )
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(buttonClasses(variant, size), className)}
      {...rest}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  )
}
