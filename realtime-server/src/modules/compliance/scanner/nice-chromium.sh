#!/bin/sh
# Starts Chromium for the scanner (it replaces this shell, so Chromium's parent is the server).
#
# It dies with its server: puppeteer starts Chromium in a process group of its own, so a server killed
# without a graceful stop (SIGKILL, an out-of-memory kill, a crash) would leave the browser and its
# helpers running. `--pdeathsig KILL` has the kernel kill Chromium when its parent goes; its zygotes,
# renderers, GPU and crash handlers then lose their channel to it and exit. (The signal follows the
# parent *thread*: the server spawns Chromium from its main thread, which lives as long as it.)
#
# It runs at a lower CPU priority: scans are background work, the API and live sockets are not. Every
# Chromium process inherits it. Run as root, Chromium would set its renderers back to priority 0, so
# it loses the right to raise priorities (CAP_SYS_NICE) where setpriv can take it away.
NICE="${SCANNER_CHROMIUM_NICE:-10}"
BIN="${SCANNER_CHROMIUM_BIN:?}"
DEATH=""
if setpriv --pdeathsig KILL true 2>/dev/null; then DEATH="--pdeathsig KILL"; fi
if [ "$(id -u)" = 0 ] && setpriv --bounding-set=-sys_nice --inh-caps=-sys_nice true 2>/dev/null; then
  exec setpriv $DEATH --bounding-set=-sys_nice --inh-caps=-sys_nice nice -n "$NICE" "$BIN" "$@"
fi
if [ -n "$DEATH" ]; then exec setpriv $DEATH nice -n "$NICE" "$BIN" "$@"; fi
exec nice -n "$NICE" "$BIN" "$@"
