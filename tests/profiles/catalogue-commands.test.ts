/**
 * The catalogue checks itself (issue 20, point 7): for every bundled pin whose sources print a
 * runtime command (a fenced block in a stored source text that the reader finds a runtime
 * invocation in), the command is read and, for each component kind both sides place, the
 * tiers the reading puts it in agree with the pin's hand-written placement, or the table
 * below names the evidence that explains the difference. A pin without a command is not
 * compared.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readCommand } from '../../src/domain/command/read-command';
import type { CommandReading } from '../../src/domain/command/reading';
import { tokenize } from '../../src/domain/command/tokenize';
import { findInvocation } from '../../src/domain/command/unwrap';
import type { Hardware } from '../../src/domain/profile/schema/hardware';
import type { Profile } from '../../src/domain/profile/schema/profile';
import { loadedPins } from '../helpers/load-bundled';
import { SOURCES_DIR } from '../helpers/provenance';

/**
 * Differences the evidence explains, by the source that prints the command and the component
 * kind (a pin copied under another id keeps its sources): the evidence, in words.
 */
const EXPLAINED: Record<string, Record<string, string>> = {
  'llamacpp-pr-15077-n-cpu-moe': {
    'routed-experts':
      'The command in PR #15077 is its author\u2019s example (--n-cpu-moe 3), not this pin\u2019s run; and since --flash-attn takes a value (on, off or auto), it takes --n-gpu-layers as that value, so the example sets no -ngl and the layers it does not send to the CPU are not placed by it.',
  },
  'unsloth-gpt-oss-guide': {
    'routed-experts':
      'The command in the sources is the Unsloth guide\u2019s -ot ".ffn_.*_exps.=CPU" (every expert in host RAM), which the pin offers as an EXPERT_OFFLOAD option; the pinned split is the hardware-corner run (--n-cpu-moe 27 with --n-gpu-layers 99), whose article prints no command line.',
  },
};

/** The commands a pin's stored sources print: fenced blocks in which the reader finds a runtime. */
function commandsOf(profile: Profile): { source: string; command: string }[] {
  const out: { source: string; command: string }[] = [];
  for (const s of profile.sources) {
    if (!s.text) continue;
    const text = readFileSync(resolve(SOURCES_DIR, s.text), 'utf8');
    text.split('```').forEach((block, i) => {
      if (i % 2 === 0) return;
      const body = block.slice(block.indexOf('\n') + 1);
      if (findInvocation(tokenize(body).commands).family) out.push({ source: s.id, command: body.trim() });
    });
  }
  return out;
}

/** Tiers a pin places each component kind in, when it states them. */
function pinTiers(profile: Profile, hardware: Hardware): Map<string, Set<string>> {
  const tier = (lane: string) => hardware.lanes.find((l) => l.id === lane)?.tier;
  const out = new Map<string, Set<string>>();
  for (const c of profile.components) {
    const a = c.asPinned;
    const lanes =
      typeof a === 'string'
        ? [a]
        : 'split' in a
          ? a.split.map((p) => p.lane)
          : [a.home.lane, ...a.copies.map((cp) => cp.lane)];
    const tiers = lanes.map(tier).filter((t): t is NonNullable<typeof t> => t !== undefined);
    if (tiers.length) out.set(c.kind, new Set([...(out.get(c.kind) ?? []), ...tiers]));
  }
  return out;
}

/** Tiers the reading places each component kind in (definite residences only). */
function readingTiers(r: CommandReading): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const c of r.components) {
    if (c.presence !== 'present') continue;
    const tiers = c.parts.flatMap((p) => (p.residence.kind === 'tier' ? [p.residence.tier] : []));
    if (tiers.length) out.set(c.kind, new Set([...(out.get(c.kind) ?? []), ...tiers]));
  }
  return out;
}

const seen: string[] = [];
afterAll(() => {
  // An explanation with no difference left is stale: the pin or the reader changed.
  const stale = Object.entries(EXPLAINED).flatMap(([id, kinds]) =>
    Object.keys(kinds)
      .map((k) => `${id} ${k}`)
      .filter((x) => withCommands.some((p) => x.startsWith(p.profile.id)) && !seen.includes(x)),
  );
  expect(stale).toEqual([]);
});

const withCommands = loadedPins()
  .map((pin) => ({ ...pin, commands: commandsOf(pin.profile) }))
  .filter((p) => p.commands.length > 0);

it('finds the commands the bundled pins\u2019 sources print', () => {
  expect(withCommands.length).toBeGreaterThanOrEqual(3);
});

describe.each(withCommands.map((p) => [p.profile.id, p] as const))(
  '%s',
  (_id, { profile, hardware, commands }) => {
    it.each(commands.map((c, i) => [`${c.source} #${i + 1}`, c.command, c.source] as const))(
      'agrees with the command in %s, or names the evidence for each difference',
      (_name, command, source) => {
        const gpus = hardware.lanes.find((l) => l.tier === 'gpu-memory')?.devicesPerNode;
        const reading = readCommand(command, { gpus });
        const pin = pinTiers(profile, hardware);
        const read = readingTiers(reading);
        const differences: Record<string, string> = {};
        for (const [kind, tiers] of pin) {
          const r = read.get(kind);
          if (!r) continue;
          const same = tiers.size === r.size && [...tiers].every((t) => r.has(t));
          if (!same)
            differences[kind] = `pin: ${[...tiers].sort().join(', ')}; command: ${[...r].sort().join(', ')}`;
        }
        const explained = EXPLAINED[source] ?? {};
        expect(
          Object.keys(differences).filter((k) => !(k in explained)),
          JSON.stringify(differences),
        ).toEqual([]);
        seen.push(...Object.keys(differences).map((k) => `${source} ${k}`));
      },
    );
  },
);
