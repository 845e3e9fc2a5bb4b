#!/bin/sh
# Runs before nginx starts: writes the real-IP trust list from TRUSTED_PROXIES (a comma list of
# addresses or CIDRs of the load balancer or ingress in front). Empty: trust no forwarded address.
set -eu
out=/etc/nginx/conf.d/trusted-proxies.conf
: >"$out"
for entry in $(echo "${TRUSTED_PROXIES:-}" | tr ',' ' '); do
  case "$entry" in
  *[!0-9a-fA-F.:/]*)
    echo "TRUSTED_PROXIES: not an address or CIDR: $entry" >&2
    exit 1
    ;;
  esac
  echo "set_real_ip_from $entry;" >>"$out"
done
