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

ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return; fi
  say "installing Chromium from Debian (browser tests)"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y chromium
}

# The spreadsheet export's test opens the exported workbook in LibreOffice (headless conversion to
# CSV). About 45 s with apt-get update on a Debian machine.
ensure_libreoffice() {
  if command -v soffice >/dev/null 2>&1; then return; fi
  say "installing LibreOffice Calc from Debian (spreadsheet export tests)"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y libreoffice-calc-nogui
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
    ensure_node
    ensure_pnpm
    ensure_chromium
    ensure_libreoffice
    install_dependencies
    audit_dependencies
    say "building"
    pnpm build
    say "type-checking"
    pnpm check
    say "linting"
    pnpm lint
    say "unit, API and database tests${DATABASE_URL:+ (PGlite and PostgreSQL)}"
    pnpm test
    say "browser tests (Chromium)"
    pnpm test:e2e
    ;;
  *)
    echo "usage: ./run.sh start | test" >&2
    exit 2
    ;;
esac
