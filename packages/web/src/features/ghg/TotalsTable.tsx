import type { CalculationDetail } from "@vsme/sdk"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { useGhgFormat } from "./format.js"

/** Totals per scope and overall, both scope 2 figures, in the account's carbon unit (issue 5). */
export const TotalsTable = ({ detail }: { detail: CalculationDetail }) => {
  const { t } = useTranslation()
  const format = useGhgFormat()
  const headingId = useId()
  const { totals, excludedScopes } = detail
  const rows: ReadonlyArray<[string, number, boolean]> = [
    [t("ghg.totals.scope1"), totals.scope1, excludedScopes.includes(1)],
    [t("ghg.totals.scope2Location"), totals.scope2LocationBased, excludedScopes.includes(2)],
    [t("ghg.totals.scope2Market"), totals.scope2MarketBased, excludedScopes.includes(2)],
    [t("ghg.totals.scope3"), totals.scope3, excludedScopes.includes(3)],
  ]
  return (
    <section className="ghg-totals" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("ghg.totals.title")}</h2>
      <table className="table ghg-totals__table">
        <caption>{t("ghg.totals.caption", { unit: totals.unit })}</caption>
        <tbody>
          {rows.map(([label, value, excluded]) => (
            <tr key={label}>
              <th scope="row">
                {label}
                {excluded && <span className="muted"> ({t("ghg.totals.excluded")})</span>}
              </th>
              <td className="numeric">{format.emissions(value, totals.unit)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("ghg.totals.total")}</th>
            <td className="numeric">{format.emissions(totals.total, totals.unit)}</td>
          </tr>
          <tr>
            <th scope="row">{t("ghg.totals.totalMarket")}</th>
            <td className="numeric">{format.emissions(totals.totalMarketBased, totals.unit)}</td>
          </tr>
          {detail.biogenicCO2 > 0 && (
            <tr>
              <th scope="row">{t("ghg.totals.biogenic")}</th>
              <td className="numeric">{format.emissions(detail.biogenicCO2, totals.unit)}</td>
            </tr>
          )}
        </tfoot>
      </table>
    </section>
  )
}
