/** @jest-environment node */
// How the site writes a fee (src/lib/fees.ts): in the fee table, beside the booking buttons and in the price range
// search engines are given.
import { feeRowId, formatPrice, priceRange } from "../src/lib/fees"

test("a fee is written in Canadian dollars as a Canadian reads it: whole dollars, or with its cents", () => {
  expect(formatPrice(130)).toBe("$130")
  expect(formatPrice(1250)).toBe("$1,250")
  expect(formatPrice(92.5)).toBe("$92.50")
  expect(formatPrice(0)).toBe("$0")
})

test("the price range runs from the lowest fee to the highest, or is the one fee", () => {
  expect(priceRange([100, 80, 480, 130])).toBe("$80–$480")
  expect(priceRange([95, 95])).toBe("$95")
})

test("a visit's row is named after its slug, apart from the page's other anchors", () => {
  expect(feeRowId("initial-assessment")).toBe("fee-initial-assessment")
})
