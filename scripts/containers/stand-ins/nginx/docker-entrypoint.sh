#!/bin/sh
# As the nginx image's entrypoint: each /docker-entrypoint.d/*.sh in turn, then the command.
set -e
for script in /docker-entrypoint.d/*.sh; do
  [ -e "$script" ] || continue
  echo "$0: running $script"
  sh "$script"
done
exec "$@"
