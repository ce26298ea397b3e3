/**
 * The JSON-Schema form reader shared by the protocols that ask with a flat `requestedSchema`
 * (MCP's and ACP's elicitation): one reader, one `FormVariant` per protocol, and the typed
 * content a submitted form answers with.
 */
export * from './read';
export * from './url';
export * from './content';
export { collector, kindOf, withinLength, type Fail } from './common';
