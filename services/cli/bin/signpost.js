#!/usr/bin/env node
// A committed entry so npm links the `signpost` command at install time, before anything is built.
await import('../dist/main.js');
