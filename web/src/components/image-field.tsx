import { useState, type ChangeEvent } from 'react';

import { Field } from '@/components/ui/field';
import { isApiError } from '@/lib/api-client';
import { imageSources, isUploadedPicture } from '@/lib/pictures';
import { useUploadPicture } from '@/lib/upload-picture';

type ImageFieldProps = {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  /** Called with the URL of a picture just uploaded, for the image link to take. */
  onUpload: (url: string) => void;
  /** Takes an uploaded picture only, never a link to one elsewhere (a shop's logo). */
  uploadOnly?: boolean;
  /** The file input's label while there is no picture. */
  uploadLabel?: string;
};

/**
 * An image, such as a tool's: a link, or a picture file the server keeps. An uploaded picture
 * takes the link's place: it shows as a preview with its file's name, to remove or replace, never
 * as a path in the link field. The server's refusal of a file shows under the file input, as does
 * the refusal of an upload-only image (`error`).
 */
export function ImageField({ onUpload, uploadOnly, uploadLabel = 'Or upload a picture', ...link }: ImageFieldProps) {
  const upload = useUploadPicture();
  // A new key empties the file input, so that the same file can be chosen again.
  const [fileKey, setFileKey] = useState(0);
  const [uploadedName, setUploadedName] = useState<string>();
  const uploaded = isUploadedPicture(link.value);

  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (picture) => {
        setUploadedName(file.name);
        onUpload(picture.url);
      },
      onSettled: () => setFileKey((key) => key + 1),
    });
  };

  const fileInput = (
    <Field
      key={fileKey}
      label={uploaded ? 'Replace the picture' : uploadLabel}
      type="file"
      accept="image/jpeg,image/png,image/webp"
      hint={upload.isPending ? <span role="status">Uploading…</span> : 'JPEG, PNG or WebP, at most 5 MB'}
      error={upload.error ? uploadMessage(upload.error) : uploadOnly ? link.error : undefined}
      disabled={upload.isPending}
      onChange={(event) => choose(event.target.files?.[0])}
    />
  );

  if (uploaded) {
    return (
      <div className="image-field">
        <figure className="image-uploaded">
          <img {...imageSources(link.value, '10rem')} alt="Preview of the upload" width={160} height={120} className="image-preview" />
          <figcaption>
            Picture: <strong>{uploadedName ?? 'uploaded'}</strong>{' '}
            <button type="button" className="link-button" onClick={() => onUpload('')}>
              Remove
            </button>
          </figcaption>
        </figure>
        {fileInput}
      </div>
    );
  }
  if (uploadOnly) return <div className="image-field">{fileInput}</div>;
  return (
    <div className="image-field">
      <div className="image-field-inputs">
        <Field label="Image link" type="text" inputMode="url" placeholder="https://…" {...link} />
        {fileInput}
      </div>
    </div>
  );
}

const uploadMessage = (error: Error) => (isApiError(error) && error.fields.image) || error.message;
