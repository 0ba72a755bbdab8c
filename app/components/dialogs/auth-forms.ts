import { z } from "zod";
import { ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody } from "@shared/contracts/auth";

/** Where a dialog form goes back to (the page it was opened on). */
const backTo = z.string().max(2000).optional();

export const LoginForm = LoginBody.pick({ account: true, password: true, pin: true, server: true }).extend({
  backTo,
  redirect: z.string().max(2000).optional(),
});

export const RegisterForm = RegisterBody.pick({ account: true, password: true, email: true, leagueCode: true }).extend({ backTo });

export const ForgotForm = ForgotPasswordBody.extend({ backTo });

export const ResetForm = ResetPasswordBody.and(z.object({ backTo }));
