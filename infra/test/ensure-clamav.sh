#!/usr/bin/env bash
# Makes sure the integration suite has ClamAV's daemon: tests/support/services/test-clamd.ts runs
# a private clamd on a one-signature database (EICAR), so no virus definitions are downloaded.
set -euo pipefail

has_clamd() { [[ -x /usr/sbin/clamd ]] || command -v clamd >/dev/null; }

has_clamd && exit 0

if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing Debian's clamav-daemon with apt-get..."
  # The package lists may be stale on a new machine: install from them first, update only if that fails.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clamav-daemon >/dev/null 2>&1 || {
    DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clamav-daemon >/dev/null
  } || true
  has_clamd && exit 0
  echo "apt-get could not install clamav-daemon (see its message above)." >&2
else
  echo "No clamd found, and installing it here needs root and apt-get." >&2
fi
echo "Install ClamAV's daemon (Debian/Ubuntu: sudo apt-get install clamav-daemon; macOS: brew install clamav), then run this again." >&2
exit 1
