/** The department tree with expand and collapse; a click selects a unit. */
import { useEffect, useState } from 'react';
import { Icon } from 'semantic-ui-react';
import type { DepartmentNode } from '../../../../domain/admin/admin-records';

/** Props of DepartmentTree. */
export interface DepartmentTreeProps {
  nodes: DepartmentNode[];
  selected: number | null;
  onSelect: (node: DepartmentNode) => void;
}

/** The ids of the units above `id`, top first; empty when `id` is not in the tree. */
function ancestorsOf(nodes: DepartmentNode[], id: number, trail: number[] = []): number[] | null {
  for (const n of nodes) {
    if (n.id === id) return trail;
    const found = ancestorsOf(n.children, id, [...trail, n.id]);
    if (found) return found;
  }
  return null;
}

function Branch({ node, selected, onSelect, open, toggle }: { node: DepartmentNode; selected: number | null; onSelect: (n: DepartmentNode) => void; open: Set<number>; toggle: (id: number) => void }) {
  const expanded = open.has(node.id);
  const hasChildren = node.children.length > 0;
  return (
    <li>
      <div className="pw-tree-row">
        {hasChildren ? (
          <button type="button" className="pw-tree-toggle" aria-label={expanded ? `收合 ${node.depname}` : `展開 ${node.depname}`} aria-expanded={expanded} onClick={() => toggle(node.id)}>
            <Icon name={expanded ? 'caret down' : 'caret right'} />
          </button>
        ) : (
          <span className="pw-tree-toggle" />
        )}
        <button type="button" className={`pw-tree-label${selected === node.id ? ' active' : ''}`} onClick={() => onSelect(node)} data-dep-id={node.id}>
          {node.depname}
          {node.state === 0 ? <span className="pw-muted">（停用）</span> : null}
        </button>
      </div>
      {hasChildren && expanded ? (
        <ul>
          {node.children.map((c) => (
            <Branch key={c.id} node={c} selected={selected} onSelect={onSelect} open={open} toggle={toggle} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The tree; top-level units start expanded. */
export function DepartmentTree({ nodes, selected, onSelect }: DepartmentTreeProps) {
  const [open, setOpen] = useState<Set<number>>(() => new Set(nodes.map((n) => n.id)));
  // A unit chosen elsewhere (a new unit, say) is shown: every unit above it opens.
  useEffect(() => {
    if (selected === null) return;
    const above = ancestorsOf(nodes, selected) ?? [];
    if (above.some((id) => !open.has(id))) setOpen((old) => new Set([...old, ...above]));
  }, [selected, nodes, open]);
  const toggle = (id: number) =>
    setOpen((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <nav className="pw-tree" aria-label="部門樹">
      <ul>
        {nodes.map((n) => (
          <Branch key={n.id} node={n} selected={selected} onSelect={onSelect} open={open} toggle={toggle} />
        ))}
      </ul>
    </nav>
  );
}
