/**
 * npm run -s moves -- ID_OR_FILE [--set NAME=VALUE]...
 *
 * For every component and every residence (the logical checkpoint and each lane of the
 * pin's hardware), asks the placement rules and prints "accepted" with the evidence or
 * "refused" with the reason, starting from the as-pinned board. A contributor's preview of
 * what the board will allow.
 */
import { parseArgs } from 'node:util';
import { LEDGER } from '../domain/rows/board-groups';
import { asPinnedPlacement } from '../domain/placement/placement';
import { effectiveSettings, settingAssignment } from '../domain/placement/settings';
import { boardRows, rowName } from '../domain/rows/rows';
import { markText } from '../domain/text/row-marks';
import { boardRow } from '../domain/board/board-model';
import { checkMove, residenceLabel } from '../domain/placement/move-rules';
import { evidenceText, refusalText } from '../domain/text/move-lines';
import { command, fail, runIfMain } from './lib/io';
import { checkSettings, loadRepository, parseSettings, resolvePin } from './lib/load';

const USAGE = 'usage: npm run -s moves -- ID_OR_FILE [--set NAME=VALUE]...';

function parseOptions(argv: readonly string[]): { positionals: string[]; set: string[] } {
  try {
    const a = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { set: { type: 'string', multiple: true } },
    });
    return { positionals: a.positionals, set: a.values.set ?? [] };
  } catch (e) {
    return fail(`${(e as Error).message}\n${USAGE}`);
  }
}

export const run = command((argv, io) => {
  const parsed = parseOptions(argv);
  if (parsed.positionals.length !== 1) fail(USAGE);

  const r = resolvePin(parsed.positionals[0]!, loadRepository());
  if (!r.ok) return fail(r.message);
  const { profile, hardware } = r.pin;
  const set = parseSettings(parsed.set);
  if (!set.ok) return fail(set.message);
  const bad = checkSettings(profile, set.settings);
  if (bad) fail(bad);

  const settings = effectiveSettings(profile, set.settings);
  const placement = asPinnedPlacement(profile);
  const residences = [LEDGER, ...hardware.lanes.map((l) => l.id)];
  const chosen = Object.entries(settings).map(([k, v]) => settingAssignment(k, v));

  const out: string[] = [
    `${profile.id} on ${hardware.id}`,
    `From the as-pinned board${chosen.length ? `, with ${chosen.join(', ')}` : ''}. Residences: ${residences.map((x) => residenceLabel(hardware, x)).join(', ')}.`,
    '',
  ];
  for (const row of boardRows(profile)) {
    const marks = boardRow({ profile, hardware }, row, row.asPinned, undefined).marks.map(markText);
    out.push(
      `${rowName(row)} (${row.id})${marks.length ? ` [${marks.join('; ')}]` : ''}, as pinned: ${residenceLabel(hardware, row.asPinned)}`,
    );
    for (const to of residences) {
      const result = checkMove({ profile, hardware, placement, settings }, { row: row.id, to });
      const where = residenceLabel(hardware, to);
      out.push(
        result.ok
          ? `- ${where}: accepted. ${evidenceText(result)}`
          : `- ${where}: refused. ${refusalText(result)}`,
      );
    }
    out.push('');
  }
  io.stdout.write(out.join('\n'));
  return 0;
});

runIfMain(import.meta.url, run);
