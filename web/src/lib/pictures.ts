// Pictures admins upload are served in each of the sizes below (the server's
// toolshop.PictureSizes) at /images/u/{hash}-{size}.{jpg|png}; a tool's image names the
// largest. Any other image is a link, shown as it is.
const pictureSizes = [400, 800];
const uploadedPicture = /^(\/images\/u\/[0-9a-f]{32}-)\d+(\.(?:jpg|png))$/;

export const isUploadedPicture = (image: string) => uploadedPicture.test(image);

/**
 * The `src`, `srcSet` and `sizes` of an img showing `image` at `sizes` (its CSS width, as the
 * `sizes` attribute writes it): an uploaded picture offers the browser each of its sizes.
 */
export function imageSources(image: string, sizes: string) {
  const match = uploadedPicture.exec(image);
  if (!match) return { src: image };
  const [, start, extension] = match;
  const srcSet = pictureSizes.map((size) => `${start}${size}${extension} ${size}w`).join(', ');
  return { src: image, srcSet, sizes };
}
