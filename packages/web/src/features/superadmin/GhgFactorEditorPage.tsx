import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { PlaceholderPage } from "../../shell/PlaceholderPage.js"

/** /superadmin/ghg-factors/new and /superadmin/ghg-factors/:id — create or edit a factor. */
export const GhgFactorEditorPage = ({ mode }: { mode: "new" | "edit" }) => {
  const { t } = useTranslation()
  const [title, description] =
    mode === "new"
      ? [t("superadmin.newFactorTitle"), t("superadmin.newFactorDescription")]
      : [t("superadmin.editFactorTitle"), t("superadmin.editFactorDescription")]
  return (
    <PlaceholderPage title={title} description={description}>
      <p>
        <Link to="/superadmin/ghg-factors">{t("nav.back")}</Link>
      </p>
    </PlaceholderPage>
  )
}
