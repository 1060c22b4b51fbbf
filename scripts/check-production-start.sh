#!/usr/bin/env bash
# Checks what the container image does, without Docker: a copy of the committed tree installed with
# `npm ci --omit=dev`, started by `npm run serve` in production mode on a fresh PostgreSQL database,
# answering /readyz and hiding /docs; and production with nothing set refusing to start.
# Usage: scripts/check-production-start.sh [postgres://server/]   (needs a built apps/web/dist)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
server="${1:-postgres://postgres@127.0.0.1:5432/}"
db="portal_prodcheck_$$"
work="$(mktemp -d)"
trap '[ -n "${pid:-}" ] && kill -- "-$pid" 2>/dev/null; psql -q "${server}postgres" -c "drop database if exists $db" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

git -C "$root" archive HEAD | tar -x -C "$work"
cd "$work"
npm ci --omit=dev --no-audit --no-fund >/dev/null
if npm run serve --silent >/dev/null 2>"$work/refusal.txt" </dev/null; then
  echo "FAIL: production with nothing set started"; exit 1
fi
grep -q '^Refusing to start in production:' "$work/refusal.txt" || { cat "$work/refusal.txt"; exit 1; }
echo "ok: production with nothing set refuses ($(($(wc -l <"$work/refusal.txt") - 1)) problems named)"

psql -q "${server}postgres" -c "create database $db" >/dev/null
PORT=18080 DATABASE_URL="${server}${db}" WEB_DIST_DIR="$root/apps/web/dist" \
  ADMIN_PASSWORD='Prod-check-Operator-2026!' PUBLIC_URL=https://play.example \
  SECRETS_MASTER_KEY="$(openssl rand -base64 32)" \
  SMS_PROVIDER=http SMS_HTTP_URL=https://sms.example/send EMAIL_PROVIDER=smtp SMTP_URL=smtp://mail.example:587 \
  LOG_LEVEL=warn setsid npm run serve --silent &
pid=$! # setsid: npm's child node is in the group that the trap ends
for _ in $(seq 1 60); do curl -fs http://127.0.0.1:18080/readyz >/dev/null 2>&1 && break; sleep 1; done
curl -fs http://127.0.0.1:18080/readyz | grep -q '"ready"' || { echo "FAIL: not ready"; exit 1; }
[ "$(curl -s -o /dev/null -w '%{http_code}' http://127.0.0.1:18080/docs)" = 404 ] || { echo "FAIL: /docs served"; exit 1; }
echo "ok: npm ci --omit=dev && npm run serve answers /readyz in production, /docs hidden"
