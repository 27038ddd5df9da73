import type * as z from 'zod/mini'

/** Schema issues as "path: message" lines, capped so one bad list cannot flood the UI. */
export function formatIssues(issues: readonly z.core.$ZodIssue[], limit = 10): string[] {
  const lines = issues.slice(0, limit).map((issue) => {
    const path = issue.path.length === 0 ? '(root)' : issue.path.map(String).join('.')
    const expected =
      'expected' in issue && typeof issue.expected === 'string'
        ? ` (expected ${issue.expected})`
        : ''
    return `${path}: ${issue.message}${expected}`
  })
  if (issues.length > limit) lines.push(`... and ${issues.length - limit} more`)
  return lines
}
