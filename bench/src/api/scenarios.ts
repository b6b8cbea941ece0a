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
  shareOpen,
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
  /** Connection counts of this scenario, when not the run's own (BENCH_CONNECTIONS). */
  readonly connectionCounts?: ReadonlyArray<number>
  /** The goal: requests per second as a share of the yardstick's, at this connection count. */
  readonly goal?: { readonly ratio: number; readonly connections: number }
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
    goal: { ratio: 0.5, connections: 50 },
    request: (user) => query([[profileGet, null]], user),
  },
  {
    name: "reportList",
    label: "report list (report.list)",
    barePath: "/report-list",
    tracksVersion: false,
    goal: { ratio: 0.33, connections: 50 },
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
    goal: { ratio: 0.2, connections: 50 },
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
  {
    // The public share page's data (issue 31): a viewer holding the link, no account; the whole
    // Comprehensive report. 20 viewers at once, as the issue puts it.
    name: "shareOpen",
    label: "shared report page data (share.open)",
    barePath: "/share-open",
    tracksVersion: false,
    connectionCounts: [20],
    goal: { ratio: 0.3, connections: 20 },
    request: (user) => ({
      method: "POST",
      path: `${rpcPath}/${shareOpen.name}`,
      headers: { [headers.attestation]: user.attestation, "content-type": "application/json" },
      body: JSON.stringify([{ token: user.shareToken }]),
    }),
  },
]

/** The report of a user as the form reads it (to learn the autosaved answer's current version). */
export const scenarioRead = (user: BenchUser) => query([[reportGet, { reportId: user.reportId }]], user)
