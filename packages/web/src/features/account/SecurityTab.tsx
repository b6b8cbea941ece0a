import { ApiTokenSettings } from "../auth/ApiTokenSettings.js"
import { TwoFactorSettings } from "../auth/TwoFactorSettings.js"

/**
 * The Security tab of /account: settings of the signed-in user rather than of the company (two-factor
 * authentication, personal API tokens for the CLI).
 */
export const SecurityTab = () => (
  <>
    <TwoFactorSettings />
    <ApiTokenSettings />
  </>
)
