/** Sets the tab title; React 19 hoists <title> into <head>. */
export function DocumentTitle({ children }: { children: string }) {
  return <title>{`${children} · batchswap`}</title>
}
