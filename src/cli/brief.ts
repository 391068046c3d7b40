/**
 * npm run -s brief -- ID_OR_FILE [--set NAME=VALUE]... [--date YYYY-MM-DD]
 *   prints the pin's plain-text brief (as-pinned placement; default settings unless --set)
 * npm run -s brief -- ID_OR_FILE --compare ID_OR_FILE
 * npm run -s brief -- --compare ID_OR_FILE ID_OR_FILE
 *   prints the comparison brief of two pins
 * npm run -s brief -- --compare ID_OR_FILE
 *   compares the pin with the first pin it names under "do not blend with"
 *
 * An unknown id or an invalid file: a message on stderr and exit 1.
 */
import { parseArgs } from 'node:util';
import { compareBrief } from '../domain/brief/compare-brief';
import { pinBrief } from '../domain/brief/pin-brief';
import { command, fail, runIfMain } from './lib/io';
import { checkSettings, loadRepository, parseSettings, resolvePin, type Pin } from './lib/load';

const USAGE =
  'usage: npm run -s brief -- ID_OR_FILE [--compare ID_OR_FILE] [--set NAME=VALUE]... [--date YYYY-MM-DD]';

function parseOptions(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      tokens: true,
      options: {
        compare: { type: 'string', multiple: true },
        set: { type: 'string', multiple: true },
        date: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    return fail(`${(e as Error).message}\n${USAGE}`);
  }
}

export const run = command((argv, io) => {
  const args = parseOptions(argv);
  if (args.values.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const { date } = args.values;
  if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date))
    fail(`--date expects YYYY-MM-DD, got "${date}"`);

  const loaded = loadRepository();
  const pin = (arg: string): Pin => {
    const r = resolvePin(arg, loaded);
    return r.ok ? r.pin : fail(r.message);
  };
  const set = parseSettings(args.values.set ?? []);
  if (!set.ok) return fail(set.message);

  const compare = args.values.compare;
  // Pins in the order they were typed, whether positional or after --compare.
  const names = (args.tokens ?? []).flatMap((t) =>
    t.kind === 'positional'
      ? [t.value]
      : t.kind === 'option' && t.name === 'compare' && t.value !== undefined
        ? [t.value]
        : [],
  );
  if (names.length === 0) fail(USAGE);

  if (compare === undefined) {
    if (names.length > 1) fail(`one pin at a time; use --compare for two.\n${USAGE}`);
    const p = pin(names[0]!);
    const bad = checkSettings(p.profile, set.settings);
    if (bad) fail(bad);
    io.stdout.write(pinBrief({ profile: p.profile, hardware: p.hardware, settings: set.settings, date }));
    return 0;
  }
  if (names.length > 2) fail(`--compare takes two pins, got ${names.length}.\n${USAGE}`);
  if (Object.keys(set.settings).length) fail('--set applies to one pin; leave it out of a comparison.');
  const a = pin(names[0]!);
  let b: Pin;
  if (names[1] !== undefined) b = pin(names[1]);
  else {
    const named = a.profile.doNotBlendWith[0];
    if (!named) fail(`${a.profile.id} names no pin under "do not blend with"; give two pins to compare.`);
    b = pin(named);
  }
  io.stdout.write(
    compareBrief({
      a: { profile: a.profile, hardware: a.hardware },
      b: { profile: b.profile, hardware: b.hardware },
      date,
    }),
  );
  return 0;
});

runIfMain(import.meta.url, run);
