/**
 * Formula injection (CSV injection): a cell that starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return is run as a formula by Excel, LibreOffice and Google Sheets when the file is
 * opened. Every CSV and xlsx export writes such text with a leading apostrophe, which spreadsheet
 * programs show as text and do not store; imports take the apostrophe off again, so that an
 * export → import round trip changes nothing. A plain number (`-0.5`) is not a formula and stays
 * as it is, so numbers remain numbers in the spreadsheet.
 */
const formulaStart = /^[=+\-@\t\r]/
const plainNumber = /^-?\d+(?:[.,]\d+)?$/

/** The text as an export writes it: with a leading apostrophe when a spreadsheet would run it. */
export const neutraliseSpreadsheetText = (text: string) =>
  formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text

/** The text as an import reads it: the apostrophe of `neutraliseSpreadsheetText` taken off again. */
export const restoreSpreadsheetText = (text: string) =>
  text.startsWith("'") && formulaStart.test(text.slice(1)) && !plainNumber.test(text.slice(1))
    ? text.slice(1)
    : text
