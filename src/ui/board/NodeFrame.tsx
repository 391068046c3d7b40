/**
 * The lanes of one node. A pin on two or more machines shows which node its lanes belong
 * to, and that each node is a pool of its own. Where the evidence is the same on every node
 * (every bundled pin), a node switch picks the node to look at and says so; rows still move
 * per row. Per-node evidence would give each node its own lanes here.
 */
import { useId, useState, type ReactNode } from 'react';
import { boardNodes, nodeLabel } from '../../domain/board/card-facts';
import { selectProfile } from '../../state/selectors';
import { useExplorer } from '../../state/store';

export function NodeFrame({ pinId, children }: { pinId: string; children: ReactNode }) {
  const id = useId();
  const nodes = useExplorer((s) => {
    const p = selectProfile(s, pinId);
    return p ? p.nodes : 1;
  });
  const [shown, setShown] = useState(0);
  if (nodes <= 1) return <>{children}</>;
  const { statement } = boardNodes(nodes);
  return (
    <div className="node-frame" role="group" aria-labelledby={`${id}-title`}>
      <div className="node-head">
        <p id={`${id}-title`} className="node-title">
          {nodeLabel(shown, nodes)}
        </p>
        <div className="node-switch" role="group" aria-label="Node shown">
          {Array.from({ length: nodes }, (_, i) => (
            <button
              key={i}
              type="button"
              className="node-button"
              aria-pressed={shown === i}
              onClick={() => setShown(i)}
            >
              Node {i + 1}
            </button>
          ))}
        </div>
      </div>
      <div className="node-lanes">{children}</div>
      {/* Below the lanes, so the rows start high; it still reads with the frame it closes. */}
      <p className="node-note">{statement}</p>
    </div>
  );
}
