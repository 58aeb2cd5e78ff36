import * as React from "react"
import { render } from "@testing-library/react"
import { generateImageData, type IGatsbyImageHelperArgs, type ImageFormat } from "gatsby-plugin-image"
import Picture from "../src/components/picture"
import { fixtureImage } from "./fixtures/image"

const image = fixtureImage("knee").childImageSharp.gatsbyImageData

const renderPicture = (props: Partial<React.ComponentProps<typeof Picture>> = {}) => {
  const { container } = render(<Picture image={image} alt="A knee" {...props} />)
  return { picture: container.querySelector("picture"), img: container.querySelector("img") as HTMLImageElement }
}

test("a plain <picture>: a source per format, the fallback at its widths, and space reserved so nothing shifts", () => {
  const { picture, img } = renderPicture()
  expect(picture?.querySelectorAll("source")).toHaveLength(1)
  expect(picture?.querySelector("source")).toHaveAttribute("type", "image/webp")
  expect(img).toHaveAttribute("src", "/static/knee.jpg")
  expect(img).toHaveAttribute("srcset", "/static/knee.jpg 576w")
  expect(img).toHaveAttribute("alt", "A knee")
  expect(img).toHaveAttribute("width", "576")
  expect(img).toHaveAttribute("height", "384")
})

test("the image's dominant colour fills its space until it arrives", () => {
  expect(renderPicture().img).toHaveStyle({ backgroundColor: "#d8e8e0" })
})

test("lazy and async unless asked; a priority image loads at once and first", () => {
  expect(renderPicture().img).toHaveAttribute("loading", "lazy")
  expect(renderPicture().img).toHaveAttribute("decoding", "async")
  expect(renderPicture({ loading: "eager" }).img).toHaveAttribute("loading", "eager")
  const priority = renderPicture({ priority: true }).img
  expect(priority).toHaveAttribute("loading", "eager")
  expect(priority).toHaveAttribute("fetchpriority", "high")
})

describe("width and height are whole numbers, as HTML requires, in the ratio of the files", () => {
  // gatsby-plugin-image's own arithmetic, on the files gatsby-plugin-sharp makes (a rendition's height is rounded).
  const generateImageSource = (_filename: string, width: number, height: number, format: ImageFormat) => ({
    src: `/static/${width}x${height}.${format}`,
    width,
    height,
    format,
  })
  const imageData = (args: Partial<IGatsbyImageHelperArgs>) =>
    generateImageData({ pluginName: "test", filename: "a.jpg", formats: ["auto"], generateImageSource, ...args })

  test("a constrained 3:2 image 640 wide, whose height gatsby-plugin-image gives as 426.99999999999994", () => {
    const image = imageData({
      width: 640,
      aspectRatio: 1.5,
      sourceMetadata: { width: 1200, height: 800, format: "jpg" },
    })
    expect(image.height).not.toBe(Math.round(image.height))
    const { img } = renderPicture({ image })
    expect(img).toHaveAttribute("width", "640")
    expect(img).toHaveAttribute("height", "427")
  })

  test("a full-width banner, which gatsby-plugin-image gives as 1 wide: its widest file's size", () => {
    const image = imageData({
      layout: "fullWidth",
      breakpoints: [480, 750, 1080, 1440, 2000],
      sourceMetadata: { width: 2400, height: 1000, format: "jpg" },
    })
    expect(image.width).toBe(1)
    const { img } = renderPicture({ image })
    expect(img).toHaveAttribute("width", "2000")
    expect(img).toHaveAttribute("height", "833")
    expect(img.srcset).toContain("/static/2000x833.jpg 2000w")
  })
})
