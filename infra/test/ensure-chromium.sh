#!/usr/bin/env bash
# Makes sure the browser suite has a Chromium: Debian's package where we can install it,
# otherwise the one Playwright downloads (laptops, non-root). PLAYWRIGHT_CHROMIUM_PATH wins.
set -euo pipefail

if [[ -n "${PLAYWRIGHT_CHROMIUM_PATH:-}" ]]; then
  [[ -x "$PLAYWRIGHT_CHROMIUM_PATH" ]] || { echo "PLAYWRIGHT_CHROMIUM_PATH=$PLAYWRIGHT_CHROMIUM_PATH is not an executable" >&2; exit 1; }
  exit 0
fi
[[ -x /usr/bin/chromium ]] && exit 0

if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium with apt-get..."
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [[ -x /usr/bin/chromium ]] && exit 0
fi

echo "No /usr/bin/chromium and no root apt: using Playwright's own Chromium."
npx playwright install chromium
