/** The appCode of batchswap's own orders (appData `appCode`). */
export const APP_CODE = 'batchswap'
