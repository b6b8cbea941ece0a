import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { BusinessId, normaliseBusinessId, requestedDatapoints } from "@vsme/core"
import {
  filePath,
  RecipientInput,
  registerLookup,
  requestAddRecipients,
  requestLimits,
  requestRemoveRecipient,
  requestRoutes,
  requestSend,
  type DataRequestId,
  type RecipientImportResult,
  type RequestDetail,
} from "@vsme/sdk"
import { Schema } from "effect"
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router-dom"
import { apiClient } from "../../api/apiClient.js"
import { uploadFile } from "../../api/fileTransfer.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { FilePicker } from "../../shell/controls/FilePicker.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { useTranslateKey } from "../../shell/FieldMessage.js"
import { decodeForm, serverFieldErrors, type FieldErrors } from "../account/formIssues.js"
import { TextField } from "../account/TextField.js"
import { useProofSupply } from "../auth/useProofSupply.js"
import { Checkbox } from "../sharing/ShareChoices.js"
import { useConfirmation } from "../sharing/useConfirmation.js"
import { useShareDates } from "../sharing/shareFormat.js"
import { PortfolioView } from "./PortfolioView.js"
import { requestQueries } from "./requestQueries.js"

/**
 * /requests/{id}: a draft's companies, the preview of what they get and the confirmed send; once
 * sent, the request's portfolio (PortfolioView).
 */
export const RequestPage = () => {
  const { requestId = "" } = useParams()
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const detail = useQuery({
    ...requestQueries.detail(requestId as DataRequestId),
    // While the mails go out, the summary's queue counts down.
    refetchInterval: (query) =>
      query.state.data?.state === "sending" || (query.state.data?.queued ?? 0) > 0 ? 2000 : false,
  })
  usePageTitle(detail.data?.title ?? t("requests.title"))
  if (detail.isPending) return <LoadingIndicator />
  if (detail.isError)
    return (
      <article className="page-content">
        <h1>{t("requests.title")}</h1>
        <p role="alert" className="alert alert--error">
          {errorText(detail.error)}
        </p>
      </article>
    )
  return detail.data.state === "draft" ? (
    <DraftRequest detail={detail.data} />
  ) : (
    <PortfolioView detail={detail.data} />
  )
}

const DraftRequest = ({ detail }: { detail: RequestDetail }) => {
  const { t } = useTranslation()
  const dates = useShareDates()
  const items = requestedDatapoints(detail.items).length
  return (
    <article className="page-content request-draft">
      <p>
        <Link to="/requests">{t("requests.portfolio.back")}</Link>
      </p>
      <p className="muted">
        <span className="chip chip--request-draft chip--flush">{t("requests.state.draft")}</span>
      </p>
      <h1>{detail.title}</h1>
      <section aria-labelledby="request-asked">
        <h2 id="request-asked">{t("requests.draft.whatIsAsked")}</h2>
        <dl className="facts">
          <div>
            <dt>{t("requests.form.periodYear")}</dt>
            <dd>{detail.periodYear}</dd>
          </div>
          <div>
            <dt>{t("requests.form.dueDate")}</dt>
            <dd>{dates.day(detail.dueDate)}</dd>
          </div>
          <div>
            <dt>{t("requests.form.asked")}</dt>
            <dd>
              {t(`requests.presets.${detail.draft.selection.preset}`)}:{" "}
              {t("requests.draft.items", { count: items })}
              {detail.draft.extraQuestions.length > 0 &&
                `, ${t("requests.draft.extras", { count: detail.draft.extraQuestions.length })}`}
            </dd>
          </div>
        </dl>
        <div className="button-row">
          <Link className="button" to={`/requests/${detail.id}/edit`}>
            {t("requests.draft.edit")}
          </Link>
        </div>
      </section>
      <Recipients detail={detail} />
      <SendStep detail={detail} />
    </article>
  )
}

interface RecipientForm {
  readonly businessId: string
  readonly email: string
  readonly name: string
}

const emptyRecipient: RecipientForm = { businessId: "", email: "", name: "" }

type Lookup = { kind: "idle" } | { kind: "busy" } | { kind: "found"; name: string } | { kind: "notFound" }

const Recipients = ({ detail }: { detail: RequestDetail }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const proofs = useProofSupply()
  const [form, setForm] = useState<RecipientForm>(emptyRecipient)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [lookup, setLookup] = useState<Lookup>({ kind: "idle" })
  const [done, setDone] = useState<string | null>(null)
  const lookupId = useId()
  const list = useQuery(
    requestQueries.portfolio(detail.id, {
      search: "",
      status: "",
      sort: "businessId",
      descending: false,
      page: 1,
      pageSize: requestLimits.portfolioPage,
    }),
  )
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ["request.portfolio", detail.id] }),
      queryClient.invalidateQueries({ queryKey: requestQueries.detail(detail.id).queryKey }),
      queryClient.invalidateQueries({ queryKey: ["request.preview", detail.id] }),
    ])
  }
  const add = useMutation({
    mutationFn: (recipient: RecipientInput) =>
      apiClient.call(requestAddRecipients, { requestId: detail.id, recipients: [recipient] }),
    onSuccess: async (result, recipient) => {
      setDone(
        result.merged > 0
          ? t("requests.draft.merged", { businessId: recipient.businessId })
          : t("requests.draft.added", { businessId: recipient.businessId }),
      )
      setForm(emptyRecipient)
      setLookup({ kind: "idle" })
      await refresh()
    },
    onError: (error) => {
      const fields = serverFieldErrors(error)
      if (fields) setErrors(fields)
    },
  })
  const remove = useMutation({
    mutationFn: (recipientId: string) =>
      apiClient.call(requestRemoveRecipient, { requestId: detail.id, recipientId: recipientId as never }),
    onSuccess: refresh,
  })

  /** The check digit first (no call for a mistyped number), then the register's name of the company. */
  const checkedBusinessId = () => {
    const decoded = Schema.decodeUnknownEither(BusinessId)(normaliseBusinessId(form.businessId))
    if (decoded._tag === "Left") {
      setErrors((e) => ({ ...e, businessId: "validation.invalidBusinessId" }))
      return null
    }
    return decoded.right
  }
  const onLookup = async () => {
    const businessId = checkedBusinessId()
    if (businessId === null) return
    setLookup({ kind: "busy" })
    try {
      const result = await apiClient.call(registerLookup, { businessId, proof: await proofs.take() })
      if (result.status === "found") {
        setLookup({ kind: "found", name: result.company.name })
        setForm((f) => ({ ...f, businessId, name: f.name.trim() === "" ? result.company.name : f.name }))
      } else setLookup({ kind: "notFound" })
    } catch {
      setLookup({ kind: "notFound" })
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setDone(null)
    const checked = decodeForm(RecipientInput, {
      businessId: normaliseBusinessId(form.businessId),
      email: form.email.trim(),
      name: form.name.trim() === "" ? null : form.name.trim(),
    })
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    add.mutate(checked.value)
  }
  const rows = list.data?.rows ?? []
  const total = list.data?.total ?? detail.recipients

  return (
    <section className="request-recipients" aria-labelledby="request-recipients">
      <h2 id="request-recipients">
        {t("requests.draft.recipientsTitle")}{" "}
        <span className="muted">({t("requests.draft.count", { count: total })})</span>
      </h2>
      <p className="field__help">{t("requests.draft.recipientsHelp")}</p>
      <form
        className="form share-settings"
        noValidate
        onSubmit={submit}
        onFocusCapture={() => proofs.prepare()}
      >
        <div className="field-row field-row--action">
          <TextField
            label={t("requests.draft.businessId")}
            help={t("company.fields.businessIdHelp")}
            value={form.businessId}
            onChange={(businessId) => {
              setForm({ ...form, businessId })
              setLookup({ kind: "idle" })
              setErrors(({ businessId: _, ...rest }) => rest)
            }}
            error={errors.businessId}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            required
          />
          <button
            type="button"
            className="button"
            disabled={lookup.kind === "busy"}
            aria-describedby={lookupId}
            onClick={() => void onLookup()}
          >
            {lookup.kind === "busy" ? t("sharing.flow.lookingUp") : t("sharing.flow.lookup")}
          </button>
        </div>
        <div id={lookupId} aria-live="polite">
          {lookup.kind === "found" && (
            <p className="notice notice--success">{t("sharing.flow.lookupFound", { name: lookup.name })}</p>
          )}
          {lookup.kind === "notFound" && (
            <p className="alert share-note--info">{t("sharing.flow.lookupNotFound")}</p>
          )}
        </div>
        <TextField
          label={t("requests.draft.email")}
          type="email"
          value={form.email}
          onChange={(email) => setForm({ ...form, email })}
          error={errors.email}
          autoComplete="off"
          required
        />
        <TextField
          label={t("requests.draft.name")}
          value={form.name}
          onChange={(name) => setForm({ ...form, name })}
          error={errors.name}
          autoComplete="off"
          maxLength={200}
          optional
        />
        <div aria-live="polite">
          {done && <p className="notice notice--success">{done}</p>}
          {add.isError && !serverFieldErrors(add.error) && (
            <p role="alert" className="alert alert--error">
              {errorText(add.error)}
            </p>
          )}
        </div>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={add.isPending}>
            {add.isPending ? t("requests.draft.adding") : t("requests.draft.add")}
          </button>
        </div>
      </form>

      {rows.length === 0 ? (
        <p>{t("requests.draft.none")}</p>
      ) : (
        <ul className="request-recipients__list" aria-label={t("requests.draft.recipientsTitle")}>
          {rows.map((row) => (
            <li key={row.id}>
              <span className="request-recipients__who">
                <strong>{row.businessId}</strong>
                {row.name && ` ${row.name}`}
                <span className="portfolio__sub">{row.email}</span>
              </span>
              <button
                type="button"
                className="button button--small"
                disabled={remove.isPending}
                aria-label={t("requests.draft.remove", { businessId: row.businessId })}
                onClick={() => remove.mutate(row.id)}
              >
                {t("requests.draft.removeShort")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <RecipientsUpload requestId={detail.id} onDone={refresh} />
    </section>
  )
}

/**
 * Many companies at once: the recipients' file (CSV or XLSX) to the file route, which answers what
 * it added and merged and the rows it left out, by line.
 */
const RecipientsUpload = ({
  requestId,
  onDone,
}: {
  requestId: DataRequestId
  onDone: () => Promise<void>
}) => {
  const { t } = useTranslation()
  const translate = useTranslateKey()
  const errorText = useErrorMessage()
  const [files, setFiles] = useState<ReadonlyArray<File>>([])
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<RecipientImportResult | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const helpId = useId()
  const upload = async () => {
    const file = files[0]
    if (!file) return
    setBusy(true)
    setProblem(null)
    setResult(null)
    try {
      setResult(
        await uploadFile<RecipientImportResult>({
          path: filePath(requestRoutes.recipientsUpload, { requestId }),
          body: file,
          fileName: file.name,
        }),
      )
      setFiles([])
      await onDone()
    } catch (error) {
      setProblem(errorText(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <details className="request-upload">
      <summary>{t("requests.draft.uploadTitle")}</summary>
      <p id={helpId} className="field__help">
        {t("requests.draft.uploadHelp", { max: requestLimits.recipients })}
      </p>
      <FilePicker
        label={t("requests.draft.uploadLabel")}
        accept={[".csv", ".xlsx", "text/csv"]}
        files={files}
        onChange={setFiles}
        describedBy={helpId}
        disabled={busy}
      />
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={busy || files.length === 0}
          onClick={() => void upload()}
        >
          {busy ? t("requests.draft.uploading") : t("requests.draft.upload")}
        </button>
      </div>
      <div aria-live="polite">
        {problem && (
          <p role="alert" className="alert alert--error">
            {problem}
          </p>
        )}
        {result && (
          <>
            <p className="notice notice--success">
              {t("requests.draft.uploadResult", {
                added: result.added,
                merged: result.merged,
                recipients: result.recipients,
              })}
            </p>
            {result.problems.length > 0 && (
              <>
                <h3>{t("requests.draft.uploadProblems")}</h3>
                <ul>
                  {result.problems.map((p) => (
                    <li key={`${p.line}-${p.column}`}>
                      {t("requests.draft.uploadProblem", {
                        line: p.line,
                        column: p.column,
                        message: translate(p.message) ?? p.message,
                      })}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </details>
  )
}

/** The preview (how many companies, the e-mail in the request's language), then the confirmed send. */
const SendStep = ({ detail }: { detail: RequestDetail }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const [shown, setShown] = useState(false)
  const confirmation = useConfirmation("requests.draft.confirmRequired")
  const preview = useQuery({ ...requestQueries.preview(detail.id), enabled: shown })
  const send = useMutation({
    mutationFn: (recipients: number) => apiClient.call(requestSend, { requestId: detail.id, recipients }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: requestQueries.detail(detail.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: requestQueries.list().queryKey }),
        queryClient.invalidateQueries({ queryKey: ["request.portfolio", detail.id] }),
      ])
    },
    onError: () => void preview.refetch(),
  })
  return (
    <section className="request-send" aria-labelledby="request-send">
      <h2 id="request-send">{t("requests.draft.previewTitle")}</h2>
      <p className="field__help">{t("requests.draft.previewHelp")}</p>
      {!shown && (
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={detail.recipients === 0}
            onClick={() => setShown(true)}
          >
            {t("requests.draft.preview")}
          </button>
        </div>
      )}
      {shown && preview.isPending && <LoadingIndicator />}
      {shown && preview.isError && (
        <p role="alert" className="alert alert--error">
          {errorText(preview.error)}
        </p>
      )}
      {shown && preview.data && (
        <>
          <p className="request-send__count">
            {t("requests.draft.previewCount", { count: preview.data.recipients })}
          </p>
          <section className="request-mail" aria-labelledby="request-mail">
            <h3 id="request-mail">{t("requests.draft.emailTitle")}</h3>
            <p>
              <strong>{t("requests.draft.subject")}:</strong> {preview.data.email.subject}
            </p>
            <pre className="request-mail__text">{preview.data.email.text}</pre>
          </section>
          <form
            className="form"
            noValidate
            onSubmit={confirmation.onSubmit(() => send.mutate(preview.data.recipients))}
          >
            <Checkbox {...confirmation.checkbox}>
              {t("requests.draft.confirm", { count: preview.data.recipients })}
            </Checkbox>
            <div aria-live="polite">
              {send.isError && (
                <p role="alert" className="alert alert--error">
                  {errorText(send.error)}
                </p>
              )}
            </div>
            <div className="button-row">
              <button type="submit" className="button button--primary" disabled={send.isPending}>
                {send.isPending ? t("requests.draft.sending") : t("requests.draft.send")}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  )
}
