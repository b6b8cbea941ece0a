import type { Locale } from "../i18n/Locale.js"

/**
 * The one reviewed place of the wording shown beside every question a data request asks beyond the
 * VSME datapoints (issue 32). Source: Directive (EU) 2026/470 ("Omnibus I", OJ 26.2.2026, in force
 * 18.3.2026, transposition by 19.3.2027): companies in the value chain with at most 1,000 employees
 * "have the right to decline to provide information exceeding the information specified in the
 * voluntary standards". Read through a secondary summary (Linklaters, Sustainable Futures blog,
 * fixtures/reference/value-chain-requests.md); check against the Official Journal before changing it.
 * Which VSME datapoints the delegated act marks "necessary" is not known here, so nothing inside the
 * VSME is marked declinable by this text.
 */
export const declineRight = {
  source: "Directive (EU) 2026/470 (Omnibus I), value-chain cap; secondary summary, see fixtures/reference",
  beyondVsme: {
    fi: "Kysymys ei kuulu VSME-standardin tietopisteisiin. Yritys, jolla on enintään 1 000 työntekijää, voi kieltäytyä antamasta tietoja, jotka menevät vapaaehtoisen standardin yli (direktiivi (EU) 2026/470).",
    sv: "Frågan ingår inte i VSME-standardens datapunkter. Ett företag med högst 1 000 anställda får avböja att lämna uppgifter som går utöver den frivilliga standarden (direktiv (EU) 2026/470).",
    en: "This question is beyond the VSME datapoints. A company with at most 1,000 employees may decline to provide information beyond the voluntary standard (Directive (EU) 2026/470).",
  } satisfies Record<Locale, string>,
  short: {
    fi: "VSME:n ulkopuolinen – voit kieltäytyä",
    sv: "Utöver VSME – du kan avböja",
    en: "Beyond the VSME – you may decline",
  } satisfies Record<Locale, string>,
} as const
