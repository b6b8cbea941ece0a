import { expect } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { test } from "./support/clientAddress.js"
import { expectNoBrokenText } from "./support/brokenText.js"
import { strongPassword, uniqueEmail } from "./support/companyUser.js"
import { mailedLink } from "./support/mailbox.js"

/**
 * A Finnish browser creating a company account: the register's TOL 2008 code shown for what it is,
 * and the NACE Rev. 2.1 code found by Finnish words. (Each browser language's report form and review
 * are walked through, with the language taken from the browser, in firstHour.spec.ts.)
 */
test.describe("a browser set to fi-FI, creating a company account", () => {
  test.use({ locale: "fi-FI" })

  test("sees the register's TOL 2008 line for what it is and finds its NACE Rev. 2.1 code by Finnish words", async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail("tol2008")
    await page.goto("/signup")
    await expect(page.locator("html")).toHaveAttribute("lang", "fi")
    await page.getByLabel("Sähköposti").fill(email)
    await page.getByLabel("Salasana", { exact: true }).fill(strongPassword)
    await page.getByRole("button", { name: "Luo käyttäjä" }).click()
    await page.goto(await mailedLink(email, "/verify-email"))
    await expect(page).toHaveURL(/\/select-account$/, { timeout: 30_000 })
    await page.getByRole("link", { name: "Luo yritystili" }).click()

    // The recorded register gives this company the TOL 2008 code 62010 (programming), which is not a
    // Rev. 2.1 class: it is named as the register names it, and nothing is chosen for the person.
    await page.getByLabel("Y-tunnus").fill("1234567-1")
    await page.getByRole("button", { name: "Hae tiedot" }).click()
    await expect(
      page.getByText("TOL 2008 mukainen: 62010 Ohjelmistojen suunnittelu ja valmistus"),
    ).toBeVisible()
    await expect(page.getByLabel("Yrityksen nimi")).toHaveValue("Ohjelmapaja Oy")
    await expect(page.getByText("(englanniksi)")).toHaveCount(0)

    await page.getByLabel("Hae NACE-koodeja").fill("ohjelmistojen suunnittelu")
    const results = page.getByRole("region", { name: "Hakua vastaavat NACE-koodit" })
    await expect(results).toContainText("62.10 Ohjelmistojen suunnittelu ja valmistus")
    await results.getByRole("button", { name: /62\.10 Ohjelmistojen suunnittelu ja valmistus/ }).click()
    await expect(page.getByRole("list", { name: /NACE/ })).toContainText(
      "62.10 Ohjelmistojen suunnittelu ja valmistus",
    )
    await expectNoBrokenText(page)
    await expectNoSeriousA11yViolations(page)

    await page.getByLabel("Hyväksyn käyttöehdot").check()
    await page.getByLabel("Vahvistan, että minulla on oikeus toimia tämän yrityksen puolesta").check()
    await page.getByRole("button", { name: "Luo yritystili" }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
