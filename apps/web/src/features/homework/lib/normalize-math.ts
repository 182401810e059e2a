/** \( … \) and \[ … \] (as models often write them) become $ … $ and $$ … $$, which remark-math reads. */
export function normalizeMath(text: string): string {
  return text
    .replace(/\\\[([\s\S]+?)\\\]/g, (_, tex: string) => `$$${tex}$$`)
    .replace(/\\\(([\s\S]+?)\\\)/g, (_, tex: string) => `$${tex}$`);
}
