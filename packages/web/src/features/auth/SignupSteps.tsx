import { useTranslation } from "react-i18next"

/** Spec §1: sign-up is presented as three steps. */
export const SignupSteps = ({ headingId }: { headingId: string }) => {
  const { t } = useTranslation()
  return (
    <ol className="steps" aria-labelledby={headingId}>
      <li>{t("signupSteps.createUser")}</li>
      <li>{t("signupSteps.createAccount")}</li>
      <li>{t("signupSteps.startReporting")}</li>
    </ol>
  )
}
