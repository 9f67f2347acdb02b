#!/usr/bin/env bash
# What the real-browser test (tests/test_e2e_browser.py) needs: Debian's Chromium (with an emoji
# font, so the page's icons render in screenshots) and the `playwright` Python package.
# Idempotent; never runs `playwright install` (it downloads browser builds, which fails offline).
# Does not fail when Chromium cannot be installed: the test then skips and says why.
#
# Usage: bash tests/e2e_setup.sh [PYTHON]    (default: .venv/bin/python)
set -uo pipefail

PYTHON="${1:-.venv/bin/python}"
PACKAGES=(chromium fonts-liberation fonts-noto-color-emoji)

missing=()
for package in "${PACKAGES[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
    if [ "$(id -u)" = 0 ]; then
        as_root=(env)
    elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
        as_root=(sudo env)
    else
        as_root=()
    fi
    if [ "${#as_root[@]}" -gt 0 ]; then
        "${as_root[@]}" DEBIAN_FRONTEND=noninteractive apt-get update -qq \
            && "${as_root[@]}" DEBIAN_FRONTEND=noninteractive \
                apt-get install -y -qq --no-install-recommends "${missing[@]}" \
            || echo "e2e_setup: apt-get could not install ${missing[*]}" >&2
    else
        echo "e2e_setup: ${missing[*]} missing and this user cannot apt-get install them" >&2
    fi
fi

if ! "$PYTHON" -c "import playwright.sync_api" >/dev/null 2>&1; then
    "$PYTHON" -m pip install --quiet playwright || echo "e2e_setup: pip could not install playwright" >&2
fi
exit 0
