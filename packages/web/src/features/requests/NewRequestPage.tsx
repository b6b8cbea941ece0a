import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { isLocale } from "@vsme/core"
import {
  requestCreate,
  requestUpdate,
  type DataRequestId,
  type RequestDetail,
  type RequestDraft,
} from "@vsme/sdk"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate, useParams } from "react-router-dom"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { serverFieldErrors, type FieldErrors } from "../account/formIssues.js"
import { useProfile } from "../profile/ProfileContext.js"
import { RequestDraftForm } from "./RequestDraftForm.js"
import { checkRequestForm, emptyRequestForm, requestFormOf, type RequestForm } from "./requestForm.js"
import { requestQueries } from "./requestQueries.js"

/** /requests/new: a new request's content; saving it makes a draft and goes on to its companies. */
export const NewRequestPage = () => {
  const { t, i18n } = useTranslation()
  const profile = useProfile()
  usePageTitle(t("requests.form.newTitle"))
  const [form, setForm] = useState<RequestForm>(() =>
    emptyRequestForm(
      { name: profile.userProfile.displayName, email: profile.userProfile.email },
      isLocale(i18n.language) ? i18n.language : "en",
    ),
  )
  return (
    <DraftEditor
      title={t("requests.form.newTitle")}
      form={form}
      setForm={setForm}
      save={(draft) => apiClient.call(requestCreate, { draft })}
      submitLabel={t("requests.form.save")}
      cancelTo="/requests"
    />
  )
}

/** /requests/{id}/edit: a draft's content again, while it is not sent. */
export const EditRequestPage = () => {
  const { requestId = "" } = useParams()
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  usePageTitle(t("requests.form.editTitle"))
  const detail = useQuery(requestQueries.detail(requestId as DataRequestId))
  if (detail.isPending) return <LoadingIndicator />
  if (detail.isError)
    return (
      <p role="alert" className="alert alert--error">
        {errorText(detail.error)}
      </p>
    )
  return <EditLoaded detail={detail.data} />
}

const EditLoaded = ({ detail }: { detail: RequestDetail }) => {
  const { t } = useTranslation()
  const [form, setForm] = useState<RequestForm>(() => requestFormOf(detail))
  return (
    <DraftEditor
      title={t("requests.form.editTitle")}
      form={form}
      setForm={setForm}
      save={(draft) => apiClient.call(requestUpdate, { requestId: detail.id, draft })}
      submitLabel={t("requests.form.saveChanges")}
      cancelTo={`/requests/${detail.id}`}
    />
  )
}

const DraftEditor = ({
  title,
  form,
  setForm,
  save,
  submitLabel,
  cancelTo,
}: {
  title: string
  form: RequestForm
  setForm: (form: RequestForm) => void
  save: (draft: RequestDraft) => Promise<RequestDetail>
  submitLabel: string
  cancelTo: string
}) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [errors, setErrors] = useState<FieldErrors>({})
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (detail) => {
      queryClient.setQueryData(requestQueries.detail(detail.id).queryKey, detail)
      await queryClient.invalidateQueries({ queryKey: requestQueries.list().queryKey })
      void navigate(`/requests/${detail.id}`)
    },
    onError: (error) => {
      const fields = serverFieldErrors(error)
      if (fields) setErrors(fields)
    },
  })
  const submit = () => {
    const checked = checkRequestForm(form)
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    mutation.mutate(checked.value)
  }
  return (
    <article className="page-content request-edit">
      <p>
        <Link to="/requests">{t("requests.portfolio.back")}</Link>
      </p>
      <h1>{title}</h1>
      <p className="lead">{t("requests.form.lead")}</p>
      <div aria-live="polite">
        {Object.keys(errors).length > 0 && (
          <div role="alert" className="alert alert--error">
            <p>{t("common.formFieldsError")}</p>
          </div>
        )}
        {mutation.isError && !serverFieldErrors(mutation.error) && (
          <p role="alert" className="alert alert--error">
            {errorText(mutation.error)}
          </p>
        )}
      </div>
      <RequestDraftForm
        form={form}
        onChange={setForm}
        errors={errors}
        onSubmit={submit}
        busy={mutation.isPending}
        submitLabel={submitLabel}
        secondary={
          <Link className="button button--quiet" to={cancelTo}>
            {t("requests.form.cancel")}
          </Link>
        }
      />
    </article>
  )
}
