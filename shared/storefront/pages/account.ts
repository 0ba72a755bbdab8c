import { esc } from "../html";
import { navHref, page, text, type PageContext } from "../layout";

/** Sign-in and sign-up: forms posted to the game platform, where players' accounts live. */

export function signInPage(ctx: PageContext): string {
  const form = `<form class="form" method="post" action="${esc(`${ctx.site.platformUrl}/sign-in`)}"><p class="note">${text(ctx, "signIn.note")}</p><input type="hidden" name="lang" value="${ctx.locale}"><div class="field"><label for="user">${text(ctx, "signIn.user")}</label><input id="user" name="username" autocomplete="username" required maxlength="120"></div><div class="field"><label for="password">${text(ctx, "signIn.password")}</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200"></div><button class="btn btn-p" type="submit">${text(ctx, "signIn.submit")}</button><p class="small">${text(ctx, "signIn.noAccount", { brand: ctx.site.brand })} <a href="${navHref(ctx, "signUp")}">${text(ctx, "signIn.toSignUp")}</a></p></form>`;
  return page(ctx, {
    rest: "sign-in",
    title: `${text(ctx, "signIn.title")} · ${esc(ctx.site.brand)}`,
    description: text(ctx, "signIn.description", { brand: ctx.site.brand }),
    current: "signIn",
    main: `<h1>${text(ctx, "signIn.title")}</h1>${form}`,
  });
}

export function signUpPage(ctx: PageContext): string {
  const form = `<form class="form" method="post" action="${esc(`${ctx.site.platformUrl}/sign-up`)}"><p class="note">${text(ctx, "signUp.note")}</p><input type="hidden" name="lang" value="${ctx.locale}"><div class="field"><label for="email">${text(ctx, "signUp.email")}</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="254"></div><div class="field"><label for="username">${text(ctx, "signUp.username")}</label><input id="username" name="username" autocomplete="username" required maxlength="40"></div><div class="field"><label for="password">${text(ctx, "signUp.password")}</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="200" aria-describedby="password-hint"><span id="password-hint" class="small">${text(ctx, "signUp.passwordHint")}</span></div><div class="check"><input id="age" name="age" type="checkbox" required><label for="age">${text(ctx, "signUp.age")} (<a href="${navHref(ctx, "terms")}">${text(ctx, "nav.terms")}</a>)</label></div><button class="btn btn-p" type="submit">${text(ctx, "signUp.submit")}</button><p class="small">${text(ctx, "signUp.haveAccount")} <a href="${navHref(ctx, "signIn")}">${text(ctx, "signUp.toSignIn")}</a></p></form>`;
  return page(ctx, {
    rest: "sign-up",
    title: `${text(ctx, "signUp.title")} · ${esc(ctx.site.brand)}`,
    description: text(ctx, "signUp.description", { brand: ctx.site.brand }),
    current: "signUp",
    main: `<h1>${text(ctx, "signUp.title")}</h1>${form}`,
  });
}
