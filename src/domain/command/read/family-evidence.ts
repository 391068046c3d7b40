/**
 * Which runtime a paste is for, from positive evidence only: the person's choice, the
 * program, module or image, or a flag that only one runtime defines (IK_MARKERS). A flag
 * missing from one registry is never evidence (registries hold one commit; builds differ).
 * Every choice names the runtimes that would also accept the command, so a reading can say
 * "read as llama.cpp; ik_llama.cpp also ships llama-server".
 */
import { IK_MARKERS } from '../registry/flag-versions';
import { lookupFlag } from '../registry';
import { FAMILIES, type Family, type Runtime, type Version } from '../runtime';
import type { Word } from './tokenize';

export type FamilyChoice = {
  runtime: Runtime;
  /** How it was chosen, in this site's words. */
  from: string;
  /** The other runtimes that the evidence does not rule out. */
  alternatives: Family[];
  /** For arguments alone: how many of the flags each runtime's registry knows. */
  accepts: { family: Family; known: number; total: number }[];
};

const flagWords = (args: readonly Word[]) => args.filter((w) => w.text.length > 1 && /^-[^\d]/.test(w.text));

function ikMarker(args: readonly Word[]): string | undefined {
  return args.find((w) => IK_MARKERS.has(w.text))?.text;
}

/** A build with -fmoe is from before ik_llama.cpp PR #863, which removed it. */
function ikVersionFrom(args: readonly Word[]): { version: Version; why: string } | undefined {
  const w = args.find((a) => a.text === '-fmoe' || a.text === '--fused-moe');
  return w
    ? { version: { kind: 'pr', pr: 863, included: false }, why: `${w.text}, which PR #863 removed` }
    : undefined;
}

function acceptance(args: readonly Word[]): FamilyChoice['accepts'] {
  const flags = flagWords(args).slice(0, 10_000);
  const names = flags.map((w) => {
    const eq = w.text.startsWith('--') ? w.text.indexOf('=') : -1;
    return eq > 0 ? w.text.slice(0, eq) : w.text;
  });
  return FAMILIES.map((family) => ({
    family,
    known: names.filter((n) => lookupFlag(family, n)).length,
    total: names.length,
  }));
}

export function chooseFamily(
  given: Runtime | undefined,
  told: Family | undefined,
  toldFrom: string | undefined,
  args: readonly Word[],
): FamilyChoice {
  if (given) return { runtime: given, from: 'given', alternatives: [], accepts: [] };
  const llamaLike = told === 'llama.cpp' || told === undefined;
  const marker = llamaLike ? ikMarker(args) : undefined;
  if (marker) {
    const dated = ikVersionFrom(args);
    return {
      runtime: { family: 'ik_llama.cpp', version: dated?.version ?? { kind: 'unstated' } },
      from: `${toldFrom ? `${toldFrom}, with` : 'no program in the paste; from'} the ik_llama.cpp flag ${marker}${dated ? ` (a build before PR #863: ${dated.why})` : ''}`,
      alternatives: [],
      accepts: [],
    };
  }
  if (told)
    return {
      runtime: { family: told, version: { kind: 'unstated' } },
      from: toldFrom ?? 'the command',
      // Both llama.cpp and its fork ship llama-server, llama-cli and llama-bench.
      alternatives: told === 'llama.cpp' ? ['ik_llama.cpp'] : [],
      accepts: [],
    };
  const accepts = acceptance(args);
  const best = Math.max(...accepts.map((a) => a.known));
  const top = accepts.filter((a) => a.known === best && best > 0);
  const family = top[0]?.family ?? 'llama.cpp';
  const total = accepts[0]?.total ?? 0;
  return {
    runtime: { family, version: { kind: 'unstated' } },
    from:
      best > 0
        ? `no program in the paste: read as ${family}, whose flags include ${best} of its ${total}`
        : 'no program in the paste and no flag any runtime here knows: read as llama.cpp',
    alternatives: top.slice(1).map((a) => a.family),
    accepts,
  };
}
