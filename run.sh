#!/usr/bin/env bash
# The two entry points of the README, for a fresh machine:
#   ./run.sh start   install everything, build, and start the app on the embedded database
#   ./run.sh test    install everything, build, and run every check and test
# It brings its own Node.js (>= 22.12, from the npm package node@24 when the machine's is older) and
# the pnpm version pinned in package.json, into a tools folder outside the repository.
set -euo pipefail
cd "$(dirname "$0")"

TOOLS_DIR="${VSME_TOOLS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/vsme-tools}"
say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

# Every phase's wall time, one "name<TAB>seconds<TAB>ok|failed<TAB>note" line each, printed as a table at
# the very end of the output (a CI page shows only its tail), also when a phase fails. vitest adds a
# line per project (scripts/vitest-project-times.mjs).
RUN_STARTED=$SECONDS
VSME_PHASE_TIMES=""

record_phase() { # NAME STARTED_AT STATUS [NOTE]
  printf '%s\t%s\t%s\t%s\n' "$1" "$((SECONDS - $2))" "$([ "$3" -eq 0 ] && echo ok || echo failed)" "${4:-}" >>"$VSME_PHASE_TIMES"
}

# `timed NAME COMMAND...` runs one command and records its time and status; its status is the command's.
timed() {
  local name=$1 started=$SECONDS status=0
  shift
  "$@" || status=$?
  record_phase "$name" "$started" "$status"
  return "$status"
}

print_phase_times() {
  local status=$1 total=$((SECONDS - RUN_STARTED))
  say "times (m:ss; the type check and the lint side by side first, then vitest beside the browser tests)"
  awk -F '\t' '{ printf "  %-26s %3d:%02d  %-6s  %s\n", $1, $2 / 60, $2 % 60, $3, $4 }' "$VSME_PHASE_TIMES" >&2
  printf '  %-26s %3d:%02d  %s\n' "total" $((total / 60)) $((total % 60)) "$([ "$status" -eq 0 ] && echo ok || echo failed)" >&2
  rm -f "$VSME_PHASE_TIMES"
}

# vitest, its projects' lines (scripts/vitest-project-times.mjs) below its own.
run_vitest() {
  local projects status=0 started=$SECONDS
  projects=$(mktemp "${TMPDIR:-/tmp}/vsme-projects.XXXXXX")
  VSME_PROJECT_TIMES="$projects" pnpm test "$@" --reporter=default --reporter=./scripts/vitest-project-times.mjs ||
    status=$?
  record_phase "vitest (all projects)" "$started" "$status"
  cat "$projects" >>"$VSME_PHASE_TIMES"
  rm -f "$projects"
  return "$status"
}

node_is_recent() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=12)?0:1)'
}

ensure_node() {
  if node_is_recent; then return; fi
  if [ -x "$TOOLS_DIR/node24/node_modules/.bin/node" ]; then
    export PATH="$TOOLS_DIR/node24/node_modules/.bin:$PATH"
    node_is_recent && return
  fi
  command -v npm >/dev/null 2>&1 || { echo "npm is needed to fetch Node.js 24; install Node.js first" >&2; exit 1; }
  say "installing Node.js 24 into $TOOLS_DIR/node24 (this machine has $(node --version 2>/dev/null || echo none))"
  npm install --prefix "$TOOLS_DIR/node24" --no-audit --no-fund node@24 >/dev/null
  export PATH="$TOOLS_DIR/node24/node_modules/.bin:$PATH"
  node_is_recent || { echo "could not get Node.js >= 22.12" >&2; exit 1; }
}

ensure_pnpm() {
  local wanted
  wanted=$(node -p 'require("./package.json").packageManager.split("@")[1]')
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$wanted" ]; then return; fi
  local dir="$TOOLS_DIR/pnpm-$wanted"
  if [ ! -x "$dir/node_modules/.bin/pnpm" ]; then
    say "installing pnpm $wanted into $dir"
    npm install --prefix "$dir" --no-audit --no-fund "pnpm@$wanted" >/dev/null
  fi
  export PATH="$dir/node_modules/.bin:$PATH"
}

# Browser tests drive Debian's Chromium; the spreadsheet export's test opens the exported workbook in
# LibreOffice (headless conversion to CSV). Whatever is missing comes in one apt-get run.
ensure_test_programs() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  command -v soffice >/dev/null 2>&1 || missing+=(libreoffice-calc-nogui)
  [ "${#missing[@]}" -eq 0 ] && return
  say "installing ${missing[*]} from Debian (browser and spreadsheet tests)"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y "${missing[@]}"
}

install_dependencies() {
  say "installing dependencies"
  pnpm install --frozen-lockfile
}

# Known vulnerabilities of high or critical severity in any dependency fail the run; accepted
# exceptions are listed, with their reasons, in SECURITY.md. The audit asks the registry's advisory
# service: when that cannot be reached (offline, or a registry mirror without it) the run says so
# loudly and goes on, unless VSME_AUDIT_REQUIRED=1 (CI with network access sets it).
audit_dependencies() {
  say "auditing dependencies (pnpm audit --audit-level high)"
  local output status=0
  output=$(pnpm audit --audit-level high 2>&1) || status=$?
  printf '%s\n' "$output"
  [ "$status" -eq 0 ] && return 0
  if printf '%s' "$output" | grep -Eq 'ERR_PNPM_AUDIT_BAD_RESPONSE|ERR_PNPM_AUDIT_ENDPOINT|ERR_PNPM_META_FETCH_FAIL|ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN'; then
    printf '\033[1;33m==> WARNING: the dependency audit could not run (advisory service unreachable); NOT AUDITED\033[0m\n' >&2
    [ "${VSME_AUDIT_REQUIRED:-0}" = "1" ] && return 1
    return 0
  fi
  echo "pnpm audit found vulnerabilities of high severity or above (see SECURITY.md for accepted exceptions)" >&2
  return 1
}

# The type check and the lint first, side by side (docs/decisions/031, addendum 6): each is one thread,
# and beside the browsers' dozen they took seven times as long as alone (lint 9:31 against 1:23).
# Both run to the end; their outcome joins the background half's, so a failure still lets the tests run.
checks_status=0
run_checks() {
  local check_log lint_log check_pid lint_pid
  check_log=$(mktemp "${TMPDIR:-/tmp}/vsme-check.XXXXXX")
  lint_log=$(mktemp "${TMPDIR:-/tmp}/vsme-lint.XXXXXX")
  say "type check and lint, side by side"
  timed "type check" pnpm check >"$check_log" 2>&1 &
  check_pid=$!
  timed "lint" pnpm lint >"$lint_log" 2>&1 &
  lint_pid=$!
  wait "$check_pid" || checks_status=$?
  wait "$lint_pid" || checks_status=$?
  say "type check: output" && cat "$check_log"
  say "lint: output" && cat "$lint_log"
  rm -f "$check_log" "$lint_log"
}

# Two halves side by side (docs/decisions/031): in the background the unit, API and database tests
# (vitest), their output kept in a file and shown when they end; in the foreground the browser tests.
# On a two-core machine the two halves together take about as long as the longer one. Both halves
# always run to the end; either failing (or the checks before them) fails the run.
run_checks_and_tests() {
  run_checks
  local background_log browser_log status_background=$checks_status status_browser=0 cores
  cores=$(nproc 2>/dev/null || echo 2)
  # At least two of each: on two cores, two vitest files and two browsers at once keep both cores
  # busy while some of them wait (timeouts under test, child processes, the browser).
  local vitest_workers=$((cores > 2 ? cores - 1 : 2))
  export E2E_WORKERS="${E2E_WORKERS:-$((cores > 4 ? cores / 2 : 2))}"
  export E2E_RETRIES="${E2E_RETRIES:-1}"
  background_log=$(mktemp "${TMPDIR:-/tmp}/vsme-checks.XXXXXX")
  say "unit, API and database tests${DATABASE_URL:+ (PGlite and PostgreSQL)}: started beside the browser tests, output at the end"
  # The phases' lines are appended as they end; the browser tests' line is written after both halves.
  {
    say "unit, API and database tests" &&
      run_vitest --maxWorkers="$vitest_workers"
  } >"$background_log" 2>&1 &
  local background_pid=$!
  say "browser tests (Chromium)"
  browser_log=$(mktemp "${TMPDIR:-/tmp}/vsme-browser.XXXXXX")
  # pipefail (above) gives the pipeline Playwright's status, not tee's.
  local browser_started=$SECONDS
  pnpm test:e2e 2>&1 | tee "$browser_log" || status_browser=$?
  wait "$background_pid" || status_background=$?
  say "unit, API and database tests: output"
  cat "$background_log"
  # Whoever reads only the end of the output (a CI page shows its tail) still sees what failed in the
  # browser half: Playwright's own failure report is repeated after the other half's output.
  if [ "$status_browser" -ne 0 ]; then
    say "browser tests: failures (repeated from above)"
    sed -n '/^  1) /,$p' "$browser_log" | tail -n 400
  fi
  local browser_summary
  browser_summary=$(tail -n 40 "$browser_log")
  rm -f "$background_log" "$browser_log"
  record_phase "browser tests" "$browser_started" "$status_browser" \
    "$(grep -Eo '[0-9]+ (passed|failed|flaky|skipped)' <<<"$browser_summary" | paste -sd ' ' - || true)"
  if [ "$status_background" -ne 0 ]; then echo "the type check, the lint or the unit, API or database tests failed" >&2; fi
  if [ "$status_browser" -ne 0 ]; then echo "the browser tests failed" >&2; fi
  [ "$status_background" -eq 0 ] && [ "$status_browser" -eq 0 ]
}

case "${1:-}" in
  start)
    ensure_node
    ensure_pnpm
    install_dependencies
    say "building"
    pnpm build
    say "starting (embedded PostgreSQL in ${DATA_DIR:-./data})"
    exec node packages/api/dist/main.js
    ;;
  test)
    VSME_PHASE_TIMES=$(mktemp "${TMPDIR:-/tmp}/vsme-phases.XXXXXX")
    trap 'print_phase_times $?' EXIT
    tools_started=$SECONDS
    ensure_node
    ensure_pnpm
    ensure_test_programs
    record_phase "tools (node, pnpm, apt)" "$tools_started" 0
    timed "install" install_dependencies
    timed "audit" audit_dependencies
    say "building"
    timed "build" pnpm build
    run_checks_and_tests
    ;;
  *)
    echo "usage: ./run.sh start | test" >&2
    exit 2
    ;;
esac
