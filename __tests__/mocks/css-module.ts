// A CSS module in jest: each class is its own name (`styles.entry` is "entry"), so components render their class
// names as they are written. identity-obj-proxy does the same for `styles.entry`, but Babel's
// `import * as styles` copies a CommonJS module's own keys, of which a proxy has none; marked as an ES module,
// this one is used as it is.
module.exports = new Proxy({}, { get: (_target, key) => (key === "__esModule" ? true : key) })
