/**
 * Asks `lookup` until it answers: used after a request whose answer was lost (an order
 * POST, a cancellation DELETE), where the app must learn what happened before it says
 * anything. Each round is one `lookup` (which has the retry policy inside); between failing
 * rounds `wait(round)` pauses, and rejects to give up (the page went away), which propagates.
 */
export async function untilAnswered<T>(
  lookup: () => Promise<T>,
  wait: (round: number) => Promise<void>,
): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await lookup()
    } catch {
      await wait(round)
    }
  }
}
