/**
 * What the inventory table shows of an inventory: its components' sums by layer run, all its
 * tensors once, and the first of the tensors no component is named for. The reading worker
 * works it out beside the inventory (a header of 32,768 tensors took the page 0.5 s to sum) and
 * the page remembers it for that inventory; an inventory from elsewhere is summed when shown.
 */
import type { Inventory } from '../../domain/model-file/inventory';
import {
  allTensorBytes,
  summarize,
  type ByteSum,
  type ComponentSummary,
} from '../../domain/model-file/summary';

const MAX_OTHER = 20;

export type InventoryShown = {
  summary: ComponentSummary[];
  all: ByteSum;
  /** The first MAX_OTHER names of the tensors of no named component, and how many there are. */
  other: { names: string[]; count: number };
};

export function inventoryShown(inv: Inventory): InventoryShown {
  const other = inv.tensors.filter((t) => t.component === 'other');
  return {
    summary: summarize(inv),
    all: allTensorBytes(inv),
    other: { names: other.slice(0, MAX_OTHER).map((t) => t.name), count: other.length },
  };
}

const remembered = new WeakMap<Inventory, InventoryShown>();

/** Keeps what the worker worked out for this inventory, so the page does not sum it again. */
export const rememberShown = (inv: Inventory, shown: InventoryShown): void => void remembered.set(inv, shown);

export function shownOf(inv: Inventory): InventoryShown {
  const known = remembered.get(inv);
  if (known) return known;
  const shown = inventoryShown(inv);
  remembered.set(inv, shown);
  return shown;
}
