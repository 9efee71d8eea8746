# Sourced by run-all.sh: points the suites at the machine's PostgreSQL and Redis when they
# answer (CI machines run both), else leaves the variables unset so the global setups fall
# back to Testcontainers or the embedded servers.

port_open() { timeout 2 bash -c "</dev/tcp/$1/$2" 2>/dev/null; }

if [[ -z "${DATABASE_URL:-}" ]]; then
  candidate=postgres://postgres@127.0.0.1:5432/postgres
  if command -v psql >/dev/null; then
    # An answering port is not enough: the tests need to log in (trust auth as postgres).
    psql "$candidate" -Atqc 'select 1' >/dev/null 2>&1 && export DATABASE_URL=$candidate
  elif port_open 127.0.0.1 5432; then
    export DATABASE_URL=$candidate
  fi
fi

if [[ -z "${REDIS_URL:-}" ]]; then
  candidate=redis://127.0.0.1:6379
  if command -v redis-cli >/dev/null; then
    [[ "$(redis-cli -u "$candidate" ping 2>/dev/null)" == PONG ]] && export REDIS_URL=$candidate
  elif port_open 127.0.0.1 6379; then
    export REDIS_URL=$candidate
  fi
fi

echo "Test services: postgres=${DATABASE_URL:+machine (DATABASE_URL)}${DATABASE_URL:-containers or embedded}, redis=${REDIS_URL:-containers or embedded}"
