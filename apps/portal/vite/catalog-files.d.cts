export declare const catalogIds: readonly ['fi', 'sv', 'en', 'pseudo'];
export declare const root: string;
export declare function projectDirs(): string[];
export declare function translationsDir(projectDir: string): string;
export declare function catalogFiles(id: string): string[];
/** Plain ICU strings (fi, sv, en) or their syntax trees (pseudo), by message id. */
export declare function readCatalog(id: string): { messages: Record<string, unknown>; files: string[] };
/** The messages of the given catalog files, joined; an id in two of them is an error. */
export declare function joinCatalogs(files: readonly string[]): { messages: Record<string, unknown>; files: string[] };
