#!/usr/bin/env bash
# `make up` runs the stack with NODE_ENV=production, which refuses to start without
# TOTP_ENCRYPTION_KEY and AUDIT_HMAC_KEY. On first use, write a random one of each to .env
# (git-ignored), which compose reads; an existing key (in .env or the shell) is never replaced:
# changing TOTP_ENCRYPTION_KEY disables every two-factor enrolment, and changing AUDIT_HMAC_KEY
# stops old audit entries matching the address they name.
set -euo pipefail
ensure_key() {
  local name="$1" comment="$2"
  [[ -n "${!name:-}" ]] && return 0
  grep -qE "^${name}=.+" .env 2>/dev/null && return 0
  local key
  key="$(node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('base64'))")"
  printf '\n# %s (made by make up; keep it, back it up).\n%s=%s\n' "$comment" "$name" "$key" >> .env
  echo "Wrote a new ${name} to .env"
}
ensure_key TOTP_ENCRYPTION_KEY 'Encrypts two-factor keys at rest'
ensure_key AUDIT_HMAC_KEY "Keys the audit log's pseudonyms of e-mail addresses"
