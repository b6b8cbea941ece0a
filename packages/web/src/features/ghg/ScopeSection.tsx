import { reportingYear, type Scope } from "@vsme/core"
import { ghgDeleteRow, ghgUpdateRow, type CalculationDetail, type StoredCalculationRow } from "@vsme/sdk"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { apiClient } from "../../api/apiClient.js"
import { useGhgFormat } from "./format.js"
import { useFactorText } from "./factorText.js"
import { useCalculationUpdated } from "./ghgQueries.js"
import { useFactorName } from "./FactorFacts.js"
import { RowEvidence } from "./RowEvidence.js"

/**
 * One scope of a calculation (issue 5: rows grouped by scope): its rows with their factor and
 * emissions, edit and delete while the calculation is a draft, and the scope's exclusion (spec §4).
 */
export const ScopeSection = ({
  detail,
  scope,
  editable,
  onToggleScope,
  togglingScope,
  onError,
}: {
  detail: CalculationDetail
  scope: Scope
  editable: boolean
  onToggleScope: (scope: Scope) => void
  togglingScope: boolean
  onError: (error: unknown) => void
}) => {
  const { t } = useTranslation()
  const headingId = useId()
  const rows = detail.rows.filter((r) => r.scope === scope)
  const excluded = detail.excludedScopes.includes(scope)
  return (
    <section className={`ghg-scope${excluded ? " ghg-scope--excluded" : ""}`} aria-labelledby={headingId}>
      <div className="ghg-scope__head">
        <h2 id={headingId}>{t(`ghg.scopes.title${scope}`)}</h2>
        {editable && (
          <button
            type="button"
            className="button button--small"
            disabled={togglingScope}
            onClick={() => onToggleScope(scope)}
          >
            {excluded ? t("ghg.scopes.include", { scope }) : t("ghg.scopes.exclude", { scope })}
          </button>
        )}
      </div>
      {excluded && <p className="notice">{t("ghg.scopes.excludedNote")}</p>}
      {rows.length === 0 ? (
        <p className="muted">{t("ghg.scopes.noRows")}</p>
      ) : (
        <RowTable detail={detail} scope={scope} rows={rows} editable={editable} onError={onError} />
      )}
    </section>
  )
}

const RowTable = ({
  detail,
  scope,
  rows,
  editable,
  onError,
}: {
  detail: CalculationDetail
  scope: Scope
  rows: ReadonlyArray<StoredCalculationRow>
  editable: boolean
  onError: (error: unknown) => void
}) => {
  const { t } = useTranslation()
  const format = useGhgFormat()
  const factorText = useFactorText()
  const updated = useCalculationUpdated()
  const [confirming, setConfirming] = useState<string | null>(null)
  const [deleting, setDeleting] = useState(false)
  const [updating, setUpdating] = useState<string | null>(null)
  const nameOf = useFactorName()
  const unit = detail.totals.unit
  const year = reportingYear(detail.period)

  /** Saves the row with the newer factor the server offered (nothing changes before this). */
  const updateFactor = async (
    row: StoredCalculationRow,
    update: StoredCalculationRow["factorUpdates"][number],
  ) => {
    setUpdating(`${row.id}:${update.field}`)
    try {
      const choice = (f: StoredCalculationRow["factor"] | null) =>
        f === null ? null : f.kind === "library" ? { kind: "library" as const, id: f.factor.id } : f
      await updated(
        await apiClient.call(ghgUpdateRow, {
          rowId: row.id,
          type: row.type,
          title: row.title,
          amount: row.amount,
          unit: row.unit as never,
          notes: row.notes,
          scope3Category: row.scope3Category,
          factor: choice(row.factor),
          marketBasedFactor: choice(row.marketBasedFactor),
          [update.field]: { kind: "library", id: update.factor.id },
        }),
      )
    } catch (error) {
      onError(error)
    } finally {
      setUpdating(null)
    }
  }

  const remove = async (row: StoredCalculationRow) => {
    setDeleting(true)
    try {
      await updated(await apiClient.call(ghgDeleteRow, { rowId: row.id }))
      setConfirming(null)
    } catch (error) {
      onError(error)
    } finally {
      setDeleting(false)
    }
  }

  return (
    // On a phone the rows become cards, each cell under its column's name (data-label, .table--stack).
    <div className="table-wrap">
      <table className="table ghg-rows table--stack">
        <caption className="visually-hidden">{t("ghg.rows.caption", { scope })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("ghg.rows.title")}</th>
            <th scope="col">{t("ghg.rows.type")}</th>
            <th scope="col" className="numeric">
              {t("ghg.rows.amount")}
            </th>
            <th scope="col">{t("ghg.rows.factor")}</th>
            <th scope="col" className="numeric">
              {t("ghg.rows.emissions", { unit })}
            </th>
            {editable && <th scope="col">{t("ghg.rows.actions")}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" data-label={t("ghg.rows.title")}>
                {row.title}
                {row.notes && <span className="ghg-rows__notes">{row.notes}</span>}
              </th>
              <td data-label={t("ghg.rows.type")}>
                {t(`ghg.rowTypes.${row.type}`)}
                {row.scope3Category !== null && (
                  <span className="ghg-rows__notes">
                    {t(`ghg.scope3Categories.${String(row.scope3Category) as "1"}`)}
                  </span>
                )}
              </td>
              <td className="numeric" data-label={t("ghg.rows.amount")}>
                {format.number(row.amount)} {format.unit(row.unit)}
              </td>
              <td data-label={t("ghg.rows.factor")}>
                {factorText(row.factor, year)}
                {row.marketBasedFactor && (
                  <span className="ghg-rows__notes">{factorText(row.marketBasedFactor, year)}</span>
                )}
                <RowEvidence calculationId={detail.id} row={row} editable={editable} />
                {editable &&
                  row.factorUpdates.map((update) => (
                    <span key={update.field} className="ghg-rows__notes ghg-factor-update">
                      {t("ghg.rows.newerFactor", {
                        name: nameOf(update.factor),
                        year: update.factor.validFor.from,
                        change: `${update.change > 0 ? "+" : ""}${format.emissions(update.change, unit)}`,
                        unit,
                      })}{" "}
                      <button
                        type="button"
                        className="button button--small"
                        disabled={updating !== null}
                        onClick={() => void updateFactor(row, update)}
                      >
                        {t("ghg.rows.useNewerFactor")}
                      </button>
                    </span>
                  ))}
              </td>
              <td className="numeric" data-label={t("ghg.rows.emissions", { unit })}>
                {row.emissions === null ? "–" : format.emissions(row.emissions, unit)}
                {row.scope === 2 && row.marketBasedFactor && row.marketBasedEmissions !== null && (
                  <span className="ghg-rows__notes">
                    {t("ghg.rows.marketBased", { value: format.emissions(row.marketBasedEmissions, unit) })}
                  </span>
                )}
              </td>
              {editable && (
                <td className="table--stack__actions">
                  {confirming === row.id ? (
                    <div
                      className="confirm"
                      role="group"
                      aria-label={t("ghg.rows.deleteRow", { title: row.title })}
                    >
                      <p>{t("ghg.rows.deleteConfirm", { title: row.title })}</p>
                      <div className="button-row">
                        <button
                          type="button"
                          className="button button--danger button--small"
                          disabled={deleting}
                          onClick={() => void remove(row)}
                        >
                          {t("ghg.rows.delete")}
                        </button>
                        <button
                          type="button"
                          className="button button--small"
                          onClick={() => setConfirming(null)}
                        >
                          {t("ghg.detail.cancel")}
                        </button>
                      </div>
                    </div>
                  ) : (
                    <div className="button-row">
                      <Link
                        className="button button--small"
                        to={`/ghg/${detail.id}/add-row?row=${row.id}`}
                        aria-label={t("ghg.rows.editRow", { title: row.title })}
                      >
                        {t("ghg.rows.edit")}
                      </Link>
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={t("ghg.rows.deleteRow", { title: row.title })}
                        onClick={() => setConfirming(row.id)}
                      >
                        {t("ghg.rows.delete")}
                      </button>
                    </div>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
