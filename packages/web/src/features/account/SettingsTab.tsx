import { AccountSettings, reportCurrencies } from "@vsme/core"
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { SelectField } from "../../shell/controls/SelectField.js"
import { decodeForm } from "./formIssues.js"
import { SaveStatus } from "./SaveStatus.js"
import { useAccountSave, type Account } from "./useAccountSave.js"

const carbonUnits = ["tCO2e", "kgCO2e"] as const
const energyUnits = ["MWh", "kWh"] as const

/** Settings (spec §3, §9): report currency, carbon unit (default tCO2e) and energy unit. */
export const SettingsTab = ({ account }: { account: Account }) => {
  const { t } = useTranslation()
  const [settings, setSettings] = useState(account.settings)
  const [version, setVersion] = useState(account.version)
  if (account.version !== version) {
    setVersion(account.version)
    setSettings(account.settings)
  }
  const { state, setState, save, reload } = useAccountSave()
  const readOnly = !account.viewer.canEdit
  const ids = { currency: useId(), carbonHelp: useId() }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const decoded = decodeForm(AccountSettings, settings)
    if (!decoded.ok) {
      setState({ kind: "invalid", errors: decoded.errors })
      return
    }
    await save({ version: account.version, settings: decoded.value })
  }

  return (
    <form className="form form--narrow" noValidate onSubmit={(e) => void onSubmit(e)}>
      {readOnly && <p className="notice">{t("company.readOnlyNote")}</p>}
      <SelectField
        id={ids.currency}
        label={t("company.settingsTab.currency")}
        value={settings.currency}
        disabled={readOnly}
        onChange={(currency) => setSettings({ ...settings, currency })}
        options={reportCurrencies.map((code) => ({ value: code, label: code }))}
      />
      <fieldset className="radio-group" aria-describedby={ids.carbonHelp}>
        <legend>{t("company.settingsTab.carbonUnit")}</legend>
        <p className="field__help" id={ids.carbonHelp}>
          {t("company.settingsTab.carbonUnitHelp")}
        </p>
        {carbonUnits.map((unit) => (
          <label key={unit}>
            <input
              type="radio"
              name="carbonUnit"
              value={unit}
              checked={settings.carbonUnit === unit}
              disabled={readOnly}
              onChange={() => setSettings({ ...settings, carbonUnit: unit })}
            />
            {unit}
          </label>
        ))}
      </fieldset>
      <fieldset className="radio-group">
        <legend>{t("company.settingsTab.energyUnit")}</legend>
        {energyUnits.map((unit) => (
          <label key={unit}>
            <input
              type="radio"
              name="energyUnit"
              value={unit}
              checked={settings.energyUnit === unit}
              disabled={readOnly}
              onChange={() => setSettings({ ...settings, energyUnit: unit })}
            />
            {unit}
          </label>
        ))}
      </fieldset>
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
