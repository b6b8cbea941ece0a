import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"

/**
 * Copies a text to the clipboard and says so in a polite live region, so screen-reader users hear
 * that it worked (or that they must copy by hand).
 */
export const CopyButton = ({ text, label }: { text: string; label: string }) => {
  const { t } = useTranslation()
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null)

  useEffect(() => {
    if (!outcome) return
    const timer = window.setTimeout(() => setOutcome(null), 5_000)
    return () => window.clearTimeout(timer)
  }, [outcome])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setOutcome("copied")
    } catch {
      setOutcome("failed")
    }
  }

  return (
    <span className="copy">
      <button type="button" className="button" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="copy__status">
        {outcome === "copied" ? t("copy.copied") : outcome === "failed" ? t("copy.failed") : ""}
      </span>
    </span>
  )
}
