/**
 * The tests' stand-in services (a webhook receiver, Telegram's Bot API, a push service) on
 * 127.0.0.1 at a free port.
 */
import type { Server as HttpServer } from 'node:http'
import type { Server as HttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'

export interface LocalServer {
  port: number
  /** Closes the server at once: its keep-alive connections would hold close() open. */
  close(): Promise<void>
}

export async function listenLocally(server: HttpServer | HttpsServer): Promise<LocalServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo // listen() on a port gives an AddressInfo
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
