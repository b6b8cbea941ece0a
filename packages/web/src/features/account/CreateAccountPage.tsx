import { useQueryClient } from "@tanstack/react-query"
import { BusinessId, isValidBusinessId, normaliseBusinessId } from "@vsme/core"
import { accountCreate, NewAccount, registerLookup, type RegisterLookupResult } from "@vsme/sdk"
import { Schema } from "effect"
import { useId, useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { SelectField } from "../../shell/controls/SelectField.js"
import { Link, useNavigate, useSearchParams } from "react-router-dom"
import { apiClient } from "../../api/apiClient.js"
import { errorTagOf, useErrorMessage } from "../../i18n/errorMessage.js"
import { currentLocale } from "../../i18n/setup.js"
import { describedBy, FieldError } from "../../shell/FieldMessage.js"
import { siteLinks } from "../../shell/siteLinks.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { useProofSupply } from "../auth/useProofSupply.js"
import { useProfile } from "../profile/ProfileContext.js"
import { profileQueries } from "../profile/profileQueries.js"
import { clientParentChoices } from "./clientAccounts.js"
import { CompanyFields } from "./CompanyFields.js"
import { companyInput, emptyCompanyForm, prefillFromRegister, type CompanyFormState } from "./companyForm.js"
import { decodeForm, errorsUnder, serverFieldErrors, type FieldErrors } from "./formIssues.js"
import { switchActiveAccount } from "./switchAccount.js"
import { TextField, useTranslateKey } from "./TextField.js"

type RegisterLookupResultCompany = Extract<RegisterLookupResult, { status: "found" }>["company"]

type Lookup =
  | { readonly kind: "idle" }
  | { readonly kind: "busy" }
  | { readonly kind: "done"; readonly result: RegisterLookupResult }
  | { readonly kind: "failed" }

/**
 * /create-account (spec §2): Business ID with the check-digit rule, a lookup from the business
 * register that prefills the fields (on failure spec §8's message, and the fields stay open for manual
 * entry), terms acceptance and authority confirmation (spec §5), the price (spec §9). An owner of a
 * management account can create the account for a client (`?parent=<id>` preselects it).
 */
export const CreateAccountPage = () => {
  const { t } = useTranslation()
  const translate = useTranslateKey()
  const errorText = useErrorMessage()
  usePageTitle(t("createAccount.title"))
  const profile = useProfile()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const proofs = useProofSupply()
  const [params] = useSearchParams()
  // Only owners of an active management account create its clients (decision 015).
  const managementAccounts = clientParentChoices(profile.accounts)
  const requestedParent = managementAccounts.find((a) => a.id === params.get("parent"))?.id ?? ""

  const [businessId, setBusinessId] = useState("")
  const [company, setCompany] = useState<CompanyFormState>(emptyCompanyForm)
  const [referredByPartner, setReferredByPartner] = useState(false)
  const [referral, setReferral] = useState("")
  const [forClient, setForClient] = useState(requestedParent !== "")
  const [parentAccountId, setParentAccountId] = useState(requestedParent)
  const [termsAccepted, setTermsAccepted] = useState(false)
  const [authorityConfirmed, setAuthorityConfirmed] = useState(false)
  const [lookup, setLookup] = useState<Lookup>({ kind: "idle" })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<unknown>(null)
  const [submitting, setSubmitting] = useState(false)
  const businessIdRef = useRef<HTMLInputElement>(null)
  const ids = {
    title: useId(),
    lookup: useId(),
    lookupStatus: useId(),
    details: useId(),
    parent: useId(),
    parentError: useId(),
    terms: useId(),
    termsError: useId(),
    authority: useId(),
    authorityError: useId(),
  }

  const checkBusinessId = () => {
    const normalised = normaliseBusinessId(businessId)
    const ok = isValidBusinessId(normalised)
    setErrors((e) => {
      const { businessId: _, ...rest } = e
      return ok || businessId.trim() === "" ? rest : { ...rest, businessId: "validation.invalidBusinessId" }
    })
    if (ok && normalised !== businessId) setBusinessId(normalised)
    return ok ? normalised : null
  }

  const onLookup = async () => {
    const id = checkBusinessId()
    if (!id) {
      setErrors((e) => ({ ...e, businessId: "validation.invalidBusinessId" }))
      businessIdRef.current?.focus()
      return
    }
    setLookup({ kind: "busy" })
    try {
      const result = await apiClient.call(registerLookup, {
        businessId: Schema.decodeSync(BusinessId)(id),
        proof: await proofs.take(),
      })
      if (result.status === "found") setCompany((form) => prefillFromRegister(form, result.company))
      setLookup({ kind: "done", result })
    } catch {
      setLookup({ kind: "failed" })
    }
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    const decoded = decodeForm(NewAccount, {
      businessId,
      company: companyInput(company),
      referredByPartner,
      referral,
      forClient,
      parentAccountId: forClient && parentAccountId !== "" ? parentAccountId : null,
      termsAccepted,
      authorityConfirmed,
    })
    if (!decoded.ok) {
      setErrors(decoded.errors)
      return
    }
    setErrors({})
    setSubmitting(true)
    try {
      const account = await apiClient.call(accountCreate, decoded.value)
      await queryClient.invalidateQueries({ queryKey: profileQueries.me().queryKey })
      await switchActiveAccount(queryClient, account.id)
      void navigate("/")
    } catch (error) {
      const fieldErrors = serverFieldErrors(error)
      if (fieldErrors) setErrors(fieldErrors)
      else setFailure(error)
    } finally {
      setSubmitting(false)
    }
  }

  const lookupMessage =
    lookup.kind === "done" && lookup.result.status === "found" ? (
      <div className="notice notice--success">
        <p>{t("company.create.lookupFound")}</p>
        {lookup.result.company.endDate && <p>{t("company.create.ceased")}</p>}
        {registerLineHint(lookup.result.company)}
      </div>
    ) : lookup.kind === "failed" || lookup.kind === "done" ? (
      <div className="alert alert--error">
        <p>{t("company.create.lookupFailed")}</p>
      </div>
    ) : null
  const hasErrors = Object.keys(errors).length > 0

  /**
   * The register's main line of business when it could not become a NACE Rev. 2.1 code: named in
   * the register's own words and classification, so that a TOL 2008 code (whose number may mean
   * another activity in Rev. 2.1) is shown for what it is and the person picks the code below.
   */
  function registerLineHint(company: RegisterLookupResultCompany) {
    const line = company.mainBusinessLine
    if (!line || company.naceCodes.length > 0) return null
    const description = line.descriptions[currentLocale()] ?? line.descriptions.fi ?? ""
    const key =
      line.codeSet === "TOIMI3" ? "company.create.registerLineTol2008" : "company.create.registerLineOther"
    return <p>{t(key, { code: line.code, description })}</p>
  }

  return (
    <article className="page-content create-account" aria-labelledby={ids.title}>
      <h1 id={ids.title}>{t("createAccount.title")}</h1>
      <p className="lead">{t("createAccount.description")}</p>

      <form
        className="form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        onFocusCapture={() => proofs.prepare()}
      >
        {(hasErrors || failure !== null) && (
          <div role="alert" className="alert alert--error">
            <p>
              {failure === null
                ? t("common.formFieldsError")
                : errorTagOf(failure) === "UnknownError"
                  ? t("common.submitError")
                  : errorText(failure)}
            </p>
          </div>
        )}

        <section className="settings-section" aria-labelledby={ids.lookup}>
          <h2 id={ids.lookup}>{t("company.create.lookupTitle")}</h2>
          <p className="muted">{t("company.create.lookupHelp")}</p>
          <div className="field-row field-row--action">
            <TextField
              inputRef={businessIdRef}
              label={t("company.fields.businessId")}
              help={t("company.fields.businessIdHelp")}
              value={businessId}
              onChange={setBusinessId}
              onBlur={() => void checkBusinessId()}
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
              aria-describedby={ids.lookupStatus}
              onClick={() => void onLookup()}
            >
              {lookup.kind === "busy" ? t("company.create.lookingUp") : t("company.create.lookup")}
            </button>
          </div>
          <div id={ids.lookupStatus} aria-live="polite">
            {lookupMessage}
          </div>
        </section>

        <section className="settings-section" aria-labelledby={ids.details}>
          <h2 id={ids.details}>{t("company.create.detailsTitle")}</h2>
          <CompanyFields value={company} onChange={setCompany} errors={errorsUnder(errors, "company")} />
        </section>

        <section className="settings-section">
          <div className="checkbox">
            <input
              id={`${ids.details}-referred`}
              type="checkbox"
              checked={referredByPartner}
              onChange={(e) => setReferredByPartner(e.target.checked)}
            />
            <label htmlFor={`${ids.details}-referred`}>{t("company.create.referredByPartner")}</label>
          </div>
          {referredByPartner && (
            <TextField
              label={t("company.create.referral")}
              value={referral}
              onChange={setReferral}
              error={errors.referral}
              maxLength={200}
              required
            />
          )}
          {managementAccounts.length > 0 && (
            <>
              <div className="checkbox">
                <input
                  id={`${ids.parent}-for-client`}
                  type="checkbox"
                  checked={forClient}
                  onChange={(e) => setForClient(e.target.checked)}
                />
                <label htmlFor={`${ids.parent}-for-client`}>{t("company.create.forClient")}</label>
              </div>
              {forClient && (
                <div className="field">
                  <SelectField
                    id={ids.parent}
                    label={t("company.create.parentAccount")}
                    value={parentAccountId}
                    onChange={setParentAccountId}
                    invalid={errors.parentAccountId ? true : undefined}
                    describedBy={describedBy(ids.parentError)}
                    options={[
                      { value: "", label: t("company.create.parentNone") },
                      ...managementAccounts.map((account) => ({
                        value: account.id as string,
                        label: account.name,
                      })),
                    ]}
                  />
                  <FieldError id={ids.parentError}>
                    {errors.parentAccountId ? <p>{translate(errors.parentAccountId)}</p> : null}
                  </FieldError>
                </div>
              )}
            </>
          )}
        </section>

        <section className="settings-section">
          <h2>{t("company.create.priceTitle")}</h2>
          <p>{t("createAccount.priceInfo")}</p>
          <div className="checkbox">
            <input
              id={ids.terms}
              type="checkbox"
              checked={termsAccepted}
              required
              onChange={(e) => setTermsAccepted(e.target.checked)}
              aria-invalid={errors.termsAccepted ? true : undefined}
              aria-describedby={describedBy(ids.termsError)}
            />
            <label htmlFor={ids.terms}>{t("company.create.termsAccepted")}</label>
            <a href={siteLinks.termsOfService} target="_blank" rel="noreferrer">
              {t("company.create.termsLink")}{" "}
              <span className="visually-hidden">{t("footer.opensInNewTab")}</span>
            </a>
          </div>
          <FieldError id={ids.termsError}>
            {errors.termsAccepted ? <p>{translate(errors.termsAccepted)}</p> : null}
          </FieldError>
          <div className="checkbox">
            <input
              id={ids.authority}
              type="checkbox"
              checked={authorityConfirmed}
              required
              onChange={(e) => setAuthorityConfirmed(e.target.checked)}
              aria-invalid={errors.authorityConfirmed ? true : undefined}
              aria-describedby={describedBy(ids.authorityError)}
            />
            <label htmlFor={ids.authority}>{t("company.create.authorityConfirmed")}</label>
          </div>
          <FieldError id={ids.authorityError}>
            {errors.authorityConfirmed ? <p>{translate(errors.authorityConfirmed)}</p> : null}
          </FieldError>
        </section>

        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {submitting ? t("company.create.submitting") : t("company.create.submit")}
          </button>
          <Link to="/select-account" className="button button--quiet">
            {t("nav.back")}
          </Link>
        </div>
      </form>
    </article>
  )
}
