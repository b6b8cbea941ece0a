import { expect, test } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "./axe.js"

test("a render crash shows the crash screen and the report reaches the server log", async ({ page }) => {
  const isCrashReport = (url: string, method: string) =>
    new URL(url).pathname === "/api/log" && method === "POST"
  const reported = page.waitForResponse((response) =>
    isCrashReport(response.url(), response.request().method()),
  )
  await page.goto("/__crash-test")

  const response = await reported
  expect(response.status()).toBe(204) // the real server accepted and logged it
  const payload = response.request().postDataJSON() as { level: string; data: Record<string, unknown> }
  expect(payload.level).toBe("error")
  expect(payload.data).toMatchObject({ errorBoundaryId: "app-root", currentPath: "/__crash-test" })
  expect(payload.data.error).toEqual(expect.stringContaining("Crash test"))
  expect(payload.data.componentStack).toEqual(expect.any(String))
  expect(Object.keys(payload.data).sort()).toEqual([
    "buildId",
    "componentStack",
    "currentPath",
    "error",
    "errorBoundaryId",
  ])

  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible()
  await expect(page.getByText("Our engineers have been alerted")).toBeVisible()
  await expect(page.getByRole("button", { name: "Reload" })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole("button", { name: "Logout" }).click()
  await expect(page).toHaveURL(/\/login$/)
})
