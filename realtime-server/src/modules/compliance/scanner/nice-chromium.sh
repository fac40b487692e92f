#!/bin/sh
# Starts Chromium at a lower CPU priority: scans are background work, the API and live sockets are
# not. Every Chromium process (zygote, renderers, GPU, utility) inherits it. Run as root, Chromium
# would set its renderers back to priority 0, so it loses the right to raise priorities
# (CAP_SYS_NICE) where setpriv can take it away.
if [ "$(id -u)" = 0 ] && setpriv --bounding-set=-sys_nice --inh-caps=-sys_nice true 2>/dev/null; then
  exec setpriv --bounding-set=-sys_nice --inh-caps=-sys_nice nice -n "${SCANNER_CHROMIUM_NICE:-10}" "${SCANNER_CHROMIUM_BIN:?}" "$@"
fi
exec nice -n "${SCANNER_CHROMIUM_NICE:-10}" "${SCANNER_CHROMIUM_BIN:?}" "$@"
