// Fills EFRAG's blank VSME digital templates 1.0.0–1.2.0 with the company data of EFRAG's filled 1.3.0
// sample, the way a company would type them in: the test fixtures of fixtures/efrag/filled/ (see
// fixtures/efrag/README.md). Run by hand, the output is committed:
//
//   node scripts/fill-efrag-templates.mjs
//
// Every input cell of the sample that differs from the blank 1.3.0 template is placed in the older
// template by the named range that holds it (same offset inside the range), or else by the
// `template_label_…` label of its row. A value chosen from a list is translated into the entry of the
// older template's own list that names the same thing (month names, waste labels "200101 …", YES/NO
// for a checkbox). Then LibreOffice (when installed) recalculates the workbook, so that formula cells
// carry the results Excel would have cached. What cannot be placed is printed, and listed in the README.
import { execFileSync } from "node:child_process"
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"

const require = createRequire(new URL("../packages/api/package.json", import.meta.url))
const ExcelJS = require("exceljs")

const root = new URL("../fixtures/efrag/", import.meta.url).pathname
const versions = process.argv[2] ? process.argv.slice(2) : ["1.0.0", "1.0.1", "1.1.0", "1.1.1", "1.2.0"]
const inputSheets = [
  "General Information",
  "Environmental Disclosures",
  "Social Disclosures",
  "Governance Disclosures",
  "Fuel Converter",
]

// exceljs cannot write back some of the templates' conditional formats; the fixtures do without them.
const load = async (file) => {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(file)
  for (const ws of workbook.worksheets) ws.conditionalFormattings = []
  return workbook
}

const columnNumber = (letters) => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0)
const parseRange = (text) => {
  const m = /^(?:'((?:[^']|'')+)'|([^'!]+))!\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?$/.exec(text)
  if (!m) return null
  const top = Number(m[4])
  const left = columnNumber(m[3])
  return {
    sheet: (m[1] ?? m[2]).replace(/''/g, "'"),
    top,
    left,
    bottom: m[5] ? Number(m[6]) : top,
    right: m[5] ? columnNumber(m[5]) : left,
  }
}

// Names of taxonomy 2024-12-17 (templates 1.0.x) that 2025-07-30 renamed (decision 013).
const oldNames = {
  NumberOfPermanentContractEmployees: "NumberOfPermanentContactEmployees",
  MostSeniorLevelAccountableForImplementationOfPolicies:
    "MostSeniorLevelAccountableForImplementationOfPracticesPoliciesAndOrFutureInitiatives",
  DescriptionOfTheEffectiveParticipationOfWorkersUsersOrOtherInterestedPartiesOrCommunitiesInGovernance:
    "DescriptionOfTheEffectiveParticipationOfWorkersUsersOrOtherinterestedPartiesOrCommunitiesInGovernance",
  WasteGeneratedTable: "WasteTable",
}

const namedRanges = (workbook) => {
  const ranges = new Map()
  for (const { name, ranges: refs } of workbook.model.definedNames ?? []) {
    if (refs.length !== 1 || /^(enum_|_xlnm|template_label|template_checkbox|footnote_)/.test(name)) continue
    const range = parseRange(refs[0])
    if (range) ranges.set(name, range)
  }
  return ranges
}
const enumLists = (workbook) => {
  const lists = new Map()
  for (const { name, ranges: refs } of workbook.model.definedNames ?? []) {
    if (!name.startsWith("enum_") || refs.length !== 1) continue
    const range = parseRange(refs[0])
    const ws = range && workbook.getWorksheet(range.sheet)
    if (!ws) continue
    const values = []
    for (let row = range.top; row <= range.bottom; row++) {
      const value = plain(ws.getCell(row, range.left).value)
      if (value !== null) values.push(value)
    }
    lists.set(name, values)
  }
  return lists
}
const labelRows = (workbook) => {
  const rows = new Map()
  for (const sheet of inputSheets) {
    const ws = workbook.getWorksheet(sheet)
    ws?.eachRow((row, rowNumber) =>
      row.eachCell((cell, column) => {
        const formula = cell.value?.formula ?? cell.value?.sharedFormula
        if (typeof formula !== "string") return
        for (const [label] of formula.matchAll(/template_label_[a-z0-9_]+/g))
          if (!rows.has(label)) rows.set(label, { sheet, row: rowNumber, column })
      }),
    )
  }
  return rows
}

const isFormula = (value) =>
  value !== null && typeof value === "object" && ("formula" in value || "sharedFormula" in value)
const plain = (value) => {
  if (value === null || value === undefined) return null
  if (typeof value === "object" && !(value instanceof Date)) {
    if ("richText" in value) return value.richText.map((t) => t.text).join("")
    if ("result" in value) return value.result ?? null
    return null
  }
  return value
}

const months = [
  "JANUARY",
  "FEBRUARY",
  "MARCH",
  "APRIL",
  "MAY",
  "JUNE",
  "JULY",
  "AUGUST",
  "SEPTEMBER",
  "OCTOBER",
  "NOVEMBER",
  "DECEMBER",
]
const normal = (text) =>
  String(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
const wasteKey = (text) => {
  const m = /^\s*(\d{2})\s*(\d{2})\s*(\d{2})\s*\*?\s*-?\s*(Non-Hazardous|Hazardous)/i.exec(String(text))
  return m ? `${m[1]}${m[2]}${m[3]} ${m[4].toLowerCase()}` : null
}
const olderWasteCodes = {
  "040221 non-hazardous": "040201 non-hazardous",
  "040222 non-hazardous": "040205 non-hazardous",
}

/** The entry of the target's list that names what `value` names in the sample's list. */
const translate = (value, list, sourceList) => {
  if (list.includes(value)) return { value }
  const text = String(value)
  if (typeof value === "boolean") {
    const yes = list.find((v) => /^yes$/i.test(String(v)))
    const no = list.find((v) => /^no$/i.test(String(v)))
    if (yes && no) return { value: value ? yes : no, note: "checkbox → YES/NO list" }
  }
  if (typeof value === "number" && list.includes(months[value - 1]))
    return { value: months[value - 1], note: "month number → name" }
  const exact = list.find((v) => normal(v) === normal(text))
  if (exact !== undefined) return { value: exact, note: "same label, other spelling" }
  const waste = wasteKey(text)
  if (waste) {
    const match = list.find((v) => wasteKey(v) === waste)
    if (match !== undefined) return { value: match, note: "same waste code" }
    // 1.0.x lists the 1994 codes of textile fibres, which the list of 2000 merged into 04 02 21/22.
    const older = olderWasteCodes[waste]
    const old = older && list.find((v) => wasteKey(v) === older)
    if (old) return { value: old, note: "the 1994 code the older list offers for it" }
    return null
  }
  // Same position in a list of the same length (the list was reworded); otherwise the older list
  // does not offer it.
  if (sourceList && sourceList.length === list.length && sourceList.indexOf(value) >= 0)
    return { value: list[sourceList.indexOf(value)], note: "same place in the list" }
  return null
}

const sampleFile = path.join(root, "VSME-Digital-Template-Sample-1.3.0.xlsx")
const sample = await load(sampleFile)
const blank130 = await load(path.join(root, "templates", "VSME-Digital-Template-1.3.0.xlsx"))
const sampleRanges = namedRanges(sample)
const sampleLabels = labelRows(sample)
const sampleLists = enumLists(sample)

const validationList = (ws, address) => {
  const formula = ws.dataValidations?.model?.[address]?.formulae?.[0]
  return typeof formula === "string" && /^enum_\w+$/.test(formula) ? formula : null
}

// The company data: every input (non-formula) cell of the sample that the blank 1.3.0 does not have.
const inputs = []
for (const sheet of inputSheets) {
  const ws = sample.getWorksheet(sheet)
  const blank = blank130.getWorksheet(sheet)
  ws.eachRow((row, rowNumber) =>
    row.eachCell((cell, column) => {
      if (cell.isMerged && cell.master.address !== cell.address) return
      if (cell.value === null) return
      const named = [...sampleRanges.values()].some(
        (r) =>
          r.sheet === sheet &&
          rowNumber >= r.top &&
          rowNumber <= r.bottom &&
          column >= r.left &&
          column <= r.right,
      )
      if (isFormula(cell.value)) {
        // What 1.3.0 computes (the omitted disclosures, from its checkboxes) older versions ask for.
        const result = plain(cell.value)
        if (named && result !== null && result !== "-" && result !== "")
          inputs.push({
            sheet,
            row: rowNumber,
            column,
            address: cell.address,
            value: result,
            list: null,
            computed: true,
          })
        return
      }
      // Also the inputs the blank 1.3.0 preselects (units) that an older blank leaves empty.
      if (!named && JSON.stringify(cell.value) === JSON.stringify(blank.getCell(rowNumber, column).value))
        return
      const preset = JSON.stringify(cell.value) === JSON.stringify(blank.getCell(rowNumber, column).value)
      inputs.push({
        sheet,
        row: rowNumber,
        column,
        address: cell.address,
        value: plain(cell.value),
        list: validationList(ws, cell.address),
        preset,
      })
    }),
  )
}

/** Where a sample cell is in the target: by its smallest named range, else by its row's label. */
const placeIn = (input, targetRanges, targetLabels, targetTexts) => {
  // The fuel converter: from 1.1 on one fuel a row (type, unit, amount in A10:C19; the transfer box D23),
  // in 1.0.x one fuel a column block (type B10, unit B16, amount B17; the next fuels in L, P, T…).
  if (input.sheet === "Fuel Converter") {
    if (
      targetTexts
        .get("Fuel Converter")
        ?.some((t) => t.row === 10 && t.column === 1 && t.text.startsWith("what is your fuel"))
    ) {
      if (input.row < 10 || input.row > 19 || input.column > 3)
        return { lost: "the transfer box is not in 1.0.x" }
      const fuel = input.row - 10
      return {
        sheet: input.sheet,
        row: [10, 16, 17][input.column - 1],
        column: fuel === 0 ? 2 : 12 + 4 * (fuel - 1),
        by: "fuel block",
      }
    }
    return { sheet: input.sheet, row: input.row, column: input.column, by: "address" }
  }
  const holders = [...sampleRanges.entries()]
    .filter(
      ([, r]) =>
        r.sheet === input.sheet &&
        input.row >= r.top &&
        input.row <= r.bottom &&
        input.column >= r.left &&
        input.column <= r.right,
    )
    .sort(
      ([, a], [, b]) =>
        (a.bottom - a.top + 1) * (a.right - a.left + 1) - (b.bottom - b.top + 1) * (b.right - b.left + 1),
    )
  for (const [name, range] of holders) {
    const target = targetRanges.get(name) ?? targetRanges.get(oldNames[name])
    if (!target) continue
    const row = target.top + (input.row - range.top)
    const column = target.left + (input.column - range.left)
    if (row > target.bottom || column > target.right)
      return {
        lost: `row ${input.row - range.top + 1} of ${name}: the older template has ${target.bottom - target.top + 1} rows`,
      }
    return { sheet: target.sheet, row, column, by: name }
  }
  for (const [label, at] of sampleLabels) {
    if (at.sheet !== input.sheet || at.row !== input.row) continue
    const target = targetLabels.get(label)
    if (!target) continue
    return {
      sheet: target.sheet,
      row: target.row,
      column: target.column + (input.column - at.column),
      by: label,
    }
  }
  // Older templates write their labels as plain text: the nearest label (left, or up to 3 rows above)
  // found by its text in the same sheet of the target.
  const near = sampleTexts
    .get(input.sheet)
    .filter(
      (t) =>
        (t.row === input.row && t.column < input.column) ||
        (t.row < input.row && t.row >= input.row - 3 && t.column <= input.column),
    )
    .sort((a, b) => b.row - a.row || b.column - a.column)
  for (const label of near) {
    const found = targetTexts
      .get(input.sheet)
      ?.filter((t) => t.text === label.text)
      .sort((a, b) => Math.abs(a.row - label.row) - Math.abs(b.row - label.row))[0]
    if (found)
      return {
        sheet: input.sheet,
        row: found.row + (input.row - label.row),
        column: found.column + (input.column - label.column),
        by: `"${label.text}"`,
      }
  }
  return {
    lost:
      holders.length > 0 ? `named range ${holders[0][0]} is not in this version` : "no named range or label",
  }
}

/** The label texts of the input sheets (cached results of label formulas, or plain text). */
const textsOf = (workbook) => {
  const texts = new Map()
  for (const sheet of inputSheets) {
    const list = []
    workbook.getWorksheet(sheet)?.eachRow((row, rowNumber) =>
      row.eachCell((cell, column) => {
        if (cell.isMerged && cell.master.address !== cell.address) return
        const value = plain(cell.value)
        if (typeof value !== "string" || value.trim().length < 8) return
        list.push({ row: rowNumber, column, text: normal(value).slice(0, 60) })
      }),
    )
    texts.set(sheet, list)
  }
  return texts
}
const sampleTexts = textsOf(sample)

mkdirSync(path.join(root, "filled"), { recursive: true })
const report = []
for (const version of versions) {
  const targetFile = path.join(root, "templates", `VSME-Digital-Template-${version}.xlsx`)
  const target = await load(targetFile)
  const targetRanges = namedRanges(target)
  const targetLabels = labelRows(target)
  const targetLists = enumLists(target)
  const targetTexts = textsOf(target)
  const lost = []
  const notes = new Map()
  const written = []
  const computedResults = []
  for (const input of inputs) {
    const at = placeIn(input, targetRanges, targetLabels, targetTexts)
    if ("lost" in at) {
      if (input.preset || input.computed) continue
      lost.push(`${input.sheet}!${input.address} (${String(input.value).slice(0, 40)}): ${at.lost}`)
      continue
    }
    const ws = target.getWorksheet(at.sheet)
    if (!ws || at.row < 1 || at.column < 1) {
      if (!input.computed) lost.push(`${input.sheet}!${input.address}: no such cell in ${version}`)
      continue
    }
    const cell = ws.getCell(at.row, at.column)
    if (cell.isMerged && cell.master.address !== cell.address) continue
    if (isFormula(cell.value)) {
      if (input.computed) {
        computedResults.push({ sheet: at.sheet, address: cell.address, result: input.value })
        continue
      }
      lost.push(`${input.sheet}!${input.address}: ${version} computes ${at.sheet}!${cell.address} itself`)
      continue
    }
    if (input.preset && cell.value !== null) continue
    let value = input.value
    const listName = validationList(ws, cell.address)
    if (listName && targetLists.has(listName)) {
      const translated = translate(
        value,
        targetLists.get(listName),
        input.list ? sampleLists.get(input.list) : null,
      )
      if (!translated) {
        lost.push(
          `${input.sheet}!${input.address} (${String(value).slice(0, 40)}): not in ${version}'s ${listName}`,
        )
        continue
      }
      if (translated.note)
        notes.set(`${String(value).trim()} → ${String(translated.value).trim()}`, translated.note)
      value = translated.value
    } else if (typeof value === "boolean" && typeof cell.value !== "boolean" && cell.value !== null) {
      value = value ? "YES" : "NO"
    }
    cell.value = value
    written.push({ sheet: at.sheet, address: cell.address, value })
  }
  // Formula results are stale now: drop them, LibreOffice computes them again.
  const output = path.join(root, "filled", `VSME-Digital-Template-${version}-filled.xlsx`)
  const work = mkdtempSync(path.join(tmpdir(), "efrag-fill-"))
  const unrecalculated = path.join(work, path.basename(output))
  await target.xlsx.writeFile(unrecalculated)
  if (recalculate(unrecalculated, output)) {
    await restoreInputs(output, written, computedResults)
    report.push(`${version}: recalculated with LibreOffice`)
  } else {
    copyFileSync(unrecalculated, output)
    report.push(`${version}: NOT recalculated (no LibreOffice): formula results are the blank template's`)
  }
  rmSync(work, { recursive: true, force: true })
  report.push(`${version}: ${inputs.length - lost.length} of ${inputs.length} sample inputs placed`)
  for (const [change, note] of notes) report.push(`  translated (${note}): ${change}`)
  for (const line of lost) report.push(`  not placed: ${line}`)
}
console.log(report.join("\n"))

function recalculate(input, output) {
  const soffice = ["soffice", "libreoffice"].find((bin) => {
    try {
      execFileSync(bin, ["--version"], { stdio: "ignore" })
      return true
    } catch {
      return false
    }
  })
  if (!soffice) return false
  const out = mkdtempSync(path.join(tmpdir(), "efrag-recalc-"))
  const profile = mkdtempSync(path.join(tmpdir(), "efrag-profile-"))
  // Recalculate every formula on load (LibreOffice keeps an xlsx file's cached results by default).
  mkdirSync(path.join(profile, "user"), { recursive: true })
  writeFileSync(
    path.join(profile, "user", "registrymodifications.xcu"),
    `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`,
  )
  execFileSync(
    soffice,
    [
      `-env:UserInstallation=file://${profile}`,
      "--headless",
      "--calc",
      "--convert-to",
      "xlsx:Calc MS Excel 2007 XML",
      "--outdir",
      out,
      input,
    ],
    { stdio: "ignore" },
  )
  const produced = path.join(out, path.basename(input))
  const ok = existsSync(produced)
  if (ok) copyFileSync(produced, output)
  rmSync(out, { recursive: true, force: true })
  rmSync(profile, { recursive: true, force: true })
  return ok
}

/**
 * LibreOffice writes a typed TRUE/FALSE back as the formula =TRUE()/=FALSE(), which Excel never does:
 * they and the typed inputs are put back as values. And it cannot read "1 January" without a year, which
 * 1.0.x's date formulas (TEXT(DATE(y, MONTH(DATEVALUE("1 " & month)), d), "dd/mm/yyyy")) need: those
 * get the result Excel shows.
 */
async function restoreInputs(file, written, computedResults) {
  const workbook = await load(file)
  for (const { sheet, address, value } of written) workbook.getWorksheet(sheet).getCell(address).value = value
  // Named cells both versions compute from the same inputs: Excel's result, as the sample caches it
  // (LibreOffice does not compute the older fuel converters' lookups).
  for (const { sheet, address, result } of computedResults) {
    const cell = workbook.getWorksheet(sheet).getCell(address)
    if (typeof cell.value?.formula === "string") cell.value = { formula: cell.value.formula, result }
  }
  for (const ws of workbook.worksheets)
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        const formula = cell.value?.formula
        if (formula === "TRUE()" || formula === "FALSE()") {
          cell.value = formula === "TRUE()"
          return
        }
        const m =
          typeof formula === "string" &&
          /^IF\(OR\(ISBLANK\((\w+)\), ISBLANK\((\w+)\), ISBLANK\((\w+)\)\), "-", TEXT\(DATE\(\w+, MONTH\(DATEVALUE\("1 " & \w+\)\), \w+\), "dd\/mm\/yyyy"\)\)$/.exec(
            formula,
          )
        if (!m) return
        const [year, month, day] = [m[1], m[2], m[3]].map((a) => plain(ws.getCell(a).value))
        const monthNumber = months.indexOf(String(month).toUpperCase()) + 1
        const result =
          year === null || month === null || day === null || monthNumber === 0
            ? "-"
            : `${String(day).padStart(2, "0")}/${String(monthNumber).padStart(2, "0")}/${year}`
        cell.value = { formula, result }
      }),
    )
  await workbook.xlsx.writeFile(file)
}
