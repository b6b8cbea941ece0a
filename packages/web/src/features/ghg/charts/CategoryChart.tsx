import { AxisBottom, AxisLeft } from "@visx/axis"
import { Group } from "@visx/group"
import { scaleBand, scaleLinear } from "@visx/scale"
import { Bar } from "@visx/shape"
import type { CarbonMassUnit, Scope } from "@vsme/core"
import type { CalculationDetail } from "@vsme/sdk"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { useGhgFormat } from "../format.js"
import { emissionCategories, type EmissionCategory } from "./emissionCategories.js"
import { useElementWidth } from "./useElementWidth.js"

/** A category's name: scopes 1 and 2 by row type, scope 3 by its category (or "no category"). */
const useCategoryLabel = () => {
  const { t } = useTranslation()
  return (c: EmissionCategory) =>
    c.scope === 3
      ? c.scope3Category === null
        ? t("ghgCharts.uncategorised")
        : t(`ghg.scope3Categories.${String(c.scope3Category) as "1"}`)
      : t(`ghg.rowTypes.${c.type}`)
}

const barHeight = 28
const margin = { top: 8, right: 16, bottom: 52 }

/**
 * A horizontal bar chart of the emissions per category (visx: scales, axes and bars as plain SVG, see
 * docs/decisions/030): category names on the left axis, emissions with their unit on the bottom axis,
 * bars coloured by scope with a legend. It follows its container's width (390 px phones, 200 % zoom);
 * the SVG has a short accessible name and the table under it gives every figure (WCAG 1.1.1).
 */
const BarChart = ({
  categories,
  unit,
  label,
}: {
  categories: ReadonlyArray<EmissionCategory>
  unit: CarbonMassUnit
  label: string
}) => {
  const { t } = useTranslation()
  const format = useGhgFormat()
  const categoryLabel = useCategoryLabel()
  const { ref, width } = useElementWidth<HTMLDivElement>(640)
  const labelWidth = Math.max(96, Math.min(220, Math.round(width * 0.38)))
  const innerWidth = Math.max(width - labelWidth - margin.right, 60)
  const innerHeight = categories.length * barHeight * 1.35
  const max = Math.max(...categories.map((c) => c.value), 0)
  const x = scaleLinear<number>({ domain: [0, max === 0 ? 1 : max], range: [0, innerWidth], nice: true })
  const y = scaleBand<string>({
    domain: categories.map((c) => c.key),
    range: [0, innerHeight],
    padding: 0.28,
  })
  const byKey = new Map(categories.map((c) => [c.key, c]))
  const ticks = width < 480 ? 3 : 5
  return (
    <div ref={ref} className="ghg-bars">
      <svg
        className="ghg-bars__svg"
        width={width}
        height={innerHeight + margin.top + margin.bottom}
        role="img"
        aria-label={label}
      >
        <Group left={labelWidth} top={margin.top}>
          {categories.map((c) => (
            <Bar
              key={c.key}
              className={`ghg-bars__bar ghg-bars__bar--scope${c.scope}`}
              x={0}
              y={y(c.key) ?? 0}
              width={Math.max(x(c.value), c.value > 0 ? 2 : 0)}
              height={y.bandwidth()}
              rx={3}
            />
          ))}
          <AxisLeft
            scale={y}
            hideTicks
            axisClassName="ghg-bars__axis"
            tickFormat={(key) => {
              const category = byKey.get(key)
              return category ? categoryLabel(category) : key
            }}
            tickLabelProps={{
              className: "ghg-bars__tick",
              width: labelWidth - 12,
              textAnchor: "end",
              verticalAnchor: "middle",
              dx: -6,
            }}
          />
          <AxisBottom
            scale={x}
            top={innerHeight}
            numTicks={ticks}
            axisClassName="ghg-bars__axis"
            tickFormat={(value) => format.number(Number(value))}
            tickLabelProps={{ className: "ghg-bars__tick", textAnchor: "middle" }}
            label={t("ghgCharts.axisEmissions", { unit })}
            labelClassName="ghg-bars__axis-label"
            labelProps={{ className: "ghg-bars__axis-label", textAnchor: "middle" }}
            labelOffset={14}
          />
        </Group>
      </svg>
    </div>
  )
}

const Legend = ({ scopes }: { scopes: ReadonlyArray<Scope> }) => {
  const { t } = useTranslation()
  return (
    <ul className="ghg-legend" aria-label={t("ghgCharts.legend")}>
      {scopes.map((scope) => (
        <li key={scope} className="ghg-legend__item">
          <span className={`ghg-legend__swatch ghg-legend__swatch--scope${scope}`} aria-hidden="true" />
          {t("ghgCharts.scopeN", { scope })}
        </li>
      ))}
    </ul>
  )
}

/**
 * The emissions of a calculation by category: the bar chart with its legend, then the per-category
 * table (category, scope, rows, emissions in the unit, share), which is the chart's text alternative.
 */
export const CategoryChart = ({ detail }: { detail: CalculationDetail }) => {
  const { t } = useTranslation()
  const format = useGhgFormat()
  const categoryLabel = useCategoryLabel()
  const headingId = useId()
  const unit = detail.totals.unit
  const categories = emissionCategories(detail)
  const shown = categories.filter((c) => c.value > 0)
  const largest = shown[0]
  const scopes = ([1, 2, 3] as const).filter((s) => shown.some((c) => c.scope === s))
  return (
    <section className="ghg-categories" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("ghgCharts.chartTitle")}</h2>
      {largest === undefined ? (
        <p className="muted">{t("ghgCharts.noData")}</p>
      ) : (
        <figure className="ghg-categories__figure">
          <figcaption>{t("ghgCharts.chartCaption", { unit })}</figcaption>
          <BarChart
            categories={shown}
            unit={unit}
            label={t("ghgCharts.chartLabel", {
              unit,
              largest: categoryLabel(largest),
              value: format.emissions(largest.value, unit),
            })}
          />
          <Legend scopes={scopes} />
        </figure>
      )}
      {categories.length > 0 && (
        <div
          className="table-wrap"
          role="region"
          aria-label={t("ghgCharts.tableCaption", { unit })}
          tabIndex={0}
        >
          <table className="table table--compact table--stack ghg-categories__table">
            <caption>{t("ghgCharts.tableCaption", { unit })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("ghgCharts.category")}</th>
                <th scope="col">{t("ghgCharts.scope")}</th>
                <th scope="col" className="numeric">
                  {t("ghgCharts.rows")}
                </th>
                <th scope="col" className="numeric">
                  {t("ghgCharts.emissions", { unit })}
                </th>
                <th scope="col" className="numeric">
                  {t("ghgCharts.share")}
                </th>
              </tr>
            </thead>
            <tbody>
              {categories.map((c) => (
                <tr key={c.key}>
                  <th scope="row" data-label={t("ghgCharts.category")}>
                    {categoryLabel(c)}
                  </th>
                  <td data-label={t("ghgCharts.scope")}>{t("ghgCharts.scopeN", { scope: c.scope })}</td>
                  <td className="numeric" data-label={t("ghgCharts.rows")}>
                    {c.rows}
                  </td>
                  <td className="numeric" data-label={t("ghgCharts.emissions", { unit })}>
                    {format.emissions(c.value, unit)}
                  </td>
                  <td className="numeric" data-label={t("ghgCharts.share")}>
                    {format.percent(c.share)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
