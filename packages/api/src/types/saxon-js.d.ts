/** The part of SaxonJS 2.7 the e-invoice rules use (the package ships no types). */
declare module "saxon-js" {
  interface TransformOptions {
    readonly stylesheetInternal: unknown
    readonly sourceText: string
    readonly destination: "document" | "serialized" | "raw"
  }
  interface XPathOptions {
    readonly namespaceContext?: Record<string, string>
    readonly resultForm?: "array" | "iterator" | "xdm" | "default"
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: "sync"): { principalResult: unknown }
    XPath: { evaluate(expression: string, context: unknown, options?: XPathOptions): unknown }
  }
  export default SaxonJS
}
