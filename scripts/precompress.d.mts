/** Writes .br and .gz copies of the text files of `dir` over 1 KB; resolves to how many. */
export function precompress(dir: string): Promise<number>;
