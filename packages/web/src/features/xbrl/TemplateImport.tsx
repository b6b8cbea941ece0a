import { findGate, findQuestion, isLocale, type Answer, type ImportItem, type Locale } from "@vsme/core"
import type { ImportPreview } from "@vsme/sdk"
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { FilePicker } from "../../shell/controls/FilePicker.js"
import { useAccount } from "../account/accountQueries.js"
import { formatAnswer, type DisplayWords } from "../reports/answerDisplay.js"
import { useQuestionLabel } from "./XbrlExport.js"
import { useApplyImport, useDiscardImport, useUploadImport } from "./xbrlQueries.js"

const usePageLocale = (): Locale => {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  return isLocale(language) ? language : "en"
}

/** An answer as a short text: a value, yes/no for a gate, the row count of a table, or "skipped". */
const useAnswerText = () => {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const account = useAccount()
  const words: DisplayWords = {
    yes: t("reports.form.yes"),
    no: t("reports.form.no"),
    currency: account.data?.settings.currency ?? "EUR",
  }
  return (questionId: string, answer: Answer | null): string => {
    if (answer === null) return "–"
    if (answer.status === "skipped") return t("xbrl.skipped")
    const question = findQuestion(questionId)
    if (!question) return findGate(questionId) ? (answer.value === true ? words.yes : words.no) : "–"
    if (question.kind === "table") {
      const rows = (answer.value as { rows?: ReadonlyArray<unknown> }).rows ?? []
      return t("xbrl.rows", { count: rows.length })
    }
    return formatAnswer(question, answer.value, locale, words)
  }
}

/**
 * Import from EFRAG's VSME digital template or an xBRL-JSON report (issue 7): choose a file, see what
 * would change (new, changed and unchanged answers, values that could not be read with their sheet and
 * cell), then apply it in one go or discard it. Nothing is saved before "Apply".
 */
export const TemplateImport = ({ reportId }: { reportId: string }) => {
  const { t } = useTranslation()
  const message = useErrorMessage()
  const headingId = useId()
  const helpId = useId()
  const [file, setFile] = useState<File | null>(null)
  const upload = useUploadImport(reportId)
  const apply = useApplyImport()
  const discard = useDiscardImport()
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  const [done, setDone] = useState<{ written: number; comments: number } | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!file) return
    setDone(null)
    apply.reset()
    upload.mutate(file, { onSuccess: setPreview })
  }
  const applyPreview = () => {
    if (!preview) return
    apply.mutate(preview.importId, {
      onSuccess: (result) => {
        setDone({ written: result.written, comments: result.comments })
        setPreview(null)
        setFile(null)
      },
    })
  }
  const discardPreview = () => {
    if (!preview) return
    discard.mutate(preview.importId)
    setPreview(null)
    apply.reset()
    setFile(null)
  }

  return (
    <section className="xbrl-import" aria-labelledby={headingId}>
      <h3 id={headingId}>{t("xbrl.importTitle")}</h3>
      <p id={helpId} className="muted">
        {t("xbrl.importHelp")}
      </p>
      <form className="form xbrl-import__form" onSubmit={submit}>
        <FilePicker
          label={t("xbrl.file")}
          accept={[
            ".xlsx",
            ".json",
            "application/json",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          ]}
          files={file ? [file] : []}
          onChange={(files) => setFile(files[0] ?? null)}
          describedBy={helpId}
        />
        <div className="button-row">
          <button type="submit" className="button" disabled={upload.isPending || file === null}>
            {t("xbrl.showChanges")}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {upload.isPending && <p className="muted">{t("xbrl.reading")}</p>}
        {done && <p className="notice notice--success">{t("xbrl.applied", done)}</p>}
      </div>
      {upload.isError && (
        <p role="alert" className="alert alert--error">
          {message(upload.error)}
        </p>
      )}
      {preview && (
        <Preview
          preview={preview}
          applying={apply.isPending}
          error={apply.isError ? message(apply.error) : null}
          onApply={applyPreview}
          onDiscard={discardPreview}
        />
      )}
    </section>
  )
}

const Preview = ({
  preview,
  applying,
  error,
  onApply,
  onDiscard,
}: {
  preview: ImportPreview
  applying: boolean
  error: string | null
  onApply: () => void
  onDiscard: () => void
}) => {
  const { t, i18n } = useTranslation()
  const headingId = useId()
  const count = (change: ImportItem["change"]) => preview.items.filter((i) => i.change === change).length
  const shown = preview.items.filter((i) => i.change !== "unchanged")
  const newComments = preview.comments.filter((c) => !c.exists)
  const nothing = shown.length === 0 && newComments.length === 0
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { timeStyle: "short" }).format(
    new Date(preview.expiresAt),
  )
  return (
    <section className="xbrl-import__preview" aria-labelledby={headingId}>
      <h4 id={headingId}>{t("xbrl.previewTitle")}</h4>
      <p>
        <strong>{preview.fileName}</strong> ·{" "}
        {preview.source === "template"
          ? t("xbrl.source.template", { version: preview.templateVersion ?? "" })
          : t("xbrl.source.xbrlJson")}
      </p>
      <p>
        {t("xbrl.summary", { new: count("new"), changed: count("changed"), unchanged: count("unchanged") })}
      </p>
      {preview.filePeriod && <p className="muted">{t("xbrl.filePeriod", preview.filePeriod)}</p>}
      {preview.fileCurrency && preview.fileCurrency !== preview.reportCurrency && (
        <p className="notice">
          {t("xbrl.currencyMismatch", { file: preview.fileCurrency, report: preview.reportCurrency })}
        </p>
      )}
      {preview.switchesToComprehensive && <p className="notice">{t("xbrl.switchesToComprehensive")}</p>}
      {preview.fileEntity?.leiOffered && preview.fileEntity.lei && (
        <p className="notice">
          {t("xbrl.leiOffered", { lei: preview.fileEntity.lei })}{" "}
          <Link to="/account?tab=company">{t("xbrl.leiOfferedLink")}</Link>
        </p>
      )}
      {shown.length > 0 && <Changes reportId={preview.reportId} items={shown} />}
      {preview.unread.length > 0 && <Unread preview={preview} />}
      {preview.comments.length > 0 && <Comments preview={preview} />}
      {nothing && <p>{t("xbrl.nothingToApply")}</p>}
      {error && (
        <p role="alert" className="alert alert--error">
          {error}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={onApply} disabled={applying}>
          {applying ? t("xbrl.applying") : t("xbrl.apply")}
        </button>
        <button type="button" className="button" onClick={onDiscard} disabled={applying}>
          {t("xbrl.discard")}
        </button>
      </div>
      <p className="muted">{t("xbrl.keptUntil", { time })}</p>
    </section>
  )
}

const Changes = ({ reportId, items }: { reportId: string; items: ReadonlyArray<ImportItem> }) => {
  const { t } = useTranslation()
  const label = useQuestionLabel()
  const text = useAnswerText()
  return (
    <div className="xbrl-import__scroll">
      <table className="xbrl-import__table">
        <thead>
          <tr>
            <th scope="col">{t("xbrl.columns.question")}</th>
            <th scope="col">{t("xbrl.columns.change")}</th>
            <th scope="col">{t("xbrl.columns.now")}</th>
            <th scope="col">{t("xbrl.columns.after")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.questionId}>
              <th scope="row">
                {findQuestion(item.questionId) ? (
                  <Link to={`/reports/${reportId}?question=${encodeURIComponent(item.questionId)}`}>
                    {label(item.questionId)}
                  </Link>
                ) : (
                  label(item.questionId)
                )}
              </th>
              <td>
                <span className={`chip chip--change-${item.change}`}>{t(`xbrl.change.${item.change}`)}</span>
              </td>
              <td>{text(item.questionId, item.before)}</td>
              <td>
                {text(item.questionId, item.after)}
                {item.incomplete && <p className="field__help">{t("xbrl.incomplete")}</p>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const Unread = ({ preview }: { preview: ImportPreview }) => {
  const { t } = useTranslation()
  const label = useQuestionLabel()
  const headingId = useId()
  return (
    <div>
      <h5 id={headingId}>{t("xbrl.unreadTitle")}</h5>
      <div className="xbrl-import__scroll">
        <table className="xbrl-import__table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t("xbrl.unreadColumns.place")}</th>
              <th scope="col">{t("xbrl.unreadColumns.datapoint")}</th>
              <th scope="col">{t("xbrl.unreadColumns.value")}</th>
              <th scope="col">{t("xbrl.unreadColumns.reason")}</th>
            </tr>
          </thead>
          <tbody>
            {preview.unread.map((u, i) => (
              <tr key={i}>
                <td>{u.sheet && u.cell ? `${u.sheet}!${u.cell}` : "–"}</td>
                <td>{u.questionId ? label(u.questionId) : (u.concept ?? "–")}</td>
                <td className="xbrl-import__value">{u.value ?? "–"}</td>
                <td>{t(`xbrl.reasons.${u.reason}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

const Comments = ({ preview }: { preview: ImportPreview }) => {
  const { t } = useTranslation()
  const label = useQuestionLabel()
  const headingId = useId()
  return (
    <div>
      <h5 id={headingId}>{t("xbrl.commentsTitle")}</h5>
      <ul aria-labelledby={headingId}>
        {preview.comments.map((c, i) => (
          <li key={i}>
            <strong>{label(c.questionId)}</strong>: {c.text}
            {c.exists && <span className="muted"> ({t("xbrl.commentExists")})</span>}
          </li>
        ))}
      </ul>
    </div>
  )
}
