/** One entry of a code list: its code and the name a person reads. */
export type CodeOption = readonly [code: string, name: string]

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()

/**
 * The options matching what someone typed into a code picker, in list order, at most `limit`: a code
 * (digits, dots and spaces: "62.10", "6210", "62 1" match codes that start with those digits; letters
 * match two-letter codes like "FI") or words that each occur in the code or the name, accents and case
 * ignored ("saks" finds Saksa, "ohjelmistojen suunn" finds 62.10).
 */
export const filterCodeOptions = (
  options: ReadonlyArray<CodeOption>,
  query: string,
  limit: number,
): ReadonlyArray<CodeOption> => {
  const q = fold(query.trim())
  if (q === "") return options.slice(0, limit)
  const codeQuery = /^[\d.\s]+$/.test(q) ? q.replace(/[^\d]/g, "") : null
  const words = q.split(/\s+/)
  const matches: CodeOption[] = []
  for (const option of options) {
    const [code, name] = option
    const hit =
      codeQuery !== null
        ? code.replace(/\./g, "").startsWith(codeQuery)
        : fold(code) === q || words.every((word) => fold(`${code} ${name}`).includes(word))
    if (hit) matches.push(option)
    if (matches.length >= limit) break
  }
  return matches
}
