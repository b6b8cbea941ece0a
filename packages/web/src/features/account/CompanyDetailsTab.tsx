import { CompanyDetails } from "@vsme/core"
import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { CompanyFields } from "./CompanyFields.js"
import { companyFormOf, companyInput } from "./companyForm.js"
import { decodeForm, errorsUnder } from "./formIssues.js"
import { SaveStatus } from "./SaveStatus.js"
import { useAccountSave, type Account } from "./useAccountSave.js"

/** Company Details (spec §3): every company field; owners edit, users read. */
export const CompanyDetailsTab = ({ account }: { account: Account }) => {
  const { t } = useTranslation()
  const [form, setForm] = useState(() => companyFormOf(account))
  const [version, setVersion] = useState(account.version)
  // A saved or reloaded account brings its stored (normalised) values into the form.
  if (account.version !== version) {
    setVersion(account.version)
    setForm(companyFormOf(account))
  }
  const { state, setState, save, reload } = useAccountSave()
  const readOnly = !account.viewer.canEdit
  const errors = state.kind === "invalid" ? state.errors : {}

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const decoded = decodeForm(CompanyDetails, companyInput(form))
    if (!decoded.ok) {
      setState({
        kind: "invalid",
        errors: Object.fromEntries(Object.entries(decoded.errors).map(([k, v]) => [`company.${k}`, v])),
      })
      return
    }
    await save({ version: account.version, company: decoded.value })
  }

  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {readOnly && <p className="notice">{t("company.readOnlyNote")}</p>}
      <dl className="facts">
        <dt>{t("company.fields.businessId")}</dt>
        <dd>{account.businessId}</dd>
      </dl>
      <CompanyFields
        value={form}
        onChange={setForm}
        errors={errorsUnder(errors, "company")}
        readOnly={readOnly}
        withXbrlIdentifier
      />
      <SaveStatus state={state} onReload={() => void reload()} />
      {!readOnly && (
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={state.kind === "saving"}>
            {state.kind === "saving" ? t("company.saving") : t("company.save")}
          </button>
        </div>
      )}
    </form>
  )
}
