#!/usr/bin/env bash
# Everything a fresh Debian machine with Node 20 needs before `npm test`:
# Debian's chromium for the browser tests (never a downloaded browser), openssl (a browser test
# makes a self-signed certificate for its local https server) and the locked packages.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null 2>&1 || ! command -v openssl >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update
  $SUDO apt-get install -y chromium openssl
fi
npm ci
