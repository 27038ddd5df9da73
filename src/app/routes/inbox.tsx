import { InboxPage } from '@/features/inbox/inbox-page'
import { NotificationsPanel } from '@/features/notifications/notifications-panel'

/** Route /inbox: the inbox, and where else its notifications go. */
export function InboxRoute() {
  return <InboxPage channels={<NotificationsPanel />} />
}
