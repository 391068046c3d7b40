#!/usr/bin/env bash
# Everything a fresh Debian machine with Node 20 needs before `npm test`:
# Debian's chromium for the browser tests (never a downloaded browser), openssl (a browser test
# makes a self-signed certificate for its local https server) and the locked packages.
# The Debian packages and npm's install side by side: each mostly waits on the network and the
# disk, and npm ci alone took 38 s here.
set -euo pipefail
cd "$(dirname "$0")/.."
apt_install=""
if ! command -v chromium >/dev/null 2>&1 || ! command -v openssl >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  ($SUDO apt-get update && $SUDO apt-get install -y chromium openssl) &
  apt_install=$!
fi
npm ci
# A failed install of either fails the set-up (wait returns the background job's status).
if [ -n "$apt_install" ]; then wait "$apt_install"; fi
