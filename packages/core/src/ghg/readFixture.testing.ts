/**
 * Where core/src/xbrl's tests still import the fixture reader from; it lives in core/src/testing/.
 * Goes when those tests move to testing/ with the XBRL test modules (issue 34).
 */
export { readFixture } from "../testing/readFixture.js"
