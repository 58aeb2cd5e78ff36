// The CMS's image widget: Decap's own, shown the picture the field holds. Decap draws a picture's thumbnail once,
// while the file is still loading from the repository, with its empty stand-in ("empty.svg"), and draws it again
// only when the field's value changes: an editor saw a checkerboard, not the picture. This control hands Decap's a
// new getAsset once the file has loaded, which Decap's control takes as a reason to draw it again.
import type * as React from "react"

/** Decap's stand-in for a picture still loading (its actions/media.ts) */
const LOADING = "empty.svg"
/** How often, and how many times, to look whether the picture has loaded: up to ten seconds */
const LOOK_EVERY_MS = 200
const LOOKS = 50

type GetAsset = (path: string, field?: unknown) => { path?: string; toString(): string } | undefined

interface ImageControlProps {
  value?: unknown
  field: unknown
  getAsset: GetAsset
}

interface ImageControl {
  props: ImageControlProps
  state: { loadedOf: GetAsset | undefined }
  setState(state: Partial<ImageControl["state"]>): void
  inner?: { getValidateValue?: () => unknown; focus?: () => void; isValid?: () => unknown }
  timer?: ReturnType<typeof setTimeout>
  looks: number
  getAsset?: GetAsset
}

const stillLoading = (control: ImageControl) =>
  typeof control.props.value === "string" &&
  control.props.value !== "" &&
  control.props.getAsset(control.props.value, control.props.field)?.path === LOADING

/** Decap's image control, drawn again once the picture it shows has loaded. */
export function imageControl(
  h: typeof React.createElement,
  createClass: (spec: object) => React.ComponentType,
  DecapImage: React.ComponentType<Record<string, unknown>>,
) {
  return createClass({
    looks: 0,
    getInitialState: () => ({ loadedOf: undefined }),
    componentDidMount(this: ImageControl) {
      this.looks = 0
      watch(this)
    },
    componentDidUpdate(this: ImageControl, previous: ImageControlProps) {
      if (previous.value !== this.props.value) {
        this.looks = 0
        watch(this)
      }
    },
    componentWillUnmount(this: ImageControl) {
      clearTimeout(this.timer)
    },
    // What Decap asks of the control it wraps, passed on to its own.
    getValidateValue(this: ImageControl) {
      return this.inner?.getValidateValue ? this.inner.getValidateValue() : this.props.value
    },
    focus(this: ImageControl) {
      this.inner?.focus?.()
    },
    render(this: ImageControl) {
      // A getAsset of its own for each time the picture is found loaded: a new one makes Decap's control draw it.
      if (!this.getAsset || this.state.loadedOf !== this.props.getAsset) {
        const getAsset = this.props.getAsset
        this.getAsset = (path, field) => getAsset(path, field)
      }
      return h(DecapImage, {
        ...this.props,
        getAsset: this.getAsset,
        ref: (inner: ImageControl["inner"]) => (this.inner = inner ?? undefined),
      })
    },
  })
}

/** Looks until the picture has loaded, then has the control drawn again. */
function watch(control: ImageControl) {
  clearTimeout(control.timer)
  if (!stillLoading(control)) return
  control.timer = setTimeout(function look() {
    if (stillLoading(control) && ++control.looks < LOOKS) {
      control.timer = setTimeout(look, LOOK_EVERY_MS)
      return
    }
    control.getAsset = undefined
    control.setState({ loadedOf: undefined })
  }, LOOK_EVERY_MS)
}
