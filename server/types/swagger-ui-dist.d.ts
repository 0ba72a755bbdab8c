declare module "swagger-ui-dist/absolute-path.js" {
  /** The folder holding Swagger UI's static files. */
  export default function absolutePath(): string;
}
