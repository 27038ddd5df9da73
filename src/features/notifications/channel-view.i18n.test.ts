import { afterEach, describe, expect, it } from 'vitest'
import type { WireDelivery } from '@batchswap/contract/wire/channels'
import { activateLocale, activateSourceLocale } from '@/i18n/activate'
import { deliveryView } from './channel-view'

const delivery = (attempts: number): WireDelivery => ({
  id: 'msg_1',
  notificationId: '42',
  status: 'failed',
  attempts,
  createdAt: '2026-11-28T12:05:00.000Z',
  lastAttemptAt: '2026-11-28T12:05:01.000Z',
  lastStatus: 500,
  lastError: null,
  nextAttemptAt: null,
})

describe('deliveryView in other languages', () => {
  afterEach(() => activateSourceLocale())

  it('words attempts with the plural forms of Russian (one, few, many)', async () => {
    await activateLocale('ru')
    expect(deliveryView(delivery(1)).attempts).toBe('1 попытка')
    expect(deliveryView(delivery(3)).attempts).toBe('3 попытки')
    expect(deliveryView(delivery(5)).attempts).toBe('5 попыток')
    expect(deliveryView(delivery(5)).status.label).toBe('Ошибка')
  })

  it('reads in Spanish, the service’s status code kept', async () => {
    await activateLocale('es')
    const view = deliveryView(delivery(2))
    expect(view.attempts).toBe('2 intentos')
    expect(view.answer).toBe('respondió 500')
  })
})
