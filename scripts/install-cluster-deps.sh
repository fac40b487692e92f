#!/usr/bin/env bash
# Installs Debian's Redis and HAProxy for `npm run cluster` and the cluster tests. The cluster starts
# its own redis-server and haproxy processes on its own ports: the packages' system services are not
# needed, and policy-rc.d keeps apt from starting them.
set -euo pipefail
missing=()
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v haproxy >/dev/null 2>&1 || missing+=(haproxy)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
added_policy=""
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null
  $SUDO chmod +x /usr/sbin/policy-rc.d
  added_policy=1
fi
trap '[ -n "$added_policy" ] && $SUDO rm -f /usr/sbin/policy-rc.d' EXIT
$SUDO apt-get update -y
$SUDO apt-get install -y --no-install-recommends "${missing[@]}"
