import { Schema } from "effect"

/**
 * Report currencies offered (ISO 4217 codes): the euro first, then the currencies of the Nordic and
 * other European countries our customers trade in, and the major world currencies.
 */
export const reportCurrencies = [
  "EUR",
  "SEK",
  "NOK",
  "DKK",
  "ISK",
  "GBP",
  "CHF",
  "PLN",
  "CZK",
  "HUF",
  "RON",
  "BGN",
  "USD",
  "CAD",
  "AUD",
  "JPY",
  "CNY",
] as const
export const ReportCurrency = Schema.Literal(...reportCurrencies).annotations({
  message: () => ({ message: "validation.invalidCurrency", override: true }),
})
export type ReportCurrency = typeof ReportCurrency.Type

/** Unit of reported greenhouse-gas amounts (spec §3, §9): kilograms or tonnes of CO2 equivalent. */
export const CarbonUnit = Schema.Literal("kgCO2e", "tCO2e").annotations({
  message: () => ({ message: "validation.invalidValue", override: true }),
})
export type CarbonUnit = typeof CarbonUnit.Type

/** Unit of reported energy amounts (spec §9). */
export const EnergyUnit = Schema.Literal("MWh", "kWh").annotations({
  message: () => ({ message: "validation.invalidValue", override: true }),
})
export type EnergyUnit = typeof EnergyUnit.Type

/** An account's report settings (spec §3 "settings"). */
export const AccountSettings = Schema.Struct({
  currency: ReportCurrency,
  carbonUnit: CarbonUnit,
  energyUnit: EnergyUnit,
})
export type AccountSettings = typeof AccountSettings.Type

/**
 * Settings of a new account: euros, tonnes of CO2e (the spec's default carbon unit) and megawatt
 * hours, the unit VSME B3 asks energy consumption in.
 */
export const defaultAccountSettings: AccountSettings = {
  currency: "EUR",
  carbonUnit: "tCO2e",
  energyUnit: "MWh",
}
