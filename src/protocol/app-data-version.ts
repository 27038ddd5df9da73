/**
 * Root schema version of the CoW app-data documents we write: the latest of
 * `@cowprotocol/sdk-app-data` (`LATEST_APP_DATA_VERSION`; app-data-schema.test.ts pins it), with
 * metadata.quote v1.1.0, orderClass v0.3.0, hooks v0.2.0, widget v0.1.0, replacedOrder v0.1.0.
 *
 * A module of its own: the quote's permit appData is built in the first view, which must not
 * pull in the document builder (app-data.ts).
 */
export const APP_DATA_VERSION = '1.15.0'
