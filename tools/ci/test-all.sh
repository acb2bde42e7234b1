#!/usr/bin/env bash
# The whole test suite, as the README's test command and CI run it: typecheck, lint, unit tests,
# build, bundle budget, Storybook build and the end-to-end tests in Chromium (the portal's pages
# and every story of the design system, each through axe).
set -euo pipefail
cd "$(dirname "$0")/../.."

echo "node $(node --version)"
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
start=$(date +%s)
timings=()

step() {
  local name=$1
  shift
  local t0
  t0=$(date +%s)
  echo
  echo "=== $name"
  "$@"
  timings+=("$(printf '%4ss  %s' "$(($(date +%s) - t0))" "$name")")
}

rm -rf dist/test-summary
step "system packages" bash tools/ci/ensure-system-deps.sh
step "message catalogs" node tools/i18n/extract.mjs --check
step "generated GraphQL types" npm run --silent codegen:check
step "compiled answer checks" node tools/contracts/compile-checks.mjs --check
step "lint rules bite" node tools/check-lint-rules.mjs
# One TypeScript program per kind of configuration over every project (each file checked once per
# kind, not once for every project that imports it): tools/typecheck.mjs.
step "typecheck" node tools/typecheck.mjs
# One ESLint run whose type-aware rules read those same programs (tools/lint.mjs): about 90 s,
# against about 730 s of task time for the projects' lint targets one by one.
step "lint" node tools/lint.mjs
step "unit tests, build" npx nx run-many -t test build --parallel=2 --outputStyle=static
# Helsinki-time helpers must not depend on the machine's own zone (and its daylight-saving days).
step "dates in another time zone" env TZ=America/New_York npx jest -c libs/shared/util/jest.config.cts --silent
step "initial JavaScript budget" node tools/bundle-budget.mjs
step "storybook build and end-to-end tests" npx nx run portal-e2e:e2e --outputStyle=static

echo
echo "=== timings"
printf '%s\n' "${timings[@]}"
echo "total $(($(date +%s) - start))s"
node tools/ci/test-summary.mjs
