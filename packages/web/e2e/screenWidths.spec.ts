import { expect, type Page } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { test } from "./support/clientAddress.js"
import { signUpWithCompany } from "./support/companyUser.js"
import { showQuestionList } from "./support/controls.js"

/**
 * Screens fit the screen (issue 16), in a browser set to Finnish: on a phone (390 px) and a desktop
 * (1280 px) the dashboard, the report form, a table question, the review and the CO2 calculations
 * scroll only downwards, the page ends at its footer, and a question's table shows all its columns
 * on the desktop.
 */
const screens = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
] as const

/** The document is no wider than the window: nothing to scroll sideways. */
const expectNoSidewaysScroll = async (page: Page, where: string) => {
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // The elements that stick out, to name in the failure.
    wide: [...document.body.querySelectorAll("*")]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(-5)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${e.className} (${Math.round(e.getBoundingClientRect().right)} px)`,
      ),
  }))
  expect(
    scrollWidth,
    `document width of ${where} (window ${innerWidth} px): ${wide.join(", ")}`,
  ).toBeLessThanOrEqual(innerWidth)
}

/** The footer is the last thing on the page: no empty page below it. */
const expectPageEndsAtFooter = async (page: Page, where: string) => {
  const { footerBottom, pageHeight, low } = await page.evaluate(() => {
    const footerBottom =
      (document.querySelector(".site-footer")?.getBoundingClientRect().bottom ?? 0) + window.scrollY
    return {
      footerBottom,
      pageHeight: document.documentElement.scrollHeight,
      // The elements below the footer, to name in the failure.
      low: [...document.body.querySelectorAll("*")]
        .filter((e) => e.getBoundingClientRect().bottom + window.scrollY > footerBottom + 1)
        .slice(0, 5)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className}: ${(e.textContent ?? "").slice(0, 30)}`),
    }
  })
  expect(
    pageHeight - footerBottom,
    `space below the footer of ${where}: ${low.join(", ")}`,
  ).toBeLessThanOrEqual(1)
}

const checkScreen = async (page: Page, where: string, shot: string) => {
  await expectNoSidewaysScroll(page, where)
  await expectPageEndsAtFooter(page, where)
  await expectNoSeriousA11yViolations(page)
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`), fullPage: true })
}

for (const screen of screens) {
  test.describe(`fi-FI on a ${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ locale: "fi-FI", viewport: screen.viewport })

    test("dashboard, report form, a table question, review and CO2 calculations fit the screen", async ({
      page,
    }) => {
      test.setTimeout(240_000) // 1.8 min seen in CI beside the unit tests on 2 cores
      await signUpWithCompany(page, "widths")
      // Forget the language the sign-up link chose: from here on the browser's Finnish counts.
      await page.evaluate(() => window.localStorage.removeItem("locale"))
      await page.reload()

      await test.step("the dashboard with a report in its list", async () => {
        await page.getByRole("button", { name: "Luo uusi raportti" }).click()
        const dialog = page.getByRole("dialog", { name: "Luo uusi raportti" })
        // A message shown on leaving an empty title goes when the corrected title is left, as by a
        // click on the button: the button must stay where it was, under the pointer.
        await dialog.locator("input[type=date]").last().fill("2025-12-31")
        const title = dialog.getByLabel("Otsikko")
        const submit = dialog.getByRole("button", { name: "Luo raportti" })
        await title.fill("")
        await title.press("Tab")
        await expect(title).toHaveAttribute("aria-invalid", "true")
        const before = await submit.boundingBox()
        await title.fill("Vastuullisuusraportti 2025")
        await title.press("Tab")
        await expect(title).not.toHaveAttribute("aria-invalid", "true")
        expect(await submit.boundingBox(), "the button after the message went").toEqual(before)
        await submit.click()
        await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/)
        const reportUrl = page.url()
        await page.goto("/")
        await expect(
          page.getByRole("link", { name: /Vastuullisuusraportti|raportti/i }).first(),
        ).toBeVisible()
        await checkScreen(page, "the dashboard", `dashboard-${screen.name}`)
        await page.goto(reportUrl)
      })

      await test.step("the report form", async () => {
        await expect(page.getByRole("navigation", { name: "Raportin kysymykset" })).toBeVisible({
          timeout: 30_000,
        })
        await checkScreen(page, "the report form", `form-${screen.name}`)
      })

      await test.step("a table question: B1 sites", async () => {
        await showQuestionList(page)
        await page
          .getByRole("navigation", { name: "Raportin kysymykset" })
          .getByRole("button", { name: /^(B1\s*)?Toimipaikat\s*(,|$)/ })
          .click()
        const table = page.getByRole("table", { name: "Toimipaikat" })
        await page.getByRole("button", { name: "Lisää rivi" }).click()
        await expect(table).toBeVisible()
        await checkScreen(page, "the sites table", `table-${screen.name}`)
        if (screen.viewport.width >= 1280) {
          // Every column of the table can be seen without scrolling sideways.
          const headers = table.locator("thead th")
          const count = await headers.count()
          expect(count).toBeGreaterThan(2)
          for (let i = 0; i < count; i += 1) {
            const box = await headers.nth(i).boundingBox()
            expect(box, `column ${i + 1} of the sites table`).not.toBeNull()
            expect(box!.x).toBeGreaterThanOrEqual(0)
            expect(box!.x + box!.width, `right edge of column ${i + 1}`).toBeLessThanOrEqual(
              screen.viewport.width,
            )
          }
        }
      })

      await test.step("the review", async () => {
        await page.goto(`${page.url().replace(/\?.*$/, "")}/review`)
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 })
        await checkScreen(page, "the review", `review-${screen.name}`)
      })

      await test.step("CO2 calculations and one calculation", async () => {
        await page.goto("/ghg")
        await expect(page.getByRole("button", { name: "Luo laskelma" })).toBeVisible({ timeout: 30_000 })
        await checkScreen(page, "the CO2 calculations", `ghg-${screen.name}`)
        await page.getByLabel("Nimi").fill("Päästöt 2025")
        await page.getByLabel(/^Toimipaikka/).fill("Tampereen tehdas")
        await page.getByLabel("Jakson alku").fill("2025-01-01")
        await page.getByLabel("Jakson loppu").fill("2025-12-31")
        await page.getByRole("button", { name: "Luo laskelma" }).click()
        await expect(page.getByRole("heading", { level: 1, name: "Päästöt 2025" })).toBeVisible()
        await checkScreen(page, "a CO2 calculation", `ghg-detail-${screen.name}`)
      })
    })
  })
}
