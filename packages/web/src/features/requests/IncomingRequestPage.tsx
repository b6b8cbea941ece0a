import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import {
  declineRight,
  disclosureTitles,
  findQuestion,
  isLocale,
  requestCoverage,
  requestedDatapoints,
  type Disclosure,
  type Locale,
  type ShareScope,
} from "@vsme/core"
import {
  DeclineReason,
  reportCreate,
  requestAnswer,
  requestBegin,
  requestDecline,
  requestLimits,
  type ExtraAnswer,
  type ExtraQuestion,
  type IncomingRequest,
  type RecipientId,
  type ReportDetail,
  type ReportId,
  type ReportSummary,
} from "@vsme/sdk"
import { useEffect, useId, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router-dom"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { SelectField } from "../../shell/controls/SelectField.js"
import { describedBy, FieldError, useTranslateKey } from "../../shell/FieldMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { FactList } from "../../shell/FactList.js"
import { useAccount } from "../account/accountQueries.js"
import { TextField } from "../account/TextField.js"
import { useProfile } from "../profile/ProfileContext.js"
import { reportQueries } from "../reports/reportQueries.js"
import { Checkbox, Choice } from "../sharing/ShareChoices.js"
import { expiryIn, ShareConfirmation } from "../sharing/ShareConfirmation.js"
import { useShareDates } from "../sharing/shareFormat.js"
import { mayManageShares, shareQueries } from "../sharing/shareQueries.js"
import { StatusChip } from "./requestFormat.js"
import { requestQueries } from "./requestQueries.js"

const reasons = DeclineReason.literals

interface Decline {
  readonly reason: DeclineReason
  readonly text: string
}

interface ExtraDraft {
  readonly declined: boolean
  readonly value: string
  readonly reason: DeclineReason
  readonly text: string
}

const emptyExtra: ExtraDraft = { declined: false, value: "", reason: "beyondVsme", text: "" }

/** A question's answer as last shared, as the form edits it. */
const draftOf = (answer: IncomingRequest["extraAnswers"][number]): ExtraDraft =>
  answer.declined
    ? { ...emptyExtra, declined: true, reason: answer.declined.reason, text: answer.declined.text ?? "" }
    : {
        ...emptyExtra,
        value:
          typeof answer.answer === "boolean" ? (answer.answer ? "yes" : "no") : String(answer.answer ?? ""),
      }

/** A report's year: the year its period ends in (a financial year ending in June is of that year). */
const yearOf = (report: ReportSummary) => Number(report.endDate.slice(0, 4))

/**
 * /requests/incoming/{id} (issue 32): a request to the company. Who asks and why, the due date; the
 * report to answer with (one of the year, or a new one); what is asked, grouped by disclosure and
 * marked Basic, Comprehensive or beyond the VSME, with the coverage of the chosen report; the extra
 * questions answered or declined; single items or the whole request declined with a reason; then
 * the answer shared (request.answer) after a preview and the confirmation.
 */
export const IncomingRequestPage = () => {
  const { recipientId = "" } = useParams()
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const incoming = useQuery(requestQueries.incoming(recipientId as RecipientId))
  usePageTitle(incoming.data?.title ?? t("requests.title"))
  if (incoming.isPending) return <LoadingIndicator />
  if (incoming.isError)
    return (
      <article className="page-content">
        <h1>{t("requests.title")}</h1>
        <p role="alert" className="alert alert--error">
          {errorText(incoming.error)}
        </p>
        <p>
          <Link to="/requests">{t("requests.incoming.back")}</Link>
        </p>
      </article>
    )
  return <Incoming request={incoming.data} />
}

const Incoming = ({ request }: { request: IncomingRequest }) => {
  const { t } = useTranslation()
  const dates = useShareDates()
  const account = useAccount()
  const profile = useProfile()
  const may = account.data !== undefined && mayManageShares(account.data, profile)
  const open = request.declined === null
  const facts: ReadonlyArray<readonly [string, string]> = [
    [t("requests.incoming.period"), String(request.periodYear)],
    [t("requests.incoming.due"), dates.day(request.dueDate)],
    [t("requests.incoming.received"), dates.date(request.receivedAt)],
    [
      t("requests.incoming.contact"),
      [request.contact.name, request.contact.email, request.contact.phone].filter(Boolean).join(", "),
    ],
  ]
  return (
    <article className="page-content incoming">
      <p>
        <Link to="/requests">{t("requests.incoming.back")}</Link>
      </p>
      <p className="muted">
        {t("requests.incoming.from", {
          name: request.requester.name,
          businessId: request.requester.businessId,
        })}
      </p>
      <h1>{request.title}</h1>
      <p>
        <StatusChip status={request.status} flush />
      </p>
      {request.message && <p className="incoming__message">{request.message}</p>}
      <FactList facts={facts} />
      {request.declined && (
        <div className="alert alert--warning" role="note">
          <p className="alert__title">{t("requests.incoming.declinedTitle")}</p>
          <p>
            {t("requests.incoming.declinedReason", {
              reason: t(`requests.reasons.${request.declined.reason}`),
            })}
            {request.declined.text && ` – ${request.declined.text}`}
          </p>
        </div>
      )}
      {request.answer && (
        <div className="notice notice--success">
          <p className="alert__title">{t("requests.incoming.answeredTitle")}</p>
          <p>
            {t("requests.incoming.answered", {
              date: dates.moment(request.answer.sharedAt),
              versions: request.answer.versions,
            })}{" "}
            <Link to="/account?tab=sharing">{t("requests.incoming.sharingTab")}</Link>
          </p>
        </div>
      )}
      {!may && <p className="alert share-note--info">{t("requests.incoming.ownersOnly")}</p>}
      {open && <AnswerFlow request={request} may={may} />}
    </article>
  )
}

const AnswerFlow = ({ request, may }: { request: IncomingRequest; may: boolean }) => {
  const reportId = request.reportId ?? request.answer?.reportId ?? null
  const report = useQuery({ ...reportQueries.detail(reportId ?? ""), enabled: reportId !== null })
  const [choosing, setChoosing] = useState(false)
  return (
    <>
      {(reportId === null || choosing) && may ? (
        <ChooseReport request={request} onChosen={() => setChoosing(false)} />
      ) : (
        report.data && (
          <ChosenReport
            report={report.data}
            may={may && request.answer === null}
            onChange={() => setChoosing(true)}
          />
        )
      )}
      <Answer request={request} report={report.data ?? null} may={may} />
      {may && request.answer === null && <DeclineWhole request={request} />}
    </>
  )
}

const ChosenReport = ({
  report,
  may,
  onChange,
}: {
  report: ReportDetail
  may: boolean
  onChange: () => void
}) => {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="incoming-report">
      <h2 id="incoming-report">{t("requests.incoming.reportTitle")}</h2>
      <p>{t("requests.incoming.answeringWith", { title: report.title })}</p>
      <div className="button-row">
        <Link className="button" to={`/reports/${report.id}`}>
          {t("requests.incoming.openReport")}
        </Link>
        {may && (
          <button type="button" className="button button--quiet" onClick={onChange}>
            {t("requests.incoming.changeReport")}
          </button>
        )}
      </div>
    </section>
  )
}

/** The report of the year to answer with, or a new one (prefilled from the account and last year's). */
const ChooseReport = ({ request, onChosen }: { request: IncomingRequest; onChosen: () => void }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const reports = useQuery(reportQueries.list())
  const name = useId()
  const ofYear = (reports.data ?? []).filter((r) => yearOf(r) === request.periodYear)
  const lastYear = (reports.data ?? []).find((r) => yearOf(r) === request.periodYear - 1)
  const [chosen, setChosen] = useState<string | null>(null)
  const picked = chosen ?? ofYear[0]?.id ?? null
  const comprehensive = requestedDatapoints(request.items).some(
    (id) => findQuestion(id)?.module === "comprehensive",
  )
  const begin = useMutation({
    mutationFn: (reportId: string) =>
      apiClient.call(requestBegin, { recipientId: request.id, reportId: reportId as never }),
    onSuccess: (updated) => {
      queryClient.setQueryData(requestQueries.incoming(request.id).queryKey, updated)
      void queryClient.invalidateQueries({ queryKey: requestQueries.inbox().queryKey })
      onChosen()
    },
  })
  const create = useMutation({
    mutationFn: async () => {
      const created = await apiClient.call(reportCreate, {
        title: t("requests.incoming.newReportTitle", { year: request.periodYear }),
        startDate: `${request.periodYear}-01-01`,
        endDate: `${request.periodYear}-12-31`,
        comprehensive,
        prefillFromAccount: true,
        ...(lastYear ? { fromReportId: lastYear.id } : {}),
      })
      await queryClient.invalidateQueries({ queryKey: reportQueries.list().queryKey })
      return created.id
    },
    onSuccess: (reportId) => begin.mutate(reportId),
  })
  const failure = begin.error ?? create.error
  return (
    <section aria-labelledby="incoming-report">
      <h2 id="incoming-report">{t("requests.incoming.reportTitle")}</h2>
      <p className="field__help">{t("requests.incoming.reportHelp", { year: request.periodYear })}</p>
      {reports.isPending && <LoadingIndicator />}
      {reports.isSuccess && ofYear.length === 0 && (
        <p>{t("requests.incoming.noReports", { year: request.periodYear })}</p>
      )}
      {ofYear.length > 0 && (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault()
            if (picked) begin.mutate(picked)
          }}
        >
          <fieldset className="share-fieldset">
            <legend>{t("requests.incoming.chooseReport")}</legend>
            {ofYear.map((r) => (
              <Choice
                key={r.id}
                name={name}
                checked={picked === r.id}
                onChange={() => setChosen(r.id)}
                label={r.title}
                help={`${r.startDate} – ${r.endDate} · ${t(`reports.reportState.${r.state}`)}`}
              />
            ))}
          </fieldset>
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={begin.isPending || !picked}>
              {t("requests.incoming.useReport")}
            </button>
          </div>
        </form>
      )}
      <div className="button-row">
        <button
          type="button"
          className={ofYear.length === 0 ? "button button--primary" : "button"}
          disabled={create.isPending || begin.isPending}
          onClick={() => create.mutate()}
        >
          {t("requests.incoming.createReport", { year: request.periodYear })}
        </button>
      </div>
      <p className="field__help">{t("requests.incoming.createHelp")}</p>
      <div aria-live="polite">
        {failure && (
          <p role="alert" className="alert alert--error">
            {errorText(failure)}
          </p>
        )}
      </div>
    </section>
  )
}

/** The asked datapoints grouped by disclosure, in the catalogue's order. */
const groupsOf = (items: ReadonlyArray<string>) => {
  const groups = new Map<Disclosure, string[]>()
  for (const id of requestedDatapoints(items)) {
    const question = findQuestion(id)
    if (!question) continue
    groups.set(question.disclosure, [...(groups.get(question.disclosure) ?? []), id])
  }
  return [...groups.entries()]
}

const Answer = ({
  request,
  report,
  may,
}: {
  request: IncomingRequest
  report: ReportDetail | null
  may: boolean
}) => {
  const { t, i18n } = useTranslation()
  const locale: Locale = isLocale(i18n.language) ? i18n.language : "en"
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const [declined, setDeclined] = useState<ReadonlyMap<string, Decline>>(
    () => new Map(request.declinedItems.map((d) => [d.id, { reason: d.reason, text: d.text ?? "" }])),
  )
  // An update starts from the answers last shared.
  const [extras, setExtras] = useState<ReadonlyMap<string, ExtraDraft>>(
    () => new Map(request.extraAnswers.map((a) => [a.id, draftOf(a)])),
  )
  const [extraErrors, setExtraErrors] = useState<Readonly<Record<string, string>>>({})
  const [previewing, setPreviewing] = useState(false)
  const [checked, setChecked] = useState<ReadonlyArray<ExtraAnswer>>([])
  const [sharedNow, setSharedNow] = useState(false)
  const previewHeading = useRef<HTMLHeadingElement>(null)
  const coverage = report ? requestCoverage(request.items, report.questionStates) : null
  const answeredIds = new Set(coverage?.answeredIds ?? [])
  const editable = may
  const scope: ShareScope = {
    kind: "items",
    items: request.items.filter((id) => !declined.has(id)),
    // The server sends the disclosures it asked whole as the catalogue names them.
    disclosures: request.disclosures as ReadonlyArray<Disclosure>,
  }
  const [expiresAt] = useState(() => expiryIn(requestLimits.answerShareDays))

  useEffect(() => {
    if (previewing) previewHeading.current?.focus()
  }, [previewing])

  const answer = useMutation({
    mutationFn: (reportId: ReportId) =>
      apiClient.call(requestAnswer, {
        recipientId: request.id,
        reportId,
        extraAnswers: checked,
        declinedItems: [...declined.entries()].map(([id, d]) => ({
          id,
          reason: d.reason,
          text: d.text.trim() === "" ? null : d.text.trim(),
        })),
        onBehalfOfCompany: true,
      }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(requestQueries.incoming(request.id).queryKey, updated)
      setPreviewing(false)
      setSharedNow(true)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: requestQueries.inbox().queryKey }),
        queryClient.invalidateQueries({ queryKey: shareQueries.list().queryKey }),
      ])
    },
  })

  /** The extra answers as request.answer takes them, or the questions still without one. */
  const checkExtras = () => {
    const problems: Record<string, string> = {}
    const out: ExtraAnswer[] = []
    for (const q of request.extraQuestions) {
      const draft = extras.get(q.id) ?? emptyExtra
      if (draft.declined) {
        out.push({
          id: q.id,
          declined: draft.reason,
          text: draft.text.trim() === "" ? null : draft.text.trim(),
        })
        continue
      }
      if (q.kind === "yesNo") {
        if (draft.value === "yes" || draft.value === "no")
          out.push({ id: q.id, answer: draft.value === "yes" })
        else problems[q.id] = "requests.incoming.extraRequired"
      } else if (q.kind === "number") {
        const value = Number(draft.value.replace(/\s/g, "").replace(",", "."))
        if (draft.value.trim() !== "" && Number.isFinite(value)) out.push({ id: q.id, answer: value })
        else
          problems[q.id] =
            draft.value.trim() === "" ? "requests.incoming.extraRequired" : "validation.invalidValue"
      } else if (draft.value.trim() !== "") out.push({ id: q.id, answer: draft.value.trim() })
      else problems[q.id] = "requests.incoming.extraRequired"
    }
    setExtraErrors(problems)
    return Object.keys(problems).length === 0 ? out : null
  }

  const toPreview = () => {
    const out = checkExtras()
    if (out === null) return
    setChecked(out)
    setSharedNow(false)
    setPreviewing(true)
  }
  const itemsShared = requestedDatapoints(scope.kind === "items" ? scope.items : []).length
  const extrasDeclined = checked.filter((a) => "declined" in a).length

  return (
    <>
      <section aria-labelledby="incoming-asked">
        <h2 id="incoming-asked">{t("requests.incoming.askedTitle")}</h2>
        {coverage && (
          <p className="incoming__coverage">
            <strong>
              {t("requests.incoming.coverage", { answered: coverage.answered, total: coverage.total })}
            </strong>{" "}
            <span className="field__help">{t("requests.incoming.coverageHelp")}</span>
          </p>
        )}
        {groupsOf(request.items).map(([disclosure, ids]) => (
          <section key={disclosure} className="incoming__group" aria-labelledby={`incoming-${disclosure}`}>
            <h3 id={`incoming-${disclosure}`}>
              {disclosure === "other"
                ? t("sharing.scope.otherInformation")
                : `${disclosure} ${disclosureTitles[disclosure][locale]}`}{" "}
              <span className="chip">
                {disclosure.startsWith("C")
                  ? t("requests.modules.comprehensive")
                  : t("requests.modules.basic")}
              </span>
            </h3>
            <ul className="incoming__items">
              {ids.map((id) => (
                <AskedItem
                  key={id}
                  id={id}
                  label={findQuestion(id)?.label[locale] ?? id}
                  answered={coverage ? answeredIds.has(id) : null}
                  decline={declined.get(id) ?? null}
                  editable={editable}
                  onDecline={(d) =>
                    setDeclined((map) => {
                      const next = new Map(map)
                      if (d) next.set(id, d)
                      else next.delete(id)
                      return next
                    })
                  }
                />
              ))}
            </ul>
          </section>
        ))}
      </section>

      {request.extraQuestions.length > 0 && (
        <section aria-labelledby="incoming-extra">
          <h2 id="incoming-extra">
            {t("requests.incoming.extraTitle")}{" "}
            <span className="chip chip--beyond">{t("requests.modules.beyondVsme")}</span>
          </h2>
          <p className="alert share-note--info">{declineRight.beyondVsme[locale]}</p>
          {request.extraQuestions.map((q) => (
            <ExtraQuestionField
              key={q.id}
              question={q}
              draft={extras.get(q.id) ?? emptyExtra}
              error={extraErrors[q.id]}
              disabled={!editable}
              onChange={(draft) => setExtras((map) => new Map(map).set(q.id, draft))}
            />
          ))}
        </section>
      )}

      {editable && (
        <section aria-labelledby="incoming-share">
          <h2 id="incoming-share">{t("requests.incoming.shareTitle")}</h2>
          <p className="field__help">{t("requests.incoming.shareHelp")}</p>
          <div aria-live="polite">
            {sharedNow && request.answer && (
              <p className="notice notice--success" role="status">
                {t("requests.incoming.shared", { name: request.requester.name })}
              </p>
            )}
          </div>
          {!previewing && (
            <div className="button-row">
              <button
                type="button"
                className="button button--primary"
                disabled={report === null}
                onClick={toPreview}
              >
                {t("requests.incoming.previewShare")}
              </button>
            </div>
          )}
          {previewing && (
            <>
              <h3 ref={previewHeading} tabIndex={-1} className="share-flow__step">
                {t("requests.incoming.previewTitle")}
              </h3>
              <p>
                {t("requests.incoming.summary", {
                  items: itemsShared,
                  extras: checked.length - extrasDeclined,
                  declined: declined.size + extrasDeclined,
                })}
              </p>
              {report && (
                <ShareConfirmation
                  preview={{ reportId: report.id, scope, includeAttachments: false }}
                  expiresAt={expiresAt}
                  confirmLabel={t("requests.incoming.confirm")}
                  submitLabel={
                    answer.isPending
                      ? t("requests.incoming.sharing")
                      : request.answer
                        ? t("requests.incoming.shareUpdate")
                        : t("requests.incoming.share")
                  }
                  pending={answer.isPending}
                  failure={answer.isError ? errorText(answer.error) : null}
                  onConfirmed={() => answer.mutate(report.id)}
                  onBack={() => setPreviewing(false)}
                />
              )}
            </>
          )}
        </section>
      )}
    </>
  )
}

const AskedItem = ({
  id,
  label,
  answered,
  decline,
  editable,
  onDecline,
}: {
  id: string
  label: string
  answered: boolean | null
  decline: Decline | null
  editable: boolean
  onDecline: (decline: Decline | null) => void
}) => {
  const { t } = useTranslation()
  return (
    <li className="incoming__item" data-item={id}>
      <span className="incoming__item-label">{label}</span>{" "}
      {answered !== null && (
        <span className={`chip chip--state-${answered ? "complete" : "incomplete"}`}>
          {answered ? t("requests.incoming.answeredItem") : t("requests.incoming.notAnswered")}
        </span>
      )}
      {editable && (
        <Checkbox
          checked={decline !== null}
          onChange={(on) => onDecline(on ? { reason: "notAvailable", text: "" } : null)}
        >
          <span className="visually-hidden">{label}: </span>
          {t("requests.incoming.declineItem")}
        </Checkbox>
      )}
      {decline && editable && <DeclineFields decline={decline} onChange={onDecline} />}
      {decline && !editable && <span className="muted"> {t(`requests.reasons.${decline.reason}`)}</span>}
    </li>
  )
}

/** A reason (and its explanation) for declining an item, a question or the whole request. */
const DeclineFields = ({ decline, onChange }: { decline: Decline; onChange: (decline: Decline) => void }) => {
  const { t } = useTranslation()
  return (
    <div className="field-row incoming__decline">
      <SelectField
        label={t("requests.incoming.reason")}
        value={decline.reason}
        onChange={(reason) => onChange({ ...decline, reason })}
        options={reasons.map((r) => ({ value: r, label: t(`requests.reasons.${r}`) }))}
      />
      <TextField
        label={
          decline.reason === "other"
            ? t("requests.incoming.reasonText")
            : t("requests.incoming.reasonTextOptional")
        }
        value={decline.text}
        onChange={(text) => onChange({ ...decline, text })}
        maxLength={requestLimits.declineText}
      />
    </div>
  )
}

const ExtraQuestionField = ({
  question,
  draft,
  error,
  disabled,
  onChange,
}: {
  question: ExtraQuestion
  draft: ExtraDraft
  error: string | undefined
  disabled: boolean
  onChange: (draft: ExtraDraft) => void
}) => {
  const { t, i18n } = useTranslation()
  const translate = useTranslateKey()
  const locale: Locale = isLocale(i18n.language) ? i18n.language : "en"
  const ids = { input: useId(), note: useId(), error: useId(), yesNo: useId() }
  return (
    <fieldset className="share-fieldset incoming__extra" aria-describedby={describedBy(ids.note, ids.error)}>
      <legend>{question.question}</legend>
      <p id={ids.note} className="chip chip--beyond">
        {declineRight.short[locale]}
      </p>
      {!draft.declined &&
        (question.kind === "yesNo" ? (
          <div role="radiogroup" aria-label={t("requests.incoming.extraAnswer")}>
            {(["yes", "no"] as const).map((v) => (
              <label key={v} className="choice">
                <input
                  type="radio"
                  name={ids.yesNo}
                  checked={draft.value === v}
                  disabled={disabled}
                  onChange={() => onChange({ ...draft, value: v })}
                />
                {t(`requests.incoming.${v}`)}
              </label>
            ))}
          </div>
        ) : (
          <div className="field">
            <label htmlFor={ids.input}>
              {t("requests.incoming.extraAnswer")}
              {question.unit && ` (${question.unit})`}
            </label>
            {question.kind === "text" ? (
              <textarea
                id={ids.input}
                rows={3}
                value={draft.value}
                disabled={disabled}
                maxLength={requestLimits.extraTextAnswer}
                aria-invalid={error ? true : undefined}
                aria-describedby={ids.error}
                onChange={(e) => onChange({ ...draft, value: e.target.value })}
              />
            ) : (
              <input
                id={ids.input}
                inputMode="decimal"
                className="input--short"
                value={draft.value}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={ids.error}
                onChange={(e) => onChange({ ...draft, value: e.target.value })}
              />
            )}
          </div>
        ))}
      <FieldError id={ids.error}>{error && !draft.declined ? <p>{translate(error)}</p> : null}</FieldError>
      {!disabled && (
        <Checkbox checked={draft.declined} onChange={(declined) => onChange({ ...draft, declined })}>
          {t("requests.incoming.declineExtra")}
        </Checkbox>
      )}
      {draft.declined && !disabled && (
        <DeclineFields
          decline={{ reason: draft.reason, text: draft.text }}
          onChange={(d) => onChange({ ...draft, reason: d.reason, text: d.text })}
        />
      )}
    </fieldset>
  )
}

/** Declines the whole request with a reason the requester sees. */
const DeclineWhole = ({ request }: { request: IncomingRequest }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const name = useId()
  const [reason, setReason] = useState<DeclineReason>("notApplicable")
  const [text, setText] = useState("")
  const decline = useMutation({
    mutationFn: () =>
      apiClient.call(requestDecline, {
        recipientId: request.id,
        reason,
        text: text.trim() === "" ? null : text.trim(),
      }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(requestQueries.incoming(request.id).queryKey, updated)
      await queryClient.invalidateQueries({ queryKey: requestQueries.inbox().queryKey })
    },
  })
  return (
    <details className="incoming__decline-whole">
      <summary>{t("requests.incoming.declineTitle")}</summary>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          decline.mutate()
        }}
      >
        <fieldset className="share-fieldset">
          <legend>{t("requests.incoming.reason")}</legend>
          <p className="field__help">{t("requests.incoming.declineHelp")}</p>
          {reasons.map((r) => (
            <Choice
              key={r}
              name={name}
              checked={reason === r}
              onChange={() => setReason(r)}
              label={t(`requests.reasons.${r}`)}
            />
          ))}
          <TextField
            label={
              reason === "other"
                ? t("requests.incoming.reasonText")
                : t("requests.incoming.reasonTextOptional")
            }
            value={text}
            onChange={setText}
            maxLength={requestLimits.declineText}
          />
        </fieldset>
        <div aria-live="polite">
          {decline.isError && (
            <p role="alert" className="alert alert--error">
              {errorText(decline.error)}
            </p>
          )}
        </div>
        <div className="button-row">
          <button type="submit" className="button button--danger" disabled={decline.isPending}>
            {decline.isPending ? t("requests.incoming.declining") : t("requests.incoming.decline")}
          </button>
        </div>
      </form>
    </details>
  )
}
