/**
 * Sources quoted from READMEs keep their markdown ("> **Note that …**", "# DeepSeek-R1-671B
 * INT8:", "`--tp 8`"). The stored quote stays as the source has it (provenance checks it word for
 * word); shown to a person, it reads as text without its markup characters: block quote and
 * heading markers, emphasis, code ticks, link brackets and table pipes.
 */
const TABLE_RULE = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/;

function plainLine(line: string): string {
  let l = line.replace(/^\s*(>\s?)+/, '').replace(/^#{1,6}\s+/, '');
  if (TABLE_RULE.test(l.trim())) return '';
  if (/^\|.*\|$/.test(l.trim()))
    l = l
      .trim()
      .slice(1, -1)
      .split('|')
      .map((c) => c.trim())
      .filter(Boolean)
      .join(' — ');
  return l
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1 ($2)')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?!\w)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1');
}

export const plainMarkdown = (text: string): string =>
  text
    .split('\n')
    .map(plainLine)
    .filter((l, i, all) => l !== '' || all.length === 1)
    .join('\n');
