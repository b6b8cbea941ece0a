import type { Disclosure, ShareScope } from "@vsme/core"
import type { ShareDownloadFormat, ShareSummary } from "@vsme/sdk"
import type { TFunction } from "i18next"
import { useTranslation } from "react-i18next"

/**
 * Dates and times of the sharing screens in the reader's language: a calendar day (a reporting
 * period's "2025-01-01") as that day wherever the reader is, a moment (an ISO timestamp) in the
 * reader's own time zone.
 */
export const useShareDates = () => {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  const day = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" })
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" })
  const moment = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" })
  const time = new Intl.DateTimeFormat(language, { timeStyle: "short" })
  const valid = (iso: string) => !Number.isNaN(new Date(iso).getTime())
  const dayOf = (isoDay: string) => {
    const at = `${isoDay}T00:00:00Z`
    return valid(at) ? day.format(new Date(at)) : isoDay
  }
  return {
    /** A calendar day, `YYYY-MM-DD`. */
    day: dayOf,
    /** The day of a moment, in the reader's time zone. */
    date: (iso: string) => (valid(iso) ? date.format(new Date(iso)) : iso),
    moment: (iso: string) => (valid(iso) ? moment.format(new Date(iso)) : iso),
    time: (at: Date) => time.format(at),
    period: (startDate: string, endDate: string) => `${dayOf(startDate)} – ${dayOf(endDate)}`,
  }
}

/** The disclosures a share may name one by one, in the standard's order (core ShareDisclosure). */
export const disclosureCode = (disclosure: Disclosure, t: TFunction) =>
  disclosure === "other" ? t("sharing.scope.otherInformation") : disclosure

/** What part of the report a share shows, in words: "The whole report", "Chosen disclosures: B1, B3". */
export const scopeText = (scope: ShareScope, t: TFunction): string => {
  switch (scope.kind) {
    case "whole":
      return t("sharing.scope.whole")
    case "basic":
      return t("sharing.scope.basic")
    case "disclosures":
      return t("sharing.scope.chosen", {
        list: scope.disclosures.map((d) => disclosureCode(d, t)).join(", "),
      })
    case "items":
      return t("sharing.scope.requested")
  }
}

/** A download format's name as the sharing screens and the access log say it. */
export const formatName = (format: ShareDownloadFormat, t: TFunction) => t(`sharing.formats.${format}`)

/** Who a share went to, in words: "Link (with a passcode)", "Pankki Oyj (1234567-8)". */
export const useRecipientText = () => {
  const { t } = useTranslation()
  return (share: ShareSummary) =>
    share.recipient.kind === "link"
      ? share.recipient.hasPasscode
        ? t("sharing.recipient.linkWithPasscode")
        : t("sharing.recipient.link")
      : share.recipient.name
        ? t("sharing.recipient.organisationNamed", {
            name: share.recipient.name,
            businessId: share.recipient.businessId,
          })
        : t("sharing.recipient.organisation", { businessId: share.recipient.businessId })
}
