import { AccountPage } from '@/features/account/account-page'

/** Route /account. */
export function AccountRoute() {
  return <AccountPage />
}
