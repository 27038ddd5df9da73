/**
 * Vitest setup (vitest.config.ts): every test file runs in English, the source language, so
 * tests read the words as written in the code. A test of another language activates it
 * (`activateLocale`) and puts English back after itself.
 */
import { activateSourceLocale } from './activate'

activateSourceLocale()
