import type { IGatsbyImageData } from "gatsby-plugin-image"

/**
 * An image's width and height attributes as HTML allows them, whole numbers, in the ratio gatsby-plugin-image gives.
 * It divides the width by the ratio of the file it made without rounding (640 wide from a 640 × 427 file: 640 /
 * (640 / 427) = 426.99999999999994), and states a full-width image as 1 wide by 1 / ratio high; that one is stated
 * at its widest file's size instead, so the attributes match the pixels the browser gets.
 */
export function imageSize(image: Pick<IGatsbyImageData, "layout" | "width" | "height" | "images">) {
  const width = image.layout === "fullWidth" ? widestFile(image) : image.width
  return { width: Math.round(width), height: Math.round((width * image.height) / image.width) }
}

/** The largest width among an image's files: "a.jpg 480w, b.jpg 2000w" → 2000. */
function widestFile({ images }: Pick<IGatsbyImageData, "images">): number {
  const srcSets = [images.fallback?.srcSet, ...(images.sources ?? []).map(source => source.srcSet)]
  const widths = srcSets.flatMap(srcSet => [...(srcSet ?? "").matchAll(/\s(\d+)w\b/g)].map(match => Number(match[1])))
  if (widths.length === 0)
    throw new Error(`A full-width image has no file widths in its srcSet: ${images.fallback?.src}`)
  return Math.max(...widths)
}
