import { redirect } from "@remix-run/node";

/** `/login` always opens the login dialog on the home page (route table). */
export async function loader() {
  throw redirect("/?showLogin=1");
}
