/**
 * Imported first by src/main.tsx, for its side effect: decides, before wagmi, RainbowKit
 * or any store reads `window.localStorage`, whether this page may use it (browser-storage.ts).
 */
import { usableStorage } from '@/lib/browser-storage'

usableStorage()
