#!/usr/bin/env bash
# The full test suite: generated code is fresh, no unrecorded breaking schema change, types
# check, lint is clean, the docs name what exists, then every package's tests: unit,
# integration on a real PostgreSQL server and on PGlite, and the browser journeys.
# A PostgreSQL server is provided here when none is configured: installed with apt when
# we are root, started for the run and stopped afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

# The pnpm that runs this script (`npx -y pnpm@10 test` sets npm_execpath to it), called directly:
# npx took 2–4 s a call to find pnpm in its cache again, about ten calls a run. Run by hand
# (`bash scripts/test.sh`), the README's own way.
if [[ "$(basename "${npm_execpath:-}")" == pnpm* ]]; then
  pnpm() { node "$npm_execpath" "$@"; }
else
  pnpm() { npx -y pnpm@10 "$@"; }
fi

postgres_dir=""
postgres_bin=""
template_dir=""
cleanup() {
  if [ -n "$template_dir" ]; then
    (cd platform && node --import tsx src/testing-template.ts drop "$template_dir") >/dev/null 2>&1 || true
  fi
  if [ -n "$postgres_dir" ]; then
    as_postgres_owner "$postgres_bin/pg_ctl" -D "$postgres_dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$postgres_dir"
  fi
}
trap cleanup EXIT

# What the suites need from Debian: a PostgreSQL server (concurrency suites), redis-server (the
# gateway's replica tests start their own throwaway servers from the binary), Chromium and CJK
# fonts (browser journeys; test tools cannot download browsers here). One apt run.
install_system_packages() {
  local missing=()
  if [ -z "${TEST_DATABASE_URL:-}" ] && [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then missing+=(postgresql); fi
  if [ ! -x "${REDIS_SERVER_BIN:-/usr/bin/redis-server}" ]; then missing+=(redis-server); fi
  if [ ! -x /usr/bin/chromium ] && [ -z "${CHROMIUM_PATH:-}" ]; then missing+=(chromium); fi
  if ! fc-list 2>/dev/null | grep -qi 'Noto Sans CJK'; then missing+=(fonts-noto-cjk); fi
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing ${missing[*]} for the test suites…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Missing ${missing[*]} and no way to install them: the suites that need them will skip or fail." >&2
  fi
}

# initdb and the server refuse to run as root: as root, the cluster belongs to the postgres user.
as_postgres_owner() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# A throwaway cluster for the run, in memory (/dev/shm) where there is one: every test platform
# makes its database with CREATE DATABASE … TEMPLATE, and on the disk that took 0.65 s of the
# kernel's processor time each, about 150 a run; in memory 0.05 s (docs/testing.md, "A cluster
# of its own"). Nothing of the machine's own clusters is touched; it is stopped and removed at
# the end.
provide_postgres() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then return 0; fi
  if [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
    if [ "${CI:-}" = "true" ]; then
      echo "No PostgreSQL server, and CI needs one: install the postgresql package (as root this script does)." >&2
      exit 1
    fi
    echo "No PostgreSQL server: the PostgreSQL suites will be skipped (each says so)." >&2
    return 0
  fi
  local version port parent=/dev/shm
  version=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
  postgres_bin="/usr/lib/postgresql/$version/bin"
  [ -d "$parent" ] && [ -w "$parent" ] || parent="${TMPDIR:-/tmp}"
  # A run killed outright leaves its cluster behind: stopped and removed here once the run that
  # made it (its `owner`) is gone.
  local stale
  for stale in "$parent"/portal-test-postgres.*; do
    [ -d "$stale" ] || continue
    if kill -0 "$(cat "$stale/owner" 2>/dev/null || echo 0)" 2>/dev/null; then continue; fi
    as_postgres_owner "$postgres_bin/pg_ctl" -D "$stale/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$stale"
  done
  postgres_dir=$(mktemp -d "$parent/portal-test-postgres.XXXXXX")
  echo $$ >"$postgres_dir/owner"
  if [ "$(id -u)" = "0" ]; then chown postgres "$postgres_dir"; fi
  port=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
  as_postgres_owner "$postgres_bin/initdb" -D "$postgres_dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
  # Durability is not what these suites test (the platform's crash tests kill the platform, not
  # the server), and the data goes with the run.
  as_postgres_owner "$postgres_bin/pg_ctl" -D "$postgres_dir/data" -l "$postgres_dir/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $postgres_dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:${port}/postgres"
  echo "PostgreSQL $version on port $port for the run (a cluster of its own in $postgres_dir)."
}

# Each stage's time, printed as it ends and once more in a table at the end (docs/testing.md).
stage_names=()
stage_seconds=()
stage_started=0
begin() {
  echo "== $1"
  stage_names+=("$1")
  stage_started=$SECONDS
}
end() {
  local took=$((SECONDS - stage_started))
  stage_seconds+=("$took")
  echo "-- ${stage_names[-1]}: ${took} s"
}

log=$(mktemp)
status=0
# The stages that failed, named once more at the end: a stage can fail with every test passed
# (an unhandled error in a test file, a lint finding), and "0 failed" must not hide it.
failed_stages=()
# A stage that fails marks the run failed; the stages after it still run, so one run shows
# every failure.
step() { "$@" 2>&1 | tee -a "$log" || { status=1; failed_stages+=("${stage_names[-1]}"); }; }

# What runs side by side keeps its output and "result seconds" under a key in a folder, and is
# printed, timed and counted once everything beside it has ended, so each reads as it would alone.
run_quietly() {
  local dir=$1 key=$2 started=$SECONDS result=ok
  shift 2
  "$@" >"$dir/$key.log" 2>&1 || result=failed
  echo "$result $((SECONDS - started))" >"$dir/$key.status"
}
report() {
  local dir=$1 key=$2 label=$3 result took note=""
  tee -a "$log" <"$dir/$key.log"
  read -r result took <"$dir/$key.status"
  if [ "$result" != ok ]; then status=1; note=" (failed)"; failed_stages+=("$label"); fi
  echo "-- $label: $took s$note"
  stage_names+=("  $label")
  stage_seconds+=("$took")
}

# The checks run side by side: the typecheck's two programs, then the web app's production build
# (the journeys' stage serves it), beside the others one after another (each a single-threaded
# process). Each one's output and time are printed once all have ended.
check_names=("generated code is up to date" "no unrecorded breaking schema change (docs/schema-changes.md)" typecheck lint "docs name what exists" "web app built for production" "services built for production")
check_commands=("pnpm run -s codegen:check" "pnpm run -s schema:check" "pnpm run -s typecheck" "pnpm run -s lint" "pnpm run -s docs:check" "pnpm --filter @portal/web run -s build --logLevel warn" "node --import tsx scripts/build.ts")
checks_dir=$(mktemp -d)
# shellcheck disable=SC2086 # each command is words to split
check() { run_quietly "$checks_dir" "$1" ${check_commands[$1]}; }
begin "checks, side by side"
{ check 2; check 5; } &
{ check 0; check 1; check 3; check 4; check 6; } &
wait
end
for i in "${!check_names[@]}"; do report "$checks_dir" "$i" "${check_names[$i]}"; done
rm -rf "$checks_dir"
begin "system packages and PostgreSQL"
install_system_packages
provide_postgres
end

# One migrated database (PGlite and, when there is a server, PostgreSQL) and one envelope key
# pair for every package's tests (platform/src/testing-template.ts).
begin "migrated template"
template_dir=$(mktemp -d)
step bash -c "cd platform && node --import tsx src/testing-template.ts build '$template_dir'"
export PORTAL_TEST_TEMPLATE="$template_dir"
end

# The three small packages side by side (each one worker; most of each one's time is vitest
# starting), then the web app's tests on both cores, the platform's, the gateway's, and the
# journeys, one after another, each printed as it runs. (Running the journeys beside the tests,
# and the platform's and gateway's suites beside each other, was tried on 2026-11-26: on two
# cores both ended later than one after another; docs/testing.md, "One after another".)
small_dir=$(mktemp -d)
begin "tests: envelope, telemetry, schema, side by side"
for package in envelope telemetry schema; do run_quietly "$small_dir" "$package" pnpm --filter "@portal/$package" run test & done
wait
end
for package in envelope telemetry schema; do report "$small_dir" "$package" "$package"; done
rm -rf "$small_dir"
begin "tests: web"; step pnpm --filter @portal/web run test; end
# With a server, the platform's suites run on PostgreSQL, then on PGlite only the files where
# the engine makes a difference; the gateway's once, every platform behind it on PostgreSQL
# (the journeys drive the whole product on PGlite). Without one, everything on PGlite
# (docs/testing.md, "Both databases").
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  begin "tests: platform on PostgreSQL"; step pnpm --filter @portal/platform run test:postgres; end
  begin "tests: platform on PGlite (the files where the engine matters)"; step pnpm --filter @portal/platform run test:pglite; end
  begin "tests: gateway (its platforms on PostgreSQL)"; step pnpm --filter @portal/gateway run test:postgres; end
else
  begin "tests: platform"; step pnpm --filter @portal/platform run test; end
  begin "tests: gateway"; step pnpm --filter @portal/gateway run test; end
fi
# The build is the checks' (above); a failed build leaves no index.html, which every journey names.
begin "journeys"; step pnpm --filter @portal/e2e run test:journeys; end

count() { sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ +Tests +' | grep -oE "[0-9]+ $1" | awk '{ n += $1 } END { print n + 0 }'; }
echo
echo "Stage times:"
for i in "${!stage_names[@]}"; do
  printf '  %5s s  %s\n' "${stage_seconds[$i]}" "${stage_names[$i]}"
done
printf '  %5s s  %s\n' "$SECONDS" "in all"
# The failed tests and unhandled errors once more at the very end, each with its error and where
# it stopped (scripts/failure-digest.ts), where a log cut to its tail still shows them; their
# names alone if the digest cannot run.
if ! node --import tsx scripts/failure-digest.ts "$log" 2>/dev/null; then
  failures=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ *(FAIL|×) ' | sort -u || true)
  if [ -n "$failures" ]; then
    echo
    echo "Failed:"
    echo "$failures"
  fi
fi
errors=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ +Errors +[0-9]+ error' | grep -oE '[0-9]+ error' | awk '{ n += $1 } END { print n + 0 }' || true)
if [ ${#failed_stages[@]} -gt 0 ]; then
  echo
  echo "Failed stages:"
  printf '  %s\n' "${failed_stages[@]}"
fi
echo
echo "$(count passed) passed, $(count failed) failed, $(count skipped) skipped, $errors unhandled errors"
rm -f "$log"
exit "$status"
