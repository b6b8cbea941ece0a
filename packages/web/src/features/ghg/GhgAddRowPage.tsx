import { useQuery } from "@tanstack/react-query"
import {
  factorName,
  latestAvailableYear,
  reportingYear,
  rowTypes,
  sameDimension,
  scope3Categories,
  type RowType,
  type RowUnit,
} from "@vsme/core"
import {
  CalculationId,
  ghgAddRow,
  ghgUpdateRow,
  type CalculationDetail,
  type CalculationRowId,
} from "@vsme/sdk"
import { Schema } from "effect"
import { useEffect, useId, useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate, useParams, useSearchParams } from "react-router-dom"
import { apiClient } from "../../api/apiClient.js"
import { errorTagOf, useErrorMessage } from "../../i18n/errorMessage.js"
import { SelectField } from "../../shell/controls/SelectField.js"
import { FieldError } from "../../shell/FieldMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { markSaved, markUnsaved } from "../../shell/unsavedChanges.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { useAccount } from "../account/accountQueries.js"
import { serverFieldErrors, type FieldErrors } from "../account/formIssues.js"
import { TextField, useTranslateKey } from "../account/TextField.js"
import { CalculationNotFound } from "./CalculationNotFound.js"
import { CustomFactorFields, type CustomFactorDraft } from "./CustomFactorFields.js"
import { FactorFacts, useFactorName } from "./FactorFacts.js"
import { FactorStep } from "./FactorStep.js"
import { useGhgFormat } from "./format.js"
import { ghgQueries, useCalculationUpdated } from "./ghgQueries.js"
import {
  checkFactorStep,
  checkRow,
  customFactorFor,
  draftOfRow,
  emptyDraft,
  estimateOf,
  type FactorPick,
  type RowDraft,
} from "./rowDraft.js"
import { useRowUnitOptions } from "./UnitOptions.js"

const isCalculationId = Schema.is(CalculationId)
type Step = 1 | 2 | 3

/** /ghg/{calcId}/add-row (and `?row=<id>` to edit a row): the three-step row wizard (spec §2). */
export const GhgAddRowPage = () => {
  const { calcId = "" } = useParams()
  if (!isCalculationId(calcId)) return <CalculationNotFound />
  return <WizardLoader key={calcId} calculationId={calcId} />
}

const WizardLoader = ({ calculationId }: { calculationId: CalculationId }) => {
  const [params] = useSearchParams()
  const detail = useQuery(ghgQueries.detail(calculationId))
  const errorText = useErrorMessage()
  const { t } = useTranslation()
  usePageTitle(t("ghg.addRowTitle"))
  if (detail.isPending) return <LoadingIndicator />
  if (detail.isError)
    return errorTagOf(detail.error) === "NotFound" ? (
      <CalculationNotFound />
    ) : (
      <p className="alert alert--error">{errorText(detail.error)}</p>
    )
  const rowId = params.get("row")
  const row = rowId === null ? null : detail.data.rows.find((r) => r.id === rowId)
  if (row === undefined) return <CalculationNotFound />
  if (detail.data.status === "ready")
    return (
      <article className="page-content ghg">
        <h1>{row ? t("ghg.editRowTitle") : t("ghg.addRowTitle")}</h1>
        <p className="notice">{t("ghg.wizard.readOnly")}</p>
        <Link to={`/ghg/${calculationId}`}>{t("nav.back")}</Link>
      </article>
    )
  return (
    <Wizard
      detail={detail.data}
      rowId={row?.id ?? null}
      initial={row ? draftOfRow(row) : emptyDraft}
      initialStep={row ? 3 : 1}
    />
  )
}

const Wizard = ({
  detail,
  rowId,
  initial,
  initialStep,
}: {
  detail: CalculationDetail
  rowId: CalculationRowId | null
  initial: RowDraft
  initialStep: Step
}) => {
  const { t, i18n } = useTranslation()
  const translate = useTranslateKey()
  const errorText = useErrorMessage()
  const format = useGhgFormat()
  const navigate = useNavigate()
  const updated = useCalculationUpdated()
  const account = useAccount()
  const country = account.data?.address.country ?? null
  const year = reportingYear(detail.period)
  const back = `/ghg/${detail.id}`
  const title = rowId ? t("ghg.editRowTitle") : t("ghg.addRowTitle")
  usePageTitle(title)

  const [step, setStep] = useState<Step>(initialStep)
  const [draft, setDraft] = useState<RowDraft>(initial)
  const [customDraft, setCustomDraft] = useState<CustomFactorDraft>(() => customFactorFor(initial.type))
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [tried, setTried] = useState<ReadonlySet<Step>>(new Set())
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)
  const ids = { steps: useId(), summary: useId() }

  // The wizard's fields are unsaved work until the row is saved (the update banner warns about it).
  const unsavedKey = `ghg-row:${detail.id}`
  useEffect(() => {
    if (draft !== initial) markUnsaved(unsavedKey)
  }, [draft, initial, unsavedKey])
  useEffect(() => () => markSaved(unsavedKey), [unsavedKey])
  // A new step is announced by moving focus to its heading (not on the first render).
  useEffect(() => {
    if (firstRender.current) firstRender.current = false
    else headingRef.current?.focus()
  }, [step])

  const update = (change: Partial<RowDraft>) => {
    setServerErrors({})
    setDraft((d) => ({ ...d, ...change }))
  }
  const touch = (path: string) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path)))

  const stepErrors: Record<Step, FieldErrors> = {
    1: draft.type === null ? { type: "validation.requiredField" } : {},
    2: checkFactorStep(draft),
    3: (() => {
      const checked = checkRow(draft)
      return checked.ok ? {} : checked.errors
    })(),
  }
  const errorAt = (path: string) =>
    serverErrors[path] ?? (tried.has(step) || touched.has(path) ? stepErrors[step][path] : undefined)

  const chooseType = (type: RowType) => {
    if (type === draft.type) return
    setCustomDraft(customFactorFor(type))
    update({ type, factor: null, marketBased: null, scope3Category: "" })
  }
  const pickFactor = (factor: FactorPick) => {
    if (factor?.kind === "custom") setCustomDraft(factor.draft)
    // A library market-based factor followed the old choice (the residual mix of electricity): it is
    // chosen again for the new one in step 3 (none for district heat, whose supplier's factor counts).
    const resetMarket = draft.marketBased?.kind === "library" && factor !== draft.factor
    update({ factor, ...(resetMarket ? { marketBased: null } : {}) })
  }
  /** Moving on to the details: the unit, category and title follow the chosen factor where still open. */
  const enterDetails = () => {
    const factor = draft.factor
    if (factor === null) return
    const denominator: RowUnit =
      factor.kind === "library" ? factor.factor.denominatorUnit : factor.draft.denominatorUnit
    update({
      unit: draft.unit !== "" && sameDimension(draft.unit, denominator) ? draft.unit : denominator,
      scope3Category:
        draft.scope3Category === "" && factor.kind === "library" && factor.factor.scope3Category !== null
          ? String(factor.factor.scope3Category)
          : draft.scope3Category,
      title:
        draft.title === "" && factor.kind === "library"
          ? factorName(factor.factor, i18n.language).slice(0, 200)
          : draft.title,
    })
  }

  const next = () => {
    setTried((s) => new Set(s).add(step))
    if (Object.keys(stepErrors[step]).length > 0) return
    if (step === 2) enterDetails()
    setStep((s) => (s < 3 ? ((s + 1) as Step) : s))
  }

  const save = async () => {
    setTried((s) => new Set(s).add(3))
    setFailure(null)
    const checked = checkRow(draft)
    if (!checked.ok) {
      document.getElementById(ids.summary)?.focus()
      return
    }
    setSaving(true)
    try {
      const saved = rowId
        ? await apiClient.call(ghgUpdateRow, { rowId, ...checked.row })
        : await apiClient.call(ghgAddRow, { calculationId: detail.id, ...checked.row })
      await updated(saved)
      markSaved(unsavedKey)
      void navigate(back)
    } catch (error) {
      const errors = serverFieldErrors(error)
      if (errors) setServerErrors(errors)
      else setFailure(errorText(error))
    } finally {
      setSaving(false)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (step === 3) void save()
    else next()
  }

  const stepTitles: Record<Step, string> = {
    1: t("ghg.wizard.step1"),
    2: t("ghg.wizard.step2"),
    3: t("ghg.wizard.step3"),
  }
  const shownErrors = Object.entries({
    ...(tried.has(step) ? stepErrors[step] : {}),
    ...serverErrors,
  })
  const estimate = step === 3 ? estimateOf(draft, detail.totals.unit) : null

  return (
    <article className="page-content ghg ghg-wizard">
      <p>
        <Link to={back}>{t("nav.back")}</Link>
      </p>
      <h1>{title}</h1>
      <p className="lead">{t("ghg.addRowDescription")}</p>
      <p className="muted">{detail.title}</p>
      <nav aria-labelledby={ids.steps}>
        <h2 id={ids.steps} className="visually-hidden">
          {t("ghg.wizard.steps")}
        </h2>
        <ol className="ghg-steps">
          {([1, 2, 3] as const).map((s) => (
            <li
              key={s}
              aria-current={s === step ? "step" : undefined}
              className={s < step ? "ghg-steps__done" : undefined}
            >
              {stepTitles[s]}
            </li>
          ))}
        </ol>
      </nav>
      <form className="form" noValidate onSubmit={onSubmit}>
        <h2 ref={headingRef} tabIndex={-1}>
          {t("ghg.wizard.stepOf", { step })}: {stepTitles[step]}
        </h2>

        {step === 1 && (
          <fieldset className="radio-group ghg-type-choice">
            <legend>{t("ghg.wizard.typeLegend")}</legend>
            {rowTypes.map((type) => (
              <label key={type} className="ghg-factor-option">
                <input
                  type="radio"
                  name="type"
                  value={type}
                  checked={draft.type === type}
                  onChange={() => chooseType(type)}
                />
                <span className="ghg-factor-option__name">{t(`ghg.rowTypes.${type}`)}</span>
                <span className="ghg-factor-option__meta">{t(`ghg.rowTypeHelp.${type}`)}</span>
              </label>
            ))}
          </fieldset>
        )}
        {step === 1 && <StepError message={errorAt("type")} />}

        {step === 2 && draft.type !== null && (
          <FactorStep
            type={draft.type}
            year={year}
            country={country}
            pick={draft.factor}
            onPick={pickFactor}
            customDraft={customDraft}
            error={errorAt("factor")}
            errorAt={(field) => errorAt(`factor.${field}`)}
            onBlurField={(field) => touch(`factor.${field}`)}
          />
        )}

        {step === 3 && draft.type !== null && (
          <DetailsStep
            draft={draft}
            isNewRow={rowId === null}
            year={year}
            country={country}
            update={update}
            touch={touch}
            errorAt={errorAt}
            onChangeFactor={() => setStep(2)}
          />
        )}
        {step === 3 && estimate !== null && (
          <p className="ghg-estimate" aria-live="polite">
            {t("ghg.wizard.estimate", { value: format.number(Number(estimate)), unit: detail.totals.unit })}
          </p>
        )}

        <div id={ids.summary} tabIndex={-1} aria-live="polite">
          {shownErrors.length > 0 && step === 3 && (
            <div className="alert alert--error">
              <p>{t("common.formFieldsError")}</p>
              <ul>
                {shownErrors.map(([path, key]) => (
                  <li key={path}>{translate(key)}</li>
                ))}
              </ul>
            </div>
          )}
          {failure && <p className="alert alert--error">{failure}</p>}
        </div>
        <div className="button-row">
          {step > 1 && (
            <button type="button" className="button" onClick={() => setStep((s) => (s - 1) as Step)}>
              {t("ghg.wizard.previous")}
            </button>
          )}
          {step < 3 ? (
            <button type="submit" className="button button--primary">
              {t("ghg.wizard.next")}
            </button>
          ) : (
            <button type="submit" className="button button--primary" disabled={saving}>
              {saving ? t("ghg.wizard.saving") : t("ghg.wizard.save")}
            </button>
          )}
          <Link className="button button--quiet" to={back}>
            {t("ghg.wizard.cancel")}
          </Link>
        </div>
      </form>
    </article>
  )
}

const StepError = ({ message }: { message: string | undefined }) => {
  const translate = useTranslateKey()
  const id = useId()
  return <FieldError id={id}>{message ? <p>{translate(message)}</p> : null}</FieldError>
}

/** Step 3: title, amount and unit, notes, the scope 3 category and an electricity row's market-based factor. */
const DetailsStep = ({
  draft,
  isNewRow,
  year,
  country,
  update,
  touch,
  errorAt,
  onChangeFactor,
}: {
  draft: RowDraft
  isNewRow: boolean
  year: number
  country: string | null
  update: (change: Partial<RowDraft>) => void
  touch: (path: string) => void
  errorAt: (path: string) => string | undefined
  onChangeFactor: () => void
}) => {
  const { t, i18n } = useTranslation()
  const format = useGhgFormat()
  const nameOf = useFactorName()
  const rowUnitOptions = useRowUnitOptions()
  const factor = draft.factor
  const language = i18n.language === "fi" || i18n.language === "sv" ? i18n.language : "en"
  const market = useQuery({
    ...ghgQueries.factors({
      rowType: "electricity",
      scope2Basis: "market",
      year,
      language,
      ...(country === null ? {} : { country }),
      limit: 200,
      offset: 0,
    }),
    enabled: draft.type === "electricity",
  })
  // District heat is bought from one network: its supplier's published factor is the market-based
  // one; for electricity the residual mix of the year applies unless the user has guarantees of
  // origin or a supplier-specific factor (GHG Protocol Scope 2 Guidance, VSME B3).
  const locationFactor = factor?.kind === "library" ? factor.factor : null
  const districtHeat = locationFactor !== null && /district heat/i.test(locationFactor.name)
  const residualMix =
    locationFactor === null || districtHeat
      ? undefined
      : market.data?.items.find(
          (i) => /residual mix/i.test(i.factor.name) && i.factor.country === locationFactor.country,
        )?.factor
  const [guarantees, setGuarantees] = useState(
    draft.marketBased?.kind === "custom" && draft.marketBased.draft.value.trim() === "0",
  )
  const defaulted = useRef(!isNewRow || draft.marketBased !== null)
  useEffect(() => {
    if (defaulted.current || draft.type !== "electricity" || residualMix === undefined) return
    defaulted.current = true
    update({ marketBased: { kind: "library", factor: residualMix } })
  }, [draft.type, residualMix, update])
  const marketValue =
    draft.marketBased === null
      ? ""
      : draft.marketBased.kind === "custom"
        ? guarantees
          ? "guarantees"
          : "custom"
        : draft.marketBased.factor.id
  const keptMarket = draft.marketBased?.kind === "library" ? draft.marketBased.factor : null
  const marketFactors = [
    ...(keptMarket && !market.data?.items.some((i) => i.factor.id === keptMarket.id) ? [keptMarket] : []),
    ...(market.data?.items.map((i) => i.factor) ?? []),
  ]
  const field = (key: "title" | "amount" | "notes") => ({
    value: draft[key],
    onChange: (value: string) => update({ [key]: value }),
    onBlur: () => touch(key),
    error: errorAt(key),
  })
  return (
    <>
      {factor && (
        <p className="ghg-chosen-factor">
          {t("ghg.wizard.chosenFactor", {
            factor:
              factor.kind === "library"
                ? `${nameOf(factor.factor)} (${format.number(factor.factor.value)} ${factor.factor.massUnit}/${format.unit(factor.factor.denominatorUnit)})`
                : t("ghg.wizard.custom"),
          })}{" "}
          <button type="button" className="button button--small button--quiet" onClick={onChangeFactor}>
            {t("ghg.wizard.step2")}
          </button>
        </p>
      )}
      {factor?.kind === "library" && (
        <p className="ghg-factor-option__meta ghg-chosen-factor__facts">
          <FactorFacts factor={factor.factor} year={year} />
        </p>
      )}
      <TextField
        label={t("ghg.wizard.title")}
        help={t("ghg.wizard.titleHelp")}
        maxLength={200}
        {...field("title")}
      />
      <div className="field-row">
        <TextField label={t("ghg.wizard.amount")} inputMode="decimal" {...field("amount")} />
        <SelectField
          label={t("ghg.wizard.unit")}
          value={draft.unit}
          options={rowUnitOptions}
          onChange={(unit) => update({ unit })}
          onBlur={() => touch("unit")}
          error={errorAt("unit")}
        />
      </div>
      {draft.type === "other" && (
        <SelectField
          label={t("ghg.wizard.scope3Category")}
          value={draft.scope3Category}
          options={[
            { value: "", label: t("ghg.wizard.chooseCategory") },
            ...scope3Categories.map((c) => ({
              value: String(c),
              label: t(`ghg.scope3Categories.${String(c) as "1"}`),
            })),
          ]}
          onChange={(scope3Category) => update({ scope3Category })}
          onBlur={() => touch("scope3Category")}
          error={errorAt("scope3Category")}
        />
      )}
      {draft.type === "electricity" && (
        <>
          <SelectField
            label={t("ghg.wizard.marketBased")}
            help={t("ghg.wizard.marketBasedHelp")}
            value={marketValue}
            onChange={(value) => {
              defaulted.current = true
              setGuarantees(value === "guarantees")
              update({
                marketBased:
                  value === ""
                    ? null
                    : value === "guarantees"
                      ? {
                          kind: "custom",
                          draft: { value: "0", massUnit: "gCO2e", denominatorUnit: "kWh", sourceNote: "" },
                        }
                      : value === "custom"
                        ? { kind: "custom", draft: customFactorFor("electricity") }
                        : { kind: "library", factor: marketFactors.find((f) => f.id === value)! },
              })
            }}
            error={errorAt("marketBasedFactor")}
            options={[
              { value: "", label: t("ghg.wizard.marketNone") },
              ...marketFactors.map((f) => {
                const latest = latestAvailableYear(f.validFor, year)
                return {
                  value: f.id as string,
                  label: `${nameOf(f)} (${format.number(f.value)} ${f.massUnit}/${format.unit(f.denominatorUnit)}, ${
                    latest === null ? f.validFor.from : t("ghg.factor.latestAvailable", { year: latest })
                  })`,
                }
              }),
              ...(districtHeat ? [] : [{ value: "guarantees", label: t("ghg.wizard.marketGuarantees") }]),
              {
                value: "custom",
                label: districtHeat ? t("ghg.wizard.marketHeatSupplier") : t("ghg.wizard.marketCustom"),
              },
            ]}
          />
          {districtHeat && <p className="notice">{t("ghg.wizard.districtHeatSuggestion")}</p>}
          {draft.marketBased?.kind === "library" && (
            <p className="ghg-factor-option__meta">
              <FactorFacts factor={draft.marketBased.factor} year={year} />
            </p>
          )}
          {guarantees && draft.marketBased?.kind === "custom" && (
            <p className="field__help">{t("ghg.wizard.marketGuaranteesHelp")}</p>
          )}
          {draft.marketBased?.kind === "custom" && (
            <CustomFactorFields
              draft={draft.marketBased.draft}
              onChange={(d) => update({ marketBased: { kind: "custom", draft: d } })}
              errorAt={(f) => errorAt(`marketBasedFactor.${f}`)}
              onBlurField={(f) => touch(`marketBasedFactor.${f}`)}
            />
          )}
        </>
      )}
      <TextField label={t("ghg.wizard.notes")} optional maxLength={2000} {...field("notes")} />
    </>
  )
}
