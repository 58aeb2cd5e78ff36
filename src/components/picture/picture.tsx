import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

interface PictureProps {
  image: IGatsbyImageData
  alt: string
  className?: string
}

/**
 * The page's most important image (its LCP), loaded at once and first: a plain <picture> from the same
 * responsive image data GatsbyImage uses, with fetchpriority="high", which GatsbyImage cannot set.
 */
const Picture = ({ image, alt, className }: PictureProps) => {
  const { fallback, sources = [] } = image.images
  // React 18 passes lowercase attributes through unchanged.
  const priority = { fetchpriority: "high" } as React.ImgHTMLAttributes<HTMLImageElement>
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
        width={image.width}
        height={image.height}
        alt={alt}
        loading="eager"
        decoding="async"
        {...priority}
      />
    </picture>
  )
}

export default Picture
