import { sections, type Locale } from "@vsme/core"
import type { ReportDetail } from "@vsme/sdk"
import { useTranslation } from "react-i18next"
import { isConditionSkipped, reportItems } from "./formItems.js"

/**
 * The side list of the report form: every question of the report by section with its state
 * (spec §2, §4). Questions whose condition does not hold are listed but not steps.
 */
export const QuestionList = ({
  report,
  currentId,
  dirtyIds,
  busy,
  onSelect,
}: {
  report: ReportDetail
  currentId: string | null
  dirtyIds: ReadonlySet<string>
  /** While a save runs, moving elsewhere waits (it would start a second save of the same answer). */
  busy: boolean
  onSelect: (id: string) => void
}) => {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const items = reportItems(report)
  return (
    <nav className="question-list" aria-label={t("reports.form.questionList")}>
      {sections.map((section) => {
        const tally = report.completeness.sections[section]
        const inSection = items.filter((item) => item.section === section)
        if (inSection.length === 0) return null
        return (
          <section key={section} className="question-list__section">
            <h2 className="question-list__title">
              {t(`reports.sections.${section}`)}{" "}
              <span className={`chip chip--state-${tally.state}`}>{t(`reports.state.${tally.state}`)}</span>
            </h2>
            <ol>
              {inSection.map((item) => {
                const entry = item.kind === "gate" ? item.gate : item.question
                const state = report.questionStates[item.id]?.state ?? "incomplete"
                const notApplicable = isConditionSkipped(report, item.id)
                const label = entry.label[locale]
                return (
                  <li key={item.id} className={`question-list__item question-list__item--${state}`}>
                    {notApplicable ? (
                      <span className="question-list__na">
                        <span className="question-list__code">
                          {entry.disclosure === "other" ? "" : entry.disclosure}
                        </span>{" "}
                        {label} <span className="visually-hidden">({t("reports.form.doesNotApply")})</span>
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="question-list__link"
                        aria-current={currentId === item.id ? "step" : undefined}
                        disabled={busy}
                        onClick={() => onSelect(item.id)}
                      >
                        <span className={`state-dot state-dot--${state}`} aria-hidden="true" />
                        <span className="question-list__code">
                          {entry.disclosure === "other" ? "" : entry.disclosure}
                        </span>{" "}
                        {label}
                        <span className="visually-hidden">
                          , {t(`reports.state.${state}`)}
                          {dirtyIds.has(item.id) ? `, ${t("validation.unsavedFields")}` : ""}
                        </span>
                        {dirtyIds.has(item.id) && (
                          <span className="question-list__unsaved" aria-hidden="true">
                            •
                          </span>
                        )}
                      </button>
                    )}
                  </li>
                )
              })}
            </ol>
          </section>
        )
      })}
      <button
        type="button"
        className="question-list__link question-list__final"
        aria-current={currentId === "final" ? "step" : undefined}
        disabled={busy}
        onClick={() => onSelect("final")}
      >
        {t("reports.sections.final")}
      </button>
    </nav>
  )
}
