import type { ErrorAction } from '@/api/error-wordings'

/** Button labels for the next step a description suggests. */
export function nextStepLabel(action: ErrorAction): string | undefined {
  switch (action) {
    case 'approve':
      return 'Approve'
    case 'requote':
      return 'Get a new quote'
    case 'retry':
      return 'Try again'
    case 'switchChain':
      return 'Switch network'
    case 'changeAmount':
      return 'Change the amount'
    case 'changeToken':
      return 'Choose another token'
    case 'changeDeadline':
      return 'Change the deadline'
    case 'fixInput':
      return 'Edit the swap'
    case 'wait':
      return 'Try again'
    case 'cancelOnChain':
    case 'none':
      return undefined
  }
}
