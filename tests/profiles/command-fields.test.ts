/**
 * Issue 29, item 3: what a pin's launch command sets reaches the fields that hold it. Each
 * expected value is read out of the command as the source prints it (a quote the provenance
 * test checks against the stored source), never from the code under test: a command that
 * passes a context size has that context, a tensor-parallel size that TP, an expert-parallel
 * size (or, for SGLang, none: its stored server-arguments default) that EP; a --tensor-split
 * names as many GPUs as the hardware has, an --rpc host a second machine, and --n-cpu-moe N a
 * row part in host RAM scoped by that flag.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { proseText } from '../../src/domain/profile/prose';
import { everyPin, SOURCES_DIR } from '../helpers/pins';

const flat = (t: string) => t.replace(/\s+/g, ' ').trim();
/** The value a command gives one of these flags ("-c 8192", "--ctx-size=38000"), if any. */
function valueOf(command: string, names: readonly string[]): string | undefined {
  for (const n of names) {
    const m = new RegExp(`(?:^|\\s)${n.replace(/-/g, '\\-')}(?:\\s+|=)([^\\s\\\\]+)`).exec(command);
    if (m) return m[1]!.replace(/^['"]|['"]$/g, '');
  }
  return undefined;
}
const CONTEXT = ['-c', '--ctx-size', '--context-length', '--max-model-len'];
const TP = ['--tp', '--tp-size', '--tensor-parallel-size'];
const EP = ['--ep', '--ep-size', '--expert-parallel-size'];
const withCommand = everyPin().filter((p) => p.profile.pins.command !== undefined);

describe.each(withCommand.map((p) => [p.profile.id, p] as const))('%s', (_id, { profile, hardware }) => {
  const command = flat(proseText(profile.pins.command!));

  it('has the context its command passes', () => {
    const c = valueOf(command, CONTEXT);
    if (c !== undefined && /^[1-9]\d*$/.test(c))
      expect(profile.concurrency.contextPerRequestTokens).toBe(Number(c));
  });

  it('has the tensor- and expert-parallel sizes its command passes', () => {
    const tp = valueOf(command, TP);
    if (tp !== undefined && /^\d+$/.test(tp)) expect(profile.tp).toBe(Number(tp));
    const ep = valueOf(command, EP);
    if (ep !== undefined && /^\d+$/.test(ep)) expect(profile.ep).toBe(Number(ep));
    const args = profile.sources.find((s) => s.id === 'sglang-server-arguments');
    if (ep === undefined && /sglang\.launch_server/.test(command) && args?.text) {
      // The runtime's default, as the cited server-arguments text states it.
      const stored = flat(readFileSync(resolve(SOURCES_DIR, args.text), 'utf8'));
      const def = /`--ep` \| The expert parallelism size\. \| `(\d+)`/.exec(stored);
      expect(def, 'the stored server arguments state the --ep default').not.toBeNull();
      expect(profile.ep).toBe(Number(def![1]));
    }
  });

  it('has the devices and machines its command names', () => {
    const split = valueOf(command, ['--tensor-split', '-ts']);
    if (split !== undefined) {
      const gpus = hardware.lanes.filter((l) => l.tier === 'gpu-memory');
      expect(gpus.map((l) => l.devicesPerNode)).toContain(split.split(',').length);
    }
    if (valueOf(command, ['--rpc']) !== undefined) {
      expect(hardware.lanes.some((l) => l.tier === 'remote-device')).toBe(true);
      expect(profile.nodes).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps the MoE layers its --n-cpu-moe names in host RAM, scoped by the flag', () => {
    const n = valueOf(command, ['--n-cpu-moe', '-ncmoe']);
    if (n === undefined) return;
    const parts = profile.components.flatMap((c) =>
      typeof c.asPinned === 'object' && 'split' in c.asPinned ? c.asPinned.split : [],
    );
    const part = parts.find((p) => p.scope.includes(`--n-cpu-moe ${n}`));
    expect(part, `a part scoped "--n-cpu-moe ${n}"`).toBeDefined();
    expect(hardware.lanes.find((l) => l.id === part!.lane)?.tier).toBe('host-ram');
  });
});
