import type { Locale } from "@vsme/core"

/**
 * Small flags for the language switch, drawn inline (emoji flags do not render on every system).
 * English shows the Union Jack, simplified to stay legible at 20 px.
 */
export const Flag = ({ locale }: { locale: Locale }) => {
  const common = { width: 20, height: 14, "aria-hidden": true, focusable: false, className: "flag" } as const
  switch (locale) {
    case "fi":
      return (
        <svg {...common} viewBox="0 0 18 11">
          <rect width="18" height="11" fill="#fff" />
          <rect x="5" width="3" height="11" fill="#002f6c" />
          <rect y="4" width="18" height="3" fill="#002f6c" />
        </svg>
      )
    case "sv":
      return (
        <svg {...common} viewBox="0 0 16 10">
          <rect width="16" height="10" fill="#006aa7" />
          <rect x="5" width="2" height="10" fill="#fecc02" />
          <rect y="4" width="16" height="2" fill="#fecc02" />
        </svg>
      )
    case "en":
      return (
        <svg {...common} viewBox="0 0 60 30">
          <rect width="60" height="30" fill="#012169" />
          <path d="M0 0 60 30M60 0 0 30" stroke="#fff" strokeWidth="6" />
          <path d="M0 0 60 30M60 0 0 30" stroke="#c8102e" strokeWidth="2" />
          <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
          <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
        </svg>
      )
  }
}
