/**
 * A row's full config and source evidence, opened in place on its card: focus moves to its
 * heading when it opens, and "Close evidence" (or Escape) closes it and puts focus back on
 * the row's name. The page does not jump away from the board.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { Component } from '../../domain/profile/schema/components';
import type { Profile } from '../../domain/profile/schema/profile';
import { EvidenceBody } from '../pin/EvidenceSection';

export function RowEvidence({
  profile,
  component,
  label,
  onClose,
}: {
  profile: Profile;
  component: Component;
  label: string;
  onClose: () => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  };
  return (
    <section className="row-evidence" aria-labelledby={id} onKeyDown={onKeyDown}>
      <div className="row-evidence-head">
        <h4 id={id} ref={heading} tabIndex={-1} className="row-evidence-title">
          Evidence for {label}
        </h4>
        <button type="button" className="board-button board-button--small" onClick={onClose}>
          Close evidence
        </button>
      </div>
      <EvidenceBody profile={profile} component={component} />
    </section>
  );
}
