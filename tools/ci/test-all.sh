#!/usr/bin/env bash
# The whole test suite: the README's test command (`npm test`), .ci/run on a clean clone and the
# GitHub workflow all run these steps, so they cannot drift apart.
#
#   bash tools/ci/test-all.sh              every project (npm test, .ci/run)
#   bash tools/ci/test-all.sh --affected   the Nx tasks only of the projects a change affects,
#                                          answered from Nx's cache where their inputs are unchanged
#                                          (the workflow; Nx's base and head from nx-set-shas)
#
# Steps: system packages, message catalogs, generated GraphQL types, compiled answer checks, lint
# rules bite, typecheck, lint, the builds, Storybook build and the end-to-end tests in Chromium
# (the portal's pages and every story, each through axe), initial JavaScript budget, the image
# layout started on its own, telemetry on the built API, two built API processes behind a
# balancer, unit and database tests, the same tests with the clock 400 days ahead, dates in
# another time zone.
set -euo pipefail
cd "$(dirname "$0")/../.."

mode=full
case "${1:-}" in
  '') ;;
  --affected) mode=affected ;;
  *)
    echo "usage: bash tools/ci/test-all.sh [--affected]" >&2
    exit 2
    ;;
esac

echo "node $(node --version), $mode run"
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
  timings+=("$(printf '%4ss  %s  (load %s)' "$(($(date +%s) - t0))" "$name" "$(cut -d' ' -f1-3 /proc/loadavg)")")
  # Whatever still uses the cores after a step would slow the next one: named here.
  ps -eo pcpu=,etime=,comm= --sort=-pcpu | awk '$1 >= 10 { print "  still busy after the step:", $0 }' | head -5
}

# Nx over every project, or over the affected ones.
if [ "$mode" = full ]; then
  nx=(npx nx run-many --outputStyle=static)
else
  nx=(npx nx affected --outputStyle=static)
fi

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
# The end-to-end tests before the unit tests: on a fresh machine they took 11 minutes run first
# and 21 run after the unit tests (decision 0051). Their target builds the portal, the API and
# Storybook first.
if [ "$mode" = full ]; then
  step "builds, storybook build and end-to-end tests" npx nx run portal-e2e:e2e --outputStyle=static
else
  step "builds, storybook build and end-to-end tests" "${nx[@]}" -t build e2e --parallel=1
  # The budget reads both brands' builds, which an affected run may not have made.
  step "portal build for the budget" npx nx run portal:build --outputStyle=static
fi
step "initial JavaScript budget" node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON tools/bundle-budget.mjs
# The image's file layout (Dockerfile), started from its folder alone in production mode against
# PostgreSQL: the production dependencies are enough and the configuration example is complete.
[ "$mode" = full ] || step "API build for the image layout" npx nx run api:build --outputStyle=static
step "image layout" node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON tools/image/layout.mjs --check
# OpenTelemetry on the built API: a booking's trace, its log lines and metrics reach an OTLP
# receiver, and nothing personal does (docs/operations.md "Traces and metrics").
step "telemetry" node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON tools/telemetry/check.mjs
# Two built API processes on one PostgreSQL server behind a round-robin balancer: a sign-in
# through both, a booking's one confirmation, one purge schedule (docs/operations.md).
step "two API processes" node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON tools/scale/two-processes.mjs
# Each database test runs on one driver per run (TEST_DATABASES): PGlite here, PostgreSQL with the
# clock ahead, so each runs on both drivers and with both clocks, once each.
step "unit and database tests" env TEST_DATABASES=pglite "${nx[@]}" -t test --parallel=2
# No test may depend on today's date: the unit and database tests again with the clock 400 days
# ahead. Debian's faketime moves the clock of every process started under it: Node, Jest's workers
# and the PostgreSQL server the database tests start. Never from Nx's cache, whose answer would be
# the run above; its counts are kept beside the first run's.
step "unit and database tests 400 days ahead" env TEST_SUMMARY_LABEL=clock-400-days-ahead TEST_DATABASES=postgres \
  faketime '+400 days' "${nx[@]}" -t test --parallel=2 --skip-nx-cache
# Helsinki-time helpers must not depend on the machine's own zone (and its daylight-saving days).
step "dates in another time zone" env TZ=America/New_York npx jest -c libs/shared/util/jest.config.cts --silent

echo
echo "=== timings"
printf '%s\n' "${timings[@]}"
echo "total $(($(date +%s) - start))s"
node tools/ci/test-summary.mjs
