import { useEffect, useRef, useState } from 'react';

type Move = 'up' | 'down';

/** A row of a list the form edits, with the key React knows it by as rows move. */
export type Row = { key: number };

let lastKey = 0;
export const withKey = <T extends object>(row: T): T & Row => ({ ...row, key: ++lastKey });

/**
 * Moving the rows of a list: `move` swaps a row with its neighbour and keeps the keyboard's
 * focus on the button that moved it, or on its other move button once that one cannot move
 * it further. `listRef` goes on the element holding the rows, each marked `data-row={key}`.
 */
export function useRowMoves<T extends Row>(rows: T[], onChange: (rows: T[]) => void) {
  const listRef = useRef<HTMLOListElement>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: number; move: Move }>();

  useEffect(() => {
    if (!focusAfterMove) return;
    const row = listRef.current?.querySelector(`[data-row="${focusAfterMove.key}"]`);
    const buttons = [...(row?.querySelectorAll<HTMLButtonElement>('[data-move]') ?? [])].filter((button) => !button.disabled);
    (buttons.find((button) => button.dataset.move === focusAfterMove.move) ?? buttons[0])?.focus();
  }, [focusAfterMove]);

  const move = (index: number, direction: Move) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const next = [...rows];
    [next[index], next[to]] = [next[to], next[index]];
    onChange(next);
    setFocusAfterMove({ key: rows[index].key, move: direction });
  };
  return { listRef, move };
}

type RowActionsProps = {
  /** The row, for screen readers: "picture 2". */
  what: string;
  index: number;
  count: number;
  canRemove: boolean;
  onMove: (direction: Move) => void;
  onRemove: () => void;
};

/** A row's buttons: move up, move down, remove; their names say which row, as their text begins. */
export function RowActions({ what, index, count, canRemove, onMove, onRemove }: RowActionsProps) {
  return (
    <div className="row-actions">
      <button
        type="button"
        className="button button-secondary"
        data-move="up"
        aria-label={`Move up ${what}`}
        disabled={index === 0}
        onClick={() => onMove('up')}
      >
        Move up
      </button>
      <button
        type="button"
        className="button button-secondary"
        data-move="down"
        aria-label={`Move down ${what}`}
        disabled={index === count - 1}
        onClick={() => onMove('down')}
      >
        Move down
      </button>
      <button type="button" className="button button-secondary" aria-label={`Remove ${what}`} disabled={!canRemove} onClick={onRemove}>
        Remove
      </button>
    </div>
  );
}
