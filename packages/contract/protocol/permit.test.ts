import { parseSignature, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { splitSignature } from './permit'

const R = '0x6e100a352ec6ad1b70802290e18aeed190704973570f3b8ed42cb9808e2ea6bf'
const S = '0x4a90a229a244495b41890987806fcbd2d5d23fc0dbe5f5256c2613c039d76db8'

describe('splitSignature', () => {
  it.each(['1b', '1c', '00', '01'])('reads r, s and v as viem does (last byte %s)', (last) => {
    const signature = `${R}${S.slice(2)}${last}` as Hex
    const viem = parseSignature(signature)
    expect(splitSignature(signature)).toEqual({
      r: viem.r,
      s: viem.s,
      v: viem.v === undefined ? viem.yParity + 27 : Number(viem.v),
    })
  })

  it('refuses a signature that is not 65 bytes (a compact one, a cut one)', () => {
    expect(() => splitSignature(`${R}${S.slice(2)}` as Hex)).toThrow(/65 bytes; this one has 64/)
    expect(() => splitSignature('0x1234')).toThrow(/65 bytes/)
  })
})
