import { rowTypes, type CarbonUnit, type RowType, type Scope } from "@vsme/core"
import type { CalculationDetail } from "@vsme/sdk"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { useGhgFormat } from "./format.js"

interface Part {
  readonly key: string
  readonly label: string
  readonly value: number
}

/** Location-based emissions per scope, excluded scopes counting nothing (as in the totals). */
const byScope = (detail: CalculationDetail): ReadonlyArray<{ scope: Scope; value: number }> => [
  { scope: 1, value: detail.totals.scope1 },
  { scope: 2, value: detail.totals.scope2LocationBased },
  { scope: 3, value: detail.totals.scope3 },
]

/** Location-based emissions per row type, from the rows that count (their scope not excluded). */
const byType = (detail: CalculationDetail): ReadonlyArray<{ type: RowType; value: number }> =>
  rowTypes.map((type) => ({
    type,
    value: detail.rows
      .filter((r) => r.type === type && !detail.excludedScopes.includes(r.scope))
      .reduce((sum, r) => sum + (r.emissions ?? 0), 0),
  }))

/**
 * One horizontal bar chart, drawn as SVG (no chart library: two bar charts do not justify one in the
 * bundle). The drawing is hidden from assistive technology; the table under it gives the same
 * figures and shares as text (WCAG 1.1.1).
 */
const BarChart = ({
  title,
  parts,
  unit,
}: {
  title: string
  parts: ReadonlyArray<Part>
  unit: CarbonUnit
}) => {
  const { t } = useTranslation()
  const format = useGhgFormat()
  const captionId = useId()
  const total = parts.reduce((sum, p) => sum + p.value, 0)
  const max = Math.max(...parts.map((p) => p.value), 0)
  const barHeight = 22
  const gap = 10
  const labelWidth = 170
  const barArea = 230
  const height = parts.length * (barHeight + gap)
  return (
    <figure className="ghg-chart" aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      <svg
        className="ghg-chart__svg"
        viewBox={`0 0 ${labelWidth + barArea + 110} ${height}`}
        aria-hidden="true"
        focusable="false"
      >
        {parts.map((part, i) => {
          const y = i * (barHeight + gap)
          const width = max === 0 ? 0 : Math.max((part.value / max) * barArea, part.value > 0 ? 2 : 0)
          return (
            <g key={part.key} className={`ghg-chart__bar ghg-chart__bar--${part.key}`}>
              <text x={0} y={y + barHeight * 0.7} className="ghg-chart__label">
                {part.label}
              </text>
              <rect x={labelWidth} y={y} width={width} height={barHeight} rx={3} />
              <text x={labelWidth + width + 6} y={y + barHeight * 0.7} className="ghg-chart__value">
                {format.emissions(part.value, unit)}
              </text>
            </g>
          )
        })}
      </svg>
      <table className="table table--compact ghg-chart__table">
        <thead>
          <tr>
            <th scope="col">{t("ghg.chart.category")}</th>
            <th scope="col" className="numeric">
              {t("ghg.chart.amount")}
            </th>
            <th scope="col" className="numeric">
              {t("ghg.chart.share")}
            </th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={part.key}>
              <th scope="row">{part.label}</th>
              <td className="numeric">{format.emissions(part.value, unit)}</td>
              <td className="numeric">{total === 0 ? "–" : format.percent(part.value / total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}

/** The split of a calculation's emissions by scope and by row type (issue 5), with a text alternative. */
export const EmissionsChart = ({ detail }: { detail: CalculationDetail }) => {
  const { t } = useTranslation()
  const headingId = useId()
  const unit = detail.totals.unit
  const scopes = byScope(detail)
  const types = byType(detail)
  return (
    <section className="ghg-split" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("ghg.chart.title")}</h2>
      {detail.totals.total === 0 ? (
        <p className="muted">{t("ghg.chart.noData")}</p>
      ) : (
        <div className="ghg-split__charts">
          <BarChart
            title={t("ghg.chart.byScope", { unit })}
            unit={unit}
            parts={scopes.map((s) => ({
              key: `scope${s.scope}`,
              label: t(`ghg.list.scope${s.scope}`),
              value: s.value,
            }))}
          />
          <BarChart
            title={t("ghg.chart.byType", { unit })}
            unit={unit}
            parts={types.map((p) => ({ key: p.type, label: t(`ghg.rowTypes.${p.type}`), value: p.value }))}
          />
        </div>
      )}
    </section>
  )
}
