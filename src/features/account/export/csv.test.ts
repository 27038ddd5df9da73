import { describe, expect, it } from 'vitest'
import { csvField, csvRecord, neutraliseFormula } from './csv'

describe('csvField', () => {
  it('leaves a plain field alone', () => {
    expect(csvField('WETH')).toBe('WETH')
    expect(csvField('')).toBe('')
    expect(csvField('0.000000000000000001')).toBe('0.000000000000000001')
  })

  it('quotes a field with a comma, quote, CR or LF, doubling its quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
  })

  it('neutralises a cell a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    for (const start of ['=', '+', '-', '@', '\t']) {
      expect(neutraliseFormula(`${start}1+1`)).toBe(`'${start}1+1`)
    }
    // A carriage return at the start: neutralised, then quoted (it is a line break).
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`)
    // Only at the start.
    expect(csvField('a=b')).toBe('a=b')
  })
})

describe('csvRecord', () => {
  it('joins fields with commas and ends with CRLF', () => {
    expect(csvRecord(['a', 'b,c', ''])).toBe('a,"b,c",\r\n')
  })
})
