import type autocannon from "autocannon"
import {
  commentList,
  headers,
  profileGet,
  reportGet,
  reportList,
  reportSaveAnswer,
  reportStateHistory,
  rpcPath,
  type AnyProcedure,
} from "@vsme/sdk"
import type { BenchUser } from "./seed.js"

/** One kind of request the load test sends, built for a given user. */
export interface Scenario {
  readonly name: string
  readonly label: string
  /** The bare server's path answering the same bytes. */
  readonly barePath: string
  /** The request for a user; `version` is the autosave's current answer version of that user. */
  readonly request: (user: BenchUser, version: number) => autocannon.Request
  /** Whether answers carry a new answer version to remember (autosave). */
  readonly tracksVersion: boolean
}

const credentials = (user: BenchUser) => ({
  [headers.authorization]: `Bearer ${user.accessToken}`,
  [headers.attestation]: user.attestation,
  [headers.accountId]: user.accountId,
})

/** A batched GET as the web client sends it: names joined by commas, inputs as one JSON array. */
const query = (
  calls: ReadonlyArray<readonly [AnyProcedure, unknown]>,
  user: BenchUser,
): autocannon.Request => ({
  method: "GET",
  path: `${rpcPath}/${calls.map(([p]) => p.name).join(",")}?input=${encodeURIComponent(
    JSON.stringify(calls.map(([, input]) => input)),
  )}`,
  headers: credentials(user),
})

/** The question autosave writes: a number, so every save is a real change with its own version. */
export const autosaveQuestion = "NumberOfEmployees"

export const scenarios: ReadonlyArray<Scenario> = [
  {
    name: "profile",
    label: "profile query (profile.get)",
    barePath: "/profile",
    tracksVersion: false,
    request: (user) => query([[profileGet, null]], user),
  },
  {
    name: "reportList",
    label: "report list (report.list)",
    barePath: "/report-list",
    tracksVersion: false,
    request: (user) => query([[reportList, null]], user),
  },
  {
    name: "autosave",
    label: "autosave (report.saveAnswer)",
    barePath: "/autosave",
    tracksVersion: true,
    request: (user, version) => ({
      method: "POST",
      path: `${rpcPath}/${reportSaveAnswer.name}`,
      headers: { ...credentials(user), "content-type": "application/json" },
      body: JSON.stringify([
        {
          reportId: user.reportId,
          questionId: autosaveQuestion,
          basedOnVersion: version,
          answer: { status: "answered", value: 10 + (version % 90) },
        },
      ]),
    }),
  },
  {
    name: "batch5",
    label: "batch of five queries (report form load)",
    barePath: "/batch5",
    tracksVersion: false,
    request: (user) =>
      query(
        [
          [profileGet, null],
          [reportList, null],
          [reportGet, { reportId: user.reportId }],
          [commentList, { reportId: user.reportId }],
          [reportStateHistory, { reportId: user.reportId }],
        ],
        user,
      ),
  },
]

/** The report of a user as the form reads it (to learn the autosaved answer's current version). */
export const scenarioRead = (user: BenchUser) => query([[reportGet, { reportId: user.reportId }]], user)
