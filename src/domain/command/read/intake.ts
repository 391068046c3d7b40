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

/**
 * The runtime's words in a YAML block: `image`, `entrypoint`, `command`, `args` and
 * `environment` (list, flow list, string or folded block), in that order. Undefined when the
 * paste has none of those keys and is not a bare `- item` list.
 */
function readYaml(text: string, noise: Noise[]): Omit<Intake, 'problems' | 'noise' | 'form'> | undefined {
  const lines = text.split('\n');
  const offsets: number[] = [];
  let o = 0;
  for (const l of lines) {
    offsets.push(o);
    o += l.length + 1;
  }
  const found: Record<string, Word[]> = {};
  const strings: Record<string, Word> = {};
  let bare: Word[] | undefined;
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!.replace(/\r$/, '');
    const key = KEY_LINE.exec(line);
    const item = ITEM.exec(line);
    if (key && KEYS.has(key[2]!)) {
      const name = key[2]!;
      // A key written as a list item ("- args:") starts where its name does.
      const indent = key[1]!.length + (/^\s*-\s/.test(line) ? 2 : 0);
      const value = key[3]?.trim() ?? '';
      const valueAt = offsets[i]! + line.indexOf(value, line.indexOf(':') + 1);
      noise.push({ text: `${name}:`, at: offsets[i]! + indent, why: 'yaml' });
      i++;
      if (value && !value.startsWith('>') && !value.startsWith('|')) {
        const list = flowList(value, valueAt);
        if (list) found[name] = list;
        else strings[name] = word(scalar(value), valueAt);
        continue;
      }
      const items: Word[] = [];
      const block: string[] = [];
      let blockAt = -1;
      const isEnv = name === 'environment' || name === 'env';
      /** A Kubernetes env item (`- name: X` then `value: Y`) waiting for its value. */
      let pending: string | undefined;
      while (i < lines.length) {
        const l = lines[i]!.replace(/\r$/, '');
        if (!l.trim() || l.trim().startsWith('#')) {
          i++;
          continue;
        }
        const lead = l.length - l.trimStart().length;
        const it = ITEM.exec(l);
        if (!((it && lead >= indent) || lead > indent)) break;
        if (it && !value) {
          const raw = it[2]!;
          const at = offsets[i]! + it[1]!.length + l.slice(it[1]!.length).indexOf(raw);
          const named = isEnv ? /^name:\s*(\S+)\s*$/.exec(raw) : null;
          const kv = isEnv && !named ? /^([A-Za-z_]\w*):\s*(.*)$/.exec(raw) : null;
          if (named) pending = named[1];
          else {
            pending = undefined;
            items.push(word(kv ? `${kv[1]}=${scalar(kv[2]!)}` : scalar(raw), at));
          }
        } else if (isEnv) {
          const kv = /^\s*([A-Za-z_]\w*):\s*(.*)$/.exec(l);
          if (kv && pending !== undefined) {
            if (kv[1] === 'value') {
              items.push(word(`${pending}=${scalar(kv[2]!)}`, offsets[i]! + lead));
              pending = undefined;
            }
          } else if (kv) items.push(word(`${kv[1]}=${scalar(kv[2]!)}`, offsets[i]! + lead));
        } else {
          if (blockAt < 0) blockAt = offsets[i]! + lead;
          block.push(l.trim());
        }
        i++;
      }
      if (items.length) found[name] = items;
      else if (block.length) strings[name] = word(block.join(' '), blockAt);
      continue;
    }
    if (item && !key) {
      bare ??= [];
      bare.push(word(scalar(item[2]!), offsets[i]! + item[1]!.length + 2));
    }
    i++;
  }
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
