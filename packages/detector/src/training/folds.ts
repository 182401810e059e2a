/** A small seeded generator (mulberry32): the same folds on every run and machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fold numbers 0..k−1 for n items, balanced and shuffled by a seed. */
export function assignFolds(n: number, k: number, seed = 7): number[] {
  const random = seededRandom(seed);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const folds = new Array<number>(n).fill(0);
  order.forEach((item, position) => {
    folds[item] = position % k;
  });
  return folds;
}
