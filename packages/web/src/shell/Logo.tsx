import { useTranslation } from "react-i18next"

/** The product mark: a leaf and the name, drawn inline so the page needs no external assets. */
export const Logo = () => {
  const { t } = useTranslation()
  return (
    <span className="logo">
      <svg
        className="logo__mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="7" fill="#1b5e3b" />
        <path
          d="M9 22c0-8 5-13 14-14-1 9-5 14-11 14-1 0-2 0-3-1m0 0 6-7"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo__text">{t("app.name")}</span>
    </span>
  )
}
