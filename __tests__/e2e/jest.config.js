// The real-browser suite: the production build in public/, served on 127.0.0.1, driven by Chromium.
const path = require("path")

module.exports = {
  rootDir: path.resolve(__dirname, "../.."),
  testEnvironment: "node",
  testMatch: ["<rootDir>/__tests__/e2e/**/*.test.ts"],
  transform: {
    "^.+\\.m?[jt]sx?$": [
      "babel-jest",
      { presets: [["@babel/preset-env", { targets: { node: "current" } }], "@babel/preset-typescript"] },
    ],
  },
  // The unified (remark, rehype) packages the tests import from src/node are ES modules: transformed as for
  // the unit tests, from the one list in package.json.
  transformIgnorePatterns: require("../../package.json").jest.transformIgnorePatterns,
  globalSetup: "<rootDir>/__tests__/e2e/support/global-setup.ts",
  globalTeardown: "<rootDir>/__tests__/e2e/support/global-teardown.ts",
  testTimeout: 60000,
}
