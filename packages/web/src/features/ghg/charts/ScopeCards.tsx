import type { CalculationDetail } from "@vsme/sdk"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { useGhgFormat } from "../format.js"

/**
 * The scope totals as cards (issue: "scope totals as cards"): scope 1, scope 2 (location-based, the
 * market-based figure under it), scope 3 and the total, each with its unit and share of the total. An
 * excluded scope says so. The totals table beside it keeps every figure in one table.
 */
export const ScopeCards = ({ detail }: { detail: CalculationDetail }) => {
  const { t } = useTranslation()
  const format = useGhgFormat()
  const headingId = useId()
  const { totals, excludedScopes } = detail
  const unit = totals.unit
  const share = (value: number) =>
    totals.total === 0 ? null : t("ghgCharts.shareOfTotal", { share: format.percent(value / totals.total) })
  const cards = [
    {
      key: "scope1",
      title: t("ghgCharts.scope1"),
      help: t("ghgCharts.scope1Help"),
      value: totals.scope1,
      excluded: excludedScopes.includes(1),
      extra: share(totals.scope1),
    },
    {
      key: "scope2",
      title: t("ghgCharts.scope2"),
      help: t("ghgCharts.scope2Help"),
      value: totals.scope2LocationBased,
      excluded: excludedScopes.includes(2),
      extra: t("ghgCharts.scope2Market", { value: format.emissions(totals.scope2MarketBased, unit), unit }),
    },
    {
      key: "scope3",
      title: t("ghgCharts.scope3"),
      help: t("ghgCharts.scope3Help"),
      value: totals.scope3,
      excluded: excludedScopes.includes(3),
      extra: share(totals.scope3),
    },
    {
      key: "total",
      title: t("ghgCharts.total"),
      help: t("ghgCharts.totalHelp"),
      value: totals.total,
      excluded: false,
      extra: t("ghgCharts.totalMarket", { value: format.emissions(totals.totalMarketBased, unit), unit }),
    },
  ]
  return (
    <section className="ghg-cards" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t("ghgCharts.cardsTitle")}
      </h2>
      <ul className="ghg-cards__list">
        {cards.map((card) => (
          <li
            key={card.key}
            className={`ghg-card ghg-card--${card.key}`}
            data-testid={`ghg-card-${card.key}`}
          >
            <p className="ghg-card__title">
              {card.title} <span className="ghg-card__help">{card.help}</span>
            </p>
            <p className="ghg-card__value">
              <span className="ghg-card__number">{format.emissions(card.value, unit)}</span>{" "}
              <span className="ghg-card__unit">{unit}</span>
            </p>
            {card.excluded ? (
              <p className="chip ghg-card__excluded">{t("ghgCharts.excluded")}</p>
            ) : (
              card.extra && <p className="ghg-card__extra">{card.extra}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
