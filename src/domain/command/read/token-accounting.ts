/**
 * Every word of a paste, accounted for: what the reader did with it. Nothing is dropped in
 * silence: a prompt or a wrapper is listed as intake noise, a flag as read (with or without a
 * described effect), unknown to this runtime (with the nearest known flag) or refused by this
 * build, a substitution as not evaluated, and the words of other commands in the paste as not
 * read. The count of words the reader could not read goes with the draft.
 */
import type { Intake } from './intake';
import type { ParsedFlag } from './parse-flags';
import type { Word } from './tokenize';
import type { Found } from './unwrap';

export type TokenKind =
  /** A prompt, a YAML key, a wrapper such as sudo or numactl and its options: stripped. */
  | 'noise'
  /** The program, module or image that names the runtime. */
  | 'program'
  /** An environment assignment: read into the reading. */
  | 'environment'
  /** A flag (or its value) whose effect this site describes, with the runtime's words. */
  | 'described'
  /** A flag (or its value) this runtime knows, whose effect is not described here. */
  | 'read'
  /** A flag no build of this runtime that the reader knows has. */
  | 'unknown'
  /** A flag this build stops at. */
  | 'refused'
  /** A substitution kept whole: the shell would give its value. */
  | 'not-evaluated'
  /** A word that is not a flag nor its value (a positional model is read as the model). */
  | 'positional'
  /** A word of another command or line of the paste: not read. */
  | 'other-command';

export type TokenAccount = {
  text: string;
  at: number;
  kind: TokenKind;
  /** The flag it is the value of, the kind of noise, or the evaluated arithmetic. */
  detail?: string;
  /** For an unknown or refused flag: the nearest flag this build knows. */
  nearest?: string;
};

export type Accounting = {
  tokens: TokenAccount[];
  /** Words of the read command (and its environment) that the reader could not read. */
  unread: number;
  /** Words of the read command and its environment. */
  total: number;
  /** The other commands of the paste, by their first words: listed, not read. */
  others: { at: number; text: string }[];
};

const UNREAD: ReadonlySet<TokenKind> = new Set(['unknown', 'refused', 'not-evaluated', 'positional']);
/** A paste of 100,000 flags is counted whole but listed up to here. */
export const MAX_LISTED_TOKENS = 5000;

const flagKind = (f: ParsedFlag): TokenKind =>
  f.status === 'described' ? 'described' : f.status === 'read' ? 'read' : f.status;

const arithmetic = (w: Word): string | undefined => {
  const done = w.subs.filter((s) => s.value !== undefined);
  return done.length ? done.map((s) => `${s.text} = ${s.value}`).join(', ') : undefined;
};

export function accountTokens(
  intake: Intake,
  found: Found,
  flags: readonly ParsedFlag[],
  positionals: readonly Word[],
): Accounting {
  const tokens: TokenAccount[] = [];
  let unread = 0;
  let total = 0;
  const push = (w: Word, kind: TokenKind, extra: Omit<TokenAccount, 'text' | 'at' | 'kind'> = {}) => {
    const k: TokenKind = w.expands && kind !== 'noise' && kind !== 'other-command' ? 'not-evaluated' : kind;
    if (k !== 'noise' && k !== 'other-command') total++;
    if (UNREAD.has(k)) unread++;
    if (tokens.length < MAX_LISTED_TOKENS) {
      const evaluated = arithmetic(w);
      tokens.push({ text: w.text, at: w.at, kind: k, ...extra, ...(evaluated ? { detail: evaluated } : {}) });
    }
  };
  for (const n of intake.noise)
    if (tokens.length < MAX_LISTED_TOKENS)
      tokens.push({
        text: n.text,
        at: n.at,
        kind: 'noise',
        detail: n.why === 'prompt' ? 'shell prompt' : `${n.why} key`,
      });
  if (intake.image) push(intake.image, 'program');

  const byAt = new Map<number, { kind: TokenKind; flag: ParsedFlag; value: boolean }>();
  for (const f of flags) {
    if (f.from !== 'command') {
      if (!byAt.has(f.at)) byAt.set(f.at, { kind: flagKind(f), flag: f, value: false });
      continue;
    }
    byAt.set(f.at, { kind: flagKind(f), flag: f, value: false });
    for (const a of f.valueAts) byAt.set(a, { kind: flagKind(f), flag: f, value: true });
  }
  // A compose or Kubernetes environment block: an LLAMA_ARG_* twin is read as its flag.
  for (const w of intake.env) {
    const f = byAt.get(w.at);
    push(w, f && f.kind !== 'described' && f.kind !== 'read' ? f.kind : 'environment');
  }
  const stray = new Set(positionals.map((w) => w.at));
  const noise = new Set(found.noise.map((w) => w.at));
  const envAt = new Set(found.env.map((e) => e.at));
  const others: Accounting['others'] = [];

  intake.commands.forEach((words, index) => {
    if (index === found.index || found.envCommands.includes(index)) {
      for (const w of words) {
        const f = byAt.get(w.at);
        if (f) {
          push(w, f.kind, {
            ...(f.value ? { detail: `value of ${f.flag.written}` } : {}),
            ...(f.flag.nearest && !f.value ? { nearest: f.flag.nearest } : {}),
          });
        } else if (found.model?.at === w.at) push(w, 'read', { detail: 'the model' });
        else if (stray.has(w.at)) push(w, 'positional');
        else if (noise.has(w.at)) push(w, 'noise', { detail: 'wrapper' });
        else if (envAt.has(w.at)) push(w, 'environment');
        else if (w.text === 'export') push(w, 'noise', { detail: 'export' });
        else push(w, 'program');
      }
      return;
    }
    const first = words[0];
    if (!first) return;
    const text = words
      .slice(0, 6)
      .map((w) => w.text)
      .join(' ');
    others.push({ at: first.at, text: words.length > 6 ? `${text} …` : text });
    for (const w of words) push(w, 'other-command');
  });
  tokens.sort((a, b) => a.at - b.at);
  return { tokens, unread, total, others };
}
