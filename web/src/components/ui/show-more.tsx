import type { Ref } from 'react';

type ShowMoreProps = {
  label: string;
  busy: boolean;
  onClick: () => void;
  /** For watching when the end of the list comes into view. */
  ref?: Ref<HTMLDivElement>;
};

/** The button under a paged list that loads its next page. */
export function ShowMore({ label, busy, onClick, ref }: ShowMoreProps) {
  return (
    <div className="show-more" ref={ref}>
      <button type="button" className="button button-secondary" disabled={busy} aria-busy={busy} onClick={onClick}>
        {label}
      </button>
    </div>
  );
}
