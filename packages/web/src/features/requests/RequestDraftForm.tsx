import {
  declineRight,
  disclosures,
  disclosureTitles,
  locales,
  requestPresets,
  vsmeQuestions,
  type Locale,
} from "@vsme/core"
import { requestLimits } from "@vsme/sdk"
import { useId, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { SelectField } from "../../shell/controls/SelectField.js"
import { describedBy, FieldError, useTranslateKey } from "../../shell/FieldMessage.js"
import type { FieldErrors } from "../account/formIssues.js"
import { TextField } from "../account/TextField.js"
import { Checkbox, Choice } from "../sharing/ShareChoices.js"
import { nextExtraId, type ExtraDraft, type RequestForm } from "./requestForm.js"

/**
 * A data request's content (issue 32): title, message, reporting year, due date, contact person,
 * what is asked (a preset, or chosen disclosures and datapoints of the catalogue) and at most 20
 * questions of the requester's own, each marked as beyond the VSME with core's declineRight wording.
 */
export const RequestDraftForm = ({
  form,
  onChange,
  errors,
  onSubmit,
  busy,
  submitLabel,
  secondary,
}: {
  form: RequestForm
  onChange: (form: RequestForm) => void
  errors: FieldErrors
  onSubmit: () => void
  busy: boolean
  submitLabel: string
  secondary?: React.ReactNode
}) => {
  const { t, i18n } = useTranslation()
  const translate = useTranslateKey()
  const locale = (locales as ReadonlyArray<string>).includes(i18n.language) ? (i18n.language as Locale) : "en"
  const ids = {
    preset: useId(),
    selectionError: useId(),
    message: useId(),
    messageHelp: useId(),
    messageError: useId(),
    extraHelp: useId(),
    decline: useId(),
  }
  const set = (change: Partial<RequestForm>) => onChange({ ...form, ...change })
  const setExtra = (index: number, change: Partial<ExtraDraft>) =>
    set({ extras: form.extras.map((q, i) => (i === index ? { ...q, ...change } : q)) })
  const selectionError = errors["selection.datapoints"] ?? errors["selection.disclosures"] ?? errors.selection

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  const toggle = <A,>(set: ReadonlySet<A>, value: A, on: boolean) => {
    const next = new Set(set)
    if (on) next.add(value)
    else next.delete(value)
    return next
  }

  return (
    <form className="form request-form" noValidate onSubmit={submit}>
      <fieldset className="share-fieldset">
        <legend>{t("requests.form.about")}</legend>
        <TextField
          label={t("requests.form.title")}
          help={t("requests.form.titleHelp")}
          value={form.title}
          onChange={(title) => set({ title })}
          error={errors.title}
          maxLength={requestLimits.title}
          required
        />
        <div className="field">
          <label htmlFor={ids.message}>
            {t("requests.form.message")}
            <span className="field__optional"> ({t("company.fields.optional")})</span>
          </label>
          <textarea
            id={ids.message}
            rows={4}
            value={form.message}
            maxLength={requestLimits.message}
            onChange={(e) => set({ message: e.target.value })}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy(ids.messageHelp, ids.messageError)}
          />
          <p id={ids.messageHelp} className="field__help">
            {t("requests.form.messageHelp")}
          </p>
          <FieldError id={ids.messageError}>
            {errors.message ? <p>{translate(errors.message)}</p> : null}
          </FieldError>
        </div>
        <div className="field-row">
          <TextField
            label={t("requests.form.periodYear")}
            help={t("requests.form.periodYearHelp")}
            value={form.periodYear}
            onChange={(periodYear) => set({ periodYear })}
            error={errors.periodYear}
            inputMode="numeric"
            className="input--short"
            maxLength={4}
            required
          />
          <TextField
            label={t("requests.form.dueDate")}
            type="date"
            value={form.dueDate}
            onChange={(dueDate) => set({ dueDate })}
            error={errors.dueDate}
            required
          />
        </div>
        <SelectField
          label={t("requests.form.language")}
          value={form.language}
          onChange={(language) => set({ language })}
          options={locales.map((l) => ({ value: l, label: t(`language.${l}`) }))}
        />
      </fieldset>

      <fieldset className="share-fieldset">
        <legend>{t("requests.form.contact")}</legend>
        <p className="field__help">{t("requests.form.contactHelp")}</p>
        <TextField
          label={t("requests.form.contactName")}
          value={form.contactName}
          onChange={(contactName) => set({ contactName })}
          error={errors["contact.name"]}
          autoComplete="name"
          maxLength={200}
          required
        />
        <div className="field-row">
          <TextField
            label={t("requests.form.contactEmail")}
            type="email"
            value={form.contactEmail}
            onChange={(contactEmail) => set({ contactEmail })}
            error={errors["contact.email"]}
            autoComplete="email"
            required
          />
          <TextField
            label={t("requests.form.contactPhone")}
            type="tel"
            value={form.contactPhone}
            onChange={(contactPhone) => set({ contactPhone })}
            error={errors["contact.phone"]}
            autoComplete="tel"
            maxLength={40}
            optional
          />
        </div>
      </fieldset>

      <fieldset className="share-fieldset" aria-describedby={describedBy(ids.selectionError)}>
        <legend>{t("requests.form.asked")}</legend>
        {requestPresets.map((preset) => (
          <Choice
            key={preset}
            name={ids.preset}
            checked={form.preset === preset}
            onChange={() => set({ preset })}
            label={t(`requests.presets.${preset}`)}
            help={t(`requests.presetHelp.${preset}`)}
          />
        ))}
        {form.preset === "custom" && (
          <div className="share-fieldset__more request-catalogue">
            {disclosures.map((d) => {
              const questions = vsmeQuestions.filter((q) => q.disclosure === d)
              const chosen = questions.filter((q) => form.datapoints.has(q.id)).length
              const title = d === "other" ? t("sharing.scope.otherInformation") : disclosureTitles[d][locale]
              return (
                <div key={d} className="request-catalogue__disclosure">
                  <Checkbox
                    checked={form.disclosures.has(d)}
                    onChange={(on) => set({ disclosures: toggle(form.disclosures, d, on) })}
                  >
                    {t("requests.form.wholeDisclosure", { code: d === "other" ? "" : d, title }).trim()}
                  </Checkbox>
                  {!form.disclosures.has(d) && questions.length > 0 && (
                    <details className="request-catalogue__datapoints">
                      <summary>{t("requests.form.chooseDatapoints", { count: chosen })}</summary>
                      {questions.map((q) => (
                        <Checkbox
                          key={q.id}
                          checked={form.datapoints.has(q.id)}
                          onChange={(on) => set({ datapoints: toggle(form.datapoints, q.id, on) })}
                        >
                          {q.label[locale]}
                        </Checkbox>
                      ))}
                    </details>
                  )}
                </div>
              )
            })}
          </div>
        )}
        <FieldError id={ids.selectionError}>
          {selectionError ? <p>{t("requests.form.chooseSome")}</p> : null}
        </FieldError>
      </fieldset>

      <fieldset className="share-fieldset" aria-describedby={describedBy(ids.extraHelp, ids.decline)}>
        <legend>{t("requests.form.extraTitle")}</legend>
        <p id={ids.extraHelp} className="field__help">
          {t("requests.form.extraHelp", { max: requestLimits.extraQuestions })}
        </p>
        <p id={ids.decline} className="alert share-note--info">
          {declineRight.beyondVsme[locale]}
        </p>
        {form.extras.map((q, index) => (
          <fieldset key={q.id} className="share-fieldset share-fieldset--plain request-extra">
            <legend>
              {t("requests.form.extraQuestion", { number: index + 1 })}{" "}
              <span className="chip chip--beyond">{declineRight.short[locale]}</span>
            </legend>
            <TextField
              label={t("requests.form.extraText")}
              value={q.question}
              onChange={(question) => setExtra(index, { question })}
              error={errors[`extraQuestions.${index}.question`]}
              maxLength={requestLimits.extraQuestionText}
              required
            />
            <div className="field-row field-row--action">
              <SelectField
                label={t("requests.form.extraKind")}
                value={q.kind}
                onChange={(kind) => setExtra(index, { kind })}
                options={(["text", "number", "yesNo"] as const).map((kind) => ({
                  value: kind,
                  label: t(`requests.form.extraKinds.${kind}`),
                }))}
              />
              {q.kind === "number" && (
                <TextField
                  label={t("requests.form.extraUnit")}
                  help={t("requests.form.extraUnitHelp")}
                  value={q.unit}
                  onChange={(unit) => setExtra(index, { unit })}
                  error={errors[`extraQuestions.${index}.unit`]}
                  className="input--short"
                  maxLength={requestLimits.unit}
                />
              )}
            </div>
            <div className="button-row">
              <button
                type="button"
                className="button button--small"
                onClick={() => set({ extras: form.extras.filter((_, i) => i !== index) })}
              >
                {t("requests.form.removeExtra", { number: index + 1 })}
              </button>
            </div>
          </fieldset>
        ))}
        {form.extras.length < requestLimits.extraQuestions && (
          <div className="button-row">
            <button
              type="button"
              className="button"
              onClick={() => {
                const id = nextExtraId(form.extras)
                if (id) set({ extras: [...form.extras, { id, kind: "text", question: "", unit: "" }] })
              }}
            >
              {t("requests.form.addExtra")}
            </button>
          </div>
        )}
      </fieldset>

      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t("requests.form.saving") : submitLabel}
        </button>
        {secondary}
      </div>
    </form>
  )
}
