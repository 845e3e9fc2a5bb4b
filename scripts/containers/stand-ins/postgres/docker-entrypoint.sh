#!/bin/sh
# First start: the cluster, its superuser POSTGRES_USER with POSTGRES_PASSWORD, and POSTGRES_DB. The set-up server
# listens on a private socket only, so nothing (the health check included) sees it before the real start.
set -eu
user="${POSTGRES_USER:-postgres}"
if [ "$1" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  password_file="$(mktemp)"
  printf '%s' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" >"$password_file"
  initdb --username="$user" --pwfile="$password_file" --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA" >/dev/null
  rm -f "$password_file"
  echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
  if [ -n "${POSTGRES_DB:-}" ] && [ "$POSTGRES_DB" != postgres ]; then
    setup_socket="$(mktemp -d)"
    pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -c unix_socket_directories=$setup_socket" -w start >/dev/null
    psql -v ON_ERROR_STOP=1 -h "$setup_socket" -U "$user" -d postgres -c "CREATE DATABASE \"$POSTGRES_DB\"" >/dev/null
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
  echo "database cluster made for $user"
fi
if [ "$1" = postgres ]; then
  shift
  exec postgres -c listen_addresses='*' "$@"
fi
exec "$@"
