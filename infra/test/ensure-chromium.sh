#!/usr/bin/env bash
# Makes sure the browser suite has a Chromium: Debian's headless shell (the headless build
# Playwright runs by default, decision 110) where we can install it, otherwise the one
# Playwright downloads (laptops, non-root). PLAYWRIGHT_CHROMIUM_PATH wins.
set -euo pipefail

if [[ -n "${PLAYWRIGHT_CHROMIUM_PATH:-}" ]]; then
  [[ -x "$PLAYWRIGHT_CHROMIUM_PATH" ]] || { echo "PLAYWRIGHT_CHROMIUM_PATH=$PLAYWRIGHT_CHROMIUM_PATH is not an executable" >&2; exit 1; }
  exit 0
fi
[[ -x /usr/bin/chromium-headless-shell ]] && exit 0

if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium-headless-shell with apt-get..."
  # The package lists may be stale on a new machine: install from them first, update only if that fails.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1 || {
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  }
  [[ -x /usr/bin/chromium-headless-shell ]] && exit 0
fi

[[ -x /usr/bin/chromium ]] && { echo "Using Debian's full chromium (no chromium-headless-shell): slower."; exit 0; }
echo "No Debian Chromium and no root apt: using Playwright's own Chromium."
npx playwright install chromium
