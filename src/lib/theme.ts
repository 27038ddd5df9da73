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
    if (root.classList.contains('dark') === (theme === 'dark')) return
    // Switch every colour at once: without this, elements with colour transitions fade for
    // a moment through mixes of the two themes (and are briefly unreadable).
    root.classList.add('theme-switching')
    root.classList.toggle('dark', theme === 'dark')
    // Flush styles while transitions are off, so the new colours are already in place when
    // they come back on (as next-themes does).
    void window.getComputedStyle(document.body).color
    const timer = window.setTimeout(() => root.classList.remove('theme-switching'), 1)
    return () => {
      window.clearTimeout(timer)
      root.classList.remove('theme-switching')
    }
  }, [theme])
  return theme
}
