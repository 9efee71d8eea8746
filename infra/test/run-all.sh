#!/usr/bin/env bash
# Every suite, side by side: typecheck+lint+unit, integration and the production build start
# together, and the browser suite starts against that build the moment it is ready, while
# integration is still running. Most of both suites is waiting (on PostgreSQL, Redis, SMTP,
# timers, the browser), so the two cores stay busy. Each job logs to its own file, printed whole
# when the job ends, so the output never interleaves.
# Plain bash 3 (no associative arrays, no `wait -n`) so it also runs on a Mac's /bin/bash.
set -euo pipefail
cd "$(dirname "$0")/../.."

source infra/test/detect-services.sh

LOG_DIR=.data/test-logs
rm -rf "$LOG_DIR" && mkdir -p "$LOG_DIR"
failed=()

start_job() {
  local name=$1; shift
  (
    start=$SECONDS
    status=0
    "$@" >"$LOG_DIR/$name.log" 2>&1 || status=$?
    echo "$status $((SECONDS - start))" >"$LOG_DIR/$name.status"
  ) &
  echo "▶ $name started"
}

report_job() {
  local name=$1 status took
  read -r status took <"$LOG_DIR/$name.status"
  echo
  if [[ $status == 0 ]]; then echo "──────── $name: passed in ${took}s ────────"; else echo "──────── $name: FAILED (exit $status) in ${took}s ────────"; fi
  grep -v '^npm warn Unknown user config' "$LOG_DIR/$name.log" || true
  if [[ $status != 0 ]]; then failed+=("$name"); fi
}

# Prints each job as soon as it is done, in the order they finish; starts the browser suite as
# soon as the build has passed (and reports it skipped if the build failed).
wait_for_jobs() {
  local remaining=("$@") still name
  while ((${#remaining[@]} > 0)); do
    sleep 1
    still=()
    for name in "${remaining[@]}"; do
      if [[ -f "$LOG_DIR/$name.status" ]]; then
        report_job "$name"
        if [[ $name == build ]]; then
          if [[ " ${failed[*]-} " == *" build "* ]]; then
            echo
            echo "Skipping the browser suite: the build failed."
            failed+=(e2e)
          else
            start_job e2e timeout --kill-after=30 1500 npx playwright test
            still+=(e2e)
          fi
        fi
      else
        still+=("$name")
      fi
    done
    remaining=(${still[@]+"${still[@]}"})
  done
  wait
}

# Every part runs even when an earlier one fails, so one run reports every problem.
start_job build timeout --kill-after=30 600 npm run build
# Niced a little: the browser suite is the longest job, so it gets the cores first and the
# integration files (mostly waiting on services) fill its pauses.
start_job integration nice -n 5 timeout --kill-after=30 1500 npx vitest run --project integration
# Niced: the build gates the browser suite, so it gets the cores first.
start_job typecheck-and-unit nice -n 10 bash -c 's=0
  npm run --silent typecheck && echo "typecheck: no errors" || s=$?
  npm run --silent lint && echo "lint: no errors, no warnings" || s=$?
  npx vitest run --project unit || s=$?
  exit $s'
wait_for_jobs build integration typecheck-and-unit

# One plain 'N passed, N failed' line over all suites, as CI reads it.
count_tests() {
  local kind=$1
  sed -E 's/\x1b\[[0-9;]*m//g' "$LOG_DIR"/*.log 2>/dev/null | awk -v kind="$kind" '
    /^ *Tests +[0-9]/ { for (i = 2; i < NF; i++) if ($(i + 1) ~ "^" kind) n += $i }
    /^ +[0-9]+ (passed|failed|flaky)( |$)/ && $2 == kind { n += $1 }
    END { print n + 0 }'
}

# The failing tests by name, at the end where a CI log's tail shows them: vitest's FAIL lines and
# the list under Playwright's 'N failed' (and 'N flaky', which passed on a retry).
list_failing_tests() {
  sed -E 's/\x1b\[[0-9;]*m//g' "$LOG_DIR"/*.log 2>/dev/null | awk '
    /^ *FAIL / { sub(/^ */, "  "); if (!seen[$0]++) print; next }
    /^ +[0-9]+ (failed|flaky)$/ { heading = $0; listing = 1; sub(/^ +/, "", heading); print "  Playwright, " heading ":"; next }
    listing && /^ +\[/ { sub(/^ +/, "    "); print; next }
    { listing = 0 }'
}

echo
echo "tests: $(count_tests passed) passed, $(count_tests failed) failed"
list_failing_tests
if ((${#failed[@]} > 0)); then
  echo "✗ make test failed: ${failed[*]} (logs in $LOG_DIR/)"
  exit 1
fi
echo "✓ make test passed (typecheck, lint, unit, integration, build, end-to-end) in ${SECONDS}s"
