// madge ships no types: what tests/architecture.test.ts uses of its API.
declare module "madge" {
  type MadgeResult = {
    obj(): Record<string, string[]>;
    circular(): string[][];
  };
  type MadgeConfig = {
    baseDir?: string;
    fileExtensions?: string[];
    tsConfig?: string;
    excludeRegExp?: RegExp[];
    detectiveOptions?: Record<string, Record<string, unknown>>;
  };
  export default function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
