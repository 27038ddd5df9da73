/**
 * Sign-In with Ethereum on the account's path (docs/notifications.md): a nonce, a signed
 * message for a session's bearer token, and signing out.
 */
import type { Hono } from 'hono'
import { signInRequestSchema } from '@batchswap/contract/wire/channels'
import { parseWith, readJsonBody } from '../kernel/http'
import type { NotifyDeps } from './deps'
import { answered, type AccountGuard } from './route-support'
import { deleteSession } from './session-store'
import { hashToken, issueNonce, signIn } from './siwe-auth'

export function authRoutes(app: Hono, deps: NotifyDeps, guard: AccountGuard): void {
  const { account, authorised } = guard
  app.get(
    '/accounts/:account/auth/nonce',
    answered(async (c) => {
      account(c)
      const { nonce, expiresAt } = await issueNonce(deps)
      c.header('Cache-Control', 'no-store')
      return c.json({ nonce, expiresAt: expiresAt.toISOString() })
    }),
  )

  app.post(
    '/accounts/:account/auth',
    answered(async (c) => {
      const owner = account(c)
      const body = parseWith(signInRequestSchema, await readJsonBody(c))
      const session = await signIn(deps, owner, { ...body, origin: c.req.header('origin') })
      c.header('Cache-Control', 'no-store')
      return c.json({
        token: session.token,
        account: session.account,
        expiresAt: session.expiresAt.toISOString(),
      })
    }),
  )

  app.delete(
    '/accounts/:account/auth',
    answered(async (c) => {
      await authorised(c)
      const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
      if (token) await deleteSession(deps.sql, hashToken(token))
      return c.body(null, 204)
    }),
  )
}
