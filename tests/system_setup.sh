#!/usr/bin/env bash
# The Debian packages and Python extras the system tests need, on a fresh machine:
# - tests/test_e2e_browser.py, tests/test_instances.py: Debian's Chromium (with an emoji font, so
#   the page's icons render in screenshots) and the `playwright` Python package;
# - tests/test_instances.py: PostgreSQL's server binaries (the tests start their own server on
#   loopback in a temporary folder; this script starts no service).
# Idempotent; never runs `playwright install` (it downloads browser builds, which fails offline).
# Does not fail when a package cannot be installed: the tests needing it skip and say why.
#
# Usage: bash tests/system_setup.sh [PYTHON]    (default: .venv/bin/python)
set -uo pipefail

PYTHON="${1:-.venv/bin/python}"
PACKAGES=(chromium fonts-liberation fonts-noto-color-emoji)

missing=()
for package in "${PACKAGES[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
# Any installed server version will do (Debian's `postgresql` package depends on the current one).
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || missing+=(postgresql)
if [ "${#missing[@]}" -gt 0 ]; then
    if [ "$(id -u)" = 0 ]; then
        as_root=(env)
    elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
        as_root=(sudo env)
    else
        as_root=()
    fi
    if [ "${#as_root[@]}" -gt 0 ]; then
        # Keep package scripts from starting services (postgresql's would start a default cluster):
        # the standard policy-rc.d "action forbidden" answer, only while apt runs, only if none exists.
        policy=/usr/sbin/policy-rc.d
        own_policy=""
        if [ ! -e "$policy" ] && "${as_root[@]}" sh -c "printf '#!/bin/sh\nexit 101\n' > $policy && chmod 755 $policy"; then
            own_policy=1
        fi
        "${as_root[@]}" DEBIAN_FRONTEND=noninteractive apt-get update -qq \
            && "${as_root[@]}" DEBIAN_FRONTEND=noninteractive \
                apt-get install -y -qq --no-install-recommends "${missing[@]}" \
            || echo "system_setup: apt-get could not install ${missing[*]}" >&2
        [ -n "$own_policy" ] && "${as_root[@]}" rm -f "$policy"
    else
        echo "system_setup: ${missing[*]} missing and this user cannot apt-get install them" >&2
    fi
fi

if ! "$PYTHON" -c "import playwright.sync_api" >/dev/null 2>&1; then
    "$PYTHON" -m pip install --quiet playwright || echo "system_setup: pip could not install playwright" >&2
fi
exit 0
