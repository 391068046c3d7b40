/**
 * The lines of a pasted log, with what surrounds the runtime's own text taken off: colour
 * codes (also when the escape character was lost in a copy, "[34m"), llama.cpp's newer
 * "0.13.594.200 I " time and level, a module tag ("srv  ", "cmn  "), a process id "[34353] ",
 * a docker-compose "llama-1  | ", a syslog "May 12 14:06:16 host ollama[220915]: ". Each line
 * keeps its number in the paste, so every figure can show the line it came from.
 */
export type LogLine = { no: number; text: string; raw: string };

const COLOUR = new RegExp(`${String.fromCharCode(27)}?\\[[0-9;]{1,8}m`, 'g');
const PREFIXES = [
  /^\w{3} +\d+ [\d:]{8} \S+ [\w.-]+\[\d+\]: /,
  /^[\w.-]+-\d+\s+\| /,
  /^\[\d+\] /,
  /^\d+\.\d{2}\.\d{3}\.\d{3} [IWEDT] /,
  /^[IWEDT] (?=\S)/,
  /^(?:srv|cmn|slot|main|ctx|mtmd|spec|que|res|http|log)\s+(?=[a-z_]+:)/,
];

export function logLines(text: string): LogLine[] {
  return text.split(/\r?\n/).map((raw, i) => {
    let t = raw.replace(COLOUR, '').trimEnd();
    for (const p of PREFIXES) t = t.replace(p, '');
    return { no: i + 1, text: t, raw };
  });
}
