/**
 * appData documents checked against the CoW app-data JSON schema, as published in
 * `@cowprotocol/sdk-app-data` (its ajv validator and its schema files, one per root
 * version): a document is valid when it matches the schema of the `version` it declares.
 *
 * Heavy (ajv and the schemas): the sandbox imports it directly, the app only through a
 * dynamic import on the submission path, never in the first view's chunk.
 */
import * as appDataPackage from '@cowprotocol/sdk-app-data'
import { parseAppData } from './app-data'

export type AppDataSchemaVerdict = { ok: true } | { ok: false; message: string }

type AppDataSdk = InstanceType<typeof appDataPackage.AppDataSdk>
let sdk: AppDataSdk | undefined

/** The root versions the package has a schema for: its `v1_15_0`-style exports. */
export const KNOWN_APP_DATA_VERSIONS: ReadonlySet<string> = new Set(
  Object.keys(appDataPackage)
    .filter((name) => /^v\d+_\d+_\d+$/.test(name))
    .map((name) => name.slice(1).replaceAll('_', '.')),
)

/**
 * Checks a document string: JSON object within 8 KiB (`parseAppData`), a `version` the
 * schema package knows, and the schema of that version. Never throws: the verdict says why.
 */
export async function checkAppDataSchema(document: string): Promise<AppDataSchemaVerdict> {
  let parsed
  try {
    parsed = parseAppData(document)
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  const { version } = parsed
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+$/.test(version)) {
    return {
      ok: false,
      message: 'Invalid appData: the document must declare its schema version (e.g. "1.15.0")',
    }
  }
  // Asked first: the SDK logs to the console before it answers for an unknown version.
  if (!KNOWN_APP_DATA_VERSIONS.has(version)) {
    return { ok: false, message: `Invalid appData: no schema version ${version} exists` }
  }
  sdk ??= new appDataPackage.AppDataSdk()
  // The SDK's document type is the union of every version's generated type; the schema
  // check below is what decides.
  const result = await sdk.validateAppDataDoc(
    parsed as Parameters<AppDataSdk['validateAppDataDoc']>[0],
  )
  if (result.success) return { ok: true }
  return {
    ok: false,
    message: `Invalid appData for schema ${version}: ${result.errors ?? 'rejected by the schema'}`,
  }
}
