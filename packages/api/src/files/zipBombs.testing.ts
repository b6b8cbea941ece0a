/**
 * Where api/src/xbrl's tests still import the zip bombs from; they live in api/src/testing/.
 * Goes when those tests move to testing/ with the XBRL test modules (issue 34).
 */
export * from "../testing/zipBombs.js"
