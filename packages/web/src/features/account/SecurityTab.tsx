import { ApiTokenSettings } from "../auth/ApiTokenSettings.js"
import { SignOutEverywhere } from "../auth/SignOutEverywhere.js"
import { TwoFactorSettings } from "../auth/TwoFactorSettings.js"

/**
 * The Security tab of /account: settings of the signed-in user rather than of the company (two-factor
 * authentication, personal API tokens for the CLI, signing out everywhere).
 */
export const SecurityTab = () => (
  <>
    <TwoFactorSettings />
    <ApiTokenSettings />
    <SignOutEverywhere />
  </>
)
