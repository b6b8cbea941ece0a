import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { findGate, findQuestion, type Locale } from "@vsme/core"
import {
  attachmentDelete,
  attachmentFileErrors,
  attachmentRoutes,
  defaultAttachmentMaxBytes,
  filePath,
  isRpcError,
  type Attachment,
} from "@vsme/sdk"
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../../api/apiClient.js"
import { downloadFile, uploadFile } from "../../../api/fileTransfer.js"
import { useErrorMessage } from "../../../i18n/errorMessage.js"
import { FilePicker } from "../../../shell/controls/FilePicker.js"
import { LoadingIndicator } from "../../../shell/LoadingIndicator.js"
import { reportQueries } from "../reportQueries.js"
import { attachmentQueries } from "./attachmentQueries.js"
import { formatSize } from "./formatSize.js"

/** The label of a question or gate in `locale`, or its id when the catalogue no longer has it. */
const questionLabel = (id: string, locale: Locale) => (findQuestion(id) ?? findGate(id))?.label[locale] ?? id

/** The file types an attachment may have (the API checks them again, by content). */
const attachmentTypes = [
  ".pdf",
  ".png",
  ".jpg",
  ".jpeg",
  ".webp",
  ".xlsx",
  ".docx",
  ".pptx",
  ".ods",
  ".odt",
  ".odp",
  ".csv",
  ".txt",
]

/**
 * The attachments of one question (or, without `questionId`, of the whole report, with the question
 * of each): name, size, who added it and when; download; delete (its uploader or an owner, with a
 * confirmation); upload of one or more files. Uploading needs a saved report and answer, so while
 * `disabled` the panel says "Attachments can only be uploaded after saving" (spec §5) and only lists.
 * The server decides what it takes (type by content, size limit); its refusals are shown per file.
 */
export const AttachmentsPanel = ({
  reportId,
  questionId,
  disabled,
}: {
  reportId: string
  questionId?: string
  disabled: boolean
}) => {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const attachments = useQuery(attachmentQueries.list(reportId))
  const [chosen, setChosen] = useState<ReadonlyArray<File>>([])
  const [problems, setProblems] = useState<ReadonlyArray<string>>([])
  const [notice, setNotice] = useState<string | null>(null)
  const ids = { heading: useId(), help: useId(), status: useId() }

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: attachmentQueries.list(reportId).queryKey }),
      queryClient.invalidateQueries({ queryKey: reportQueries.detail(reportId).queryKey }),
    ])

  const problemOf = (file: { name: string }, error: unknown) =>
    isRpcError(error) && error.tag === "PayloadTooLarge"
      ? t("attachments.tooLarge", {
          name: file.name,
          size: formatSize(Number((error.error as { limitBytes?: number }).limitBytes), locale),
        })
      : t("attachments.failed", { name: file.name, reason: errorText(error) })

  const upload = useMutation({
    mutationFn: async ({ files, target }: { files: ReadonlyArray<File>; target: string }) => {
      // One at a time: each file gets its own answer, and a refused one does not stop the others.
      const failed: string[] = []
      for (const file of files) {
        try {
          await uploadFile<Attachment>({
            path: filePath(attachmentRoutes.upload, { reportId, questionId: target }),
            body: file,
            fileName: file.name,
            errors: attachmentFileErrors,
          })
        } catch (error) {
          failed.push(problemOf(file, error))
        }
      }
      return failed
    },
    onSuccess: async (failed) => {
      setProblems(failed)
      setNotice(failed.length === 0 ? t("attachments.uploaded") : null)
      setChosen([])
      await refresh()
    },
  })

  const remove = useMutation({
    mutationFn: (attachment: Attachment) => apiClient.call(attachmentDelete, { attachmentId: attachment.id }),
    onSuccess: refresh,
    onError: (error, attachment) => setProblems([problemOf({ name: attachment.fileName }, error)]),
  })

  const download = async (attachment: Attachment) => {
    try {
      await downloadFile(
        {
          path: filePath(attachmentRoutes.download, { attachmentId: attachment.id }),
          errors: attachmentFileErrors,
        },
        attachment.fileName,
      )
    } catch (error) {
      setProblems([problemOf({ name: attachment.fileName }, error)])
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (questionId === undefined || chosen.length === 0) return
    setNotice(null)
    setProblems([])
    upload.mutate({ files: chosen, target: questionId })
  }

  const shown = (attachments.data ?? []).filter(
    (a) => questionId === undefined || a.questionId === questionId,
  )
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "short" })

  return (
    <section className="attachments" aria-labelledby={ids.heading}>
      <h3 id={ids.heading} className="attachments__title">
        {t("attachments.title")}
      </h3>
      {attachments.isPending ? (
        <LoadingIndicator />
      ) : attachments.isError ? (
        <p className="alert alert--error">{errorText(attachments.error)}</p>
      ) : shown.length === 0 ? (
        <p className="muted">{t("attachments.none")}</p>
      ) : (
        <ul className="attachments__list">
          {shown.map((attachment) => (
            <li key={attachment.id} className="attachments__item">
              <button
                type="button"
                className="attachments__name"
                aria-label={t("attachments.downloadLabel", { name: attachment.fileName })}
                onClick={() => void download(attachment)}
              >
                {attachment.fileName}
              </button>
              <span className="attachments__meta">
                {questionId === undefined && (
                  <>
                    <span className="visually-hidden">{t("attachments.question")}: </span>
                    {questionLabel(attachment.questionId, locale)} ·{" "}
                  </>
                )}
                <span className="visually-hidden">{t("attachments.size")}: </span>
                {formatSize(attachment.sizeBytes, i18n.language)} ·{" "}
                <span className="visually-hidden">{t("attachments.addedBy")}: </span>
                {attachment.uploadedBy?.displayName ||
                  attachment.uploadedBy?.email ||
                  t("attachments.formerUser")}{" "}
                · {when.format(new Date(attachment.createdAt))}
              </span>
              {attachment.canDelete && (
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={t("attachments.deleteLabel", { name: attachment.fileName })}
                  disabled={remove.isPending}
                  onClick={() => {
                    if (window.confirm(t("attachments.confirmDelete", { name: attachment.fileName })))
                      remove.mutate(attachment)
                  }}
                >
                  {t("attachments.delete")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {questionId !== undefined &&
        (disabled ? (
          <p className="muted attachments__disabled">{t("attachments.afterSaving")}</p>
        ) : (
          <form className="attachments__upload" onSubmit={submit} noValidate>
            <FilePicker
              label={t("attachments.chooseFiles")}
              multiple
              accept={attachmentTypes}
              files={chosen}
              onChange={setChosen}
              describedBy={ids.help}
            />
            <p id={ids.help} className="field__help">
              {t("attachments.help", { size: formatSize(defaultAttachmentMaxBytes, i18n.language) })}
            </p>
            <button
              type="submit"
              className="button button--small"
              disabled={chosen.length === 0 || upload.isPending}
            >
              {upload.isPending ? t("attachments.uploading") : t("attachments.upload")}
            </button>
          </form>
        ))}
      <div id={ids.status} aria-live="polite">
        {notice && <p className="notice notice--success attachments__notice">{notice}</p>}
        {problems.length > 0 && (
          <ul className="alert alert--error attachments__problems">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
