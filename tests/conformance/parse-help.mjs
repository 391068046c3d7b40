/**
 * Reads a llama.cpp tool's --help text (common_arg::to_string in common/arg.cpp: the names and
 * value hint in a 40-column field, the help text beside or below it, "(env: ...)" appended by
 * set_env) into one record per option.
 */
const SECTION = /^-{3,} (.+?) -{3,}$/;
const COLUMN = 40;

function splitHeader(header) {
  const names = [];
  let rest = header;
  for (;;) {
    const m = rest.match(/^(-[^\s,]+)(,\s*|\s+|$)/);
    if (!m) break;
    names.push(m[1]);
    rest = rest.slice(m[0].length);
    if (!m[2].startsWith(',')) break;
  }
  return { names, value: rest.trim() || null };
}

const escape = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where common/arg.cpp declares this option: the line whose initializer list starts with its
 * first name, and its negated names (a second initializer list on the next line). One name can
 * be declared more than once for different tools (-np for the server and for the rest): the
 * declaration whose help literal starts the way the printed help starts is the one.
 */
function declaration(lines, first, help) {
  const head = new RegExp(`(?:^\\s*|common_arg\\(\\s*)\\{\\s*"${escape(first)}"`);
  const found = [];
  lines.forEach((l, i) => head.test(l) && found.push(i));
  const negOf = (i) => {
    const m = lines[i + 1]?.match(/^\s*\{\s*("[^}]*")\s*\}/);
    return m ? [...m[1].matchAll(/"([^"]+)"/g)].map((x) => x[1]) : [];
  };
  const literal = (i) => {
    for (const l of lines.slice(i + 1, i + 5)) {
      const m = l.match(/^\s*(?:string_format\()?"([^"%\\]{8,})/);
      if (m) return m[1].trim();
    }
    return null;
  };
  const pick = found.length > 1 ? (found.find((i) => help.startsWith(literal(i) ?? '\0')) ?? null) : found[0];
  if (pick === undefined || pick === null)
    return {
      source: found.length ? found.map((i) => `common/arg.cpp:${i + 1}`).join(' or ') : null,
      negated: [],
    };
  return { source: `common/arg.cpp:${pick + 1}`, negated: negOf(pick) };
}

export function parseHelp(help, argCpp) {
  const lines = argCpp.split('\n');
  const entries = [];
  let section = null;
  let current = null;
  const finish = () => {
    if (!current) return;
    const text = current.help.join(' ').replace(/\s+/g, ' ').trim();
    const { names, value } = splitHeader(current.header);
    const env = [...text.matchAll(/\(env: ([A-Z0-9_]+)\)/g)].map((m) => m[1]);
    const def =
      text.match(/\(default: ((?:[^()]|\([^()]*\))*)\)/)?.[1] ?? text.match(/default: '([^']*)'/)?.[1];
    const helpText = text.replace(/\s*\(env: [A-Z0-9_]+\)/g, '');
    const decl = names.length ? declaration(lines, names[0], helpText) : { source: null, negated: [] };
    entries.push({
      names,
      value,
      takesValue: value !== null,
      default: def ?? 'not stated',
      env: env.length ? env : null,
      section,
      negated: decl.negated,
      source: decl.source,
      help: helpText,
    });
    current = null;
  };
  for (const line of help.split('\n')) {
    const s = line.match(SECTION);
    if (s) {
      finish();
      section = s[1];
    } else if (line.startsWith('-')) {
      finish();
      const inline = line.length > COLUMN && line.slice(COLUMN - 3, COLUMN) === '   ';
      current = {
        header: (inline ? line.slice(0, COLUMN) : line).trim(),
        help: inline ? [line.slice(COLUMN)] : [],
      };
    } else if (current && line.trim() !== '') {
      current.help.push(line.trim());
    } else {
      finish();
    }
  }
  finish();
  return entries;
}
