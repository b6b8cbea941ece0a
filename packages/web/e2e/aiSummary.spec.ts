import { expect, type Page } from "@playwright/test"
import http from "node:http"
import type { AddressInfo } from "node:net"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { startDemoApi, type DemoApi } from "./ghgDemoApi.js"
import { test } from "./support/clientAddress.js"
import { chooseOption } from "./support/controls.js"
import { ports } from "./support/ports.js"

/**
 * The AI summary of issue 8 in Chromium: request a summary, watch it stream, edit the report, see the
 * summary marked out of date, regenerate, and open the earlier one.
 *
 * A summary needs an active subscription, and the shared e2e API has no superadmin to activate a
 * company with (DEMO_DATA is off there). So this spec starts a demo API of its own (ghgDemoApi.ts: the
 * same built `dist/main.js` on a copy of the run's demo data), whose demo company is active. The API talks to a fake language model started here, a
 * local server that streams OpenAI chat-completion chunks slowly. Nothing in the product is changed
 * for the test, and nothing leaves the machine.
 */

interface FakeModel {
  readonly url: string
  readonly prompts: Array<ReadonlyArray<{ role: string; content: string }>>
  readonly close: () => Promise<void>
}

/** What the fake writes: the employee count it was given, and a figure it made up (8.5 %). */
const answerFor = (data: string) => {
  const employees = /Number of employees: (\d+)/.exec(data)?.[1] ?? "an unknown number of"
  return [
    "Overview\n",
    `The company has ${employees} employees and has started its sustainability reporting.\n`,
    "Key figures\n",
    `- Number of employees: ${employees}\n`,
    "Strengths\n",
    "- The report is under way.\n",
    "Gaps\n",
    "- Many required disclosures are still missing.\n",
    "Next steps\n",
    "- Aim to cut emissions by 8.5% next year.",
  ]
}

/** A local chat-completions server that streams its answer a line every 500 ms. */
const startFakeModel = async (): Promise<FakeModel> => {
  const prompts: FakeModel["prompts"] = []
  const server = http.createServer((req, res) => {
    const body: Buffer[] = []
    req.on("data", (part: Buffer) => body.push(part))
    req.on("end", () => {
      const request = JSON.parse(Buffer.concat(body).toString("utf8")) as {
        messages: Array<{ role: string; content: string }>
      }
      prompts.push(request.messages)
      const pieces = answerFor(request.messages.map((m) => m.content).join("\n"))
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" })
      const chunk = (delta: object, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: "e2e", object: "chat.completion.chunk", created: 0, model: "e2e-model", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
      let i = 0
      const next = () => {
        if (res.destroyed) return
        if (i < pieces.length) {
          res.write(chunk({ content: pieces[i++] }))
          setTimeout(next, 500)
        } else {
          res.write(chunk({}, "stop"))
          res.end("data: [DONE]\n\n")
        }
      }
      next()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    prompts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

let model: FakeModel
let api: DemoApi

test.describe.configure({ mode: "serial" })
test.beforeAll(async () => {
  test.setTimeout(90_000)
  model = await startFakeModel()
  // The run's demo data (ghgDemoApi.ts), its model the fake one of this file.
  api = await startDemoApi(ports.app + 19, {
    AI_BASE_URL: model.url,
    AI_MODEL: "e2e-model",
    AI_TIMEOUT_MS: "30000",
  })
})
test.afterAll(async () => {
  await api?.stop()
  await model?.close()
})

const panel = (page: Page) => page.getByRole("region", { name: "AI summary" })
const summaryText = (page: Page) => panel(page).locator(".ai-summary__text").first()

/**
 * Answers "Number of employees" on the report form. Navigation stays inside the app: a full page load
 * solves a new proof-of-work challenge, which takes seconds on a busy machine.
 */
const setEmployees = async (page: Page, count: string) => {
  await page
    .getByRole("navigation", { name: "Questions of the report" })
    .getByRole("button", { name: /^(B\d+)?\s*Number of employees/ })
    .click()
  await expect(page.getByRole("heading", { level: 2, name: "Number of employees" })).toBeVisible()
  await page.getByRole("textbox", { name: "Number of employees" }).fill(count)
  await page.getByRole("button", { name: "Save and next" }).click()
  await expect(page.getByRole("heading", { level: 2, name: "Number of employees" })).toBeHidden()
}

const openReview = async (page: Page) => {
  await page.getByRole("link", { name: "Review report" }).first().click()
  await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}\/review$/)
  await expect(panel(page)).toBeVisible({ timeout: 20_000 })
}

test("a company asks for an AI summary, watches it stream, edits the report and regenerates the summary", async ({
  page,
}) => {
  // Generous: sign-in solves a proof of work, and the machine may be busy with other runs.
  test.setTimeout(240_000)

  await test.step("sign in as the owner of the active demo company and create a report", async () => {
    await page.goto(`${api.url}/login?lng=en`)
    await page.getByLabel("Email").fill(api.owner.email)
    await page.getByLabel("Password").fill(api.owner.password)
    await page.getByRole("button", { name: "Sign in", exact: true }).click()
    // The company is chosen on /select-account unless the app remembers it.
    const chooseCompany = page.getByRole("button", { name: /Demo Oy/ })
    const createReport = page.getByRole("button", { name: "Create new report" })
    await expect(chooseCompany.or(createReport)).toBeVisible({ timeout: 20_000 })
    if (await chooseCompany.isVisible()) await chooseCompany.click()
    await createReport.click()
    await page
      .getByRole("dialog", { name: "Create new report" })
      .getByRole("button", { name: "Create report" })
      .click()
    await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/)
    await setEmployees(page, "12")
  })

  await test.step("no summary yet: ask for one and watch it stream in", async () => {
    await openReview(page)
    await expect(panel(page).getByText("No AI summary has been made of this report yet.")).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await chooseOption(panel(page), "Language of the summary", "English")
    await panel(page).getByRole("button", { name: "Create AI summary" }).click()
    // While it is generating, the first lines are there and the last one is not yet.
    await expect(panel(page).getByText("Writing the summary…")).toBeVisible()
    await expect(summaryText(page)).toContainText("The company has 12 employees")
    await expect(summaryText(page)).not.toContainText("next year")
    await expectNoSeriousA11yViolations(page)
    // Done: the whole text, the made-up figure flagged, and the new-summary button back.
    await expect(summaryText(page)).toContainText("Aim to cut emissions by 8.5% next year.", {
      timeout: 15_000,
    })
    await expect(panel(page).getByText("Writing the summary…")).toBeHidden()
    await expect(panel(page).getByText("Check the highlighted figures")).toBeVisible()
    await expect(summaryText(page).locator("mark")).toHaveText(["8.5"])
    // Its Markdown is rendered: the "- " lines are list items, not raw bullets.
    await expect(summaryText(page).getByRole("listitem").last()).toHaveText(
      "Aim to cut emissions by 8.5% next year.",
    )
    await expect(summaryText(page)).not.toContainText("- Aim")
    await expect(panel(page).getByRole("button", { name: "Create a new summary" })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    const [system, user] = model.prompts[0]!
    expect(system!.content).toContain("Use only the report data")
    expect(user!.content).toContain("- B1 Number of employees: 12")
  })

  await test.step("edit the report: the summary is marked out of date", async () => {
    await page.getByRole("link", { name: "Back to the report" }).click()
    await setEmployees(page, "15")
    await openReview(page)
    await expect(panel(page).getByText("The report has changed since this summary was made")).toBeVisible()
    await expect(summaryText(page)).toContainText("The company has 12 employees")
    await expectNoSeriousA11yViolations(page)
  })

  await test.step("regenerate, and find the first summary among the earlier ones", async () => {
    await panel(page).getByRole("button", { name: "Create a new summary" }).click()
    await expect(summaryText(page)).toContainText("The company has 15 employees", { timeout: 15_000 })
    await expect(summaryText(page)).toContainText("next year.", { timeout: 15_000 })
    await expect(panel(page).getByText("The report has changed since this summary was made")).toBeHidden()
    await panel(page).getByText("Earlier summaries (1)").click()
    await panel(page)
      .getByRole("button", { name: /^Show:/ })
      .click()
    await expect(panel(page).locator(".ai-summary__earlier .ai-summary__text")).toContainText(
      "The company has 12 employees",
    )
    await expect(panel(page).getByText("made from an older version of the report")).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})
