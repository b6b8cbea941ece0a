import { expect, test, type Page } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "./axe.js"

const storedLocale = (page: Page) => page.evaluate(() => localStorage.getItem("locale"))

test.describe("login page (spec §2)", () => {
  test("shows the form, the provider button, the links, the steps and the features in English", async ({
    page,
  }) => {
    // A signed-out visitor's page logs nothing as an error: it does not ask for a session it has not
    // got (the session hint, session.ts), so no 401 shows in the console (issue 33).
    const consoleErrors: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text())
    })
    await page.goto("/login")
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expect(page).toHaveTitle("Sign in – VSME")
    await expect(page.getByLabel("Email")).toBeVisible()
    await expect(page.getByLabel("Password")).toBeVisible()
    await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible()
    await expect(page.getByRole("group", { name: "Language" })).toBeVisible()
    await expect(
      page.getByRole("list", { name: "Get started in three steps" }).getByRole("listitem"),
    ).toHaveText(["Create a user", "Create a company account", "Start reporting"])
    const features = page.getByRole("list", { name: "What the service offers" })
    for (const feature of [
      "VSME reporting",
      "Greenhouse-gas accounting",
      "AI analysis",
      "Progress tracking",
    ]) {
      await expect(features.getByText(feature, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole("main").getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
      "href",
      "/reset-password",
    )
    await expect(page.getByRole("main").getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      "/signup",
    )
    await expectNoSeriousA11yViolations(page)
    // The attestation the page fetches at start has answered by now (the sign-in button waits for it).
    await page.waitForLoadState("networkidle")
    expect(consoleErrors).toEqual([])
  })

  test("downloads neither effect nor the signed-in pages' texts (decision 033)", async ({ page }) => {
    const scripts: string[] = []
    page.on("response", (response) => {
      if (/\.js$/.test(new URL(response.url()).pathname)) scripts.push(new URL(response.url()).pathname)
    })
    await page.goto("/login")
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled()
    await page.waitForLoadState("networkidle")
    // The build names the chunk of effect "effect-<hash>.js" (vite.config.ts) and a language's
    // signed-in texts "<lang>.app-<hash>.js"; the sign-in page's own chunk shows the list is real.
    expect(scripts.some((path) => /\/LoginPage-[^/]+\.js$/.test(path))).toBe(true)
    expect(scripts.filter((path) => /\/(effect|(fi|sv|en)\.app)-[^/]+\.js$/.test(path))).toEqual([])
  })

  test("?lng=fi renders Finnish and remembers it", async ({ page }) => {
    await page.goto("/login?lng=fi")
    await expect(page.getByRole("heading", { level: 1, name: "Kirjaudu sisään" })).toBeVisible()
    await expect(page.locator("html")).toHaveAttribute("lang", "fi")
    await expect(page.getByLabel("Sähköposti")).toBeVisible()
    expect(await storedLocale(page)).toBe("fi")
    await expectNoSeriousA11yViolations(page)

    await page.goto("/login")
    await expect(page.getByRole("heading", { level: 1, name: "Kirjaudu sisään" })).toBeVisible()
  })

  test("?lng=sv renders Swedish", async ({ page }) => {
    await page.goto("/login?lng=sv")
    await expect(page.getByRole("heading", { level: 1, name: "Logga in" })).toBeVisible()
    await expect(page.locator("html")).toHaveAttribute("lang", "sv")
    await expect(page.getByRole("button", { name: "Logga in med Google" })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test("the language switch changes the language and stores it in localStorage", async ({ page }) => {
    await page.goto("/login")
    const languages = page.getByRole("group", { name: "Language" })
    await languages.getByRole("button", { name: "Svenska" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Logga in" })).toBeVisible()
    await expect(page.locator("html")).toHaveAttribute("lang", "sv")
    await expect(
      page.getByRole("group", { name: "Språk" }).getByRole("button", { name: "Svenska" }),
    ).toHaveAttribute("aria-pressed", "true")
    expect(await storedLocale(page)).toBe("sv")

    await page.reload()
    await expect(page.getByRole("heading", { level: 1, name: "Logga in" })).toBeVisible()

    await page.getByRole("group", { name: "Språk" }).getByRole("button", { name: "Suomi" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Kirjaudu sisään" })).toBeVisible()
    expect(await storedLocale(page)).toBe("fi")
    await expectNoSeriousA11yViolations(page)
  })

  test("a failed sign-in says so and keeps the form open with its values", async ({ page }) => {
    await page.goto("/login")
    await page.getByLabel("Email").fill("maija@example.com")
    await page.getByLabel("Password").fill("not the right one")
    await page.getByRole("button", { name: "Sign in", exact: true }).click()
    const alert = page.getByRole("alert")
    await expect(alert).toContainText("Sign-in failed")
    await expect(alert).toContainText("An unknown error occurred. Please try again.")
    await expect(page.getByLabel("Email")).toHaveValue("maija@example.com")
    await expect(page.getByLabel("Password")).toHaveValue("not the right one")
    await expect(page).toHaveURL(/\/login$/)
    await expectNoSeriousA11yViolations(page)
  })
})
