import { expect, type Page } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { openCompany, signIn, startDemoApi, type DemoApi } from "./ghgDemoApi.js"
import { test } from "./support/clientAddress.js"
import { chooseOption, selectButton } from "./support/controls.js"
import { ports } from "./support/ports.js"

/**
 * The CO2 calculator end to end (issue 5, spec §2, §4, §5, §8) against the real API: the demo
 * company's owner (Demo Oy, Finland; carbon unit tCO2e) creates a calculation, adds an electricity, a
 * diesel, a refrigerant and a scope 3 row through the wizard, checks the totals and the chart against
 * hand arithmetic from the published factors, marks it ready and fills a report's B3 figures.
 */

let demo: DemoApi
test.beforeAll(async () => {
  test.setTimeout(90_000)
  demo = await startDemoApi(ports.app + 5)
})
test.afterAll(async () => {
  await demo?.stop()
})

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name })
const next = (page: Page) => page.getByRole("button", { name: "Next" }).click()

/** Step 1 → 2: the row type. */
const chooseType = async (page: Page, type: string) => {
  await page.getByRole("link", { name: "Add a row" }).click()
  await expect(heading(page, "Add a row")).toBeVisible()
  await page.getByRole("radio", { name: new RegExp(`^${type}`) }).check()
  await next(page)
  await expect(page.getByRole("heading", { level: 2, name: "Step 2 of 3: Select factor" })).toBeVisible()
}

/** Step 3: the details, then save; back on the calculation. */
const enterDetails = async (page: Page, title: string, amount: string) => {
  await expect(page.getByRole("heading", { level: 2, name: "Step 3 of 3: Enter details" })).toBeVisible()
  await page.getByLabel("Title").fill(title)
  await page.getByLabel("Amount").fill(amount)
  await page.getByRole("button", { name: "Save row" }).click()
  await expect(page.getByRole("row", { name: new RegExp(title) })).toBeVisible()
}

test("a calculation of all three scopes, made ready and filled into a report's B3", async ({ page }) => {
  test.setTimeout(240_000) // 1.4 min seen in CI beside the unit tests on 2 cores
  let calculationUrl = ""

  await test.step("sign in as the owner of Demo Oy and open /ghg", async () => {
    await signIn(page, demo, demo.owner)
    await openCompany(page, /Demo Oy/)
    await page.goto(`${demo.url}/ghg`)
    await expect(heading(page, "CO2 calculations")).toBeVisible()
    // The demo data's own calculation is listed; this test makes another one.
    await expect(page.getByRole("link", { name: "Päästöt 2025" })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  await test.step("create a calculation for 2024", async () => {
    await page.getByLabel("Title").fill("")
    await page.getByRole("button", { name: "Create calculation" }).click()
    await expect(page.getByText("Cannot be empty")).toBeVisible()
    await page.getByLabel("Title").fill("Emissions 2024")
    await page.getByLabel(/^Site/).fill("Helsinki office")
    await page.getByLabel("Period start").fill("2024-01-01")
    await page.getByLabel("Period end").fill("2024-12-31")
    await page.getByRole("button", { name: "Create calculation" }).click()
    await expect(heading(page, "Emissions 2024")).toBeVisible()
    await expect(page.getByText("Draft", { exact: true })).toBeVisible()
    calculationUrl = page.url()
    await expectNoSeriousA11yViolations(page)
  })

  await test.step("electricity: the Finnish grid factor of 2024 (27 gCO2e/kWh)", async () => {
    await chooseType(page, "Electricity and heat")
    await expect(
      page.getByText(
        "Factors for Electricity and heat for 2024 (or the latest available year), for Finland and global ones.",
      ),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // Spec §5: no factor chosen.
    await next(page)
    await expect(page.getByText("Factor is required")).toBeVisible()
    await page.getByRole("radio", { name: /Grid electricity, Finland, generation average/ }).check()
    await next(page)
    await expect(page.getByText(/Factor: Grid electricity, Finland/)).toBeVisible()
    await expect(selectButton(page, "Unit")).toHaveText("kWh")
    await expectNoSeriousA11yViolations(page)
    // Spec §5: a unit of another dimension than the factor's.
    await chooseOption(page, "Unit", "liters")
    await page.getByLabel("Title").fill("Office electricity")
    await page.getByLabel("Amount").fill("20000")
    await page.getByRole("button", { name: "Save row" }).click()
    await expect(page.getByText("Selected factor unit does not match row unit").first()).toBeVisible()
    await chooseOption(page, "Unit", "kWh")
    // Market-based: the residual mix of the year unless guarantees of origin or a supplier factor.
    await expect(selectButton(page, "Market-based factor")).toHaveText(
      /^Electricity residual mix, Finland \(no guarantees of origin\) \(405\.59 gCO2e\/kWh, 2024\)$/,
    )
    // 20 000 kWh × 27 g = 540 kg = 0.54 t
    await expect(page.getByText("Emissions of this row: 0.54 tCO2e")).toBeVisible()
    await page.getByRole("button", { name: "Save row" }).click()
    await expect(page.getByRole("row", { name: /Office electricity/ })).toBeVisible()
  })

  await test.step("diesel: the UK forecourt one, from all countries", async () => {
    await chooseType(page, "Fuel")
    await chooseOption(page, "Country", "All countries")
    await page.getByLabel("Search factors").fill("diesel")
    await page
      .getByRole("radio", { name: /Diesel, average biofuel blend \(UK forecourt\), per liter/ })
      .check()
    await next(page)
    await expect(selectButton(page, "Unit")).toHaveText("liters")
    // 1 000 l × 2.51279 kgCO2e/l = 2 512.79 kg
    await enterDetails(page, "Van diesel", "1000")
  })

  await test.step("refrigerant: 2.5 kg of R-410A leaked (GWP 1924)", async () => {
    await chooseType(page, "Refrigerant leak")
    await page.getByRole("radio", { name: /R-410A refrigerant leak \(GWP100, AR5\)/ }).check()
    await next(page)
    await expectNoSeriousA11yViolations(page)
    // 2.5 kg × 1924 = 4 810 kg
    await enterDetails(page, "Heat pump leak", "2,5")
  })

  await test.step("scope 3: 1 500 passenger-km of short-haul flights (category 6)", async () => {
    await chooseType(page, "Other")
    await page.getByLabel("Search factors").fill("short-haul")
    await page
      .getByRole("radio", { name: /Flight, short-haul to\/from UK, economy class, with radiative/ })
      .check()
    await next(page)
    await expect(selectButton(page, "Scope 3 category")).toHaveText("6 Business travel")
    // 1 500 pkm × 0.18287 kgCO2e/pkm = 274.305 kg
    await enterDetails(page, "Flights to London", "1500")
  })

  await test.step("see the totals per scope and the chart of the split", async () => {
    const totals = page.getByRole("table", { name: "Emissions in tCO2e" })
    // Scope 1: 2.51279 + 4.81 = 7.32279 t; scope 2: 0.54 t (market-based 20 000 kWh × 405.59 g =
    // 8.1118 t); scope 3: 0.274305 t; total 8.137095 t.
    await expect(totals.getByRole("row", { name: "Scope 1 7.32279" })).toBeVisible()
    await expect(totals.getByRole("row", { name: "Scope 2 (location-based) 0.54" })).toBeVisible()
    await expect(totals.getByRole("row", { name: "Scope 2 (market-based) 8.1118" })).toBeVisible()
    await expect(totals.getByRole("row", { name: "Scope 3 0.274305" })).toBeVisible()
    await expect(totals.getByRole("row", { name: "Total (location-based) 8.137095" })).toBeVisible()
    // The scope totals as cards, with their unit and share.
    await expect(page.getByTestId("ghg-card-scope1")).toContainText(/7\.32279\s*tCO2e/)
    await expect(page.getByTestId("ghg-card-scope1")).toContainText("90% of the total")
    await expect(page.getByTestId("ghg-card-total")).toContainText(/8\.137095\s*tCO2e/)
    // The chart by category: an SVG with its axes, a unit and a legend, and the same figures as a table.
    const chart = page.getByRole("figure", { name: "Emissions by category, tCO2e (location-based)" })
    await expect(chart.getByRole("img", { name: /^Bar chart of the emissions by category/ })).toBeVisible()
    await expect(chart.getByText("Emissions (tCO2e)")).toBeVisible()
    await expect(chart.getByRole("list", { name: "Legend" }).getByRole("listitem")).toHaveText([
      "Scope 1",
      "Scope 2",
      "Scope 3",
    ])
    const byCategory = page.getByRole("table", { name: "Emissions by category (tCO2e, location-based)" })
    await expect(
      byCategory.getByRole("row", { name: /Refrigerant leak Scope 1 1 4\.81 59\.1%/ }),
    ).toBeVisible()
    await expect(byCategory.getByRole("row", { name: /6 Business travel Scope 3 1 0\.274305/ })).toBeVisible()
    await expect(page.getByRole("table", { name: "Rows of scope 1" }).getByRole("row")).toHaveCount(3)
    await expectNoSeriousA11yViolations(page)
  })

  await test.step("exclude scope 3 and include it again", async () => {
    await page.getByRole("button", { name: "Exclude scope 3" }).click()
    await expect(page.getByText("This scope is excluded", { exact: false })).toBeVisible()
    const totals = page.getByRole("table", { name: "Emissions in tCO2e" })
    await expect(totals.getByRole("row", { name: "Total (location-based) 7.86279" })).toBeVisible()
    await page.getByRole("button", { name: "Include scope 3 again" }).click()
    await expect(totals.getByRole("row", { name: "Total (location-based) 8.137095" })).toBeVisible()
  })

  await test.step("mark it ready: read-only until set back to draft", async () => {
    await page.getByRole("button", { name: "Mark ready" }).click()
    await expect(page.getByText("This calculation is ready and read-only.", { exact: false })).toBeVisible()
    await expect(page.getByText("Ready", { exact: true })).toBeVisible()
    await expect(page.getByRole("link", { name: "Add a row" })).toHaveCount(0)
    await expect(page.getByRole("button", { name: /Delete row/ })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
  })

  await test.step("create a report for 2024 on the dashboard", async () => {
    await page.goto(`${demo.url}/`)
    await page.getByRole("button", { name: "Create new report" }).click()
    const dialog = page.getByRole("dialog", { name: "Create new report" })
    await dialog.getByLabel("Title").fill("Sustainability report 2024")
    await dialog.getByLabel("Start date").fill("2024-01-01")
    await dialog.getByLabel("End date").fill("2024-12-31")
    await dialog.getByRole("button", { name: "Create report" }).click()
    await expect(dialog).toHaveCount(0)
  })

  await test.step("fill the report's B3 figures from the calculation", async () => {
    await page.goto(calculationUrl)
    const panel = page.getByRole("region", { name: "Fill a report's B3 figures" })
    await chooseOption(panel, "Report", /^Sustainability report 2024 /)
    await expect(panel.getByText("Scope 1 emissions: 7.32279 tCO2e")).toBeVisible()
    await expect(panel.getByText("Scope 3 emissions: 0.274305 tCO2e")).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await panel.getByRole("button", { name: "Fill B3" }).click()
    await expect(panel.getByText("B3 figures filled.")).toBeVisible()
    await expect(
      panel.getByText(/Filled from calculation Emissions 2024 on .+ by Olga Omistaja/),
    ).toBeVisible()
    // The report's answers now are the calculation's (read back through report.get).
    await expect(panel.getByText("These answers of the report will be replaced:")).toBeVisible()
    const replaced = panel.locator(".ghg-fill__replaced")
    await expect(replaced.getByText("Scope 1 emissions: 7.32279 tCO2e")).toBeVisible()
    await expect(replaced.getByText("Scope 2 emissions (location-based): 0.54 tCO2e")).toBeVisible()
    await expect(replaced.getByText("Scope 2 emissions (market-based): 8.1118 tCO2e")).toBeVisible()
    await expect(replaced.getByText("Scope 3 emissions: 0.274305 tCO2e")).toBeVisible()
    await panel.getByRole("link", { name: "Emissions 2024" }).click()
    await expect(heading(page, "Emissions 2024")).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  await test.step("an unknown or malformed calculation id shows the not-found page", async () => {
    await page.goto(`${demo.url}/ghg/00000000-0000-4000-8000-000000000000`)
    await expect(heading(page, "CO2 calculation not found or invalid link")).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.goto(`${demo.url}/ghg/not-a-calculation/add-row`)
    await expect(heading(page, "CO2 calculation not found or invalid link")).toBeVisible()
    await page.getByRole("link", { name: "Back to CO2 calculations" }).click()
    await expect(page.getByRole("link", { name: "Emissions 2024" })).toBeVisible()
  })
})

test("in Finnish, a 2025 calculation offers Finnish factors with their year, source and 'latest available'", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const radio = (name: RegExp) => page.getByRole("radio", { name })
  const option = (name: RegExp) => page.locator(".ghg-factor-option", { has: radio(name) })

  await test.step("create a 2025 calculation in the Finnish UI", async () => {
    await signIn(page, demo, demo.owner)
    await openCompany(page, /Demo Oy/)
    await page.goto(`${demo.url}/ghg?lng=fi`)
    await expect(heading(page, "CO2-laskelmat")).toBeVisible()
    await page.getByLabel("Nimi").fill("Päästöt 2025")
    await page.getByLabel("Jakson alku").fill("2025-01-01")
    await page.getByLabel("Jakson loppu").fill("2025-12-31")
    await page.getByRole("button", { name: "Luo laskelma" }).click()
    await expect(heading(page, "Päästöt 2025")).toBeVisible()
  })

  await test.step("electricity and district heat: Finnish names, year, source, latest available", async () => {
    await page.getByRole("link", { name: "Lisää rivi" }).click()
    await page.getByRole("radio", { name: /^Sähkö ja lämpö/ }).check()
    await page.getByRole("button", { name: "Seuraava" }).click()
    await expect(page.getByText("Sopivia kertoimia ei löytynyt", { exact: false })).toHaveCount(0)
    const grid = option(/^Sähkö, Suomen sähköntuotannon keskimääräinen päästöintensiteetti/)
    await expect(grid).toContainText("Vuosi 2024 (viimeisin saatavilla: 2024)")
    await expect(grid.getByRole("link", { name: /EEA indicator/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.eea\.europa\.eu\//,
    )
    await expect(grid).toContainText("Julkaisija: European Environment Agency (EEA)")
    await expect(grid).toContainText("toissijainen lähde")
    const heat = option(/^Kaukolämpö, Suomen keskiarvo/)
    await expect(heat).toContainText("viimeisin saatavilla: 2014")
    await expect(heat).toContainText("vain CO2")
    await expect(heat.getByRole("link")).toHaveAttribute("href", /motiva\.fi/)
    // Administrators' notes are not shown to companies.
    await expect(page.getByText("secondary transcription", { exact: false })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    // The library's filters (issue 19): all years shows the 2023 version too; all countries Sweden's.
    const gridName = /^Sähkö, Suomen sähköntuotannon keskimääräinen päästöintensiteetti/
    await chooseOption(page, "Vuosi", "Kaikki vuodet")
    await expect(
      page.getByText("Kertoimet: Sähkö ja lämpö, kaikki vuodet, Suomi ja maailmanlaajuiset."),
    ).toBeVisible()
    await expect(radio(gridName)).toHaveCount(2)
    await chooseOption(page, "Vuosi", "2025 (tai viimeisin saatavilla oleva)")
    await expect(radio(gridName)).toHaveCount(1)
    const sweden = radio(/^Sähkö, Ruotsin sähköntuotannon keskimääräinen/)
    await expect(sweden).toHaveCount(0)
    await chooseOption(page, "Maa", "Kaikki maat")
    await expect(sweden).toHaveCount(1)
    await expectNoSeriousA11yViolations(page)
    await chooseOption(page, "Maa", "Suomi ja maailmanlaajuiset")
    await expect(sweden).toHaveCount(0)
    await grid.getByRole("radio").check()
    await page.getByRole("button", { name: "Seuraava" }).click()
    await expect(selectButton(page, "Markkinaperusteinen kerroin")).toHaveText(
      /^Sähkö, Suomen jäännösjakauma \(ei alkuperätakuita\)/,
    )
    await expect(page.getByText("viimeisin saatavilla: 2024").first()).toBeVisible()
    await chooseOption(page, "Markkinaperusteinen kerroin", "Tälle sähkölle on alkuperätakuut (0 g/kWh)")
    await expect(page.getByText("Kirjoita lähdekenttään alkuperätakuut", { exact: false })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole("button", { name: "Edellinen" }).click()
    await page.getByRole("button", { name: "Edellinen" }).click()
  })

  await test.step("fuels: heating oil, diesel and petrol have Finnish names, a year and a source", async () => {
    await page.getByRole("radio", { name: /^Polttoaine/ }).check()
    await page.getByRole("button", { name: "Seuraava" }).click()
    for (const name of [
      /^Kevyt polttoöljy \(lämmitysöljy\), litra/,
      /^Dieselöljy \(fossiilinen\), IPCC 2006 oletusarvo, litra/,
      /^Moottoribensiini \(fossiilinen\), IPCC 2006 oletusarvo, litra/,
      /^Pakettiauto, diesel/,
    ]) {
      const fuel = option(name)
      await expect(fuel).toContainText(/Vuosi \d{4}/)
      await expect(fuel.getByRole("link")).toHaveAttribute("href", /^https?:\/\//)
    }
    await expect(option(/^Kevyt polttoöljy \(lämmitysöljy\), litra/)).toContainText(
      "viimeisin saatavilla: 2015",
    )
    await expectNoSeriousA11yViolations(page)
  })
})
