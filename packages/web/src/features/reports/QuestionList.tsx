import { disclosureTitles, type Locale } from "@vsme/core"
import type { ReportDetail } from "@vsme/sdk"
import { useEffect, useId, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { ProgressFigure } from "../../shell/controls/ProgressFigure.js"
import { isConditionSkipped } from "./formItems.js"
import { disclosureGroups, placeOf, type DisclosureGroup } from "./questionGroups.js"

/** "B3 Energy and greenhouse gas emissions"; the other-information blocks by their title only. */
export const disclosureName = (group: Pick<DisclosureGroup, "disclosure">, locale: Locale) =>
  group.disclosure === "other"
    ? disclosureTitles.other[locale]
    : `${group.disclosure} ${disclosureTitles[group.disclosure][locale]}`

/**
 * The side list of the report form (spec §2, §4): every question of the report by section and
 * disclosure, each disclosure a collapsible group with its progress (core's done / asked), each
 * question by its title with its state. Questions whose condition does not hold are listed but not
 * steps. Sticky beside the question on a desktop; a drawer behind one button on a phone, the button
 * saying where you are (docs/decisions/029).
 */
export const QuestionList = ({
  report,
  currentId,
  dirtyIds,
  busy,
  onSelect,
}: {
  report: ReportDetail
  currentId: string | null
  dirtyIds: ReadonlySet<string>
  /** While a save runs, moving elsewhere waits (it would start a second save of the same answer). */
  busy: boolean
  onSelect: (id: string) => void
}) => {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const listId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const bySection = disclosureGroups(report)
  const place = placeOf(report, currentId)
  // The current question's group is always open, so that the list shows where you are.
  const isCollapsed = (key: string) => collapsed.has(key) && place?.group.key !== key
  const toggle = (key: string) =>
    setCollapsed((keys) => {
      const next = new Set(keys)
      if (!next.delete(key)) next.add(key)
      return next
    })
  const select = (id: string) => {
    setOpen(false)
    onSelect(id)
  }
  // The opened drawer shows the current question and takes focus there, as a menu would.
  const panelRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const current = panelRef.current?.querySelector<HTMLElement>('[aria-current="step"]')
    current?.scrollIntoView({ block: "center" })
    current?.focus()
  }, [open])
  // Escape closes the phone's drawer and gives focus back to its button.
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [open])

  return (
    <nav
      className={`question-list${open ? " question-list--open" : ""}`}
      aria-label={t("reports.form.questionList")}
      // A click on the phone's backdrop (the list's own ::after, outside the drawer) closes it.
      onClick={(event) => {
        if (open && event.target === event.currentTarget) setOpen(false)
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="button question-list__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="question-list__toggle-label">{t("reportNav.showList")}</span>
        <span className="question-list__toggle-place">
          {place
            ? t("reportNav.whereYouAre", {
                disclosure:
                  place.group.disclosure === "other"
                    ? t(`reports.sections.${place.group.section}`)
                    : place.group.disclosure,
                step: place.step,
                count: place.count,
              })
            : t("reports.form.finalStep")}
        </span>
      </button>
      <div id={listId} ref={panelRef} className="question-list__panel">
        <div className="question-list__panel-head">
          <ProgressFigure
            label={t("reportNav.overall")}
            done={report.completeness.overall.done}
            asked={report.completeness.overall.asked}
          />
          <button
            type="button"
            className="button button--quiet button--small question-list__close"
            onClick={() => {
              setOpen(false)
              toggleRef.current?.focus()
            }}
          >
            {t("reportNav.hideList")}
          </button>
        </div>
        {bySection.map(({ section, groups }) => {
          if (groups.length === 0) return null
          const sectionTally = report.completeness.sections[section]
          return (
            <section key={section} className="question-list__section">
              <h2 className="question-list__title">
                {t(`reports.sections.${section}`)}{" "}
                <span className={`chip chip--state-${sectionTally.state}`}>
                  {t(`reports.state.${sectionTally.state}`)}
                </span>
              </h2>
              {groups.map((group) => {
                const name = disclosureName(group, locale)
                const folded = isCollapsed(group.key)
                const itemsId = `${listId}-${group.key.replace(/[^a-zA-Z0-9]/g, "-")}`
                return (
                  <div key={group.key} className="question-group">
                    <h3 className="question-group__heading">
                      <button
                        type="button"
                        className="question-group__toggle"
                        aria-expanded={!folded}
                        aria-controls={itemsId}
                        onClick={() => toggle(group.key)}
                      >
                        <span className="question-group__chevron" aria-hidden="true" />
                        <span className="question-group__name">{name}</span>
                        <span className="question-group__count">
                          <span aria-hidden="true">
                            {t("controls.progressValue", {
                              done: group.progress.done,
                              total: group.progress.asked,
                            })}
                          </span>
                          <span className="visually-hidden">
                            {t("reportNav.disclosureProgress", {
                              done: group.progress.done,
                              total: group.progress.asked,
                            })}
                          </span>
                        </span>
                      </button>
                    </h3>
                    <span className="question-group__bar" aria-hidden="true">
                      <span
                        className="question-group__fill"
                        style={{
                          width: `${group.progress.asked === 0 ? 0 : (100 * group.progress.done) / group.progress.asked}%`,
                        }}
                      />
                    </span>
                    <ol id={itemsId} hidden={folded}>
                      {group.items.map((item) => {
                        const entry = item.kind === "gate" ? item.gate : item.question
                        const state = report.questionStates[item.id]?.state ?? "incomplete"
                        const label = entry.label[locale]
                        return (
                          <li key={item.id} className={`question-list__item question-list__item--${state}`}>
                            {isConditionSkipped(report, item.id) ? (
                              <span className="question-list__na">
                                <span className="question-list__label">{label}</span>{" "}
                                <span className="visually-hidden">({t("reports.form.doesNotApply")})</span>
                              </span>
                            ) : (
                              <button
                                type="button"
                                className="question-list__link"
                                aria-current={currentId === item.id ? "step" : undefined}
                                disabled={busy}
                                onClick={() => select(item.id)}
                              >
                                <span className={`state-dot state-dot--${state}`} aria-hidden="true" />
                                <span className="question-list__label">{label}</span>
                                <span className="visually-hidden">
                                  , {t(`reports.state.${state}`)}
                                  {dirtyIds.has(item.id) ? `, ${t("validation.unsavedFields")}` : ""}
                                </span>
                                {dirtyIds.has(item.id) && (
                                  <span className="question-list__unsaved" aria-hidden="true">
                                    •
                                  </span>
                                )}
                              </button>
                            )}
                          </li>
                        )
                      })}
                    </ol>
                  </div>
                )
              })}
            </section>
          )
        })}
        <button
          type="button"
          className="question-list__link question-list__final"
          aria-current={currentId === "final" ? "step" : undefined}
          disabled={busy}
          onClick={() => select("final")}
        >
          {t("reports.sections.final")}
        </button>
      </div>
    </nav>
  )
}
