import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"

/** Shown only on paper (CSS @media print): when the page was printed. */
export const PrintFooter = () => {
  const { t, i18n } = useTranslation()
  const [printedAt, setPrintedAt] = useState(() => new Date())

  useEffect(() => {
    const onBeforePrint = () => setPrintedAt(new Date())
    window.addEventListener("beforeprint", onBeforePrint)
    return () => window.removeEventListener("beforeprint", onBeforePrint)
  }, [])

  const timestamp = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: "long",
    timeStyle: "short",
  }).format(printedAt)
  return <p className="print-only print-footer">{t("footer.printedAt", { timestamp })}</p>
}
