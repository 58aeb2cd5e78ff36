declare module "*.module.css" {
  const classes: Record<string, string>
  export = classes
}

// Global stylesheets imported for their side effect (the fonts, the base styles, the carousel's own CSS).
declare module "*.css"
