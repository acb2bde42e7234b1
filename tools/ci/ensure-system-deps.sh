#!/usr/bin/env bash
# Installs what the test suite needs from Debian when it is missing: Chromium for Playwright
# (never a downloaded browser), the PostgreSQL server binaries, from which the API tests start a
# throw-away cluster, and faketime, which runs the tests again with the clock moved ahead. Needs root for apt-get; otherwise says what to install.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
command -v faketime >/dev/null || missing+=(faketime)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Missing Debian packages: ${missing[*]} (install them with: apt-get install -y ${missing[*]})" >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]} for the tests..."
export DEBIAN_FRONTEND=noninteractive
if [[ " ${missing[*]} " == *" postgresql "* ]]; then
  # The tests only need the binaries: without this the package would create (and, where services
  # may start, run) a system cluster on port 5432 that nothing uses.
  mkdir -p /etc/postgresql-common/createcluster.d
  echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.d/no-main-cluster.conf
fi
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
/usr/bin/chromium --version
ls -d /usr/lib/postgresql/*/bin/initdb
faketime '+400 days' date
