/**
 * A paste as people copy it, before the shell's rules: a shell prompt in front of the command
 * (`$ `, `# `, `user@host:~$ `, `(env) user@host:~$ `), or the arguments written as a YAML or
 * JSON list (docker-compose `command:`, Kubernetes `args:`). Prompts are blanked in place (so
 * every word keeps its offset in the paste) and listed as intake noise; a list becomes the
 * words it holds, each with where it stands in the paste. Bounded: one pass per line.
 */
import { tokenize, type TokenProblem, type Word } from './tokenize';
import { looksLikeProgram } from './unwrap';

export type NoiseWhy = 'prompt' | 'yaml' | 'json';
export type Noise = { text: string; at: number; why: NoiseWhy };

export type Intake = {
  commands: Word[][];
  problems: TokenProblem[];
  noise: Noise[];
  form: 'shell' | 'yaml' | 'json';
  /** A compose file's `image:`, which runs the command. */
  image: Word | undefined;
  /** A compose or Kubernetes `environment:`/`env:` block, as NAME=value words. */
  env: Word[];
};

const USER_HOST = /^(\([^()\s]{1,80}\)\s+)?[\w.-]{1,64}@[\w.-]{1,253}(:[^\s$#]{0,200})?\s?[$#%]\s+/;
const BARE = /^(\([^()\s]{1,80}\)\s+)?[$%>]\s+/;
const ROOT = /^(\([^()\s]{1,80}\)\s+)?#\s+/;

/** Blank the prompt at the start of each line that starts a command (not after a `\` line end). */
function stripPrompts(text: string, noise: Noise[]): string {
  const lines = text.split('\n');
  let at = 0;
  let continued = false;
  const out = lines.map((line) => {
    const start = at;
    at += line.length + 1;
    const wasContinued = continued;
    continued = /\\\r?$/.test(line);
    if (wasContinued) return line;
    const indent = line.length - line.trimStart().length;
    const rest = line.slice(indent);
    let m = USER_HOST.exec(rest) ?? BARE.exec(rest);
    if (!m) {
      // "# cmd" is a root prompt only when a command follows; otherwise it is a comment.
      const r = ROOT.exec(rest);
      const first = r ? rest.slice(r[0].length).split(/\s/, 1)[0]! : '';
      if (r && looksLikeProgram(first)) m = r;
    }
    if (!m) return line;
    noise.push({ text: m[0].trimEnd(), at: start + indent, why: 'prompt' });
    return line.slice(0, indent) + ' '.repeat(m[0].length) + rest.slice(m[0].length);
  });
  return out.join('\n');
}

const word = (text: string, at: number): Word => ({
  text,
  at,
  quoted: true,
  expands: text.includes('$'),
  subs: text.includes('$') ? [{ kind: 'variable', text, at }] : [],
});

/** A YAML scalar as written in a list item or after a key: quotes removed. */
function scalar(raw: string): string {
  const t = raw.trim();
  if (t.length >= 2 && ((t[0] === '"' && t.endsWith('"')) || (t[0] === "'" && t.endsWith("'")))) {
    const inner = t.slice(1, -1);
    return t[0] === "'" ? inner.replace(/''/g, "'") : inner.replace(/\\(["\\])/g, '$1');
  }
  return t.replace(/\s+#.*$/, '');
}

/** A flow sequence `["a", "b"]` (JSON-compatible); undefined when it is not one. */
function flowList(raw: string, at: number): Word[] | undefined {
  const t = raw.trim();
  if (!t.startsWith('[') || !t.endsWith(']')) return undefined;
  try {
    const v: unknown = JSON.parse(t.replace(/'([^']*)'/g, (_, s: string) => JSON.stringify(s)));
    if (!Array.isArray(v) || !v.every((x) => typeof x === 'string' || typeof x === 'number'))
      return undefined;
    let from = 0;
    return v.map((x) => {
      const s = String(x);
      const i = raw.indexOf(s, from);
      from = i < 0 ? from : i + s.length;
      return word(s, at + (i < 0 ? 0 : i));
    });
  } catch {
    return undefined;
  }
}

const KEYS = new Set(['command', 'args', 'entrypoint', 'image', 'environment', 'env']);
const KEY_LINE = /^(\s*)(?:-\s+)?([A-Za-z_][\w-]*):(?:\s+(.*))?$/;
const ITEM = /^(\s*)-\s+(.*)$/;

type YamlWords = Omit<Intake, 'problems' | 'noise' | 'form'>;
/** The paste's lines, each with its offset in the paste. */
type Lines = { lines: string[]; offsets: number[] };
/** What one key gave (a list, or a string to split) and the line after it. */
type KeyRead = { next: number; list?: Word[]; text?: Word };

/**
 * The runtime's words in a YAML block: `image`, `entrypoint`, `command`, `args` and
 * `environment` (list, flow list, string or folded block), in that order. Undefined when the
 * paste has none of those keys and is not a bare `- item` list.
 */
function readYaml(text: string, noise: Noise[]): YamlWords | undefined {
  const src = linesOf(text);
  const found: Record<string, Word[]> = {};
  const strings: Record<string, Word> = {};
  let bare: Word[] | undefined;
  let i = 0;
  while (i < src.lines.length) {
    const line = src.lines[i]!.replace(/\r$/, '');
    const key = KEY_LINE.exec(line);
    if (key && KEYS.has(key[2]!)) {
      const read = readKey(src, i, line, key, noise);
      if (read.list) found[key[2]!] = read.list;
      else if (read.text) strings[key[2]!] = read.text;
      i = read.next;
      continue;
    }
    const item = ITEM.exec(line);
    if (item && !key) (bare ??= []).push(word(scalar(item[2]!), src.offsets[i]! + item[1]!.length + 2));
    i++;
  }
  return yamlWords(found, strings, bare);
}

function linesOf(text: string): Lines {
  const lines = text.split('\n');
  const offsets: number[] = [];
  let o = 0;
  for (const l of lines) {
    offsets.push(o);
    o += l.length + 1;
  }
  return { lines, offsets };
}

/** One key of ours: its value on the line (a flow list or a scalar) or the block under it. */
function readKey(src: Lines, i: number, line: string, key: RegExpExecArray, noise: Noise[]): KeyRead {
  const name = key[2]!;
  // A key written as a list item ("- args:") starts where its name does.
  const indent = key[1]!.length + (/^\s*-\s/.test(line) ? 2 : 0);
  const value = key[3]?.trim() ?? '';
  const valueAt = src.offsets[i]! + line.indexOf(value, line.indexOf(':') + 1);
  noise.push({ text: `${name}:`, at: src.offsets[i]! + indent, why: 'yaml' });
  if (value && !value.startsWith('>') && !value.startsWith('|')) {
    const list = flowList(value, valueAt);
    return list ? { next: i + 1, list } : { next: i + 1, text: word(scalar(value), valueAt) };
  }
  const env = name === 'environment' || name === 'env';
  return readBlock(src, i + 1, indent, { env, folded: value !== '' });
}

/** The lines under a key, deeper than it: list items, environment fields, or a folded text. */
function readBlock(
  src: Lines,
  from: number,
  indent: number,
  how: { env: boolean; folded: boolean },
): KeyRead {
  const items: Word[] = [];
  const block: string[] = [];
  let blockAt = -1;
  /** A Kubernetes env item (`- name: X` then `value: Y`) waiting for its value. */
  let pending: string | undefined;
  let i = from;
  for (; i < src.lines.length; i++) {
    const l = src.lines[i]!.replace(/\r$/, '');
    if (!l.trim() || l.trim().startsWith('#')) continue;
    const lead = l.length - l.trimStart().length;
    const it = ITEM.exec(l);
    if (!((it && lead >= indent) || lead > indent)) break;
    if (it && !how.folded) pending = listItem(it, l, src.offsets[i]!, how.env, items);
    else if (how.env) pending = envField(l, src.offsets[i]! + lead, pending, items);
    else {
      if (blockAt < 0) blockAt = src.offsets[i]! + lead;
      block.push(l.trim());
    }
  }
  return {
    next: i,
    ...(items.length ? { list: items } : {}),
    ...(block.length ? { text: word(block.join(' '), blockAt) } : {}),
  };
}

/** A `- item` under a key: a word, `NAME: value` as NAME=value, or a `- name: X` awaiting its value. */
function listItem(
  it: RegExpExecArray,
  l: string,
  lineAt: number,
  env: boolean,
  items: Word[],
): string | undefined {
  const raw = it[2]!;
  const at = lineAt + it[1]!.length + l.slice(it[1]!.length).indexOf(raw);
  const named = env ? /^name:\s*(\S+)\s*$/.exec(raw) : null;
  if (named) return named[1];
  const kv = env ? /^([A-Za-z_]\w*):\s*(.*)$/.exec(raw) : null;
  items.push(word(kv ? `${kv[1]}=${scalar(kv[2]!)}` : scalar(raw), at));
  return undefined;
}

/** A `NAME: value` line of an environment block, or the `value:` of a pending `- name:`; what stays pending. */
function envField(l: string, at: number, pending: string | undefined, items: Word[]): string | undefined {
  const kv = /^\s*([A-Za-z_]\w*):\s*(.*)$/.exec(l);
  if (!kv) return pending;
  if (pending === undefined) {
    items.push(word(`${kv[1]}=${scalar(kv[2]!)}`, at));
    return undefined;
  }
  if (kv[1] !== 'value') return pending;
  items.push(word(`${pending}=${scalar(kv[2]!)}`, at));
  return undefined;
}

/** The command the keys give, entrypoint, command and args in that order; or a bare list's words. */
function yamlWords(
  found: Record<string, Word[]>,
  strings: Record<string, Word>,
  bare: Word[] | undefined,
): YamlWords | undefined {
  if (!Object.keys(found).length && !Object.keys(strings).length) {
    // A bare list is arguments only when its items read as a command's words.
    return bare && bare.length > 1 && bare.some((w) => w.text.startsWith('-'))
      ? { commands: [bare], image: undefined, env: [] }
      : undefined;
  }
  /** A string command is split as a shell would (compose does the same). */
  const words = (name: string): Word[] => {
    const list = found[name];
    // One item holding a whole command line: the person meant its words (a container runtime
    // would look for a program named with the spaces).
    const single = list?.length === 1 && /\s/.test(list[0]!.text.trim()) ? list[0] : undefined;
    if (list && !single) return list;
    const s = single ?? strings[name];
    if (!s) return [];
    return (tokenize(s.text).commands[0] ?? []).map((w) => ({ ...w, at: w.at + s.at }));
  };
  return {
    commands: [[...words('entrypoint'), ...words('command'), ...words('args')]],
    image: strings.image,
    env: found.environment ?? found.env ?? [],
  };
}

/** The paste as a JSON list of words, or an object with `command`/`args` lists. */
function readJson(text: string): Word[] | undefined {
  const t = text.trim();
  if (!(t.startsWith('[') || t.startsWith('{'))) return undefined;
  const base = text.indexOf(t[0]!);
  if (t.startsWith('[')) return flowList(t, base);
  try {
    const v = JSON.parse(t) as Record<string, unknown>;
    const parts = ['entrypoint', 'command', 'args'].flatMap((k) =>
      Array.isArray(v[k]) ? (v[k] as unknown[]).filter((x) => typeof x === 'string') : [],
    ) as string[];
    if (!parts.length) return undefined;
    let from = 0;
    return parts.map((s) => {
      const i = text.indexOf(JSON.stringify(s), from);
      from = i < 0 ? from : i + s.length;
      return word(s, i < 0 ? base : i + 1);
    });
  } catch {
    return undefined;
  }
}

const YAML_HINT = /^\s*(?:-\s+)?(command|args|entrypoint|image):|^\s*-\s+["']?-/m;

export function intake(text: string): Intake {
  const noise: Noise[] = [];
  const json = readJson(text);
  if (json?.length) return { commands: [json], problems: [], noise, form: 'json', image: undefined, env: [] };
  if (YAML_HINT.test(text)) {
    const yaml = readYaml(text, noise);
    if (yaml && (yaml.commands[0]?.length || yaml.image))
      return { ...yaml, problems: [], noise, form: 'yaml' };
    noise.length = 0;
  }
  const tokens = tokenize(stripPrompts(text, noise));
  return { ...tokens, noise, form: 'shell', image: undefined, env: [] };
}
