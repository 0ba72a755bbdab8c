// Prisma 6's WebAssembly query compilers, as its client loads them (server/db/query-plans.ts keeps their plans).
declare module "@prisma/client/runtime/query_compiler_bg.sqlite.mjs" {
  export const QueryCompiler: { prototype: { compile(this: object, query: string): unknown } };
}
declare module "@prisma/client/runtime/query_compiler_bg.postgresql.mjs" {
  export const QueryCompiler: { prototype: { compile(this: object, query: string): unknown } };
}
