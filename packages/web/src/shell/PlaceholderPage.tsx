import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { usePageTitle } from "./usePageTitle.js"

/** A page's heading and description, for the views that later issues fill in. */
export const PlaceholderPage = ({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children?: ReactNode
}) => {
  const { t } = useTranslation()
  usePageTitle(title)
  return (
    <article className="page-content">
      <h1>{title}</h1>
      <p className="lead">{description}</p>
      {children}
      <p className="muted">{t("common.laterIssueNote")}</p>
    </article>
  )
}
