import { Field } from '@/components/ui/field';
import { RowActions, useRowMoves, withKey, type Row } from '@/components/ui/row-actions';
import type { ToolPicture } from '@/types/api';

import { MAX_TOOL_PICTURES } from '../api/create-tool';
import { ImageField } from '@/components/image-field';

type PicturesFieldProps = {
  pictures: (ToolPicture & Row)[];
  onChange: (pictures: (ToolPicture & Row)[]) => void;
  /** The first picture's link is the spec's image: its field's name, message and blur. */
  image: { name: string; error?: string; onBlur: () => void };
  /** The server's message about the pictures. */
  error?: string;
};

/**
 * A tool's pictures, each a link or an uploaded file (ImageField) with its alt text, to move
 * up or down and remove; the first is the card's.
 */
export function PicturesField({ pictures, onChange, image, error }: PicturesFieldProps) {
  const { listRef, move } = useRowMoves(pictures, onChange);
  const set = (index: number, change: Partial<ToolPicture>) =>
    onChange(pictures.map((picture, i) => (i === index ? { ...picture, ...change } : picture)));

  return (
    <div className="rows-field">
      <p className="field-hint">The first picture is the card&apos;s picture. Up to {MAX_TOOL_PICTURES} pictures.</p>
      <ol ref={listRef} className="rows-list">
        {pictures.map((picture, index) => (
          <li key={picture.key} data-row={picture.key}>
            <fieldset className="row-group">
              <legend>{index === 0 ? "Picture 1: the card's picture" : `Picture ${index + 1}`}</legend>
              <ImageField
                name={index === 0 ? image.name : `picture-${index + 1}`}
                value={picture.url}
                error={index === 0 ? image.error : undefined}
                onChange={(event) => set(index, { url: event.target.value })}
                onBlur={index === 0 ? image.onBlur : () => {}}
                onUpload={(url) => set(index, { url })}
              />
              <Field
                label="Alt text"
                hint="What the picture shows, for those who cannot see it"
                value={picture.alt}
                maxLength={250}
                onChange={(event) => set(index, { alt: event.target.value })}
              />
              <RowActions
                what={`picture ${index + 1}`}
                index={index}
                count={pictures.length}
                canRemove={pictures.length > 1}
                onMove={(direction) => move(index, direction)}
                onRemove={() => onChange(pictures.filter((_, i) => i !== index))}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      {error && <p className="field-error">{error}</p>}
      <button
        type="button"
        className="button button-secondary"
        disabled={pictures.length >= MAX_TOOL_PICTURES}
        onClick={() => onChange([...pictures, withKey({ url: '', alt: '' })])}
      >
        Add a picture
      </button>
    </div>
  );
}
