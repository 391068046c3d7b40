/**
 * Pins confirmed by their own logs (issue 29, point 5). Each fixture in tests/fixtures/pin-logs/
 * is a pair: `<pin-id>.log.txt`, the load log its source posted, verbatim, and `<pin-id>.json`,
 * `{ pin, url, retrieved, command, differences: [{ what, why }] }` (and `runtime`, "NAME@VERSION",
 * only when the command names no program, as read-command's --runtime). The command is read as
 * `npm run -s read-command -- "<command>" --hardware <the pin's hardware> --log <the log>` reads
 * it; `differences` lists, written by hand, each item that check calls "disagrees", by its words
 * there ("layers offloaded", "model weights (CUDA0)") with why; nothing more, nothing less.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { readCommand } from '../../src/domain/command/read-command';
import { parseRuntime } from '../../src/domain/command/runtime';
import type { CheckItem } from '../../src/domain/load-log/log-check-item';
import { checkLogAgainstCommand } from '../../src/domain/setup/log-vs-command';
import { readLoadLog } from '../../src/domain/load-log/read-log';
import { proseText } from '../../src/domain/profile/prose';
import { ROOT, cataloguePins } from '../helpers/commands';

const DIR = resolve(ROOT, 'tests/fixtures/pin-logs');
const LOG = '.log.txt';

const fixtureSchema = z.strictObject({
  pin: z.string().min(1),
  url: z.url(),
  retrieved: z.iso.date(),
  command: z.string().min(1),
  runtime: z.string().optional(),
  differences: z.array(z.strictObject({ what: z.string().min(1), why: z.string().min(10) })),
});

const files = existsSync(DIR) ? readdirSync(DIR) : [];
const ids = files.filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length));

/** An item's name as check's text prints it (log-check-text.ts): what, and the device in brackets. */
const named = (i: CheckItem) => `${i.what}${i.device ? ` (${i.device})` : ''}`;

test('every fixture is a pair: a log and its comparison, under the pin id', () => {
  const logs = files.filter((f) => f.endsWith(LOG)).map((f) => f.slice(0, -LOG.length));
  expect(files.filter((f) => !f.endsWith('.json') && !f.endsWith(LOG))).toEqual([]);
  expect(logs.sort()).toEqual([...ids].sort());
});

for (const id of ids)
  describe(id, () => {
    const fixture = fixtureSchema.parse(JSON.parse(readFileSync(resolve(DIR, `${id}.json`), 'utf8')));
    const logText = readFileSync(resolve(DIR, `${id}${LOG}`), 'utf8');
    const found = cataloguePins().find((p) => p.profile.id === fixture.pin);

    test('names a pin of the catalogue, under its own id, whose command is the fixture’s', () => {
      expect(fixture.pin).toBe(id);
      expect(found, `no pin ${fixture.pin} in the catalogue`).toBeDefined();
      const launch = found!.profile.pins.command;
      expect(launch && proseText(launch)).toBe(fixture.command);
    });

    test('cites a source of the pin, checked on the day it was retrieved', () => {
      const source = found!.profile.sources.find((s) => s.url === fixture.url);
      expect(source, `no source of ${id} has the url ${fixture.url}`).toBeDefined();
      expect(source!.checked).toBe(fixture.retrieved);
    });

    test('the command reader and the log reader disagree exactly where the fixture says', () => {
      const runtime = fixture.runtime === undefined ? undefined : parseRuntime(fixture.runtime);
      if (runtime && !runtime.ok) throw new Error(`${id}: runtime: ${runtime.message}`);
      const gpus = found!.hardware.lanes.find((l) => l.tier === 'gpu-memory')?.devicesPerNode;
      const reading = readCommand(fixture.command, {
        ...(runtime ? { runtime: runtime.runtime } : {}),
        ...(gpus === undefined ? {} : { gpus }),
      });
      const log = readLoadLog(logText);
      // A log over the reader's limits is not read at all, and would agree vacuously.
      expect(log.limit === undefined || log.limit.limit === 'figures', `${id}: ${log.limit?.limit}`).toBe(
        true,
      );
      const items = checkLogAgainstCommand(reading, log);
      const compared = items.filter((i) => i.what !== 'runtime' && i.verdict !== 'not in the log');
      expect(compared.length, `${id}: the log confirms nothing beyond the runtime`).toBeGreaterThan(0);
      expect(items.filter((i) => i.verdict === 'disagrees').map(named)).toEqual(
        fixture.differences.map((d) => d.what),
      );
    });
  });
