// The ALTCHA v1 solving loop, run off the main thread: it answers `{type: "work", payload}` messages
// with the solution (or null), and stops on `{type: "abort"}`.
import "altcha-lib/v1/worker"
