// Types of scripts/node-bundle.mjs, for the TypeScript that imports it (the CLI's tests).
export declare function bundleNode(root: string, entry: string, outfile: string): Promise<string>;
export declare function bundleStale(root: string, bundle: string, inputs: readonly string[]): boolean;
