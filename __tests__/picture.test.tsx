import * as React from "react"
import { render } from "@testing-library/react"
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
