import { expect, type Browser, type Page } from "@playwright/test"
import { readFileSync } from "node:fs"
import { mkdir, writeFile } from "node:fs/promises"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { startDemoApi, type DemoApi } from "./ghgDemoApi.js"
import { test } from "./support/clientAddress.js"
import { openDashboard, openReportForm, settle, signInInFinnish } from "./support/demoScreens.js"
import { ports } from "./support/ports.js"

/**
 * The screenshots of docs/screenshots/ (`pnpm screenshots`, docs/decisions/029): the main screens in
 * Finnish at 1280 and 390 px on the demo data, so that the next reviewer compares them side by side
 * with the previous commit's. Not a test: run by playwright.screenshots.config.ts only.
 */
const here = path.dirname(fileURLToPath(import.meta.url))
const outDir = path.resolve(here, "../../../docs/screenshots")
const require = createRequire(import.meta.url)

const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const
type Width = keyof typeof widths

let demo: DemoApi
test.beforeAll(async () => {
  test.setTimeout(200_000)
  demo = await startDemoApi(ports.app + 18, {}, 180_000)
  await mkdir(outDir, { recursive: true })
})
test.afterAll(async () => {
  await demo?.stop()
})

/** One screenshot per width of what `open` shows, full length up to `maxHeight` CSS pixels. */
const shoot = async (page: Page, name: string, open: () => Promise<void>, maxHeight = 3200) => {
  for (const [width, viewport] of Object.entries(widths) as [Width, (typeof widths)[Width]][]) {
    await page.setViewportSize(viewport)
    await open()
    await settle(page)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.screenshot({
      path: path.join(outDir, `${name}-${viewport.width}.png`),
      fullPage: true,
      clip: { x: 0, y: 0, width: viewport.width, height: Math.min(height, maxHeight) },
      animations: "disabled",
      caret: "hide",
    })
    test
      .info()
      .annotations.push({ type: "screenshot", description: `${name}-${viewport.width}.png (${width})` })
  }
}

/**
 * The review as Chromium prints it to PDF (A4), its first pages drawn by PDF.js into a page of their
 * own and photographed: what a person gets from "Print" → "Save as PDF".
 */
const shootPrintedPdf = async (browser: Browser, page: Page, name: string) => {
  await page.emulateMedia({ media: "print" })
  const pdf = await page.pdf({ format: "A4", printBackground: true })
  await page.emulateMedia({ media: "screen" })
  await writeFile(test.info().outputPath(`${name}.pdf`), pdf)
  const pdfjs = path.dirname(require.resolve("pdfjs-dist/package.json"))
  const files: Record<string, { body: Buffer | string; type: string }> = {
    "/pdf.mjs": { body: readFileSync(path.join(pdfjs, "build/pdf.min.mjs")), type: "text/javascript" },
    "/pdf.worker.mjs": {
      body: readFileSync(path.join(pdfjs, "build/pdf.worker.min.mjs")),
      type: "text/javascript",
    },
    "/doc.pdf": { body: pdf, type: "application/pdf" },
    "/": {
      type: "text/html",
      body: `<!doctype html><html><body style="margin:0;background:#888">
<script type="module">
import * as pdfjs from "/pdf.mjs"
pdfjs.GlobalWorkerOptions.workerSrc = "/pdf.worker.mjs"
const doc = await pdfjs.getDocument({ url: "/doc.pdf" }).promise
for (let n = 1; n <= Math.min(doc.numPages, 2); n += 1) {
  const pdfPage = await doc.getPage(n)
  const viewport = pdfPage.getViewport({ scale: 1.25 })
  const canvas = document.createElement("canvas")
  canvas.width = viewport.width
  canvas.height = viewport.height
  canvas.style = "display:block;margin:16px auto;box-shadow:0 2px 8px rgb(0 0 0 / 40%)"
  document.body.append(canvas)
  await pdfPage.render({ canvasContext: canvas.getContext("2d"), canvas, viewport }).promise
}
document.body.dataset.pages = String(doc.numPages)
</script></body></html>`,
    },
  }
  // A server of its own (not page.route): PDF.js loads its worker, whose requests routes do not see.
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? "/", "http://localhost").pathname]
    response.writeHead(file ? 200 : 404, { "content-type": file?.type ?? "text/plain" })
    response.end(file?.body ?? "")
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  const viewer = await browser.newPage({ viewport: { width: 800, height: 1000 } })
  // What PDF.js says, for the error if it never draws the pages.
  const said: string[] = []
  viewer.on("console", (message) => said.push(`${message.type()}: ${message.text()}`))
  viewer.on("pageerror", (error) => said.push(`error: ${error.message}`))
  try {
    await viewer.goto(`http://127.0.0.1:${port}/`)
    await expect(viewer.locator("body[data-pages]"))
      .toBeAttached({ timeout: 30_000 })
      .catch((error: unknown) => {
        throw new Error(`PDF.js drew no page: ${String(error)}\n${said.join("\n")}`)
      })
    await viewer.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true })
  } finally {
    await viewer.close()
    server.close()
  }
}

test("screenshots of the main screens in Finnish at 1280 and 390 px", async ({ browser }) => {
  test.setTimeout(420_000)
  const context = await browser.newContext({ locale: "fi-FI", reducedMotion: "reduce" })
  const page = await context.newPage()
  await signInInFinnish(page, demo, demo.owner)
  let formUrl = ""

  await test.step("dashboard", () => shoot(page, "dashboard", () => openDashboard(page, demo)))
  await test.step("report form", async () => {
    await openDashboard(page, demo)
    formUrl = await openReportForm(page)
    await shoot(page, "report-form", async () => {
      await page.goto(`${formUrl}?question=gate.hasEnergyBreakdown`)
      await expect(page.locator(".report-form__place")).toContainText("B3")
    })
    // The phone's question list, opened from its button.
    await page.getByRole("button", { name: /Kaikki kysymykset/ }).click()
    await settle(page)
    await page.screenshot({ path: path.join(outDir, "report-form-list-390.png"), animations: "disabled" })
  })
  await test.step("review", () =>
    shoot(page, "review", async () => {
      await page.goto(`${formUrl}/review`)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 })
    }))
  // One screen that fails does not keep the others from being taken; the run still fails at the end.
  const failures: string[] = []
  const safely = async (name: string, take: () => Promise<void>) => {
    try {
      await test.step(name, take)
    } catch (error) {
      failures.push(`${name}: ${String(error)}`)
    }
  }
  await safely("print (PDF via Chromium)", async () => {
    await page.setViewportSize(widths.desktop)
    await page.goto(`${formUrl}/review`)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 })
    await settle(page)
    await shootPrintedPdf(browser, page, "print-pdf")
  })
  await safely("GHG detail", async () => {
    // The demo data's calculation (rows in every scope): the scope cards, the chart and the table.
    await page.setViewportSize(widths.desktop)
    await page.goto(`${demo.url}/ghg`)
    await page.getByRole("link", { name: "Päästöt 2025" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Päästöt 2025" })).toBeVisible()
    const url = page.url()
    await shoot(page, "ghg-detail", async () => {
      await page.goto(url)
      await expect(page.getByRole("heading", { level: 1, name: "Päästöt 2025" })).toBeVisible()
      await expect(page.getByRole("table", { name: /^Päästöt luokittain/ })).toBeVisible()
    })
  })
  await safely("sharing", async () => {
    // The preview of sharing the whole demo report by link, the public page a recipient opens, and
    // the Sharing tab with that share.
    await shoot(page, "share-preview", async () => {
      await page.goto(`${formUrl}/share`)
      await expect(page.getByRole("heading", { level: 1, name: "Jaa raportti" })).toBeVisible({
        timeout: 30_000,
      })
      await page.getByRole("button", { name: "Esikatsele" }).click()
      await expect(
        page.locator(".share-preview__frame").getByRole("heading", { name: "Demo Oy" }),
      ).toBeVisible({
        timeout: 30_000,
      })
    })
    await page.getByLabel("Minulla on oikeus jakaa tämä yrityksen puolesta").check()
    await page.getByRole("button", { name: "Jaa raportti" }).click()
    const link = await page.getByLabel("Linkki raporttiin").inputValue()
    const recipient = await browser.newContext({ locale: "fi-FI", reducedMotion: "reduce" })
    const recipientPage = await recipient.newPage()
    await shoot(recipientPage, "share-page", async () => {
      await recipientPage.goto(link)
      await expect(recipientPage.getByRole("heading", { level: 1, name: "Demo Oy" })).toBeVisible({
        timeout: 30_000,
      })
    })
    await recipient.close()
    await shoot(page, "sharing-tab", async () => {
      await page.goto(`${demo.url}/account?tab=sharing`)
      await expect(page.locator(".share-card").first()).toBeVisible({ timeout: 30_000 })
    })
  })
  await context.close()

  await safely("superadmin", async () => {
    const admin = await browser.newContext({ locale: "fi-FI", reducedMotion: "reduce" })
    const adminPage = await admin.newPage()
    await signInInFinnish(adminPage, demo, demo.superadmin)
    await shoot(adminPage, "superadmin", async () => {
      await adminPage.goto(`${demo.url}/superadmin`)
      await expect(adminPage.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 })
    })
    await admin.close()
  })
  expect(failures).toEqual([])
})
