// Types of sets.mjs, for the TypeScript tests that read its lists (tests/eval-sets.test.ts).
export declare const TUNING: string[];
export declare const HELD_OUT: string;
export declare const SETS: Record<string, string>;
export declare function tuningSetArg(tool: string): { set: string; path: string };
