import { Dialog } from '@/components/ui/dialog';

type PictureZoomProps = {
  open: boolean;
  url: string;
  alt: string;
  onClose: () => void;
};

/**
 * A tool's picture as large as the screen allows, in a dialog that Escape closes. Its own chunk,
 * fetched at the first click on a picture: the dialog is no part of a tool page's first paint.
 */
export default function PictureZoom({ open, url, alt, onClose }: PictureZoomProps) {
  return (
    <Dialog open={open} title={alt} onClose={onClose} className="dialog-picture">
      <img src={url} alt={alt} className="gallery-zoomed" />
      <div className="dialog-actions">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog's first focus, on its safe way out (the WAI-ARIA dialog pattern) */}
        <button type="button" className="button button-secondary" onClick={onClose} autoFocus>
          Close
        </button>
      </div>
    </Dialog>
  );
}
