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

it('a use inside a fold comes after every use a reader sees without opening anything, and stays put when the fold opens', async () => {
  const registry = createGlossaryRegistry();
  document.body.replaceChildren();
  const fold = document.body.appendChild(document.createElement('details'));
  const summary = fold.appendChild(document.createElement('summary'));
  const inSummary = summary.appendChild(document.createElement('span'));
  const folded = fold.appendChild(document.createElement('span'));
  const onlyFolded = fold.appendChild(document.createElement('span'));
  const seen = document.body.appendChild(document.createElement('span'));
  registry.register('term', 'folded', folded);
  registry.register('term', 'seen', seen);
  registry.register('named', 'summary', inSummary);
  registry.register('named', 'seen', seen);
  registry.register('rare', 'only-folded', onlyFolded);
  await settle();
  const answers = () => [
    registry.isFirst('term', 'folded'),
    registry.isFirst('term', 'seen'),
    registry.isFirst('named', 'summary'),
    registry.isFirst('rare', 'only-folded'),
  ];
  expect(answers()).toEqual([false, true, true, true]);
  fold.open = true;
  registry.register('other', 'x', document.body.appendChild(document.createElement('span')));
  await settle();
  expect(answers()).toEqual([false, true, true, true]);
});
