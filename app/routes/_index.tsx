/** `/` is the English home page (the route table forces English there): the same page as /{locale}. */
export { default, handle, links, loader, meta } from "./$lang._index";
