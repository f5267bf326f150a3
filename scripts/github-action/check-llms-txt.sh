#!/usr/bin/env bash
# The GitHub Action's check (action.yml): validates the llms.txt at SIGNPOST_URL with the Signpost
# CLI, failing under SIGNPOST_FAIL_UNDER, and when SIGNPOST_EXPECTED_FILE is set, fails if the live
# file differs from it; with SIGNPOST_READINESS_FAIL_UNDER, also fails when the site's agent-readiness
# score is under it. Inputs arrive as environment variables, never spliced into the script.
set -euo pipefail

cli="${GITHUB_ACTION_PATH:?GITHUB_ACTION_PATH is not set}/services/cli/bin/signpost.js"
url="${SIGNPOST_URL:?the url input is required}"
# An input that starts with "-" would be read as an option by the CLI or curl.
if [[ "$url" == -* ]]; then
  echo "::error::The url input must be an http(s):// address or a path in the workspace, not \"$url\"."
  exit 2
fi
robots_flag=()
if [[ "${SIGNPOST_ROBOTS:-true}" == "false" ]]; then robots_flag=(--no-robots); fi

status=0
node "$cli" validate "$url" --fail-under "${SIGNPOST_FAIL_UNDER:-80}" "${robots_flag[@]}" || status=$?

readiness_under="${SIGNPOST_READINESS_FAIL_UNDER:-}"
if [[ -n "$readiness_under" ]]; then
  node "$cli" readiness "$url" --fail-under "$readiness_under" || status=1
fi

expected="${SIGNPOST_EXPECTED_FILE:-}"
if [[ -n "$expected" ]]; then
  if [[ ! "$url" =~ ^https?:// ]]; then
    echo "::error::expected-file compares the live file: the url input must then start with http:// or https://."
    exit 2
  fi
  live_url="$url"
  if [[ "$live_url" != */llms.txt ]]; then live_url="${live_url%/}/llms.txt"; fi
  live="$(mktemp)"
  trap 'rm -f "$live"' EXIT
  if ! curl --fail --silent --show-error --location --max-time 30 --max-filesize 10485760 \
    --output "$live" --url "$live_url"; then
    echo "::error::Could not read $live_url to compare it with $expected."
    exit 1
  fi
  if ! cmp --silent "$live" "$expected"; then
    echo "::error::The live $live_url differs from $expected: publish the file again, or update it here."
    diff -u --label "$expected" --label "$live_url" "$expected" "$live" | head -n 60 || true
    exit 1
  fi
  echo "The live $live_url matches $expected."
fi
exit "$status"
