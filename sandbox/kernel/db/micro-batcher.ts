/**
 * Collects the writes requested while a statement runs and sends them with the next one:
 * under load one statement and commit carries many rows (a commit costs far more than a row
 * in PGlite).
 */
export class MicroBatcher<I, O> {
  private pending: { item: I; done: (result: O) => void; fail: (error: unknown) => void }[] = []
  private running = false

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly maxBatch = 100,
  ) {}

  add(item: I): Promise<O> {
    return new Promise((done, fail) => {
      this.pending.push({ item, done, fail })
      if (!this.running) {
        this.running = true
        // Let the requests of this tick join the first batch.
        setImmediate(() => void this.drain())
      }
    })
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch)
      try {
        const results = await this.run(batch.map((entry) => entry.item))
        batch.forEach((entry, i) => {
          const result = results[i]
          if (result === undefined) entry.fail(new Error('batched write returned too few rows'))
          else entry.done(result)
        })
      } catch (error) {
        for (const entry of batch) entry.fail(error)
      }
    }
    this.running = false
  }
}
