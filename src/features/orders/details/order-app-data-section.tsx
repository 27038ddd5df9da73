/** The technical details' app data: its signed hash, the document and the fields people look for. */
import { useLingui } from '@lingui/react/macro'
import type { Order } from '@/api/types'
import {
  parseAppData,
  summarizeAppData,
  type AppDataSummary,
} from '@batchswap/contract/protocol/app-data'
import { HexValue } from '@/components/external-link'
import { formatPercent } from '@/lib/locale-format'
import { Field, JsonBlock, Section } from './order-details-parts'

/** The full document when the order carries it, parsed for the fields people look for. */
function appDataDocument(order: Order): { text: string; summary?: AppDataSummary } | undefined {
  const raw =
    order.fullAppData ?? (order.appData.trim().startsWith('{') ? order.appData : undefined)
  if (raw === undefined) return undefined
  try {
    const parsed = parseAppData(raw)
    return { text: JSON.stringify(parsed, null, 2), summary: summarizeAppData(raw) }
  } catch {
    return { text: raw }
  }
}

export function AppDataSection({ order }: { order: Order }) {
  const { t } = useLingui()
  const doc = appDataDocument(order)
  return (
    <Section title={t`App data`}>
      <Field label={t`Hash (signed)`} wide>
        <HexValue value={order.appDataHash} full />
      </Field>
      {doc?.summary?.appCode && <Field label={t`App`}>{doc.summary.appCode}</Field>}
      {doc?.summary?.environment && <Field label={t`Environment`}>{doc.summary.environment}</Field>}
      {doc?.summary?.slippageBips !== undefined && (
        <Field label={t`Slippage`}>
          {formatPercent(doc.summary.slippageBips / 10_000, { minimumFractionDigits: 2 })}
        </Field>
      )}
      {doc?.summary?.orderClass && (
        <Field label={t`Order class (app data)`}>{doc.summary.orderClass}</Field>
      )}
      <Field label={t`Document`} wide>
        {doc ? (
          <JsonBlock value={doc.text} />
        ) : (
          t`Only the hash is known; the service did not return the document.`
        )}
      </Field>
    </Section>
  )
}
