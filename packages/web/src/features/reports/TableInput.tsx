import { memberLabel, unitsOf, type Locale, type TableQuestion } from "@vsme/core"
import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { useTranslateKey } from "../account/TextField.js"
import { emptyTypeDraft, type Draft, type DraftRow, type DraftTable } from "./answerDrafts.js"
import { countryOptions, wasteOptions } from "./codeLists.js"
import { SelectField } from "../../shell/controls/SelectField.js"
import { TypeInput, unitLabel } from "./TypeInput.js"

/** The fields a person fills in: derived columns are computed, Comprehensive ones only in that module. */
export const editableFields = (q: TableQuestion, comprehensive: boolean) =>
  q.fields.filter((f) => f.answer.kind !== "derived" && (f.module !== "comprehensive" || comprehensive))

/** The members a row can be keyed by, when the rows are members of a domain or code list. */
const useKeyOptions = (q: TableQuestion, locale: Locale): ReadonlyArray<readonly [string, string]> | null =>
  useMemo(() => {
    if (q.rowKey.kind === "typed") return null
    const members = q.rowKey.members
    if (Array.isArray(members)) return members.map((m: string) => [m, memberLabel(m, locale)] as const)
    return (members as { codeList: "country" | "waste" }).codeList === "country"
      ? countryOptions(locale)
      : wasteOptions(locale)
  }, [q, locale])

/**
 * Rows with a fixed set of members (B3's renewable and non-renewable energy, C3's base and target
 * year) are laid out in full, so nobody has to add them one by one.
 */
export const fixedRowKeys = (q: TableQuestion): ReadonlyArray<string> | null =>
  q.rowKey.kind === "member" && Array.isArray(q.rowKey.members) && q.rowKey.members.length === q.minRows
    ? (q.rowKey.members as ReadonlyArray<string>)
    : null

/** A table answer: the unit of each quantity kind, then one row per site, member or item. */
export const TableInput = ({
  question: q,
  draft,
  onChange,
  onBlur,
  errors,
  comprehensive,
  disabled,
  currency,
  showAllErrors,
}: {
  question: TableQuestion
  draft: Draft
  onChange: (draft: Draft) => void
  onBlur: () => void
  errors: Readonly<Record<string, string>>
  comprehensive: boolean
  disabled: boolean
  currency: string
  /** After a save was refused: every problem, not only those of the cells left so far. */
  showAllErrors: boolean
}) => {
  const { t, i18n } = useTranslation()
  const translate = useTranslateKey()
  const locale = i18n.language as Locale
  const table = draft as unknown as DraftTable
  // Validation runs on blur, but a cell's problem shows only once the cell was left (or a save was
  // refused): a new row must not light up in red while its first cell is being typed.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const leave = (path: string) => {
    setTouched((t) => new Set(t).add(path))
    onBlur()
  }
  const shows = (path: string) => showAllErrors || touched.has(path)
  const fields = editableFields(q, comprehensive)
  const keyOptions = useKeyOptions(q, locale)
  const fixed = fixedRowKeys(q)
  const label = q.label[locale]
  const keyLabel = q.rowKey.label[locale]
  // On a narrow screen the rows become cards: each cell shows its column's label (data-label, CSS).
  const columnLabel = (f: (typeof fields)[number]) =>
    f.required ? f.label[locale] : `${f.label[locale]} (${t("company.fields.optional")})`

  const emptyValues = () => Object.fromEntries(fields.map((f) => [f.id, emptyTypeDraft(f.answer)]))
  const rows: ReadonlyArray<DraftRow> = fixed
    ? fixed.map((key) => table.rows.find((r) => r.key === key) ?? { key, values: emptyValues() })
    : table.rows
  const set = (next: Partial<DraftTable>) =>
    onChange({ units: table.units, rows, ...next } as unknown as Draft)
  const setRow = (index: number, row: DraftRow) => set({ rows: rows.map((r, i) => (i === index ? row : r)) })
  const errorsOfRow = (index: number, field: string) => {
    const prefix = `rows.${index}.values.${field}`
    if (!shows(prefix)) return {}
    return Object.fromEntries(
      Object.entries(errors)
        .filter(([path]) => path === prefix || path.startsWith(`${prefix}.`))
        .map(([path, key]) => [path.slice(prefix.length + 1), key]),
    )
  }
  const rowError = (index: number) =>
    (shows(`rows.${index}.key`) ? errors[`rows.${index}.key`] : undefined) ??
    (showAllErrors ? (errors[`rows.${index}`] ?? errors[`rows.${index}.values`]) : undefined)

  return (
    <div className="table-input">
      {q.units.length > 0 && (
        <div className="table-input__units">
          {q.units.map((kind) => (
            <SelectField
              key={kind}
              label={t(`reports.units.kind.${kind}`)}
              variant="inline"
              value={table.units[kind] ?? unitsOf(kind)[0] ?? ""}
              disabled={disabled}
              onBlur={onBlur}
              onChange={(unit) => set({ units: { ...table.units, [kind]: unit } })}
              options={unitsOf(kind).map((unit) => ({ value: unit, label: unitLabel(unit) }))}
            />
          ))}
        </div>
      )}
      <div className="table-wrap">
        <table className="table table--form table--stack">
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              <th scope="col">{keyLabel}</th>
              {fields.map((f) => (
                <th scope="col" key={f.id}>
                  {f.label[locale]}
                  {!f.required && <span className="field__optional"> ({t("company.fields.optional")})</span>}
                </th>
              ))}
              {!fixed && (
                <th scope="col">
                  <span className="visually-hidden">{t("reports.table.actions")}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const rowName =
                keyOptions?.find(([code]) => code === row.key)?.[1] ?? (row.key || String(index + 1))
              const problem = rowError(index)
              return (
                <tr key={index}>
                  <th scope="row" data-label={keyLabel}>
                    {fixed ? (
                      rowName
                    ) : keyOptions ? (
                      <SelectField
                        label={`${keyLabel} ${index + 1}`}
                        showLabel={false}
                        variant="inline"
                        value={row.key}
                        disabled={disabled}
                        onBlur={() => leave(`rows.${index}.key`)}
                        invalid={problem ? true : undefined}
                        onChange={(key) => setRow(index, { ...row, key })}
                        options={[
                          { value: "", label: t("reports.form.choose") },
                          ...keyOptions.map(([code, name]) => ({ value: code, label: name })),
                        ]}
                      />
                    ) : (
                      <input
                        type="text"
                        aria-label={`${keyLabel} ${index + 1}`}
                        value={row.key}
                        maxLength={200}
                        disabled={disabled}
                        onBlur={() => leave(`rows.${index}.key`)}
                        aria-invalid={problem ? true : undefined}
                        onChange={(e) => setRow(index, { ...row, key: e.target.value })}
                      />
                    )}
                    {problem && <p className="field__error">{translate(problem)}</p>}
                  </th>
                  {fields.map((f) => {
                    const cellErrors = errorsOfRow(index, f.id)
                    return (
                      <td key={f.id} data-label={columnLabel(f)}>
                        <TypeInput
                          type={
                            f.answer.kind === "amount"
                              ? { kind: "amount", quantity: f.answer.quantity }
                              : f.answer
                          }
                          draft={row.values[f.id] ?? emptyTypeDraft(f.answer)}
                          onChange={(value) =>
                            setRow(index, { ...row, values: { ...row.values, [f.id]: value } })
                          }
                          onBlur={() => leave(`rows.${index}.values.${f.id}`)}
                          label={`${f.label[locale]}, ${rowName}`}
                          showLabel={false}
                          errors={cellErrors}
                          disabled={disabled}
                          currency={currency}
                        />
                        {Object.values(cellErrors)[0] && (
                          <p className="field__error">{translate(Object.values(cellErrors)[0])}</p>
                        )}
                      </td>
                    )
                  })}
                  {!fixed && (
                    <td className="table--stack__actions">
                      <button
                        type="button"
                        className="button button--small button--quiet"
                        disabled={disabled}
                        onClick={() => set({ rows: rows.filter((_, i) => i !== index) })}
                      >
                        {t("reports.table.removeRow")}
                        <span className="visually-hidden"> {rowName}</span>
                      </button>
                    </td>
                  )}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {errors.rows && showAllErrors && <p className="field__error">{translate(errors.rows)}</p>}
      {!fixed && rows.length < q.maxRows && (
        <button
          type="button"
          className="button button--small"
          disabled={disabled}
          onClick={() => set({ rows: [...rows, { key: "", values: emptyValues() }] })}
        >
          {t("reports.table.addRow")}
        </button>
      )}
    </div>
  )
}
