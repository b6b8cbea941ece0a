/** Demo Oy's fully answered sample report (fixtures/reports/demo-report.json), for tests of every issue. */
export {
  insertSampleReport,
  sampleReport,
  sampleReportFile,
  type SampleReport,
} from "../reports/sampleReport.js"
/** A report's completeness computed and stored as a save stores it (decision 027). */
export { refreshCompleteness } from "../reports/reportRepo.js"
