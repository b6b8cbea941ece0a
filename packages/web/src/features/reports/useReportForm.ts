import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query"
import { type AccountSettings, type Answer, type Locale, type SkipReason } from "@vsme/core"
import {
  isRpcError,
  reportClearAnswer,
  reportSaveAnswer,
  type AnswerVersionConflict,
  type ReportDetail,
  type StateChanges,
} from "@vsme/sdk"
import { useCallback, useEffect, useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { isTransientFailure } from "../../api/retryPolicy.js"
import { checkDraft, draftOf, type Draft } from "./answerDrafts.js"
import { clampStep, nextStepAfter, reportSteps, type FormItem } from "./formItems.js"
import { reportQueries } from "./reportQueries.js"
import { loadWorkingState, storeWorkingState, type WorkingState } from "./workingState.js"

/** A save refused because someone saved the same answer first: both values, for the person to choose. */
export interface Conflict {
  readonly questionId: string
  readonly currentVersion: number
  readonly current: Answer | null
  readonly currentUpdatedAt: string | null
  readonly yours: Answer
}

/**
 * Waits between automatic re-saves after the service failed (503, no network): the answer stays in
 * local storage meanwhile, and is saved as soon as the service answers again (issue 10).
 */
export const resaveDelayMs = (attempt: number) => Math.min(2000 * 2 ** attempt, 15_000)

/** What the page needs to know about a save: the answer to send, or why nothing is sent. */
type Prepared =
  | { readonly kind: "nothing" }
  | { readonly kind: "invalid" }
  | { readonly kind: "save"; readonly answer: Answer; readonly basedOnVersion: number }
  | { readonly kind: "clear"; readonly basedOnVersion: number }

/**
 * The report form's state and actions: drafts kept in local storage (spec §3 working state), saving
 * when moving on (spec §4), validation on blur with core's Schemas, version conflicts surfaced, never
 * overwritten. The server's answers live in the query cache; a save updates it from the answer.
 */
export const useReportForm = (reportId: string, settings: AccountSettings | undefined) => {
  const { i18n } = useTranslation()
  const locale = i18n.language as Locale
  const queryClient = useQueryClient()
  const { data: report } = useSuspenseQuery(reportQueries.detail(reportId))
  const [working, setWorking] = useState<WorkingState>(() =>
    loadWorkingState(window.localStorage, reportId, i18n.language),
  )
  const [errors, setErrors] = useState<Readonly<Record<string, Readonly<Record<string, string>>>>>({})
  const [error, setError] = useState<unknown>(null)
  const [conflict, setConflict] = useState<Conflict | null>(null)
  /** A save that failed for the service's own trouble, tried again by itself until it goes through. */
  const [resave, setResave] = useState<{ readonly id: string; readonly attempt: number } | null>(null)
  /** Questions whose save was refused for invalid input: all their problems show, touched or not. */
  const [attempted, setAttempted] = useState<ReadonlySet<string>>(new Set())

  const steps = useMemo(() => reportSteps(report), [report])
  const stepIndex = useMemo(() => {
    if (working.isFinalStep) return steps.length
    const byId = working.currentQuestion ? steps.findIndex((s) => s.id === working.currentQuestion) : -1
    return byId >= 0 ? byId : clampStep(working.currentStep, steps.length)
  }, [steps, working.currentQuestion, working.currentStep, working.isFinalStep])
  const current: FormItem | undefined = working.isFinalStep ? undefined : steps[stepIndex]

  // Stored on every change, with the server's view of the report (spec §3 fields) merged in.
  useEffect(() => {
    storeWorkingState(window.localStorage, {
      ...working,
      reportTitle: report.title,
      reportState: report.state,
      questions: steps.map((step) => step.id),
      questionStates: Object.fromEntries(Object.entries(report.questionStates).map(([k, v]) => [k, v.state])),
      currentQuestionState: (current && report.questionStates[current.id]?.state) ?? "incomplete",
      currentLanguage: i18n.language,
    })
  }, [working, report, steps, current, i18n.language])

  const dirtyIds = useMemo(
    () =>
      new Set(
        Object.entries(working.answers)
          .filter(([, a]) => a.dirty)
          .map(([id]) => id),
      ),
    [working.answers],
  )

  const itemOf = useCallback(
    (id: string) =>
      steps.find((s) => s.id === id) ?? reportSteps({ ...report, answers: {} }).find((s) => s.id === id),
    [steps, report],
  )
  const storedValue = (id: string) => {
    const stored = report.answers[id]
    return stored?.answer.status === "answered" ? stored.answer.value : undefined
  }
  const draftOfItem = (id: string): Draft => {
    const local = working.answers[id]
    if (local) return local.draft as Draft
    const item = itemOf(id)
    if (!item) return null
    if (item.kind === "gate") {
      const value = storedValue(id)
      return typeof value === "boolean" ? value : null
    }
    return draftOf(item.question, storedValue(id), settings)
  }

  const check = (id: string, draft: Draft) => {
    const item = itemOf(id)
    if (!item) return { kind: "empty" as const }
    if (item.kind === "gate")
      return draft === null ? { kind: "empty" as const } : { kind: "valid" as const, value: draft }
    return checkDraft(item.question, draft, report.comprehensive)
  }

  const setDraft = (id: string, draft: Draft) => {
    // Validated on blur (spec §5), re-validated while typing once a problem shows, so that a fixed
    // problem disappears as it is fixed, not at the next blur (which would move the buttons below
    // just as they are clicked).
    if (Object.keys(errors[id] ?? {}).length > 0) {
      const result = check(id, draft)
      setErrors((e) => ({ ...e, [id]: result.kind === "invalid" ? result.errors : {} }))
    }
    setWorking((w) => ({
      ...w,
      showSuccess: false,
      answers: {
        ...w.answers,
        [id]: {
          draft,
          basedOnVersion: w.answers[id]?.basedOnVersion ?? report.answers[id]?.version ?? 0,
          dirty: true,
        },
      },
    }))
  }

  /** Validation on blur (spec §5): the messages of core's Schema under the fields. */
  const validate = (id: string) => {
    const local = working.answers[id]
    if (!local) return true
    const result = check(id, local.draft as Draft)
    setErrors((e) => ({ ...e, [id]: result.kind === "invalid" ? result.errors : {} }))
    return result.kind !== "invalid"
  }

  const prepare = (id: string): Prepared => {
    const local = working.answers[id]
    if (!local?.dirty) return { kind: "nothing" }
    const result = check(id, local.draft as Draft)
    if (result.kind === "invalid") {
      setErrors((e) => ({ ...e, [id]: result.errors }))
      setAttempted((a) => new Set(a).add(id))
      return { kind: "invalid" }
    }
    if (result.kind === "empty")
      return report.answers[id]
        ? { kind: "clear", basedOnVersion: local.basedOnVersion }
        : { kind: "nothing" }
    return {
      kind: "save",
      answer: { status: "answered", value: result.value },
      basedOnVersion: local.basedOnVersion,
    }
  }

  const applySaved = (
    id: string,
    detail: Partial<ReportDetail> & Pick<ReportDetail, "questionStates" | "completeness">,
  ) => {
    queryClient.setQueryData(reportQueries.detail(reportId).queryKey, (old) =>
      old ? ({ ...old, ...detail } as ReportDetail) : old,
    )
    void queryClient.invalidateQueries({ queryKey: reportQueries.list().queryKey })
    setWorking((w) => {
      const { [id]: _saved, ...rest } = w.answers
      return {
        ...w,
        answers: rest,
        lastSaved: new Date().toISOString(),
        showSuccess: true,
        showError: false,
        isSaving: false,
      }
    })
    setErrors((e) => ({ ...e, [id]: {} }))
    setAttempted((a) => {
      const rest = new Set(a)
      rest.delete(id)
      return rest
    })
  }

  const onSaveError = (id: string, answer: Answer, failure: unknown) => {
    setWorking((w) => ({ ...w, isSaving: false, showError: true }))
    // Only the service's own trouble is tried again; a conflict or a refusal waits for the person.
    setResave((r) => (isTransientFailure(failure) ? { id, attempt: r?.id === id ? r.attempt + 1 : 0 } : null))
    if (isRpcError(failure) && failure.tag === "AnswerVersionConflict") {
      const e = failure.error as unknown as AnswerVersionConflict
      setConflict({
        questionId: id,
        currentVersion: e.currentVersion,
        current: e.current,
        currentUpdatedAt: e.currentUpdatedAt,
        yours: answer,
      })
      return
    }
    if (isRpcError(failure) && failure.tag === "InvalidInput") {
      const issues =
        (failure.error as { issues?: ReadonlyArray<{ path: ReadonlyArray<unknown>; message: string }> })
          .issues ?? []
      const fieldErrors: Record<string, string> = {}
      for (const issue of issues) {
        // The server names paths from the call's input: ["answer", "value", …].
        const path = issue.path.slice(2).map(String).join(".")
        fieldErrors[path] ??= issue.message
      }
      setErrors((x) => ({ ...x, [id]: fieldErrors }))
    }
    setError(failure)
  }

  const saveMutation = useMutation({
    mutationFn: (input: { id: string; answer: Answer; basedOnVersion: number }) =>
      apiClient.call(reportSaveAnswer, {
        reportId: reportId as never,
        questionId: input.id,
        basedOnVersion: input.basedOnVersion,
        answer: input.answer,
      }),
  })
  const clearMutation = useMutation({
    mutationFn: (input: { id: string; basedOnVersion: number }) =>
      apiClient.call(reportClearAnswer, {
        reportId: reportId as never,
        questionId: input.id,
        basedOnVersion: input.basedOnVersion,
      }),
  })

  /**
   * The report's states after a save or clear: the server sends only what changed (decision 039), so
   * the report shown is patched, not read again.
   */
  const withChanges = (before: ReportDetail, changes: StateChanges) => {
    const questionStates = { ...before.questionStates, ...changes.changedStates }
    for (const id of changes.removedStates) delete questionStates[id]
    return { questionStates, completeness: changes.completeness, updatedAt: changes.updatedAt }
  }

  /** The report after a save, or null when the save failed: its steps are what "next" moves along. */
  type Saved = Pick<ReportDetail, "questionStates" | "answers">
  const send = async (id: string, answer: Answer, basedOnVersion: number): Promise<Saved | null> => {
    setError(null)
    setWorking((w) => ({ ...w, isSaving: true }))
    try {
      const saved = await saveMutation.mutateAsync({ id, answer, basedOnVersion })
      setResave(null)
      const after = {
        answers: { ...report.answers, [id]: saved.saved },
        ...withChanges(report, saved),
      }
      applySaved(id, after)
      return after
    } catch (failure) {
      onSaveError(id, answer, failure)
      return null
    }
  }

  /** Saves the current question if it changed; null when it could not be saved (shown to the user). */
  const saveItem = async (id: string): Promise<Saved | null> => {
    const prepared = prepare(id)
    if (prepared.kind === "nothing") return report
    if (prepared.kind === "invalid") return null
    if (prepared.kind === "save") return send(id, prepared.answer, prepared.basedOnVersion)
    setError(null)
    setWorking((w) => ({ ...w, isSaving: true }))
    try {
      const cleared = await clearMutation.mutateAsync({ id, basedOnVersion: prepared.basedOnVersion })
      const { [id]: _gone, ...answers } = report.answers
      setResave(null)
      const after = { answers, ...withChanges(report, cleared) }
      applySaved(id, after)
      return after
    } catch (failure) {
      onSaveError(id, { status: "answered", value: null }, failure)
      return null
    }
  }

  // The re-save after a transient failure: only while that answer still waits, one save at a time.
  useEffect(() => {
    if (resave === null || !working.answers[resave.id]?.dirty) return
    const timer = window.setTimeout(() => {
      if (!working.isSaving) void saveItem(resave.id)
    }, resaveDelayMs(resave.attempt))
    return () => window.clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saveItem reads the latest render's state
  }, [resave, working.answers, working.isSaving])

  const moveTo = (target: string | null) =>
    setWorking((w) => {
      const index = target === null ? steps.length : steps.findIndex((s) => s.id === target)
      return {
        ...w,
        currentQuestion: target,
        currentStep: clampStep(index < 0 ? w.currentStep : index, steps.length + 1),
        isFinalStep: target === null,
        showSuccess: w.showSuccess && target !== w.currentQuestion,
      }
    })

  /** Goes to a question (null: the final step), saving the current one first when asked. */
  const goTo = useCallback(
    async (target: string | null, options: { save: boolean }) => {
      // One save at a time: a second one would be based on the same version and meet a conflict.
      if (working.isSaving) return
      if (options.save && current && !(await saveItem(current.id))) return
      moveTo(target)
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saveItem reads the latest render's state
    [current?.id, steps, working.answers, working.isSaving, report],
  )

  /**
   * Saves and goes to the next step in form order, as the report stands after the save: a follow-up
   * the answer just opened ("Other" legal form, "yes" to unchanged disclosures) is the next step.
   */
  const next = async () => {
    if (working.isSaving) return
    const after = current ? await saveItem(current.id) : report
    if (!after) return
    const following = nextStepAfter(after, current?.id ?? null)
    moveTo(following ? following.id : null)
  }
  const previous = async () => {
    if (working.isSaving) return
    const after = current ? await saveItem(current.id) : report
    if (!after) return
    const afterSteps = reportSteps(after)
    const at = current ? afterSteps.findIndex((s) => s.id === current.id) : afterSteps.length
    const before = at < 0 ? steps[Math.max(stepIndex - 1, 0)] : afterSteps[Math.max(at - 1, 0)]
    if (before) moveTo(before.id)
  }

  const skip = async (id: string, reason: SkipReason) => {
    const basedOnVersion = report.answers[id]?.version ?? 0
    if ((await send(id, { status: "skipped", reason }, basedOnVersion)) !== null) {
      setWorking((w) => {
        const { [id]: _dropped, ...rest } = w.answers
        return { ...w, answers: rest }
      })
    }
  }

  /** Leaves a skip: the question is answered again, starting from an empty draft. */
  const unskip = (id: string) => {
    const item = itemOf(id)
    const empty: Draft = item && item.kind === "question" ? draftOf(item.question, undefined, settings) : null
    setDraft(id, empty)
  }

  const resolveConflictWithTheirs = () => {
    if (!conflict) return
    const id = conflict.questionId
    setWorking((w) => {
      const { [id]: _mine, ...rest } = w.answers
      return { ...w, answers: rest }
    })
    setConflict(null)
    setError(null)
    void queryClient.invalidateQueries({ queryKey: reportQueries.detail(reportId).queryKey })
  }
  const resolveConflictWithMine = async () => {
    if (!conflict) return
    const { questionId, currentVersion, yours } = conflict
    setConflict(null)
    await queryClient.invalidateQueries({ queryKey: reportQueries.detail(reportId).queryKey })
    await send(questionId, yours, currentVersion)
  }

  const labelOf = (id: string) => {
    const item = itemOf(id)
    return item ? (item.kind === "gate" ? item.gate.label[locale] : item.question.label[locale]) : id
  }

  return {
    report,
    steps,
    stepIndex,
    current,
    working,
    error,
    /** A failed save is being tried again by itself. */
    resaving: resave !== null && dirtyIds.has(resave.id),
    conflict,
    dirty: dirtyIds.size > 0,
    dirtyIds,
    draftOf: draftOfItem,
    errorsOf: (id: string) => errors[id] ?? {},
    showAllErrors: (id: string) => attempted.has(id),
    setDraft,
    validate,
    goTo,
    next,
    previous,
    skip,
    unskip,
    resolveConflictWithTheirs,
    resolveConflictWithMine,
    labelOf,
  }
}
