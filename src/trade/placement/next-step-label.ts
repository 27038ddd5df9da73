import { t } from '@lingui/core/macro'
import type { ErrorAction } from '@/api/error-wordings'

/** Button labels for the next step a description suggests. */
export function nextStepLabel(action: ErrorAction): string | undefined {
  switch (action) {
    case 'approve':
      return t`Approve`
    case 'requote':
      return t`Get a new quote`
    case 'retry':
      return t`Try again`
    case 'switchChain':
      return t`Switch network`
    case 'changeAmount':
      return t`Change the amount`
    case 'changeToken':
      return t`Choose another token`
    case 'changeDeadline':
      return t`Change the deadline`
    case 'fixInput':
      return t`Edit the swap`
    case 'wait':
      return t`Try again`
    case 'cancelOnChain':
    case 'none':
      return undefined
  }
}
