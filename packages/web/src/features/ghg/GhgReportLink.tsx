import { useQuery } from "@tanstack/react-query"
import { ReportId } from "@vsme/sdk"
import { Schema } from "effect"
import { Trans, useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { ghgQueries } from "./ghgQueries.js"
import { useGhgFormat } from "./format.js"

const isReportId = Schema.is(ReportId)

/**
 * Where a report's B3 GHG figures came from (issue 5): "Filled from calculation <title> on <date>"
 * with a link to the calculation, and a note once one of the filled answers was edited since. Shows
 * nothing for a report that was never filled from a calculation. Mounted in the report form's B3
 * questions and on the calculation page after a fill.
 */
export const GhgReportLink = ({ reportId }: { reportId: string }) => {
  const valid = isReportId(reportId)
  const link = useQuery({
    ...ghgQueries.reportLink(reportId as ReportId),
    enabled: valid,
  })
  const { t } = useTranslation()
  const format = useGhgFormat()
  if (!valid || !link.data) return null
  const { calculationId, calculationTitle, filledAt, filledBy, changedSince } = link.data
  const date = format.date(filledAt)
  return (
    <div className="ghg-report-link notice">
      <p>
        {calculationId === null ? (
          t("ghg.link.filledFromDeleted", { title: calculationTitle, date })
        ) : (
          // The tag is <calculation>, not <link>: Trans parses HTML, where <link> is a void element.
          <Trans
            i18nKey="ghg.link.filledFrom"
            values={{ title: calculationTitle, date }}
            components={{ calculation: <Link to={`/ghg/${calculationId}`} /> }}
          />
        )}
        {filledBy && <> {t("ghg.link.by", { name: filledBy.displayName })}</>}
      </p>
      {changedSince && <p className="muted">{t("ghg.link.changedSince")}</p>}
    </div>
  )
}
