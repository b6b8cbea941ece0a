import { gzipSync } from "node:zlib"
import { chromium, type Browser, type BrowserContext, type Page, type Response } from "@playwright/test"
import { startChild } from "../childProcess.js"
import { median } from "../measure.js"
import type { BenchServerReady, WebUser } from "../api/benchServer.js"
import { checkBudgets, type BudgetResult } from "./budgets.js"
import type { PageFigures, ScriptBytes } from "./pageFigures.js"

export interface WebBenchResult {
  readonly login: PageFigures
  /** Absent in results written before the dashboard was measured. */
  readonly dashboard?: PageFigures
  readonly reportForm: PageFigures
  /** The budgets of bench/src/web/budgets.ts, each met or not. */
  readonly budgets?: ReadonlyArray<BudgetResult>
}

/** The flags of packages/web/playwright.config.ts: Debian's Chromium, never a downloaded one. */
const launch = () =>
  chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  })

/** Collects every JavaScript response of a context (pages and workers) by URL. */
const collectScripts = (context: BrowserContext) => {
  const scripts = new Map<string, Promise<{ body: Buffer; transferred: number }>>()
  let collecting = true
  const onResponse = (response: Response) => {
    const type = response.headers()["content-type"] ?? ""
    if (collecting && /javascript/.test(type) && !scripts.has(response.url()))
      scripts.set(
        response.url(),
        Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
          body,
          transferred: sizes.responseBodySize,
        })),
      )
  }
  context.on("response", onResponse)
  return async (): Promise<ScriptBytes> => {
    collecting = false
    context.off("response", onResponse)
    const files = await Promise.all(scripts.values())
    const sum = (of: (file: { body: Buffer; transferred: number }) => number) =>
      files.reduce((total, file) => total + of(file), 0)
    return {
      scripts: files.length,
      jsBytes: sum((f) => f.body.length),
      jsGzipBytes: sum((f) => gzipSync(f.body, { level: 9 }).length),
      jsTransferredBytes: sum((f) => f.transferred),
    }
  }
}

/** What makes a page usable: an enabled button, a heading and a link, each by its text, or a field. */
interface Usable {
  readonly button?: string
  readonly heading?: string
  readonly link?: string
  readonly emailField?: boolean
}

/**
 * Time to usable, measured inside the page on every animation frame: the ms since navigation start
 * at which the page first is usable. Paint and DOM timings come from the browser's performance
 * entries. (The predicate is a function, not a string: the app's CSP rightly forbids eval.)
 */
const navigationTimings = async (page: Page, url: string, usable: Usable) => {
  await page.goto(url, { waitUntil: "commit" })
  const handle = await page.waitForFunction(
    // No named helpers inside: the runner's transpiler would wrap them in a helper the page lacks.
    (want: Usable) =>
      (want.button === undefined ||
        [...document.querySelectorAll("button")].some(
          (b) => (b.textContent ?? "").trim() === want.button && !b.disabled,
        )) &&
      (want.heading === undefined ||
        [...document.querySelectorAll("h1")].some((h) => (h.textContent ?? "").trim() === want.heading)) &&
      (want.link === undefined ||
        [...document.querySelectorAll("a")].some((a) => (a.textContent ?? "").trim() === want.link)) &&
      (!want.emailField || document.querySelector("input[type=email]") !== null)
        ? performance.now()
        : false,
    usable,
    { polling: "raf", timeout: 30_000 },
  )
  const usableMs = (await handle.jsonValue()) as number
  // Paint entries arrive asynchronously: wait for the page's load and its first contentful paint.
  await page.waitForLoadState("load")
  await page
    .waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
      timeout: 5_000,
    })
    .catch(() => {})
  const entries = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    dcl:
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)
        ?.domContentLoadedEventEnd ?? NaN,
  }))
  return { usableMs, fcpMs: entries.fcp, dclMs: entries.dcl }
}

/** The login form can be used: the e-mail field is there and the sign-in button is enabled. */
const loginUsable: Usable = { button: "Sign in", emailField: true }

/** The dashboard can be used: its title shows and the report list names the person's report. */
const dashboardUsable = (title: string): Usable => ({ heading: "Dashboard", link: title })

/** The report form can be used: its title shows and "Save and next" is enabled. */
const reportFormUsable = (title: string): Usable => ({ button: "Save and next", heading: title })

const figures = (
  runs: ReadonlyArray<{ usableMs: number; fcpMs: number; dclMs: number }>,
  bytes: ScriptBytes,
): PageFigures => ({
  ...bytes,
  firstContentfulPaintMs: median(runs.map((r) => r.fcpMs)),
  domContentLoadedMs: median(runs.map((r) => r.dclMs)),
  usableMs: median(runs.map((r) => r.usableMs)),
  repetitions: runs.length,
})

const noBytes: ScriptBytes = { scripts: 0, jsBytes: 0, jsGzipBytes: 0, jsTransferredBytes: 0 }

/** /login on a cold browser (a new context each time: nothing cached, no session). */
const measureLogin = async (browser: Browser, url: string, repetitions: number) => {
  const runs = []
  let bytes = noBytes
  for (let i = 0; i < repetitions; i++) {
    const context = await browser.newContext({ locale: "en-US" })
    const scripts = collectScripts(context)
    const page = await context.newPage()
    runs.push(await navigationTimings(page, `${url}/login?lng=en`, loginUsable))
    await page.waitForLoadState("networkidle")
    bytes = await scripts()
    await context.close()
  }
  return figures(runs, bytes)
}

type SessionState = Awaited<ReturnType<BrowserContext["storageState"]>>

/** Signs in through the form and opens the company, as a person does; returns the browser's state. */
const signIn = async (browser: Browser, url: string, user: WebUser): Promise<SessionState> => {
  const context = await browser.newContext({ locale: "en-US" })
  const page = await context.newPage()
  await page.goto(`${url}/login?lng=en`)
  await page.getByLabel("Email").fill(user.email)
  await page.getByLabel("Password").fill(user.password)
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
  const landing = page.getByRole("heading", { level: 1, name: /^(Dashboard|Select company)$/ })
  await landing.waitFor({ timeout: 30_000 })
  if ((await landing.textContent()) === "Select company")
    await page.getByRole("button", { name: new RegExp(user.companyName) }).click()
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor({ timeout: 30_000 })
  const state = await context.storageState()
  await context.close()
  return state
}

/**
 * A page opened by a signed-in person in a browser with nothing cached: each time a new context
 * with the cookies and local storage the previous one left (the refresh cookie is renewed on use),
 * so the app restores the session from the refresh cookie, solves its attestation challenge and
 * loads the page's data, and every script comes over the network as for a first visit.
 */
const measureSignedIn = async (
  browser: Browser,
  session: { state: SessionState },
  pageUrl: string,
  usable: Usable,
  repetitions: number,
) => {
  const runs = []
  let bytes = noBytes
  for (let i = 0; i < repetitions; i++) {
    const context = await browser.newContext({ locale: "en-US", storageState: session.state })
    const scripts = collectScripts(context)
    const page = await context.newPage()
    runs.push(await navigationTimings(page, pageUrl, usable))
    await page.waitForLoadState("networkidle")
    bytes = await scripts()
    session.state = await context.storageState()
    await context.close()
  }
  return figures(runs, bytes)
}

/** The web app in Chromium against a real API server serving the built app on PGlite. */
export const runWebBench = async (repetitions = 5): Promise<WebBenchResult> => {
  const server = await startChild<BenchServerReady>(new URL("../api/benchServer.ts", import.meta.url), {
    env: { BENCH_COMPANIES: "0", BENCH_EDITING_COMPANIES: "0", BENCH_WEB_USER: "1", BENCH_LOG_LEVEL: "warn" },
  })
  const browser = await launch()
  try {
    const { url } = server.ready
    const user = server.ready.webUser!
    const login = await measureLogin(browser, url, repetitions)
    const session = { state: await signIn(browser, url, user) }
    const dashboard = await measureSignedIn(
      browser,
      session,
      `${url}/`,
      dashboardUsable(user.reportTitle),
      repetitions,
    )
    const reportForm = await measureSignedIn(
      browser,
      session,
      `${url}/reports/${user.reportId}`,
      reportFormUsable(user.reportTitle),
      repetitions,
    )
    const pages = { login, dashboard, reportForm }
    return { ...pages, budgets: checkBudgets(pages) }
  } finally {
    await browser.close()
    await server.stop()
  }
}
