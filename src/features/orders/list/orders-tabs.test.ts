import { describe, expect, it } from 'vitest'
import { visibleTabs } from './orders-tabs'

const none = { open: 3, unfillable: 0, signing: 0, history: 2 }

describe('visibleTabs', () => {
  it('shows Open and History alone while nothing is unfillable or signing', () => {
    expect(visibleTabs('open', none).map((t) => t.label)).toEqual(['Open', 'History'])
    expect(visibleTabs('open', undefined).map((t) => t.label)).toEqual(['Open', 'History'])
  })
  it('adds Unfillable and Signing while they hold orders, or while one is chosen', () => {
    const some = { ...none, unfillable: 1, signing: 2 }
    expect(visibleTabs('open', some).map((t) => t.label)).toEqual([
      'Open',
      'Unfillable',
      'Signing',
      'History',
    ])
    expect(visibleTabs('signing', none).map((t) => t.label)).toEqual(['Open', 'Signing', 'History'])
  })
})
