import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { commentAdd, commentDelete, commentEdit, type Comment, type CommentType } from "@vsme/sdk"
import { useId, useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { SelectField } from "../../shell/controls/SelectField.js"
import { Dialog } from "../../shell/Dialog.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { reportQueries } from "./reportQueries.js"

export const commentTypes: ReadonlyArray<CommentType> = ["note", "audit", "public"]

/**
 * The comments of one question (spec §3): internal notes, audit provenance and public comments,
 * added, edited and deleted in a dialog; who wrote each and when is shown.
 */
export const CommentsDialog = ({
  reportId,
  questionId,
  questionLabel,
  readOnly,
  onClose,
}: {
  reportId: string
  questionId: string
  questionLabel: string
  readOnly: boolean
  onClose: () => void
}) => {
  const { t, i18n } = useTranslation()
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const comments = useQuery(reportQueries.comments(reportId))
  const [editing, setEditing] = useState<Comment | null>(null)
  const [type, setType] = useState<CommentType>("note")
  const [text, setText] = useState("")
  const [error, setError] = useState<string | null>(null)
  const ids = { text: useId(), error: useId() }
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reportQueries.comments(reportId).queryKey }),
      queryClient.invalidateQueries({ queryKey: reportQueries.detail(reportId).queryKey }),
    ])
  /** What the text field holds now, for answers that arrive after the person went on typing. */
  const typed = useRef("")
  const changeText = (value: string) => {
    typed.current = value
    setText(value)
  }
  const reset = () => {
    setEditing(null)
    setType("note")
    changeText("")
    setError(null)
  }
  const save = useMutation({
    mutationFn: (input: { editing: Comment | null; type: CommentType; text: string }) =>
      input.editing
        ? apiClient.call(commentEdit, { commentId: input.editing.id, text: input.text, type: input.type })
        : apiClient.call(commentAdd, {
            reportId: reportId as never,
            questionId,
            type: input.type,
            text: input.text,
          }),
    onSuccess: async (_, input) => {
      // Cleared only if it still holds what was sent: the next comment may already be being typed.
      // The type stays as chosen: several comments of one type often follow each other.
      if (typed.current === input.text) {
        setEditing(null)
        changeText("")
        setError(null)
      }
      await refresh()
    },
    onError: (e) => setError(errorText(e)),
  })
  const remove = useMutation({
    mutationFn: (comment: Comment) => apiClient.call(commentDelete, { commentId: comment.id }),
    onSuccess: refresh,
    onError: (e) => setError(errorText(e)),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (text.trim() === "") {
      setError(t("validation.cannotBeEmpty"))
      return
    }
    save.mutate({ editing, type, text })
  }
  const mine = (comments.data ?? []).filter((c) => c.questionId === questionId)
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "short" })

  return (
    <Dialog title={t("reports.comments.title", { question: questionLabel })} onClose={onClose}>
      {comments.isPending ? (
        <LoadingIndicator />
      ) : mine.length === 0 ? (
        <p className="muted">{t("reports.comments.none")}</p>
      ) : (
        <ul className="comment-list">
          {mine.map((comment) => (
            <li key={comment.id} className="comment">
              <p className="comment__meta">
                <span className={`chip chip--${comment.type}`}>
                  {t(`reports.comments.types.${comment.type}`)}
                </span>{" "}
                {comment.author?.displayName || comment.author?.email || t("reports.comments.formerUser")} ·{" "}
                {when.format(new Date(comment.createdAt))}
                {comment.updatedAt !== comment.createdAt && ` · ${t("reports.comments.edited")}`}
              </p>
              <p className="comment__text">{comment.text}</p>
              {comment.canEdit && !readOnly && (
                <div className="button-row">
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => {
                      setEditing(comment)
                      setType(comment.type)
                      changeText(comment.text)
                    }}
                  >
                    {t("reports.comments.edit")}
                  </button>
                  <button
                    type="button"
                    className="button button--small button--danger"
                    disabled={remove.isPending}
                    onClick={() => {
                      if (window.confirm(t("reports.comments.confirmDelete"))) remove.mutate(comment)
                    }}
                  >
                    {t("reports.comments.delete")}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <form className="form" onSubmit={submit} noValidate>
          <h3>{editing ? t("reports.comments.editTitle") : t("reports.comments.addTitle")}</h3>
          <SelectField
            label={t("reports.comments.type")}
            value={type}
            onChange={setType}
            options={commentTypes.map((option) => ({
              value: option,
              label: `${t(`reports.comments.types.${option}`)} – ${t(`reports.comments.typeHelp.${option}`)}`,
            }))}
          />
          <div className="field">
            <label htmlFor={ids.text}>{t("reports.comments.text")}</label>
            <textarea
              id={ids.text}
              rows={4}
              maxLength={5000}
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={ids.error}
              onChange={(e) => changeText(e.target.value)}
            />
          </div>
          <div id={ids.error} aria-live="polite">
            {error && <p className="alert alert--error">{error}</p>}
          </div>
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {editing ? t("reports.comments.saveEdit") : t("reports.comments.add")}
            </button>
            {editing && (
              <button type="button" className="button" onClick={reset}>
                {t("common.cancel")}
              </button>
            )}
          </div>
        </form>
      )}
      <div className="button-row dialog__footer">
        <button type="button" className="button" onClick={onClose}>
          {t("reports.comments.close")}
        </button>
      </div>
    </Dialog>
  )
}
