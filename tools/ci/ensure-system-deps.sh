#!/usr/bin/env bash
# Installs what the test suite needs from Debian when it is missing: Chromium for Playwright
# (never a downloaded browser). Needs root for apt-get; otherwise says what to install.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing: install Debian's package 'chromium' (apt-get install -y chromium)." >&2
  exit 1
fi
echo "Installing Debian's Chromium for the end-to-end tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium >/dev/null
/usr/bin/chromium --version
