// Types of scripts/server-bundle.mjs, for the TypeScript that imports it (the server bench, its test).
export declare const SERVER_BUNDLE: string;
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare const ROOM_THREAD_BUNDLE: string;
export declare function bundleServer(root?: string): Promise<string>;
