import { Schema } from "effect"
import { isTrialMode, type AccountState } from "./roles.js"

/**
 * The features that need an active subscription (spec §4 "some features need an active
 * subscription"). One table for api and web alike: the API refuses a trial account with
 * SubscriptionRequired, the web hides nothing but shows the spec §6 message instead of the action.
 * Reporting and the GHG calculator can be tried in trial mode, so they are not listed.
 */
export const GatedFeature = Schema.Literal("spreadsheetExport", "badgeDownload", "aiSummary", "xbrlExport")
export type GatedFeature = typeof GatedFeature.Type
export const gatedFeatures: ReadonlyArray<GatedFeature> = GatedFeature.literals

/** Whether an account in `state` may use a gated feature: only an active subscription may. */
export const mayUseFeature = (state: AccountState, _feature: GatedFeature): boolean => !isTrialMode(state)
