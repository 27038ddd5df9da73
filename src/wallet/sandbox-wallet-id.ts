/**
 * How the Sandbox wallet (sandbox-connector.ts) is known to the app shell: its connector id
 * and name. Apart from the connector, so that the header and the network menu, which load
 * up front, do not bring the connector (and wagmi's mock connector) with them: a module
 * that a lazy chunk also uses loads whole with the first view.
 */
export const SANDBOX_CONNECTOR_ID = 'sandbox'
export const SANDBOX_WALLET_NAME = 'Sandbox wallet'
