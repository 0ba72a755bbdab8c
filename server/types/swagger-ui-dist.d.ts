declare module "swagger-ui-dist" {
  /** The folder holding Swagger UI's static files. */
  export function absolutePath(): string;
}
