import { useTradeFormCore } from '../trade-form-context'
import { ApprovalSection } from './approval-section'
import { PrimaryAction } from './primary-action'

/**
 * The approval and the main button of whichever form they are in (swap or limit), read from
 * the form's context: `exactAmount` is what the order will sell (the "exact" approval).
 */
export function FormActions({ exactAmount }: { exactAmount: bigint | undefined }) {
  const { network, form, approval, submission, status, dialogs, embedding } = useTradeFormCore()
  return (
    <>
      <ApprovalSection
        network={network}
        form={form}
        exactAmount={exactAmount}
        submission={submission}
        status={status}
        approval={approval}
      />
      <PrimaryAction
        network={network}
        form={form}
        approval={approval}
        submission={submission}
        status={status}
        dialogs={dialogs}
        embedding={embedding}
      />
    </>
  )
}
