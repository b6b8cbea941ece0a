import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { useOptionalProfile } from "../../features/profile/ProfileContext.js"
import { buildId } from "../buildInfo.js"
import { siteLinks } from "../siteLinks.js"
import { PrintFooter } from "./PrintFooter.js"

const ExternalLink = ({ href, children }: { href: string; children: string }) => {
  const { t } = useTranslation()
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t("footer.opensInNewTab")}</span>
    </a>
  )
}

/** Links to the information pages, the build id, a superadmin shortcut, and the print-only timestamp. */
export const SiteFooter = () => {
  const { t } = useTranslation()
  const profile = useOptionalProfile()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t("footer.linksLabel")}>
          <ul className="site-footer__links">
            <li>
              <ExternalLink href={siteLinks.privacyPolicy}>{t("footer.privacyPolicy")}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={siteLinks.termsOfService}>{t("footer.termsOfService")}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={siteLinks.vsme}>{t("footer.vsme")}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={siteLinks.esrs}>{t("footer.esrs")}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={siteLinks.faq}>{t("footer.faq")}</ExternalLink>
            </li>
            {profile?.role === "superadmin" && (
              <li>
                <Link to="/superadmin" className="site-footer__superadmin">
                  {t("footer.superadmin")}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <p className="site-footer__build">{t("footer.version", { buildId })}</p>
      </div>
      <PrintFooter />
    </footer>
  )
}
