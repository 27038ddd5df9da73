import { ApprovalSection } from './approval-section'
import { PrimaryAction } from './primary-action'

/**
 * The approval and the main button of whichever form they are in (swap or limit); each reads
 * the form's context. `exactAmount` is what the order will sell (the "exact" approval).
 */
export function FormActions({ exactAmount }: { exactAmount: bigint | undefined }) {
  return (
    <>
      <ApprovalSection exactAmount={exactAmount} />
      <PrimaryAction />
    </>
  )
}
