import { locales } from "@vsme/core"
import { useTranslation } from "react-i18next"
import { currentLocale } from "../i18n/setup.js"
import { Flag } from "./Flag.js"

/**
 * Buttons for fi / en / sv. i18next stores the choice in localStorage `locale` (its detector caches
 * every change), and <html lang> follows (i18n/setup.ts).
 */
export const LanguageSwitch = ({ className = "" }: { className?: string }) => {
  const { t, i18n } = useTranslation()
  const current = currentLocale()
  return (
    <div role="group" aria-label={t("language.label")} className={`language-switch ${className}`}>
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="language-switch__option"
          aria-pressed={current === locale}
          onClick={() => void i18n.changeLanguage(locale)}
        >
          <Flag locale={locale} />
          <span>{t(`language.${locale}`)}</span>
        </button>
      ))}
    </div>
  )
}
