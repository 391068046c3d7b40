/**
 * Real pastes, copied verbatim from public llama.cpp, ik_llama.cpp, vLLM and SGLang threads
 * (tests/fixtures/pastes/<id>.txt, each with its address and the facts it states in
 * <id>.json): the reader gets each stated fact right, fills in nothing the paste does not
 * state, and accounts for every word, naming each one it could not read.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { intake } from '../../../src/domain/command/read/intake';
import { readCommand } from '../../../src/domain/command/read-command';
import { FAMILIES } from '../../../src/domain/command/runtime';

const DIR = resolve(__dirname, '../../fixtures/pastes');

type Facts = {
  prompt?: string;
  program?: string;
  model?: string;
  form?: 'yaml' | 'json';
  argsOnly?: boolean;
  /** A flag as written and the value the paste gives it (null: a flag given alone). */
  flags?: Record<string, string | null>;
  /** Registry setting ids and their values. */
  settings?: Record<string, string>;
  env?: Record<string, string>;
  devices?: string[];
  notEvaluated?: string[];
  unknown?: string[];
  overrides?: number;
  otherLines?: number;
};
type Sidecar = { url: string; checked: string; runtime: string; facts: Facts };

const pastes = readdirSync(DIR)
  .filter((f) => f.endsWith('.txt'))
  .map((f) => {
    const id = f.slice(0, -4);
    const text = readFileSync(resolve(DIR, f), 'utf8');
    const sidecar = JSON.parse(readFileSync(resolve(DIR, `${id}.json`), 'utf8')) as Sidecar;
    return { id, text, ...sidecar };
  });

it('holds at least 15 real pastes from all four runtimes, each with its address and checked date', () => {
  expect(pastes.length).toBeGreaterThanOrEqual(15);
  expect(new Set(pastes.map((p) => p.runtime))).toEqual(new Set(FAMILIES));
  for (const p of pastes) {
    expect(p.url, p.id).toMatch(/^https:\/\/github\.com\/[^/]+\/[^/]+\/(issues|pull)\/\d+$/);
    expect(p.checked, p.id).toBe('2026-12-02');
  }
  const has = (pred: (f: Facts) => boolean) => pastes.some((p) => pred(p.facts));
  expect(has((f) => f.prompt !== undefined)).toBe(true);
  expect(has((f) => f.form === 'yaml')).toBe(true);
  expect(has((f) => f.argsOnly === true)).toBe(true);
  expect(has((f) => (f.notEvaluated?.length ?? 0) > 0)).toBe(true);
  expect(has((f) => f.env !== undefined)).toBe(true);
});

describe.each(pastes.map((p) => [p.id, p] as const))('%s', (_id, p) => {
  const r = readCommand(p.text);
  const f = p.facts;

  it('reads it as the runtime it is for', () => {
    expect(r.runtime.family).toBe(p.runtime);
  });

  it('gets the model it states, and names none it does not', () => {
    expect(r.model).toBe(f.model);
  });

  it('gets each flag and value it states', () => {
    for (const [written, value] of Object.entries(f.flags ?? {})) {
      const flag = r.flags.find((x) => x.written === written);
      expect(flag, written).toBeDefined();
      expect(flag!.value ?? null, written).toBe(value);
    }
    for (const [id, value] of Object.entries(f.settings ?? {}))
      expect(r.settings.find((s) => s.id === id)?.value, id).toBe(value);
    if (f.overrides !== undefined)
      expect(r.flags.filter((x) => x.entry?.id === 'override-tensor')).toHaveLength(f.overrides);
  });

  it('reads the environment it sets, and the devices it makes visible', () => {
    const env = Object.fromEntries(r.environment.map((e) => [e.name, e.value]));
    for (const [name, value] of Object.entries(f.env ?? {})) expect(env[name], name).toBe(value);
    if (f.devices) expect(r.environment.find((e) => e.effect === 'devices')?.devices).toEqual(f.devices);
  });

  it('takes the paste in as it is written: prompt, list form, program or arguments alone', () => {
    expect(r.form).toBe(f.form ?? 'shell');
    expect(r.argsOnly).toBe(f.argsOnly ?? false);
    if (f.program) expect(r.program).toBe(f.program);
    if (f.prompt)
      expect(r.accounting.tokens).toContainEqual(
        expect.objectContaining({ text: f.prompt, kind: 'noise', detail: 'shell prompt' }),
      );
    expect(r.accounting.others).toHaveLength(f.otherLines ?? 0);
  });

  it('fills in no value the paste does not state', () => {
    for (const s of r.settings) {
      if (s.unstated) continue;
      // A value is the paste's own text, or the value of its $((…)) arithmetic.
      const evaluated = r.accounting.tokens.some((t) => t.detail?.endsWith(`= ${s.value}`));
      expect(
        p.text.includes(s.value) || evaluated || ['on', 'off'].includes(s.value),
        `${s.flag} ${s.value}`,
      ).toBe(true);
    }
  });

  it('accounts for every word, and names each one it could not read', () => {
    const taken = intake(p.text);
    const ats = new Set(r.accounting.tokens.map((t) => t.at));
    for (const w of taken.commands.flat()) expect(ats.has(w.at), `${w.text} at ${w.at}`).toBe(true);
    const unread = r.accounting.tokens.filter((t) =>
      ['unknown', 'refused', 'not-evaluated', 'positional'].includes(t.kind),
    );
    expect(r.accounting.unread).toBe(unread.length);
    for (const text of f.notEvaluated ?? [])
      expect(
        r.accounting.tokens.some(
          (t) => t.kind === 'not-evaluated' && (t.text === text || t.detail === `value of ${text}`),
        ),
        text,
      ).toBe(true);
    for (const text of f.unknown ?? [])
      expect(r.accounting.tokens.find((t) => t.text === text)?.kind, text).toBe('unknown');
  });
});

describe('flags by version in these pastes', () => {
  const read = (id: string) => readCommand(pastes.find((p) => p.id === id)!.text);

  it('does not take -mla as the value of -fa in an ik_llama.cpp build from before PR #863 (-fmoe dates it)', () => {
    const r = read('ik-386-fa-mla');
    expect(r.runtime.version).toEqual({ kind: 'pr', pr: 863, included: false });
    expect(r.flags.find((f) => f.written === '-fa')!.value).toBeUndefined();
    expect(r.flags.find((f) => f.written === '-mla')!.value).toBe('3');
  });

  it('reads --flash-attn alone when the next word is a flag and the version is not stated, and says why', () => {
    const r = read('llamacpp-15077-ncmoe');
    expect(r.flags.find((f) => f.written === '--flash-attn')!.value).toBeUndefined();
    expect(r.flags.find((f) => f.written === '--n-gpu-layers')!.value).toBe('99');
    expect(r.problems.join(' ')).toMatch(/PR #15434/);
  });

  it('names ik_llama.cpp as the other runtime a plain llama-server command fits', () => {
    expect(read('llamacpp-15077-ncmoe').runtimeAlternatives).toEqual(['ik_llama.cpp']);
    expect(read('ik-386-fa-mla').runtimeAlternatives).toEqual([]);
  });
});
