/**
 * npm run gen-schema
 *
 * Writes profiles/profile.schema.json and profiles/hardware.schema.json from the zod
 * schemas, the single source of the format, so an editor completes and checks a profile
 * that names "$schema": "./profile.schema.json" (hardware files: "../hardware.schema.json").
 * The files are committed; the build regenerates them and a test fails when they are stale.
 */
import { writeFileSync } from 'node:fs';
import { command, runIfMain } from './lib/io';
import { jsonSchemaFiles } from './lib/json-schema';
import { displayPath } from './lib/load';

export const run = command((_argv, io) => {
  for (const { file, text } of jsonSchemaFiles()) {
    writeFileSync(file, text);
    io.stdout.write(`wrote ${displayPath(file)}\n`);
  }
});

runIfMain(import.meta.url, run);
