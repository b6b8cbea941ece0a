import { parentPort, workerData } from "node:worker_threads"
import ExcelJS from "exceljs"
import { zipSync } from "fflate"
import type { RecipientsWorkerAnswer, RecipientsWorkerInput } from "./recipientFile.js"

/**
 * The worker thread that reads an uploaded recipients workbook (recipientFile.ts starts it with a heap
 * ceiling and a deadline, like the template import). It is given the entries the zip limits let
 * through; exceljs gets them as a stored (uncompressed) zip, so it never inflates anything the limits
 * did not see. Answers the first sheet's rows as texts, as Excel shows them, up to one row past the
 * limit (so the caller can tell "too many" from "exactly the limit").
 */
const { entries, maxRows } = workerData as RecipientsWorkerInput
parentPort!.postMessage({ ready: true })

const read = async (): Promise<RecipientsWorkerAnswer> => {
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(zipSync(Object.fromEntries(entries), { level: 0 }) as unknown as ArrayBuffer)
  } catch {
    return { kind: "damaged" }
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) return { kind: "damaged" }
  const rows: Array<{ line: number; cells: string[] }> = []
  let tooMany = false
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (tooMany) return
    // The header and `maxRows` companies, and one more to know the file is over the limit.
    if (rows.length > maxRows + 1) {
      tooMany = true
      return
    }
    const cells: string[] = []
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      // `text` is what Excel shows: a hyperlink's (an e-mail Excel made a link) or a formula's result.
      cells[column - 1] = String(cell.text ?? "")
    })
    rows.push({ line, cells: Array.from(cells, (c) => c ?? "") })
  })
  return tooMany ? { kind: "tooManyRows" } : { kind: "rows", rows }
}

parentPort!.postMessage({ answer: await read() })
