/**
 * Profile text is data: it is rendered as text, never as HTML. Hashes inside a sentence
 * (7+ hex characters with at least one digit and one letter, such as 5624dfc or a full
 * 40-character sha) are set in monospace so a reader can compare them at a glance.
 */
import type { ReactNode } from 'react';

const HASH = /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,}\b/g;

export function splitHashes(text: string): { text: string; hash: boolean }[] {
  const parts: { text: string; hash: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(HASH)) {
    const at = m.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at), hash: false });
    parts.push({ text: m[0], hash: true });
    last = at + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), hash: false });
  return parts;
}

export function FactText({ text }: { text: string }): ReactNode {
  return splitHashes(text).map((p, i) =>
    p.hash ? (
      <code key={i} className="hash">
        {p.text}
      </code>
    ) : (
      p.text
    ),
  );
}
