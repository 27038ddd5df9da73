import { describe, expect, it } from 'vitest'
import { NOTIFICATION_TYPES } from '@batchswap/contract/wire/channels'
import { draftErrors, draftRequest, emptyDraft, toggleType } from './channel-form'

const webhook = (url: string) => ({ ...emptyDraft('webhook'), url })

describe('the add-channel form', () => {
  it('takes an http(s) URL and sends it trimmed, with the types in the spec order', () => {
    const draft = {
      ...webhook('  https://desk.example/hooks  '),
      types: ['order_expired', 'order_filled'] as const,
    }
    expect(draftErrors(draft)).toEqual({})
    expect(draftRequest(draft)).toEqual({
      kind: 'webhook',
      url: 'https://desk.example/hooks',
      types: ['order_filled', 'order_expired'],
    })
  })

  it.each([
    ['', /Enter the URL/],
    ['desk.example/hooks', /not a URL/],
    ['file:///etc/passwd', /not file/],
    ['ftp://desk.example/', /not ftp/],
    ['https://user:pw@desk.example/', /user name and password/],
  ])('refuses the URL %j', (url, message) => {
    expect(draftErrors(webhook(url)).url).toMatch(message)
    expect(draftRequest(webhook(url))).toBeUndefined()
  })

  it('leaves private addresses to the service, which resolves names', () => {
    expect(draftErrors(webhook('http://169.254.169.254/'))).toEqual({})
  })

  it('checks an e-mail address only when adding e-mail', () => {
    expect(draftErrors({ ...emptyDraft('email'), email: 'trader@' }).email).toMatch(/not an e-mail/)
    expect(draftErrors({ ...emptyDraft('email'), email: '' }).email).toMatch(/Enter the address/)
    expect(draftRequest({ ...emptyDraft('email'), email: ' trader@example.com ' })).toMatchObject({
      kind: 'email',
      email: 'trader@example.com',
    })
    expect(draftErrors({ ...emptyDraft('telegram'), url: 'nonsense' })).toEqual({})
  })

  it('needs at least one notification type', () => {
    const none = { ...emptyDraft('telegram'), types: [] }
    expect(draftErrors(none).types).toMatch(/at least one/)
    expect(draftRequest(none)).toBeUndefined()
    expect(draftRequest(emptyDraft('telegram'))).toEqual({
      kind: 'telegram',
      types: [...NOTIFICATION_TYPES],
    })
  })

  it('toggles a type and keeps the spec order', () => {
    expect(toggleType(['order_expired'], 'order_filled', true)).toEqual([
      'order_filled',
      'order_expired',
    ])
    expect(toggleType(['order_filled', 'order_expired'], 'order_filled', false)).toEqual([
      'order_expired',
    ])
  })
})
