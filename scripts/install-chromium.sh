#!/usr/bin/env bash
# Installs Debian's Chromium (used headless by Playwright, pa11y and Lighthouse). Puppeteer's own
# browser download is disabled by .puppeteerrc.cjs; Playwright is pointed at /usr/bin/chromium.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -y
$SUDO apt-get install -y --no-install-recommends chromium fonts-liberation
