import { useEffect } from "react"
import { useLocation, useRouteError } from "react-router-dom"
import { reportCrash } from "./browserCrashReporter.js"
import { CrashScreen } from "./CrashScreen.js"

/**
 * The router's own error element: errors our boundaries cannot see (in the root element itself, or in
 * a future loader) still get the crash screen and a report.
 */
export const RouteErrorScreen = () => {
  const error = useRouteError()
  const { pathname } = useLocation()
  useEffect(() => {
    void reportCrash({ error, errorBoundaryId: "router", currentPath: pathname })
  }, [error, pathname])
  return <CrashScreen />
}
