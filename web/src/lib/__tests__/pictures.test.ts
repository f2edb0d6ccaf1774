import { describe, expect, it } from 'vitest';

import { imageSources, isUploadedPicture } from '../pictures';

const hash = 'abcdef0123456789abcdef0123456789';

describe('imageSources', () => {
  it('offers every size of an uploaded picture', () => {
    expect(imageSources(`/images/u/${hash}-800.png`, '400px')).toEqual({
      src: `/images/u/${hash}-800.png`,
      srcSet: `/images/u/${hash}-400.png 400w, /images/u/${hash}-800.png 800w`,
      sizes: '400px',
    });
  });

  it('shows any other image as it is', () => {
    for (const image of ['/images/demo/drill.svg', 'https://example.com/images/u/x-800.jpg', `/images/u/${hash}-800.gif`]) {
      expect(imageSources(image, '400px')).toEqual({ src: image });
      expect(isUploadedPicture(image)).toBe(false);
    }
  });
});
