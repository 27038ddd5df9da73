/** The round button between the two amount fields that swaps the sell and buy tokens. */
import { SwapIcon } from '@/components/ui/icons'

export function FlipButton({ onClick }: { onClick: () => void }) {
  return (
    <div className="relative z-10 -my-4 flex justify-center">
      <button
        type="button"
        onClick={onClick}
        aria-label="Swap the sell and buy tokens"
        className="flex size-10 items-center justify-center rounded-xl border-4 border-surface bg-surface-muted text-fg-muted shadow-sm hover:text-fg"
      >
        <SwapIcon className="size-4 rotate-90" />
      </button>
    </div>
  )
}
