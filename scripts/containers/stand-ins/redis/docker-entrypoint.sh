#!/bin/sh
# As the redis image does: without a configuration file Redis refuses other hosts (protected mode); the network
# is the containers' own.
set -e
if [ "$1" = redis-server ]; then
  shift
  exec redis-server --protected-mode no "$@"
fi
exec "$@"
