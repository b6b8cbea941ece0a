/**
 * Exact decimal arithmetic for reported figures: a value is a fraction of two big integers, so sums and
 * unit conversions (kWh → MWh, kgCO2e → tCO2e) never show binary-float noise such as 0.1 + 0.2 =
 * 0.30000000000000004. Rounding happens once, when a result is turned back into a number.
 */
export interface Exact {
  readonly n: bigint
  readonly d: bigint
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a
  let y = b < 0n ? -b : b
  while (y !== 0n) [x, y] = [y, x % y]
  return x === 0n ? 1n : x
}

const make = (n: bigint, d: bigint): Exact => {
  if (d === 0n) throw new RangeError("division by zero")
  const sign = d < 0n ? -1n : 1n
  const g = gcd(n, d)
  return { n: (sign * n) / g, d: (sign * d) / g }
}

/** A finite number or a decimal string (`"1.5"`, `"-2e-3"`) as an exact value; its shortest decimal form is taken literally. */
export const exact = (value: number | string): Exact => {
  const text = typeof value === "number" ? String(value) : value.trim()
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text)
  if (!match || (match[2] === "" && (match[3] ?? "") === "")) throw new RangeError(`not a decimal: ${text}`)
  const [, sign, whole = "", fraction = "", exponent = "0"] = match
  const digits = BigInt(`${whole}${fraction}` || "0")
  const shift = Number(exponent) - fraction.length
  const n = sign === "-" ? -digits : digits
  return shift >= 0 ? make(n * 10n ** BigInt(shift), 1n) : make(n, 10n ** BigInt(-shift))
}

export const add = (a: Exact, b: Exact): Exact => make(a.n * b.d + b.n * a.d, a.d * b.d)
export const subtract = (a: Exact, b: Exact): Exact => make(a.n * b.d - b.n * a.d, a.d * b.d)
export const multiply = (a: Exact, b: Exact): Exact => make(a.n * b.n, a.d * b.d)
/** `a ÷ b`; throws on division by zero: callers decide what a zero denominator means. */
export const divide = (a: Exact, b: Exact): Exact => make(a.n * b.d, a.d * b.n)
export const sum = (values: ReadonlyArray<Exact>): Exact => values.reduce(add, make(0n, 1n))
export const isZero = (a: Exact) => a.n === 0n
export const compare = (a: Exact, b: Exact): -1 | 0 | 1 => {
  const diff = a.n * b.d - b.n * a.d
  return diff < 0n ? -1 : diff > 0n ? 1 : 0
}

/** The value rounded half away from zero to at most `decimals` decimals, as a decimal string. */
export const toDecimalString = (a: Exact, decimals = 10): string => {
  const scale = 10n ** BigInt(decimals)
  const negative = a.n < 0n
  const abs = negative ? -a.n : a.n
  const scaled = (abs * scale * 2n + a.d) / (2n * a.d)
  const whole = scaled / scale
  const fraction = (scaled % scale).toString().padStart(decimals, "0").replace(/0+$/, "")
  const text = fraction === "" ? whole.toString() : `${whole}.${fraction}`
  return negative && scaled !== 0n ? `-${text}` : text
}

/** The value rounded to at most `decimals` decimals, as a number. */
export const toNumber = (a: Exact, decimals = 10): number => Number(toDecimalString(a, decimals))
