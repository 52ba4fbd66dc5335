/**
 * Faults shown where they belong: each editor input carries its anchor (data-anchor, a JSON-like path);
 * after every render the faults are placed at the nearest anchor on screen, so a fault inside a folded
 * card shows on the card and moves to its input once the card opens.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Label } from 'semantic-ui-react';
import { anchorCandidates } from '../../../domain/step-editor/fault-anchor';
import type { DraftFault } from '../../../domain/step-editor/check-editor-draft';
import type { StepForm } from '../../../domain/steps/step-definition';

/** Faults by the anchor they are shown at. */
export type FaultPlacement = ReadonlyMap<string, DraftFault[]>;

const PlacementContext = createContext<FaultPlacement>(new Map());

/** Provides the placement to the inputs below. */
export const FaultPlacementProvider = PlacementContext.Provider;

function signature(placement: FaultPlacement): string {
  return JSON.stringify([...placement]);
}

/** Places the faults at the anchors rendered inside `container`. */
export function useFaultPlacement(container: RefObject<HTMLElement | null>, faults: readonly DraftFault[], form: StepForm | undefined): FaultPlacement {
  const [placement, setPlacement] = useState<FaultPlacement>(new Map());
  const place = useRef<() => void>(() => undefined);
  place.current = () => {
    const root = container.current;
    if (!root) return;
    const present = new Set([...root.querySelectorAll('[data-anchor]')].map((el) => el.getAttribute('data-anchor')));
    const next = new Map<string, DraftFault[]>();
    for (const fault of faults) {
      const anchor = anchorCandidates(fault.path, form).find((candidate) => present.has(candidate));
      if (anchor) next.set(anchor, [...(next.get(anchor) ?? []), fault]);
    }
    setPlacement((before) => (signature(before) === signature(next) ? before : next));
  };
  // After every render of the editor, and whenever a part of it adds or removes elements on its own
  // (a card opened, a row added): which anchors exist decides where each fault shows.
  useLayoutEffect(() => place.current());
  const observed = useRef<{ root: HTMLElement; observer: MutationObserver } | null>(null);
  // The container comes and goes (the editor shows a note instead while the draft has no usable shape).
  useEffect(() => {
    const root = container.current;
    if (observed.current?.root === root) return;
    observed.current?.observer.disconnect();
    observed.current = null;
    if (!root) return;
    const observer = new MutationObserver(() => place.current());
    observer.observe(root, { childList: true, subtree: true });
    observed.current = { root, observer };
  });
  useEffect(() => () => observed.current?.observer.disconnect(), []);
  return placement;
}

/** The faults shown at one anchor. */
export function useFaultsAt(anchor: string): DraftFault[] {
  return useContext(PlacementContext).get(anchor) ?? [];
}

/** The fault messages of an anchor, under its input. */
export function FaultNote({ anchor }: { anchor: string }) {
  const faults = useFaultsAt(anchor);
  if (faults.length === 0) return null;
  return (
    <div className="pw-fault-note" role="alert">
      {faults.map((fault) => (
        <Label key={`${fault.path}|${fault.message}`} basic color="red" pointing size="small">
          {fault.message}
        </Label>
      ))}
    </div>
  );
}

/** Props of AnchoredField. */
export interface AnchoredFieldProps {
  anchor: string;
  label?: ReactNode;
  /** The id of the input the label names. */
  htmlFor?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** A form field (label, input, faults) that faults can be placed at. */
export function AnchoredField({ anchor, label, htmlFor, required, className, children }: AnchoredFieldProps) {
  const faulty = useFaultsAt(anchor).length > 0;
  return (
    <div className={`field${required ? ' required' : ''}${faulty ? ' error' : ''}${className ? ` ${className}` : ''}`} data-anchor={anchor}>
      {label ? <label htmlFor={htmlFor}>{label}</label> : null}
      {children}
      <FaultNote anchor={anchor} />
    </div>
  );
}
