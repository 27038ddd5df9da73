import { useInboxUnreadCount } from '@/features/inbox/use-inbox'

/** Counts shown on the navigation; undefined shows no badge. */
export interface NavBadges {
  inbox?: number | undefined
}

export function useNavBadges(): NavBadges {
  return { inbox: useInboxUnreadCount() }
}
