export { default } from "./banner-carousel"
export type { BannerSlide } from "./banner-carousel"
