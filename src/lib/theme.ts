import { useEffect, useSyncExternalStore } from 'react'
import { useSettingsStore, type ThemePreference } from '@/lib/settings-store'

export type ResolvedTheme = 'light' | 'dark'

const DARK_QUERY = '(prefers-color-scheme: dark)'

function subscribeToSystemTheme(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined
  const query = window.matchMedia(DARK_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function systemPrefersDark(): boolean {
  return (
    typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(DARK_QUERY).matches
  )
}

export function resolveTheme(preference: ThemePreference, systemDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemDark ? 'dark' : 'light'
  return preference
}

/** The theme in effect: the saved choice, or the operating system's for "system". */
export function useResolvedTheme(): ResolvedTheme {
  const preference = useSettingsStore((s) => s.theme)
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false)
  return resolveTheme(preference, systemDark)
}

/** Keeps the `dark` class on <html> in step with the resolved theme (index.html sets it first). */
export function useApplyTheme(): ResolvedTheme {
  const theme = useResolvedTheme()
  useEffect(() => {
    const root = document.documentElement
    root.classList.toggle('dark', theme === 'dark')
  }, [theme])
  return theme
}
