// @vitest-environment jsdom
/**
 * The glossary's registry of first uses. A prerendered page's view hydrates one boundary at
 * a time; a held registry answers as the page's markup does (no tip anywhere) until it is
 * released, then once for the whole view.
 */
import { expect, it } from 'vitest';
import { createGlossaryRegistry } from '../../src/ui/glossary/registry';

const settle = () => new Promise<void>((r) => queueMicrotask(r));

it('a held registry answers "not first" until released, then names the first use in the page', async () => {
  const registry = createGlossaryRegistry({ held: true });
  const first = document.body.appendChild(document.createElement('span'));
  const later = document.body.appendChild(document.createElement('span'));
  let heard = 0;
  registry.subscribe(() => (heard += 1));
  registry.register('term', 'later', later);
  registry.register('term', 'first', first);
  await settle();
  expect([registry.isFirst('term', 'first'), registry.isFirst('term', 'later'), heard]).toEqual([
    false,
    false,
    0,
  ]);
  registry.release();
  await settle();
  expect([registry.isFirst('term', 'first'), registry.isFirst('term', 'later'), heard]).toEqual([
    true,
    false,
    1,
  ]);
});

it('a registry not held answers after the commit that registered the uses', async () => {
  const registry = createGlossaryRegistry();
  const use = document.body.appendChild(document.createElement('span'));
  registry.register('term', 'use', use);
  await settle();
  expect(registry.isFirst('term', 'use')).toBe(true);
});
