#!/usr/bin/env bash
# `make up` runs the stack with NODE_ENV=production and no committed secret: on first use, write a
# random one of each below to ./.env (git-ignored, mode 600), which Compose reads. A secret already
# set, in .env or the shell, is never replaced: PostgreSQL and MinIO keep the passwords they were
# first given in their volumes, changing TOTP_ENCRYPTION_KEY disables every two-factor enrolment,
# and changing AUDIT_HMAC_KEY stops old audit entries matching the address they name.
set -euo pipefail

touch .env
chmod 600 .env

# 32 random bytes, base64: the application's keys.
base64_key() { head -c 32 /dev/urandom | base64 | tr -d '\n'; }
# 20 random bytes as 40 hex digits: safe in a connection URL and a command line, and the longest
# secret MinIO accepts.
hex_password() { head -c 20 /dev/urandom | od -An -tx1 | tr -d ' \n'; }

ensure_secret() {
  local name=$1 generate=$2 comment=$3
  [[ -n ${!name:-} ]] && return 0
  grep -qE "^${name}=.+" .env && return 0
  printf '\n# %s (made by make up; keep it, back it up).\n%s=%s\n' "$comment" "$name" "$("$generate")" >>.env
  echo "Wrote a new ${name} to .env"
}

ensure_secret TOTP_ENCRYPTION_KEY base64_key 'Encrypts two-factor keys at rest'
ensure_secret AUDIT_HMAC_KEY base64_key "Keys the audit log's pseudonyms of e-mail addresses"
ensure_secret POSTGRES_PASSWORD hex_password 'The PostgreSQL owner academy, which only the migrate job uses'
ensure_secret APP_DATABASE_PASSWORD hex_password "The application's PostgreSQL role academy_web"
ensure_secret MINIO_ROOT_PASSWORD hex_password "MinIO's root account, which only the minio-setup job uses"
ensure_secret MINIO_APP_PASSWORD hex_password "The application's MinIO user, limited to the uploads bucket"
