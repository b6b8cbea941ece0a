import type { Locale } from "@vsme/core"
import type { ReportDetail } from "@vsme/sdk"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { reportSteps, type FormItem } from "./formItems.js"

/** The questions that keep a report from being complete: asked, open and not optional (core). */
export const missingQuestions = (report: Pick<ReportDetail, "questionStates" | "answers">) =>
  reportSteps(report).filter(
    (item) =>
      report.questionStates[item.id]?.state === "incomplete" && report.questionStates[item.id]?.blocking,
  )

const labelOf = (item: FormItem, locale: Locale) =>
  `${item.disclosure === "other" ? "" : `${item.disclosure} `}${
    (item.kind === "gate" ? item.gate : item.question).label[locale]
  }`

/** The missing questions as links into the form (each opens its question). */
export const MissingQuestionLinks = ({
  report,
  items,
}: {
  report: Pick<ReportDetail, "id">
  items: ReadonlyArray<FormItem>
}) => {
  const { i18n } = useTranslation()
  const locale = i18n.language as Locale
  return (
    <ul className="final-step__open">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={`/reports/${report.id}?question=${encodeURIComponent(item.id)}`}>
            {labelOf(item, locale)}
          </Link>
        </li>
      ))}
    </ul>
  )
}
