import type { Disclosure, Locale, RequestPreset } from "@vsme/core"
import { RequestDraft, requestLimits, type ExtraQuestion, type RequestDetail } from "@vsme/sdk"
import { decodeForm } from "../account/formIssues.js"

export interface ExtraDraft {
  readonly id: string
  readonly kind: ExtraQuestion["kind"]
  readonly question: string
  readonly unit: string
}

/** The form's own state: what the person typed, as strings, until the contract's Schema checks it. */
export interface RequestForm {
  readonly title: string
  readonly message: string
  readonly periodYear: string
  readonly dueDate: string
  readonly contactName: string
  readonly contactEmail: string
  readonly contactPhone: string
  readonly language: Locale
  readonly preset: RequestPreset
  readonly disclosures: ReadonlySet<Disclosure>
  readonly datapoints: ReadonlySet<string>
  readonly extras: ReadonlyArray<ExtraDraft>
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** A new request: last year's figures, due in 30 days, the signed-in person as the contact. */
export const emptyRequestForm = (
  contact: { name: string; email: string },
  language: Locale,
  today = new Date(),
): RequestForm => ({
  title: "",
  message: "",
  periodYear: String(today.getUTCFullYear() - 1),
  dueDate: isoDay(new Date(today.getTime() + 30 * 24 * 3600 * 1000)),
  contactName: contact.name,
  contactEmail: contact.email,
  contactPhone: "",
  language,
  preset: "bank",
  disclosures: new Set(),
  datapoints: new Set(),
  extras: [],
})

/** A saved draft back in the form, to edit it. */
export const requestFormOf = (detail: RequestDetail): RequestForm => {
  const { draft } = detail
  return {
    title: draft.title,
    message: draft.message ?? "",
    periodYear: String(draft.periodYear),
    dueDate: draft.dueDate,
    contactName: draft.contact.name,
    contactEmail: draft.contact.email,
    contactPhone: draft.contact.phone ?? "",
    language: draft.language,
    preset: draft.selection.preset,
    disclosures: new Set(draft.selection.preset === "custom" ? draft.selection.disclosures : []),
    datapoints: new Set(draft.selection.preset === "custom" ? draft.selection.datapoints : []),
    extras: draft.extraQuestions.map((q) => ({
      id: q.id,
      kind: q.kind,
      question: q.question,
      unit: q.unit ?? "",
    })),
  }
}

/** Checks the form with request.create's own Schema: the draft to send, or the problems by field path. */
export const checkRequestForm = (form: RequestForm) =>
  decodeForm(RequestDraft, {
    title: form.title,
    message: form.message,
    periodYear: /^\d{1,4}$/.test(form.periodYear.trim()) ? Number(form.periodYear.trim()) : form.periodYear,
    dueDate: form.dueDate,
    contact: {
      name: form.contactName,
      email: form.contactEmail.trim(),
      phone: form.contactPhone.trim() === "" ? null : form.contactPhone.trim(),
    },
    selection:
      form.preset === "custom"
        ? { preset: "custom", disclosures: [...form.disclosures], datapoints: [...form.datapoints] }
        : { preset: form.preset },
    extraQuestions: form.extras.map((q) => ({
      id: q.id,
      kind: q.kind,
      question: q.question,
      unit: q.kind === "number" && q.unit.trim() !== "" ? q.unit.trim() : null,
    })),
    language: form.language,
  })

/** The lowest free id of a new question of the requester's own (`x1` … `x20`), or null at the limit. */
export const nextExtraId = (extras: ReadonlyArray<ExtraDraft>) => {
  const used = new Set(extras.map((q) => q.id))
  for (let n = 1; n <= requestLimits.extraQuestions; n++) if (!used.has(`x${n}`)) return `x${n}`
  return null
}
