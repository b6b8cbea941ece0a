import { Either, Schema } from "effect"
import { formStoragePrefix } from "../../shell/formStorage.js"

/** A question's answer as the form holds it: the draft, the version it was based on, unsaved or not. */
const LocalAnswer = Schema.Struct({
  draft: Schema.Unknown,
  basedOnVersion: Schema.Int,
  dirty: Schema.Boolean,
})
export type LocalAnswer = typeof LocalAnswer.Type

const ItemState = Schema.Literal("incomplete", "skipped", "complete")

/**
 * The report form's working state (spec §3), kept in local storage so that a reload or a crash loses
 * nothing: the field names are the spec's. Only drafts live here; the server's answers stay in the
 * query cache. Logout removes it (formStorage.ts), since it may hold answers.
 */
export const WorkingState = Schema.Struct({
  currentStep: Schema.Int,
  currentQuestion: Schema.NullOr(Schema.String),
  currentQuestionState: ItemState,
  reportId: Schema.String,
  reportTitle: Schema.String,
  reportState: Schema.String,
  answers: Schema.Record({ key: Schema.String, value: LocalAnswer }),
  questions: Schema.Array(Schema.String),
  questionStates: Schema.Record({ key: Schema.String, value: ItemState }),
  isFinalStep: Schema.Boolean,
  lastSaved: Schema.NullOr(Schema.String),
  showSuccess: Schema.Boolean,
  showError: Schema.Boolean,
  currentLanguage: Schema.String,
  isSaving: Schema.Boolean,
  showComments: Schema.Array(Schema.String),
})
export type WorkingState = typeof WorkingState.Type

export const workingStateKey = (reportId: string) => `${formStoragePrefix}report.${reportId}`

export const initialWorkingState = (reportId: string, language: string): WorkingState => ({
  currentStep: 0,
  currentQuestion: null,
  currentQuestionState: "incomplete",
  reportId,
  reportTitle: "",
  reportState: "draft",
  answers: {},
  questions: [],
  questionStates: {},
  isFinalStep: false,
  lastSaved: null,
  showSuccess: false,
  showError: false,
  currentLanguage: language,
  isSaving: false,
  showComments: [],
})

/**
 * The stored working state of a report, or a fresh one. Local storage is input like any other: what
 * does not decode (another version's shape, a hand edit) is dropped rather than trusted.
 */
export const loadWorkingState = (
  storage: Pick<Storage, "getItem">,
  reportId: string,
  language: string,
): WorkingState => {
  try {
    const raw = storage.getItem(workingStateKey(reportId))
    if (raw === null) return initialWorkingState(reportId, language)
    const decoded = Schema.decodeUnknownEither(Schema.parseJson(WorkingState))(raw)
    if (Either.isRight(decoded) && decoded.right.reportId === reportId)
      // A save in flight when the page went away did not finish as far as this page knows.
      return { ...decoded.right, isSaving: false }
  } catch {
    // Storage unavailable (private mode, quota): start fresh.
  }
  return initialWorkingState(reportId, language)
}

export const storeWorkingState = (storage: Pick<Storage, "setItem">, state: WorkingState) => {
  try {
    storage.setItem(workingStateKey(state.reportId), JSON.stringify(state))
  } catch {
    // A full or blocked storage must not break the form; the server still has every saved answer.
  }
}

/** Whether any draft differs from what the server has. */
export const hasDirtyAnswers = (state: WorkingState) => Object.values(state.answers).some((a) => a.dirty)
