import { InboxPage } from '@/features/inbox/inbox-page'
import { NotificationsPanel } from '@/features/notifications/notifications-panel'
import { PushSection } from '@/features/notifications/push/push-section'

/** Route /inbox: the inbox, and where else its notifications go. */
export function InboxRoute() {
  return (
    <InboxPage
      channels={
        <>
          <NotificationsPanel />
          <PushSection />
        </>
      }
    />
  )
}
