import { InboxPage } from '@/features/inbox/inbox-page'

/** Route /inbox. */
export function InboxRoute() {
  return <InboxPage />
}
