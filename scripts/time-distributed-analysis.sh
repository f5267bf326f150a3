#!/usr/bin/env bash
# Times a 50-page loopback site analysed by the four services as separate processes on Postgres and
# BullMQ (the same figure `npm run bench -- bench/analysis-time.bench.ts` gives with one runtime per service
# in one process). Needs a build, a Postgres with trust auth and a Redis; drops its own database after.
set -euo pipefail
cd "$(dirname "$0")/.."
PG=${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
DB=signpost_timing_$$
psql "$PG" -qc "create database $DB"
export DATABASE_URL=${PG%/*}/$DB REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379} QUEUE_PREFIX=timing$$ METRICS_TOKEN=${METRICS_TOKEN:-a-timing-only-metrics-token-0123456789}
export SIGNPOST_CRAWL_ALLOW_PRIVATE=true LOG_LEVEL=warn PLAN_STARTER_MAX_PAGES=100 PLAN_STARTER_ANALYSES=100 PORT=${PORT:-3200}
pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; wait 2>/dev/null || true; psql "$PG" -qc "drop database if exists $DB with (force)"; }
trap cleanup EXIT

node --input-type=module -e "
import { startFixtureSite } from '@signpost/testing';
const site = await startFixtureSite({ pages: 49, latencyMs: 20 });
console.log(site.origin);
setInterval(() => {}, 1 << 30);" > /tmp/signpost-site-$$ & pids+=($!)
node services/gateway/dist/main.js & pids+=($!)
for service in discovery extraction scoring; do WORKER_HEALTH_PORT=0 node services/$service/dist/main.js & pids+=($!); done
until curl -sf "localhost:$PORT/readyz" >/dev/null && [ -s /tmp/signpost-site-$$ ]; do sleep 0.2; done
origin=$(cat /tmp/signpost-site-$$); rm -f /tmp/signpost-site-$$

for run in 1 2 3; do
  start=$(date +%s%N)
  id=$(curl -s -XPOST "localhost:$PORT/api/analyze" -H 'content-type: application/json' \
    -d "{\"url\":\"$origin\",\"force\":true}" | node -pe 'JSON.parse(require("fs").readFileSync(0)).analysisId')
  while state=$(curl -s "localhost:$PORT/api/analysis/$id" | node -pe \
    'const r = JSON.parse(require("fs").readFileSync(0)); r.status + " " + r.discoveredPages.length + " pages"'); do
    [[ $state == processing* ]] || break
    sleep 0.05
  done
  echo "run $run: $state in $(( ($(date +%s%N) - start) / 1000000 )) ms"
done
