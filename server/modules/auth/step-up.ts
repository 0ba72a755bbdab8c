import type { Request } from "express";
import type { Client } from "../../http/client";
import type { Deps } from "../../deps";
import type { Caller } from "../../http/api-router";
import { STEP_UP_HEADER } from "@shared/contracts/user";
import { AppError } from "../../http/app-error";
import { verifyPassword } from "./password";
import type { AuthService } from "./service";
import { signStepUpToken, STEP_UP_TTL_SECONDS, verifyStepUpToken } from "./tokens";

/**
 * Step-up for sensitive changes (changing the e-mail, binding the authenticator, resetting a
 * site's back-office password): a session alone is not enough. The caller proves it is them with
 * the account password, or a current authenticator code (or a recovery code) where one is bound, and gets a token for
 * this session valid for five minutes (decision 011).
 */
export function stepUpService({ db, config, clock }: Pick<Deps, "db" | "config" | "clock">, auth: Pick<AuthService, "consumeSecondFactor">) {
  return {
    async confirm(caller: Caller, input: { password?: string; PIN?: string }, client: Client) {
      const user = await db.user.findUnique({ where: { id: caller.userId } });
      if (!user) throw new AppError("UNAUTHORIZED");
      if (user.totpSecret) {
        if (!input.PIN) throw new AppError("AUTHENTICATOR_CODE_REQUIRED", { field: "PIN" });
        // A recovery code stands in for a lost authenticator here too (decision 036), and is logged.
        if (!(await auth.consumeSecondFactor(user, input.PIN, client))) {
          throw new AppError("AUTHENTICATOR_CODE_INVALID", { field: "PIN" });
        }
      } else if (!input.password || !(await verifyPassword(input.password, user.passwordHash))) {
        throw new AppError("PASSWORD_INCORRECT", { field: "password" });
      }
      return { stepUpToken: await signStepUpToken(config.JWT_SECRET, caller, clock.now()), expiresIn: STEP_UP_TTL_SECONDS };
    },

    /** Refuses the request unless it carries this session's fresh step-up token. */
    async require(caller: Caller, req: Request): Promise<void> {
      const token = req.get(STEP_UP_HEADER);
      if (!token || !(await verifyStepUpToken(config.JWT_SECRET, token, caller, clock.now()))) throw new AppError("STEP_UP_REQUIRED");
    },
  };
}

export type StepUpService = ReturnType<typeof stepUpService>;
