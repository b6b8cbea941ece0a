import { findGate, findQuestion, type Answer, type Locale } from "@vsme/core"
import { useTranslation } from "react-i18next"
import { Dialog } from "../../shell/Dialog.js"
import { formatAnswer } from "./answerDisplay.js"
import type { Conflict } from "./useReportForm.js"

/**
 * A save refused because a colleague saved the same answer first (spec: concurrent edits are detected,
 * never silently overwritten). Both values are shown; the person keeps one, or keeps theirs and edits.
 */
export const ConflictDialog = ({
  conflict,
  onKeepTheirs,
  onKeepMine,
}: {
  conflict: Conflict
  onKeepTheirs: () => void
  onKeepMine: () => void
}) => {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const words = { yes: t("reports.form.yes"), no: t("reports.form.no"), currency: "" }
  const show = (answer: Answer | null) => {
    if (answer === null) return t("reports.conflict.empty")
    if (answer.status === "skipped")
      return t("reports.skip.skippedBecause", { reason: t(`reports.skip.reasons.${answer.reason}`) })
    const question = findQuestion(conflict.questionId)
    if (!question) return findGate(conflict.questionId) ? (answer.value ? words.yes : words.no) : ""
    return question.kind === "table"
      ? t("reports.conflict.tableRows", { count: (answer.value as { rows: unknown[] }).rows.length })
      : formatAnswer(question, answer.value, locale, words)
  }
  const when = conflict.currentUpdatedAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" }).format(
        new Date(conflict.currentUpdatedAt),
      )
    : ""
  return (
    <Dialog title={t("reports.conflict.title")} onClose={onKeepTheirs}>
      <p>{t("errors.AnswerVersionConflict")}</p>
      <dl className="conflict">
        <dt>{t("reports.conflict.theirs", { when })}</dt>
        <dd>{show(conflict.current)}</dd>
        <dt>{t("reports.conflict.yours")}</dt>
        <dd>{show(conflict.yours)}</dd>
      </dl>
      <div className="button-row">
        <button type="button" className="button" onClick={onKeepTheirs}>
          {t("reports.conflict.keepTheirs")}
        </button>
        <button type="button" className="button button--primary" onClick={onKeepMine}>
          {t("reports.conflict.keepMine")}
        </button>
      </div>
    </Dialog>
  )
}
