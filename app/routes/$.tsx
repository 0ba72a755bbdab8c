import { redirect } from "@remix-run/node";

/** Unknown paths go to the home page (route table). */
export async function loader() {
  throw redirect("/");
}
