/**
 * A token list checked against the Uniswap token-list JSON schema as @uniswap/token-lists
 * publishes it (draft-07). The app's Content-Security-Policy has no 'unsafe-eval', so a
 * schema compiler that generates code (ajv) cannot run in the page: this is a small
 * interpreter of the keywords that schema uses, and the test beside it checks that every
 * keyword in the published schema is one it knows. Framework-free; loaded with the list code.
 */
import schema from '@uniswap/token-lists/src/tokenlist.schema.json'

type Schema = Record<string, unknown>

/** The keywords interpreted here, plus the ones that only annotate. */
export const KNOWN_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'const',
  'anyOf',
  'format',
  '$ref',
  // annotations
  '$schema',
  '$id',
  'title',
  'description',
  'examples',
  'definitions',
])

const MAX_ERRORS = 5

const FORMATS: Record<string, (value: string) => boolean> = {
  // RFC 3986 absolute URI: a scheme, then no whitespace.
  uri: (v) => /^[a-z][a-z0-9+.-]*:[^\s]*$/i.test(v),
  // RFC 3339 date-time.
  'date-time': (v) =>
    /^\d{4}-\d{2}-\d{2}[tT ]\d{2}:\d{2}:\d{2}(\.\d+)?([zZ]|[+-]\d{2}:\d{2})$/.test(v) &&
    !Number.isNaN(Date.parse(v)),
}

const patterns = new Map<string, RegExp>()
function regex(pattern: string): RegExp {
  let re = patterns.get(pattern)
  if (!re) {
    re = new RegExp(pattern, 'u')
    patterns.set(pattern, re)
  }
  return re
}

function typeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

function typeMatches(expected: unknown, value: unknown): boolean {
  const actual = typeOf(value)
  const one = (t: unknown) => t === actual || (t === 'number' && actual === 'integer')
  return Array.isArray(expected) ? expected.some(one) : one(expected)
}

function resolveRef(ref: string): Schema {
  const match = /^#\/definitions\/(.+)$/.exec(ref)
  const definitions = (schema as { definitions: Record<string, Schema> }).definitions
  const target = match?.[1] ? definitions[match[1]] : undefined
  if (!target) throw new Error(`token-list schema: unknown $ref ${ref}`)
  return target
}

function check(node: Schema, value: unknown, path: string, errors: string[]): void {
  if (errors.length >= MAX_ERRORS) return
  const fail = (message: string) => errors.push(`${path || 'the list'} ${message}`)
  if (typeof node.$ref === 'string') check(resolveRef(node.$ref), value, path, errors)
  if (node.type !== undefined && !typeMatches(node.type, value)) {
    fail(`must be ${Array.isArray(node.type) ? node.type.join(' or ') : String(node.type)}`)
    return
  }
  if ('const' in node && value !== node.const) fail(`must be ${JSON.stringify(node.const)}`)
  if (Array.isArray(node.anyOf)) {
    const ok = (node.anyOf as Schema[]).some((option) => {
      const inner: string[] = []
      check(option, value, path, inner)
      return inner.length === 0
    })
    if (!ok) fail('matches none of the allowed forms')
  }
  if (typeof value === 'string') {
    if (typeof node.minLength === 'number' && [...value].length < node.minLength)
      fail(`must have at least ${node.minLength} characters`)
    if (typeof node.maxLength === 'number' && [...value].length > node.maxLength)
      fail(`must have at most ${node.maxLength} characters`)
    if (typeof node.pattern === 'string' && !regex(node.pattern).test(value))
      fail('has characters that are not allowed')
    if (typeof node.format === 'string' && FORMATS[node.format] && !FORMATS[node.format]?.(value))
      fail(`must be a ${node.format}`)
  }
  if (typeof value === 'number') {
    if (typeof node.minimum === 'number' && value < node.minimum)
      fail(`must be at least ${node.minimum}`)
    if (typeof node.maximum === 'number' && value > node.maximum)
      fail(`must be at most ${node.maximum}`)
  }
  if (Array.isArray(value)) {
    if (typeof node.minItems === 'number' && value.length < node.minItems)
      fail(`must have at least ${node.minItems} entries`)
    if (typeof node.maxItems === 'number' && value.length > node.maxItems)
      fail(`must have at most ${node.maxItems} entries`)
    if (node.uniqueItems === true) {
      const seen = new Set(value.map((v) => JSON.stringify(v)))
      if (seen.size !== value.length) fail('must not repeat an entry')
    }
    if (typeof node.items === 'object' && node.items !== null) {
      value.forEach((item, i) => check(node.items as Schema, item, `${path}[${i}]`, errors))
    }
  }
  if (typeOf(value) === 'object') {
    const record = value as Record<string, unknown>
    const keys = Object.keys(record)
    const properties = (node.properties ?? {}) as Record<string, Schema>
    for (const key of Array.isArray(node.required) ? (node.required as string[]) : []) {
      if (!(key in record)) fail(`lacks "${key}"`)
    }
    if (typeof node.minProperties === 'number' && keys.length < node.minProperties)
      fail(`must have at least ${node.minProperties} fields`)
    if (typeof node.maxProperties === 'number' && keys.length > node.maxProperties)
      fail(`must have at most ${node.maxProperties} fields`)
    for (const key of keys) {
      const at = path ? `${path}.${key}` : key
      if (typeof node.propertyNames === 'object' && node.propertyNames !== null)
        check(node.propertyNames as Schema, key, `the name of ${at}`, errors)
      const property = properties[key]
      if (property) check(property, record[key], at, errors)
      else if (node.additionalProperties === false) fail(`has a field "${key}" it may not have`)
      else if (typeof node.additionalProperties === 'object' && node.additionalProperties !== null)
        check(node.additionalProperties as Schema, record[key], at, errors)
    }
  }
}

/** What is wrong with `value` as a token list (at most a few sentences); empty when valid. */
export function tokenListErrors(value: unknown): string[] {
  const errors: string[] = []
  check(schema as Schema, value, '', errors)
  return errors
}

export const tokenListSchema: unknown = schema
