/**
 * A model file's inventory (issue 21's header reader) as what the command reader needs: the
 * layer count, the MTP layers, and every tensor's name with its exact file bytes. Byte counts
 * beyond JavaScript's exact integers stay unknown, never rounded.
 */
import type { Inventory } from '../../model-file/inventory';
import type { ModelFacts } from './model-facts';

export function modelFactsFromInventory(inv: Inventory): ModelFacts {
  const files = inv.files.map((f) => f.name);
  return {
    ...(inv.facts.blockCount !== undefined ? { layers: inv.facts.blockCount } : {}),
    ...(inv.facts.nextnLayers !== undefined ? { nextnLayers: inv.facts.nextnLayers } : {}),
    tensors: inv.tensors.map((t) => ({
      name: t.name,
      component: t.component,
      bytes:
        t.bytes !== 'unknown' && t.bytes <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(t.bytes) : 'unknown',
    })),
    from: `the header of ${files.join(', ')}`,
  };
}
