#!/bin/sh
# Runs before nginx starts (the nginx image runs /docker-entrypoint.d/*.sh): writes what the gateway takes from its
# environment into conf.d, under the names the local runner reads too.
#   GATEWAY_TRUSTED_PROXIES       comma list of addresses or CIDRs of the load balancer or ingress in front, whose
#                                 X-Forwarded-For is believed; empty: none.
#   GATEWAY_AUTH_RATE_PER_MINUTE  sign-in calls one address may make a minute; empty: the route table's default.
#   SITE_URL                      the address the site is published at, as the site renderer is given it: the
#                                 canonical links of the prerendered pages name it; empty: http://localhost:8080.
# The arguments (conf.d, and the image's default sign-in zone) are for tests.
set -eu
conf_d="${1:-/etc/nginx/conf.d}"
auth_rate_default="${2:-/etc/nginx/auth-rate.default.conf}"

proxies="$conf_d/trusted-proxies.conf"
: >"$proxies"
for entry in $(echo "${GATEWAY_TRUSTED_PROXIES:-}" | tr ',' ' '); do
  case "$entry" in
  *[!0-9a-fA-F.:/]*)
    echo "GATEWAY_TRUSTED_PROXIES: not an address or CIDR: $entry" >&2
    exit 1
    ;;
  esac
  echo "set_real_ip_from $entry;" >>"$proxies"
done

rate="${GATEWAY_AUTH_RATE_PER_MINUTE:-}"
case "$rate" in
'')
  cp "$auth_rate_default" "$conf_d/auth-rate.conf"
  ;;
*[!0-9]* | 0*)
  echo "GATEWAY_AUTH_RATE_PER_MINUTE must be a whole number of requests a minute" >&2
  exit 1
  ;;
*)
  sed "s|rate=[0-9]*r/m|rate=${rate}r/m|" "$auth_rate_default" >"$conf_d/auth-rate.conf"
  ;;
esac

site_url="${SITE_URL:-http://localhost:8080}"
case "$site_url" in
*[!A-Za-z0-9.:/_~-]* | http:// | https://) valid=no ;;
http://* | https://*) valid=yes ;;
*) valid=no ;;
esac
if [ "$valid" = no ]; then
  echo "SITE_URL must be an http(s) address" >&2
  exit 1
fi
printf 'map "" $site_url {\n  default "%s";\n}\n' "${site_url%/}" >"$conf_d/site-url.conf"
