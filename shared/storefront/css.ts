import { storefrontDesign, type StorefrontDesign, type TypeStyle } from "./designs";
import { FONT_STACK } from "./fonts";
import { palette } from "./schemes";

/**
 * One stylesheet per (design, scheme): the shared base, then only the rules of the design's own
 * navigation, hero, tiles and finish, with the scheme as custom properties. Mobile first (375 px
 * up), logical properties throughout so dir="rtl" mirrors the layout, focus always visible, motion
 * only when the player has not asked for less.
 */

const RADIUS = { sharp: "3px", soft: "10px", round: "18px" } as const;

const TYPE: Record<TypeStyle, { weight: number; transform: string; tracking: string; h1: string; body: string }> = {
  grand: { weight: 700, transform: "uppercase", tracking: ".05em", h1: "clamp(1.6rem,4vw,3rem)", body: "1rem" },
  bold: { weight: 700, transform: "none", tracking: "-.015em", h1: "clamp(1.8rem,4.8vw,3.5rem)", body: "1rem" },
  elegant: { weight: 400, transform: "uppercase", tracking: ".14em", h1: "clamp(1.45rem,3.2vw,2.5rem)", body: "1rem" },
  playful: { weight: 700, transform: "none", tracking: "0", h1: "clamp(1.8rem,4.8vw,3.3rem)", body: "1.0625rem" },
  compact: { weight: 700, transform: "uppercase", tracking: ".03em", h1: "clamp(1.35rem,2.8vw,2.1rem)", body: ".9375rem" },
  modern: { weight: 700, transform: "none", tracking: ".01em", h1: "clamp(1.55rem,3.6vw,2.75rem)", body: "1rem" },
};

const BASE = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}
body{margin:0;background:var(--bg);color:var(--text);font:400 var(--fs)/1.55 ${FONT_STACK};overflow-wrap:anywhere;min-height:100vh}
img,svg{display:block;max-width:100%}
img{height:auto}
a{color:var(--at)}
a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid var(--ac);outline-offset:2px}
h1,h2,h3{font-weight:var(--hw);text-transform:var(--hc);letter-spacing:var(--ht);line-height:1.15;margin:0 0 .5em}
h1{font-size:var(--h1)}
h2{font-size:clamp(1.15rem,2.2vw,1.55rem)}
h3{font-size:1.05rem}
p{margin:0 0 1em}
ul,ol{padding-inline-start:1.25rem}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.skip{position:absolute;inset-inline-start:1rem;top:-5rem;z-index:50;background:var(--ac);color:var(--oa);padding:.6rem 1rem;border-radius:var(--r)}
.skip:focus{top:1rem}
.wrap{width:100%;max-width:1320px;margin-inline:auto;padding-inline:clamp(.875rem,3vw,2rem)}
main{display:block;padding-block:1.25rem 3rem}
main>*+*{margin-block-start:2.25rem}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:.4rem;min-height:2.75rem;padding:.5rem 1.15rem;border-radius:var(--rb);font:inherit;font-weight:700;text-decoration:none;border:2px solid transparent;cursor:pointer;text-align:center;line-height:1.2}
.btn-p{background:var(--ac);color:var(--oa)}
.btn-p:hover{filter:brightness(1.08)}
.btn-g{border-color:var(--bd);color:var(--text);background:transparent}
.btn-g:hover{border-color:var(--ac)}
.hdr{background:var(--sf);border-block-end:1px solid var(--bd);position:relative;z-index:10}
.hdr-in{display:flex;flex-wrap:wrap;align-items:center;gap:.6rem 1rem;padding-block:.7rem}
.brand{display:inline-flex;align-items:center;gap:.6rem;color:var(--text);text-decoration:none;font-weight:700;font-size:1.3rem;letter-spacing:var(--ht);text-transform:var(--hc);min-width:0}
.mono{flex:none;display:grid;place-items:center;width:2.4rem;height:2.4rem;border-radius:var(--r);background:var(--ac);color:var(--oa);font-size:1.25rem;box-shadow:0 0 0 3px var(--sf),0 0 0 5px var(--ac)}
.lang-hdr{margin-inline-start:auto}
@media (max-width:639px){.lang-hdr .ln{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}.brand{font-size:1.1rem}}
.acts{display:flex;gap:.5rem;flex-basis:100%}
.acts .btn{flex:1;min-height:2.5rem;padding:.4rem .8rem}
.nav{flex-basis:100%;min-width:0}
.nav ul{display:flex;gap:.25rem;list-style:none;margin:0;padding:0 0 .2rem;overflow-x:auto;scrollbar-width:thin}
.nav a{display:block;padding:.5rem .8rem;border-radius:var(--rb);color:var(--text);text-decoration:none;white-space:nowrap;font-weight:700;font-size:.95rem}
.nav a:hover{background:var(--s2)}
.nav a[aria-current=page]{background:var(--ac);color:var(--oa)}
.lang{position:relative}
.lang summary{list-style:none;cursor:pointer;display:inline-flex;align-items:center;gap:.35rem;min-height:2.75rem;padding:.4rem .7rem;border:2px solid var(--bd);border-radius:var(--rb);font-weight:700;font-size:.9rem}
.lang summary::-webkit-details-marker{display:none}
.lang ul{position:absolute;inset-inline-end:0;top:calc(100% + .35rem);z-index:30;min-width:12rem;max-height:60vh;overflow-y:auto;margin:0;padding:.35rem;list-style:none;background:var(--s2);border:1px solid var(--bd);border-radius:var(--r);box-shadow:0 12px 30px rgb(0 0 0/.45)}
.lang a{display:block;padding:.45rem .7rem;border-radius:var(--rb);color:var(--text);text-decoration:none}
.lang a:hover,.lang a[aria-current]{background:var(--sf)}
.lang a[aria-current]{font-weight:700}
.foot .lang ul{position:static;box-shadow:none;margin-block-start:.4rem}
.hero{position:relative}
.hero h1{font-size:clamp(1.05rem,2vw,1.45rem);color:var(--mt);margin-block-end:.8rem}
.jp h1{color:var(--text)}
.car{position:relative}
.car-track{display:grid;grid-auto-flow:column;grid-auto-columns:100%;gap:1rem;overflow-x:auto;scroll-snap-type:x mandatory;scrollbar-width:none;overscroll-behavior-x:contain}
.car-track::-webkit-scrollbar{display:none}
.slide{scroll-snap-align:start;position:relative;display:flex;flex-direction:column;border-radius:var(--r);overflow:hidden;background:linear-gradient(135deg,var(--s2),var(--sf) 70%);border:1px solid var(--bd);min-width:0}
.slide-art{width:100%;height:9.5rem;object-fit:cover}
.slide-txt{position:relative;padding:1.1rem 1.25rem 1.4rem;display:grid;gap:.5rem;justify-items:start;align-content:center}
.slide-txt h2{font-size:clamp(1.3rem,3.2vw,2.4rem);margin:0}
.slide-txt p{margin:0;max-width:36rem}
.slide:nth-child(2){background:linear-gradient(135deg,color-mix(in srgb,var(--gl) 16%,var(--sf)),var(--sf) 70%)}
.slide:nth-child(3){background:linear-gradient(135deg,color-mix(in srgb,var(--ac) 14%,var(--sf)),var(--bg) 75%)}
.kicker{display:inline-block;font-size:.8rem;font-weight:700;text-transform:uppercase;letter-spacing:.08em;color:var(--at)}
.car-ctl{display:flex;align-items:center;justify-content:center;gap:.5rem;margin-block-start:.75rem}
.dots{display:flex;gap:.35rem}
.dots a{display:grid;place-items:center;min-width:2rem;height:2rem;border-radius:999px;color:var(--text);text-decoration:none;font-size:.8rem;font-weight:700;border:2px solid var(--bd)}
.dots a[aria-current]{background:var(--ac);color:var(--oa);border-color:var(--ac)}
.step{width:2.5rem;height:2.5rem;border-radius:999px;border:2px solid var(--bd);background:var(--sf);color:var(--text);font:inherit;font-size:1.1rem;cursor:pointer}
[dir=rtl] .step{transform:scaleX(-1)}
.sec-head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.25rem 1rem;margin-block-end:.9rem}
.sec-head h2{margin:0}
.sec-head a{font-weight:700;white-space:nowrap}
.grid{display:grid;grid-template-columns:repeat(var(--c1),minmax(0,1fr));gap:.7rem;list-style:none;margin:0;padding:0}
.tile{display:flex;flex-direction:column;height:100%;color:var(--text);text-decoration:none;background:var(--sf);border-radius:var(--r);overflow:hidden;border:1px solid var(--bd);transition:transform .15s ease,box-shadow .15s ease}
.tile:hover{transform:translateY(-3px);box-shadow:0 10px 24px rgb(0 0 0/.4)}
.tile img{width:100%;aspect-ratio:1;object-fit:cover;background:var(--s2)}
.tile-b{display:grid;gap:.15rem;padding:.5rem .6rem .6rem;min-width:0}
.tile-n{font-weight:700;font-size:.875rem;line-height:1.25}
.tile-m{font-size:.8rem;color:var(--mt)}
.chip{display:inline-block;padding:.1rem .5rem;border-radius:999px;background:var(--s2);color:var(--text);font-size:.75rem;font-weight:700;border:1px solid var(--bd)}
.chip-a{background:var(--ac);color:var(--oa);border-color:var(--ac)}
.ticker{background:var(--sf);border:1px solid var(--bd);border-radius:var(--r);padding:.4rem 1rem}
.ticker h2{font-size:.95rem;margin:.35rem 0}
.ticker ul{display:flex;flex-wrap:wrap;gap:.35rem 1.75rem;list-style:none;margin:0;padding:.2rem 0 .5rem}
.ticker li{white-space:nowrap;font-size:.9rem}
.ticker b{color:var(--at)}
.js .ticker.run{overflow:hidden}
.js .ticker.run ul{flex-wrap:nowrap;width:max-content;animation:mq 45s linear infinite}
.js .ticker.run:hover ul,.js .ticker.run:focus-within ul{animation-play-state:paused}
[dir=rtl] .js .ticker.run ul,.js[dir=rtl] .ticker.run ul{animation-name:mq-r}
@keyframes mq{to{transform:translateX(-50%)}}
@keyframes mq-r{to{transform:translateX(50%)}}
.cards{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr));list-style:none;margin:0;padding:0}
.card{background:var(--sf);border:1px solid var(--bd);border-radius:var(--r);padding:1.2rem;display:grid;gap:.5rem;align-content:start}
.card h3,.card h2{margin:0}
.card p{margin:0;color:var(--mt)}
.small{font-size:.85rem;color:var(--mt)}
.studios{display:flex;flex-wrap:wrap;gap:.6rem;list-style:none;margin:0;padding:0}
.studios a{display:inline-flex;align-items:center;gap:.5rem;padding:.45rem .8rem .45rem .5rem;border-radius:var(--rb);background:var(--sf);border:1px solid var(--bd);color:var(--text);text-decoration:none;font-weight:700;font-size:.9rem}
.studios i{width:1.6rem;height:1.6rem;border-radius:var(--r);flex:none}
.odds{display:grid;gap:.5rem;list-style:none;margin:0;padding:0}
.fx{display:grid;grid-template-columns:minmax(0,1fr);gap:.5rem;align-items:center;background:var(--sf);border:1px solid var(--bd);border-radius:var(--r);padding:.7rem .9rem}
.fx-t{display:grid;gap:.1rem;min-width:0}
.fx-l{font-size:.78rem;color:var(--mt);text-transform:uppercase;letter-spacing:.04em}
.fx-n{font-weight:700}
.fx-o{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:.4rem}
.odd{display:grid;justify-items:center;padding:.35rem .3rem;border-radius:var(--rb);background:var(--s2);border:1px solid var(--bd);color:var(--text);text-decoration:none;font-weight:700;font-size:.95rem;min-height:2.75rem;align-content:center}
.odd small{font-weight:400;font-size:.72rem;color:var(--mt)}
.odd:hover{background:var(--ac);color:var(--oa)}
.odd:hover small{color:inherit}
.odd-x{visibility:hidden}
.live{display:inline-flex;align-items:center;gap:.3rem;color:var(--at);font-weight:700;font-size:.8rem;text-transform:uppercase}
.live::before{content:"";width:.5rem;height:.5rem;border-radius:50%;background:currentColor}
.home-grid{display:grid;gap:2.25rem;grid-template-columns:minmax(0,1fr)}
.home-main{display:grid;gap:2.25rem;min-width:0}
.aside{display:grid;gap:.75rem;align-content:start;background:var(--sf);border:1px solid var(--bd);border-radius:var(--r);padding:1rem}
.aside h2{font-size:1.05rem;margin:0}
.aside ul{list-style:none;margin:0;padding:0;display:grid;gap:.45rem}
.aside li{display:grid;gap:.05rem;font-size:.9rem}
.aside .fx{grid-template-columns:minmax(0,1fr)}
.aside-menu a{display:block;padding:.55rem .7rem;border-radius:var(--rb);color:var(--text);text-decoration:none;font-weight:700}
.aside-menu a:hover{background:var(--s2)}
.tabs{display:flex;gap:.4rem;list-style:none;margin:0 0 1rem;padding:0 0 .3rem;overflow-x:auto}
.tabs a{display:block;white-space:nowrap;padding:.5rem .95rem;border-radius:999px;border:2px solid var(--bd);color:var(--text);text-decoration:none;font-weight:700;font-size:.9rem}
.tabs a[aria-current=page]{background:var(--ac);border-color:var(--ac);color:var(--oa)}
.filters{display:grid;gap:.75rem;grid-template-columns:minmax(0,1fr);align-items:end;background:var(--sf);border:1px solid var(--bd);border-radius:var(--r);padding:1rem;margin-block-end:1.25rem}
.field{display:grid;gap:.3rem;min-width:0}
.field label,.lbl{font-weight:700;font-size:.9rem}
input,select{font:inherit;color:var(--text);background:var(--bg);border:2px solid var(--bd);border-radius:var(--rb);min-height:2.75rem;padding:.45rem .7rem;width:100%;min-width:0}
input:focus-visible,select:focus-visible{border-color:var(--ac)}
.check{display:flex;gap:.6rem;align-items:flex-start}
.check input{width:1.3rem;min-height:1.3rem;flex:none;margin-block-start:.15rem;accent-color:var(--ac)}
.paging{display:flex;flex-wrap:wrap;justify-content:center;gap:.4rem;list-style:none;margin:1.5rem 0 0;padding:0}
.paging a,.paging span{display:grid;place-items:center;min-width:2.75rem;min-height:2.75rem;padding:0 .7rem;border-radius:var(--rb);border:2px solid var(--bd);color:var(--text);text-decoration:none;font-weight:700}
.paging [aria-current]{background:var(--ac);color:var(--oa);border-color:var(--ac)}
.empty{background:var(--sf);border:1px dashed var(--bd);border-radius:var(--r);padding:2rem;text-align:center}
.game{display:grid;gap:1.5rem;grid-template-columns:minmax(0,1fr)}
.game-art{border-radius:var(--r);width:100%;max-width:28rem;aspect-ratio:1;object-fit:cover;border:1px solid var(--bd)}
.facts{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.6rem;margin:1rem 0}
.facts div{background:var(--sf);border:1px solid var(--bd);border-radius:var(--r);padding:.6rem .8rem}
.facts dt{font-size:.8rem;color:var(--mt)}
.facts dd{margin:0;font-weight:700;font-size:1.1rem}
.tags{display:flex;flex-wrap:wrap;gap:.4rem;list-style:none;margin:0 0 1rem;padding:0}
.demo{width:100%;height:24rem;border:2px solid var(--bd);border-radius:var(--r);background:var(--bg);display:block}
.note{background:var(--s2);border-inline-start:4px solid var(--ac);border-radius:var(--rb);padding:.8rem 1rem;margin:0 0 1rem}
.prose{max-width:48rem}
.prose h2{margin-block-start:1.75rem}
.faq{display:grid;gap:.6rem;max-width:52rem}
.faq details{background:var(--sf);border:1px solid var(--bd);border-radius:var(--r);padding:.2rem 1rem}
.faq summary{cursor:pointer;font-weight:700;padding:.75rem 0;min-height:2.75rem}
.faq p{color:var(--mt)}
.form{max-width:28rem;display:grid;gap:1rem;background:var(--sf);border:1px solid var(--bd);border-radius:var(--r);padding:clamp(1rem,4vw,2rem)}
.tier h2,.tier h3{color:var(--at)}
.cards-5{grid-template-columns:repeat(auto-fit,minmax(min(100%,11rem),1fr))}
.tier ul{margin:0;padding-inline-start:1.1rem;color:var(--text)}
.age{display:inline-grid;place-items:center;width:2.75rem;height:2.75rem;border-radius:50%;border:3px solid var(--text);font-weight:700;font-size:.9rem;flex:none}
.foot{background:var(--sf);border-block-start:1px solid var(--bd);padding-block:2rem 1.5rem;font-size:.9rem}
.foot-grid{display:grid;gap:1.5rem;grid-template-columns:minmax(0,1fr)}
.foot h2{font-size:.95rem;margin-block-end:.6rem}
.foot ul{list-style:none;margin:0;padding:0;display:grid;gap:.35rem}
.foot a{color:var(--text)}
.foot p{color:var(--mt)}
.pays{display:flex;flex-wrap:wrap;gap:.6rem}
.pay{display:inline-flex;align-items:center;gap:.45rem;background:var(--bg);border:1px solid var(--bd);border-radius:var(--rb);padding:.35rem .7rem .35rem .4rem;font-weight:700;font-size:.85rem}
.pay svg{width:1.8rem;height:1.8rem}
.adult{display:flex;gap:.75rem;align-items:center}
.adult p,.util-note{margin:0}
.brand-foot{font-size:1.1rem}
.lang-h{margin-block-start:1.25rem}
.copy{border-block-start:1px solid var(--bd);margin-block-start:1.5rem;padding-block-start:1rem;color:var(--mt)}
.jp{text-align:center;background:radial-gradient(ellipse at 50% 0%,var(--s2),var(--sf) 70%);border:1px solid var(--bd);border-radius:var(--r);padding:1.25rem 1rem 1.4rem;margin-block-end:1rem}
.jp-v{display:block;font-size:clamp(1.9rem,7vw,4.5rem);font-weight:700;line-height:1.1;color:var(--at);font-variant-numeric:tabular-nums;letter-spacing:.02em}
.board{display:grid;gap:.75rem;background:var(--sf);border:1px solid var(--bd);border-radius:var(--r);padding:1.1rem}
.board-teams{display:grid;grid-template-columns:minmax(0,1fr) auto minmax(0,1fr);gap:.5rem;align-items:center;text-align:center}
.board-teams b{font-size:clamp(1rem,2.4vw,1.4rem)}
.board-score{font-size:clamp(1.4rem,4vw,2.2rem);font-weight:700;color:var(--at)}
.table-hero{display:grid;gap:.75rem;background:var(--sf);border:1px solid var(--bd);border-radius:var(--r);padding:1rem;align-content:start}
.table-hero .chip,.table-hero .live{justify-self:start}
.table-hero img{border-radius:var(--r);width:100%;aspect-ratio:16/9;object-fit:cover}
.reels{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:.5rem;height:12rem;overflow:hidden;border-radius:var(--r);background:var(--sf);padding:.5rem;border:2px solid var(--ac)}
.reel{display:grid;gap:.5rem;animation:spin 1.6s linear infinite}
.reel:nth-child(2){animation-duration:1.9s}
.reel:nth-child(3){animation-duration:2.3s}
.reel span{display:block;aspect-ratio:1;border-radius:var(--r);overflow:hidden}
.reel img{width:100%;height:100%;object-fit:cover}
@keyframes spin{from{transform:translateY(0)}to{transform:translateY(-50%)}}
@media (min-width:640px){
.grid{grid-template-columns:repeat(var(--c2),minmax(0,1fr));gap:.9rem}
.fx{grid-template-columns:minmax(0,1fr) minmax(14rem,18rem)}
.filters{grid-template-columns:minmax(0,2fr) minmax(0,1.4fr) auto}
.foot-grid{grid-template-columns:repeat(2,minmax(0,1fr))}
.slide{flex-direction:row;min-height:clamp(16rem,26vw,22rem)}
.slide-art{position:absolute;inset-block:0;inset-inline-end:0;width:46%;height:100%;-webkit-mask-image:linear-gradient(to right,transparent,#000 35%);mask-image:linear-gradient(to right,transparent,#000 35%)}
[dir=rtl] .slide-art{-webkit-mask-image:linear-gradient(to left,transparent,#000 35%);mask-image:linear-gradient(to left,transparent,#000 35%)}
.slide-txt{width:58%;padding:clamp(1.5rem,4vw,3rem)}
.game{grid-template-columns:minmax(0,24rem) minmax(0,1fr)}
}
@media (min-width:1024px){
.grid{grid-template-columns:repeat(var(--c3),minmax(0,1fr))}
.acts{flex-basis:auto}.acts .btn{flex:none}
.foot-grid{grid-template-columns:1.6fr 1fr 1fr 1fr}
}
@media (prefers-reduced-motion:reduce){
html{scroll-behavior:auto}
*,*::before,*::after{animation:none!important;transition:none!important}
}
`;

/** The navigation's own rules. */
function navCss(design: StorefrontDesign): string {
  switch (design.nav) {
    case "top":
      return `@media (min-width:1024px){.hdr-in{flex-wrap:nowrap}.nav{flex-basis:auto;order:1;margin-inline-start:1rem}.nav ul{overflow:visible;padding:0}.acts{order:2;margin-inline-start:auto}.lang-hdr{order:3;margin:0}}`;
    case "centred":
      return `.hdr-in{justify-content:space-between}.brand{font-size:1.45rem}
.nav ul{justify-content:flex-start}
@media (min-width:1024px){.hdr-in{display:grid;grid-template-columns:1fr auto 1fr;padding-block:1rem .4rem}.brand{grid-column:2;grid-row:1;flex-direction:column;font-size:1.7rem;gap:.35rem}.mono{width:3rem;height:3rem}.acts{grid-column:3;grid-row:1;justify-content:flex-end}.lang-hdr{grid-column:1;grid-row:1;justify-self:start;margin:0}.lang-hdr ul{inset-inline-end:auto;inset-inline-start:0}.nav{grid-column:1/-1;border-block-start:1px solid var(--bd);padding-block-start:.4rem}.nav ul{justify-content:center;overflow:visible}}`;
    case "stacked":
      return `.util{background:var(--bg);border-block-end:1px solid var(--bd);font-size:.875rem}
.util-in{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1rem;padding-block:.4rem}
.util-note{display:flex;align-items:center;gap:.5rem;color:var(--mt)}
.util .age{width:2rem;height:2rem;font-size:.7rem;border-width:2px}
.util .acts{flex-basis:auto;align-items:center}.util .acts .btn{min-height:2.4rem}
@media (max-width:639px){.util-note{display:none}.util .acts{flex-basis:100%}}
.nav a{text-transform:uppercase;letter-spacing:.06em;font-size:.875rem;border-radius:0;border-block-end:3px solid transparent}
.nav a[aria-current=page]{background:transparent;color:var(--text);border-block-end-color:var(--ac)}
@media (min-width:1024px){.hdr-in{flex-wrap:nowrap;padding-block:1rem}.nav{flex-basis:auto;order:0;margin-inline-start:auto}.nav ul{overflow:visible}}`;
    case "side":
      return `.hdr-in{justify-content:space-between}
@media (min-width:1024px){
body{display:grid;grid-template-columns:15.5rem minmax(0,1fr);grid-template-rows:1fr auto}
.hdr{grid-row:1/3;grid-column:1;border-block-end:0;border-inline-end:1px solid var(--bd)}
.hdr-in{position:sticky;top:0;flex-direction:column;flex-wrap:nowrap;align-items:stretch;gap:1.25rem;padding:1.5rem 1rem;max-height:100vh;overflow-y:auto}
.hdr main,main,.foot{grid-column:2;min-width:0}
.nav{order:0;flex-basis:auto}
.nav ul{flex-direction:column;overflow:visible;gap:.2rem}
.nav a{padding:.7rem .9rem;border-inline-start:3px solid transparent}
.nav a[aria-current=page]{background:var(--s2);color:var(--text);border-inline-start-color:var(--ac)}
.acts{margin:0;flex-direction:column;align-items:stretch;order:2}
.lang-hdr{order:3;margin:0}
.lang-hdr summary{width:100%}
.lang-hdr ul{inset-inline-end:auto;inset-inline-start:0}
}`;
  }
}

function heroCss(design: StorefrontDesign): string {
  switch (design.hero) {
    case "banner":
      return `.hero h1{margin-block-end:.75rem}
@media (min-width:640px){.slide{min-height:clamp(18rem,34vw,28rem)}.slide-txt h2{font-size:clamp(1.6rem,4vw,3rem)}}`;
    case "carousel":
      return `.car-track{grid-auto-columns:88%}
@media (min-width:1024px){.car-track{grid-auto-columns:72%}}`;
    case "split":
      return `.split{display:grid;gap:1rem;grid-template-columns:minmax(0,1fr)}
.collage{display:none}
@media (min-width:900px){.split{grid-template-columns:minmax(0,1.1fr) minmax(0,1fr);align-items:stretch}.split .slide-art{display:none}.split .slide-txt{width:auto}.collage{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:.6rem;align-content:center}.collage img{border-radius:var(--r);border:1px solid var(--bd)}.collage img:nth-child(3n+2){transform:translateY(1.5rem)}}`;
    case "jackpot":
      return `.hero .car-track{grid-auto-columns:100%}
@media (min-width:900px){.hero .car-track{grid-auto-columns:calc((100% - 2rem)/3);overflow-x:visible}.hero .slide{flex-direction:column;min-height:0}.hero .slide-art{position:static;width:100%;height:9rem;-webkit-mask-image:none;mask-image:none}.hero .slide-txt{width:auto;padding:1.1rem 1.25rem 1.4rem}.hero .slide-txt h2{font-size:1.3rem}.hero .car-ctl{display:none}}`;
    case "match":
    case "table":
      return `.duo{display:grid;gap:1rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:1024px){.duo{grid-template-columns:minmax(0,1.7fr) minmax(0,1fr)}.duo .slide{min-height:100%}}`;
  }
}

function tileCss(design: StorefrontDesign): string {
  switch (design.tiles) {
    case "square":
      return `.tile-m{display:none}.tile-b{padding:.4rem .55rem .5rem}`;
    case "portrait":
      return `.tile img{aspect-ratio:4/5}.tile-b{padding:.6rem .7rem .75rem;gap:.3rem}.tile-n{font-size:.95rem}`;
    case "wide":
      return `.tile{flex-direction:row;align-items:stretch}.tile img{width:42%;flex:none;aspect-ratio:1;height:auto}.tile-b{align-content:center;padding:.7rem .8rem}.tile-n{font-size:.95rem}
@media (max-width:639px){.tile{flex-direction:column}.tile img{width:100%;aspect-ratio:16/10}}`;
  }
}

function finishCss(design: StorefrontDesign): string {
  switch (design.finish) {
    case "glow":
      return `body{background:radial-gradient(60rem 30rem at 85% -10%,color-mix(in srgb,var(--ac) 22%,transparent),transparent 70%),radial-gradient(50rem 26rem at 0% 0%,color-mix(in srgb,var(--gl) 16%,transparent),transparent 70%),var(--bg);background-attachment:fixed}
.tile:hover,.btn-p{box-shadow:0 0 0 1px var(--ac),0 0 22px color-mix(in srgb,var(--ac) 45%,transparent)}
.slide{box-shadow:0 0 40px color-mix(in srgb,var(--ac) 18%,transparent)}
.mono{box-shadow:0 0 18px var(--ac)}`;
    case "flat":
      return `.tile,.card,.aside,.fx,.slide,.ticker,.filters,.facts div{border-color:transparent}
.sec-head h2,.card h2{border-inline-start:4px solid var(--ac);padding-inline-start:.6rem}
.hdr{border-block-end:3px solid var(--ac)}`;
    case "luxe":
      return `.tile,.card,.slide,.aside,.ticker{border-color:color-mix(in srgb,var(--ac) 45%,transparent)}
.sec-head h2{display:flex;align-items:center;gap:.7rem}
.sec-head h2::before{content:"";width:1.6rem;height:1px;background:var(--ac);flex:none}
.hdr{border-block-end-color:color-mix(in srgb,var(--ac) 55%,transparent)}
.btn-p{box-shadow:inset 0 -3px 0 rgb(0 0 0/.18)}`;
    case "vivid":
      return `.slide{background:linear-gradient(135deg,color-mix(in srgb,var(--ac) 30%,var(--sf)),var(--sf) 55%,color-mix(in srgb,var(--gl) 22%,var(--sf)))}
.tile{border-width:0;border-block-start:4px solid var(--ac)}
.grid li:nth-child(3n+2) .tile{border-block-start-color:var(--gl)}
.sec-head h2{background:var(--s2);padding:.3rem .8rem;border-radius:var(--rb)}
.btn{border-radius:999px}`;
  }
}

function asideCss(design: StorefrontDesign): string {
  if (design.aside === "none") return "";
  const columns = design.aside === "menu" ? "14rem minmax(0,1fr)" : "minmax(0,1fr) 19rem";
  return `@media (min-width:1024px){.home-grid{grid-template-columns:${columns};align-items:start}.aside{position:sticky;top:1rem}${design.aside === "menu" ? ".aside{order:-1}" : ""}}`;
}

function variables(design: StorefrontDesign, schemeKey: string): string {
  const colours = palette(schemeKey);
  const type = TYPE[design.type];
  const tablet = Math.min(design.columns, design.tiles === "wide" ? 2 : 4);
  return `:root{color-scheme:dark;--bg:${colours.bg};--sf:${colours.surface};--s2:${colours.surface2};--bd:${colours.border};--ac:${colours.accent};--oa:${colours.onAccent};--at:${colours.accentText};--text:${colours.text};--mt:${colours.muted};--gl:${colours.glow};--r:${RADIUS[design.corners]};--rb:${design.corners === "round" ? "12px" : RADIUS[design.corners]};--hw:${type.weight};--hc:${type.transform};--ht:${type.tracking};--h1:${type.h1};--fs:${type.body};--c1:${design.phoneColumns};--c2:${tablet};--c3:${design.columns}}\n`;
}

const cache = new Map<string, string>();

/** The stylesheet of a design in a scheme (made once per pair: 24 × 6 at most). */
export function storefrontCss(designKey: string, schemeKey: string): string {
  const id = `${designKey}/${schemeKey}`;
  let css = cache.get(id);
  if (!css) {
    const design = storefrontDesign(designKey);
    css = variables(design, schemeKey) + BASE + [navCss(design), heroCss(design), tileCss(design), finishCss(design), asideCss(design)].join("\n") + "\n";
    cache.set(id, css);
  }
  return css;
}
