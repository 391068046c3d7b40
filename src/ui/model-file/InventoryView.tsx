/** A model file's inventory by component and layer range, each figure file bytes from the header. */
import { bytesText } from '../../domain/model-file/byte-sum-text';
import type { ComponentSummary } from '../../domain/model-file/summary';
import { COMPONENT_LABELS } from '../../domain/model-file/tensor-names';
import type { Inventory } from '../../domain/model-file/inventory';
import { shownOf, type InventoryShown } from './inventory-shown';

const layers = (from: number, to: number) => (from === to ? `Layer ${from}` : `Layers ${from}–${to}`);

export function InventoryView({ inventory }: { inventory: Inventory }) {
  const shown = shownOf(inventory);
  const files = inventory.files.map((f) => f.name).join(', ');
  return (
    <div className="inventory">
      <p className="inventory-kind">
        File bytes from the header of {files} ({inventory.family} type table). Not memory use: the KV cache,
        compute buffers and runtime overhead are not included.
      </p>
      {inventory.missingFiles.length > 0 && (
        <p className="inventory-missing" role="note">
          Not read, so not counted: {inventory.missingFiles.join(', ')}.
        </p>
      )}
      <table className="inventory-table">
        <caption className="visually-hidden">Tensors by component and layer range</caption>
        <thead>
          <tr>
            <th scope="col">Component</th>
            <th scope="col">Tensors</th>
            <th scope="col">File bytes</th>
          </tr>
        </thead>
        {shown.summary.map((c) => (
          <ComponentRows key={c.component} component={c} />
        ))}
        <tfoot>
          <tr>
            <th scope="row">All tensors, each once</th>
            <td>{inventory.tensors.length}</td>
            <td>{bytesText(shown.all)}</td>
          </tr>
        </tfoot>
      </table>
      <OtherTensors other={shown.other} />
      {inventory.problems.map((p) => (
        <p key={p} className="inventory-problem">
          Note: {p}
        </p>
      ))}
    </div>
  );
}

/** A component's line, then one line per run of layers alike (one layer, or n × the same bytes). */
function ComponentRows({ component: c }: { component: ComponentSummary }) {
  return (
    <tbody>
      <tr className="inventory-component">
        <th scope="row">{COMPONENT_LABELS[c.component]}</th>
        <td>{c.total.tensorCount}</td>
        <td>{bytesText(c.total)}</td>
      </tr>
      {c.runs.map((r) => (
        <tr key={r.from} className="inventory-run">
          <th scope="row">{layers(r.from, r.to)}</th>
          <td>{r.to > r.from ? `${r.perLayer.tensorCount} per layer` : r.perLayer.tensorCount}</td>
          <td>
            {r.to > r.from
              ? `${r.to - r.from + 1} × ${bytesText(r.perLayer)} each; ${bytesText(r.total)} in all`
              : bytesText(r.total)}
          </td>
        </tr>
      ))}
    </tbody>
  );
}

/** The tensors no component is named for, by name, the first of them (inventory-shown.ts). */
function OtherTensors({ other }: { other: InventoryShown['other'] }) {
  if (other.count === 0) return null;
  return (
    <p className="inventory-other">
      Other tensors (no component named for them): {other.names.join(', ')}
      {other.count > other.names.length ? `, and ${other.count - other.names.length} more` : ''}.
    </p>
  );
}
