import { I18nProvider } from "react-aria-components"
import { useTranslation } from "react-i18next"
import { Outlet } from "react-router-dom"
import { CrashBoundary } from "./crash/CrashBoundary.js"
import { ScrollToTop } from "./ScrollToTop.js"
import { VersionBanner } from "./version/VersionBanner.js"

/**
 * The root route: scroll reset, the new-version banner, and the full-screen crash boundary. React
 * Aria's widgets follow the interface language (not the browser's), like the rest of the page.
 */
export const AppRoot = () => {
  const { i18n } = useTranslation()
  return (
    <I18nProvider locale={i18n.language}>
      <CrashBoundary id="app-root" variant="screen">
        <ScrollToTop />
        <VersionBanner />
        <Outlet />
      </CrashBoundary>
    </I18nProvider>
  )
}
