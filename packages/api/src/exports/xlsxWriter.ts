import type { Writable } from "node:stream"
import ExcelJS from "exceljs"
import type { Cell } from "./cells.js"
import type { RowStyle, SheetSpec } from "./reportSheets.js"

const headerFill: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFDCEBDD" } }
const tableFill: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFF1F5F1" } }

const valueOf = (cell: Cell): ExcelJS.CellValue => (cell === null ? null : cell.value)

const styleRow = (row: ExcelJS.Row, style: RowStyle | undefined, width: number) => {
  if (style === "title") row.font = { bold: true, size: 16 }
  if (style === "header" || style === "tableHeader") {
    for (let i = 1; i <= width; i++) {
      const cell = row.getCell(i)
      cell.font = { bold: true }
      cell.fill = style === "header" ? headerFill : tableFill
      cell.alignment = { vertical: "top", wrapText: true }
    }
  }
  if (style === "input") row.font = { italic: true }
}

/**
 * Writes sheets to `output` as an .xlsx file with exceljs's streaming writer: each row is committed
 * (serialised into the zip stream) as soon as it is added, and each sheet is finished before the
 * next starts, so memory holds a row at a time rather than the workbook. Text stays text (never a
 * formula), numbers and dates keep their types and formats.
 */
export const writeXlsx = async (
  output: Writable,
  sheets: ReadonlyArray<SheetSpec>,
  properties: { readonly creator: string; readonly created: Date; readonly title: string },
) => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  })
  workbook.creator = properties.creator
  workbook.created = properties.created
  workbook.modified = properties.created
  workbook.title = properties.title
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name, {
      views: spec.frozenRows > 0 ? [{ state: "frozen", ySplit: spec.frozenRows }] : [],
    })
    sheet.columns = spec.widths.map((width) => ({ width }))
    for (const row of spec.rows()) {
      const added = sheet.addRow(row.cells.map(valueOf))
      row.cells.forEach((cell, i) => {
        if (cell === null) return
        const target = added.getCell(i + 1)
        if (cell.kind === "number" && cell.format) target.numFmt = cell.format
        if (cell.kind === "date") target.numFmt = cell.format
        if (cell.kind === "text") target.alignment = { vertical: "top", wrapText: cell.wrap === true }
        else target.alignment = { vertical: "top" }
      })
      styleRow(added, row.style, Math.max(row.cells.length, 1))
      added.commit()
    }
    sheet.commit()
  }
  await workbook.commit()
}
