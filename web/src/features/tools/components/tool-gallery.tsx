import { lazy, Suspense, useState } from 'react';

import { imageSources } from '@/lib/pictures';
import type { ToolPicture } from '@/types/api';

type ToolGalleryProps = {
  /** The tool's pictures in order (Tool.pictures), at least one. */
  pictures: ToolPicture[];
  /** The tool's name: what a picture without alt text is said to show. */
  name: string;
};

const PictureZoom = lazy(() => import('./picture-zoom'));

// The large picture takes the page's width on phones, some 600 px beside the details wider up.
const largeSizes = '(max-width: 40rem) 100vw, 600px';

/**
 * A tool's pictures: the one picked large, in a box of fixed proportions so nothing moves as
 * it loads, with thumbnails to pick another. A click or tap on the large one opens it as
 * large as the screen allows, in a dialog that Escape closes.
 */
export function ToolGallery({ pictures, name }: ToolGalleryProps) {
  const [picked, setPicked] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  // Kept once opened, so that closing it hands the focus back as a dialog does.
  const [everZoomed, setEverZoomed] = useState(false);
  const index = Math.min(picked, pictures.length - 1);
  const picture = pictures[index];
  const altOf = (p: ToolPicture, i: number) => p.alt || (pictures.length > 1 ? `${name}, picture ${i + 1}` : name);
  const alt = altOf(picture, index);

  return (
    <div className="tool-gallery">
      <button type="button" className="gallery-large" data-act="enlarge" aria-label={`Enlarge: ${alt}`} onClick={() => {
          setZoomed(true);
          setEverZoomed(true);
        }}
      >
        {/* The page's largest element: fetched first. */}
        <img {...imageSources(picture.url, largeSizes)} alt={alt} width={800} height={600} fetchPriority="high" />
      </button>
      {pictures.length > 1 && (
        <ul className="gallery-thumbs" aria-label="Pictures">
          {pictures.map((p, i) => (
            <li key={`${i}-${p.url}`}>
              <button type="button" className="gallery-thumb" data-act={`picture-${i + 1}`} aria-pressed={i === index} onClick={() => setPicked(i)}>
                <img {...imageSources(p.url, '5rem')} alt={altOf(p, i)} width={80} height={60} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {everZoomed && (
        <Suspense fallback={null}>
          <PictureZoom open={zoomed} url={picture.url} alt={alt} onClose={() => setZoomed(false)} />
        </Suspense>
      )}
    </div>
  );
}
