/**
 * The storefront's one script, small and optional: every page works without it. It turns the
 * promotion row into a carousel (previous/next, autoplay unless reduced motion is asked for), runs
 * the winners ticker as a marquee (a static list without it; its repeated half hidden from screen
 * readers and out of the tab order) and sends the lobby's studio filter on
 * change. Plain ES5-safe JavaScript as a string: the build stores it as a fingerprinted asset.
 */
export const STOREFRONT_SCRIPT = `(function(){
var d=document,root=d.documentElement;root.classList.add("js");
var reduce=window.matchMedia&&matchMedia("(prefers-reduced-motion: reduce)").matches;
d.querySelectorAll("[data-carousel]").forEach(function(c){
var track=c.querySelector("[data-track]");if(!track)return;var slides=track.children,dots=c.querySelectorAll("[data-dot]"),i=0,timer=null;
function mark(){dots.forEach(function(dot,n){if(n===i)dot.setAttribute("aria-current","true");else dot.removeAttribute("aria-current");});}
function go(n){i=(n+slides.length)%slides.length;track.scrollTo({left:slides[i].offsetLeft-slides[0].offsetLeft,behavior:reduce?"auto":"smooth"});mark();}
function stop(){if(timer){clearInterval(timer);timer=null;}}
c.querySelectorAll("[data-step]").forEach(function(b){b.hidden=false;b.addEventListener("click",function(){stop();go(i+Number(b.getAttribute("data-step")));});});
dots.forEach(function(dot,n){dot.addEventListener("click",function(e){e.preventDefault();stop();go(n);});});
track.addEventListener("scroll",function(){var best=0,dist=Infinity;for(var n=0;n<slides.length;n++){var x=Math.abs(slides[n].offsetLeft-slides[0].offsetLeft-track.scrollLeft);if(x<dist){dist=x;best=n;}}if(best!==i){i=best;mark();}},{passive:true});
if(!reduce&&slides.length>1){timer=setInterval(function(){go(i+1);},6500);c.addEventListener("mouseenter",stop);c.addEventListener("focusin",stop);c.addEventListener("touchstart",stop,{passive:true});}
mark();});
if(!reduce)d.querySelectorAll("[data-marquee]").forEach(function(m){var list=m.querySelector("ul");if(!list)return;
Array.prototype.slice.call(list.children).forEach(function(li){var copy=li.cloneNode(true);copy.setAttribute("aria-hidden","true");copy.inert=true;copy.querySelectorAll("a,button").forEach(function(a){a.tabIndex=-1;});list.appendChild(copy);});m.classList.add("run");});
d.querySelectorAll("select[data-autosubmit]").forEach(function(s){s.addEventListener("change",function(){if(s.form&&s.form.requestSubmit)s.form.requestSubmit();});});
})();
`;
