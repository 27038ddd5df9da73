import type { HTMLAttributes, ReactNode } from 'react'
import { cn } from '@/lib/cn'

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-card border border-line bg-surface shadow-card', className)}
      {...rest}
    />
  )
}

export interface CardHeaderProps {
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
  /** Heading level of the title; pages use 1, sections 2. */
  level?: 1 | 2 | 3
  className?: string
}

export function CardHeader({ title, description, actions, level = 2, className }: CardHeaderProps) {
  const Heading = `h${level}` as const
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        <Heading
          className={cn(
            'font-semibold tracking-tight text-fg',
            level === 1 ? 'text-2xl' : 'text-lg',
          )}
        >
          {title}
        </Heading>
        {description && <p className="mt-1 text-sm text-fg-muted">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  )
}
