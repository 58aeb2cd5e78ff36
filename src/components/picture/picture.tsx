import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { imageSize } from "../../lib/image-size"

interface PictureProps {
  image: IGatsbyImageData
  alt: string
  className?: string
  /** The page's most important image (its LCP): loaded at once and before any other. */
  priority?: boolean
  /** Without priority: "lazy" (the default) waits until the image nears the viewport; "eager" loads it at once. */
  loading?: "lazy" | "eager"
}

/**
 * An image processed by gatsby-plugin-image (AVIF, WebP and JPEG at every width), as a plain <picture>. The browser
 * does the rest: `loading="lazy"` defers images below the fold, `width`/`height` reserve their space so nothing
 * shifts, and the image's dominant colour fills that space until it arrives. Unlike GatsbyImage, it ships no
 * script: GatsbyImage loads react-dom/server into the browser to swap its placeholders (about 16 KiB gzip and a
 * long task on a phone, on every page with an image).
 */
const Picture = ({ image, alt, className, priority = false, loading = "lazy" }: PictureProps) => {
  const { fallback, sources = [] } = image.images
  const { width, height } = imageSize(image)
  // React 18 passes lowercase attributes through unchanged.
  const when = priority
    ? ({ loading: "eager", decoding: "sync", fetchpriority: "high" } as React.ImgHTMLAttributes<HTMLImageElement>)
    : ({ loading, decoding: "async" } as const)
  return (
    <picture>
      {sources.map(source => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={className}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        style={image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
        {...when}
      />
    </picture>
  )
}

export default Picture
