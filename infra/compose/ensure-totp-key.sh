#!/usr/bin/env bash
# `make up` runs the stack with NODE_ENV=production, which refuses to start without
# TOTP_ENCRYPTION_KEY. On first use, write a random one to .env (git-ignored), which compose
# reads; an existing key (in .env or the shell) is never replaced: changing it disables every
# two-factor enrolment.
set -euo pipefail
[[ -n "${TOTP_ENCRYPTION_KEY:-}" ]] && exit 0
grep -qE '^TOTP_ENCRYPTION_KEY=.+' .env 2>/dev/null && exit 0
key="$(node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('base64'))")"
printf '\n# Encrypts two-factor keys at rest (made by make up; keep it, back it up).\nTOTP_ENCRYPTION_KEY=%s\n' "$key" >> .env
echo "Wrote a new TOTP_ENCRYPTION_KEY to .env"
