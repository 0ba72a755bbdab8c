import { z } from "zod";
import { LoginBody, RegisterBody } from "@contracts/auth";

/** Where a dialog form goes back to (the page it was opened on). */
const backTo = z.string().max(2000).optional();

export const LoginForm = LoginBody.pick({ account: true, password: true, pin: true }).extend({
  backTo,
  redirect: z.string().max(2000).optional(),
});

export const RegisterForm = RegisterBody.pick({ account: true, password: true, email: true, leagueCode: true }).extend({ backTo });
