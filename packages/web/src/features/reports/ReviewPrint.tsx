import { disclosureTitles, type Locale } from "@vsme/core"
import type { ReportDetail } from "@vsme/sdk"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import type { TFunction } from "i18next"
import type { CollapsedReason, ReviewGroup } from "./reviewGroups.js"

/** When the page is printed: now, and again at each `beforeprint` (the tab may have stayed open). */
const usePrintedAt = () => {
  const { i18n } = useTranslation()
  const [printedAt, setPrintedAt] = useState(() => new Date())
  useEffect(() => {
    const onBeforePrint = () => setPrintedAt(new Date())
    window.addEventListener("beforeprint", onBeforePrint)
    return () => window.removeEventListener("beforeprint", onBeforePrint)
  }, [])
  return new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: "long", timeStyle: "short" }).format(
    printedAt,
  )
}

/** A CSS string literal of our own text (translations and a date: no user input reaches it). */
const cssString = (text: string) =>
  `"${text.replace(/["\\\n\r]/g, (c) => (c === '"' ? '\\"' : c === "\\" ? "\\\\" : " "))}"`

/**
 * The printed review's page frame (CSS @page margin boxes, Chromium 131+): the printing time on the
 * left of every page's foot (the spec's print-only timestamp footer), "Page n / N" on the right, and a
 * "draft" word at the top of every page of a report not marked ready.
 */
export const PrintPageFrame = ({ report }: { report: Pick<ReportDetail, "state"> }) => {
  const { t } = useTranslation()
  const printedAt = usePrintedAt()
  const draft = report.state === "draft"
  const css = [
    "@page {",
    "  margin: 18mm 16mm 20mm;",
    `  @bottom-left { content: ${cssString(`${t("footer.printedAt", { timestamp: printedAt })}`)}; font-size: 8pt; color: #333; }`,
    `  @bottom-right { content: ${cssString(`${t("reviewPrint.page")} `)} counter(page) " / " counter(pages); font-size: 8pt; color: #333; }`,
    draft
      ? `  @top-right { content: ${cssString(t("reviewPrint.draftMark"))}; font-size: 10pt; font-weight: 700; color: #9a3412; letter-spacing: 0.2em; }`
      : "",
    "}",
  ].join("\n")
  return <style data-print-frame="">{css}</style>
}

/**
 * The cover of the printed review (print only): company, report, period, modules, state and
 * completeness, and when it was printed; a draft is said to be one in words, not only by the frame.
 */
export const PrintCover = ({
  report,
  company,
}: {
  report: ReportDetail
  company: { readonly name: string; readonly businessId: string } | undefined
}) => {
  const { t } = useTranslation()
  const printedAt = usePrintedAt()
  const overall = report.completeness.overall
  const rows: ReadonlyArray<readonly [string, string]> = [
    [t("reviewPrint.company"), company?.name ?? ""],
    [t("reviewPrint.businessId"), company?.businessId ?? ""],
    [t("reviewPrint.report"), report.title],
    [t("reviewPrint.period"), `${report.startDate} – ${report.endDate}`],
    [
      t("reviewPrint.modules"),
      report.comprehensive ? t("dashboard.reports.basicAndComprehensive") : t("dashboard.reports.basic"),
    ],
    [t("reviewPrint.state"), t(`reports.reportState.${report.state}`)],
    [
      t("reviewPrint.completeness"),
      // Counted among the questions asked, as the completeness table and the dashboard count them: a
      // follow-up that does not apply is neither skipped nor left to do.
      t("reviewPrint.completenessValue", {
        done: overall.done,
        asked: overall.asked,
        complete: overall.complete,
        skipped: overall.done - overall.complete,
        incomplete: overall.incomplete,
      }),
    ],
    [t("reviewPrint.standard"), t("reviewPrint.standardValue")],
    [t("reviewPrint.printed"), printedAt],
  ]
  return (
    <section className="print-only review-cover">
      <p className="review-cover__kicker">{t("reviewPrint.coverTitle")}</p>
      <p className="review-cover__company">{company?.name}</p>
      <p className="review-cover__title">{report.title}</p>
      {report.state === "draft" && <p className="review-cover__draft">{t("reviewPrint.draftNote")}</p>}
      <dl className="review-cover__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** Why a disclosure is left out, in words (the review's one line, and a share's page). */
export const collapsedReasonText = (
  t: TFunction,
  reason: CollapsedReason,
  locale: Locale,
  doesNotApply = t("reports.form.doesNotApply"),
): string =>
  reason.kind === "skipped"
    ? t("reports.skip.skippedBecause", { reason: t(`reports.skip.reasons.${reason.reason}`) })
    : reason.kind === "gateNo"
      ? reason.gates.map((gate) => t("reviewPrint.answeredNo", { question: gate.label[locale] })).join(" ")
      : doesNotApply

/** A disclosure left out of the report: one line, its code, title and why (screen and paper alike). */
export const CollapsedDisclosure = ({
  group,
  locale,
}: {
  group: Extract<ReviewGroup, { kind: "collapsed" }>
  locale: Locale
}) => {
  const { t } = useTranslation()
  const text = collapsedReasonText(t, group.reason, locale)
  return (
    <div className="review__item review__item--collapsed" data-disclosure={group.disclosure}>
      <dt>
        <span className="review__code">{group.disclosure}</span> {disclosureTitles[group.disclosure][locale]}{" "}
        <span className="chip chip--state-skipped">{t("reviewPrint.leftOut")}</span>
      </dt>
      <dd>
        <p className="muted">{text}</p>
      </dd>
    </div>
  )
}
