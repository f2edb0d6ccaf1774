type StepperProps = {
  /** The input's id, for its label. */
  id: string;
  /** The quantity kept, which the buttons step from. */
  value: number;
  /** What the field shows: the quantity kept, or what is being typed. */
  draft: string;
  onDraft: (typed: string) => void;
  /** Asks for a quantity: a step, or what was typed once the field is left or Enter pressed. */
  onSet: (typed: string) => void;
  min: number;
  max: number;
  /** Names what is counted, for the buttons' labels: "One more: Cordless Drill". */
  itemName: string;
  busy?: boolean;
  /** The id of the message saying why the last quantity was refused, if any. */
  refusalId?: string;
  /** Names the field ("quantity") as a page the server wrote names it (lib/takeover.ts). */
  act?: string;
};

/** A quantity field between a − and a + button, bounded by `min` and `max`. */
export function Stepper({ id, value, draft, onDraft, onSet, min, max, itemName, busy = false, refusalId, act }: StepperProps) {
  return (
    <div className="stepper">
      <button
        type="button"
        aria-label={`One fewer: ${itemName}`}
        disabled={value <= min || busy}
        onClick={() => onSet(String(value - 1))}
      >
        −
      </button>
      <input
        id={id}
        data-act={act}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={draft}
        aria-invalid={Boolean(refusalId)}
        aria-describedby={refusalId}
        onChange={(event) => onDraft(event.target.value)}
        onBlur={() => onSet(draft)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSet(draft);
        }}
      />
      <button
        type="button"
        aria-label={`One more: ${itemName}`}
        disabled={value >= max || busy}
        onClick={() => onSet(String(value + 1))}
      >
        +
      </button>
    </div>
  );
}
