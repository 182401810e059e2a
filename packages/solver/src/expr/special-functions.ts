// Numeric values of the non-elementary antiderivatives SymPy answers with: Ei, li, Si and Ci (real arguments).
const EULER = 0.5772156649015329;
const EPS = 1e-15;
const MAX_TERMS = 1000;

/** E₁(x) = ∫ₓ^∞ e⁻ᵗ/t dt for x ≥ 1, by its continued fraction (modified Lentz). */
function e1(x: number): number {
  let b = x + 1;
  let c = 1e300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_TERMS; i++) {
    const a = -i * i;
    b += 2;
    d = 1 / (a * d + b);
    c = b + a / c;
    const step = c * d;
    h *= step;
    if (Math.abs(step - 1) < EPS) break;
  }
  return h * Math.exp(-x);
}

/** The exponential integral Ei(x) = γ + ln|x| + Σ xᵏ/(k·k!) (the principal value for x > 0); −∞ at 0. */
export function ei(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x === 0) return Number.NEGATIVE_INFINITY;
  if (x > 709) return Number.POSITIVE_INFINITY;
  // For x ≤ −1 the series cancels badly: Ei(x) = −E₁(−x).
  if (x <= -1) return -e1(-x);
  let term = 1;
  let total = 0;
  for (let k = 1; k < MAX_TERMS; k++) {
    term *= x / k;
    const add = term / k;
    total += add;
    if (Math.abs(add) < EPS * Math.abs(total)) break;
  }
  return EULER + Math.log(Math.abs(x)) + total;
}

/** The logarithmic integral li(x) = Ei(ln x), real for x > 0. */
export const li = (x: number): number => (x > 0 ? ei(Math.log(x)) : Number.NaN);

/** [Si(x), Ci(|x|)] by the series for small |x| and the continued fraction of E₁(i·x) beyond (Numerical Recipes' cisi). */
export function siCi(x: number): [number, number] {
  const t = Math.abs(x);
  if (Number.isNaN(t)) return [Number.NaN, Number.NaN];
  if (t === 0) return [0, Number.NEGATIVE_INFINITY];
  let si: number;
  let ci: number;
  if (t > 2) {
    // Complex Lentz on 1/(1 + it − 1²/(3 + it − 2²/(5 + it − …))).
    let br = 1;
    const bi = t;
    let [cr, cim] = [1e300, 0];
    let [dr, di] = inverse(br, bi);
    let [hr, hi] = [dr, di];
    for (let i = 2; i < MAX_TERMS; i++) {
      const a = -(i - 1) * (i - 1);
      br += 2;
      [dr, di] = inverse(a * dr + br, a * di + bi);
      const [qr, qi] = inverse(cr, cim);
      [cr, cim] = [br + a * qr, bi + a * qi];
      const [sr, sim] = [cr * dr - cim * di, cr * di + cim * dr];
      [hr, hi] = [hr * sr - hi * sim, hr * sim + hi * sr];
      if (Math.abs(sr - 1) + Math.abs(sim) < EPS) break;
    }
    const [cs, sn] = [Math.cos(t), -Math.sin(t)];
    const [gr, gi] = [cs * hr - sn * hi, cs * hi + sn * hr];
    ci = -gr;
    si = Math.PI / 2 + gi;
  } else {
    let sums = 0;
    let sumc = 0;
    let fact = 1;
    for (let k = 1; k < MAX_TERMS; k++) {
      fact *= t / k;
      const term = fact / k;
      // Odd k feed Si, even k feed Ci, each with alternating signs.
      const sign = Math.floor((k - 1) / 2) % 2 === 0 ? 1 : -1;
      if (k % 2 === 1) sums += sign * term;
      else sumc -= (Math.floor(k / 2) % 2 === 1 ? 1 : -1) * term;
      if (term < EPS * Math.max(Math.abs(sums), Math.abs(sumc), 1e-300)) break;
    }
    si = sums;
    ci = sumc + Math.log(t) + EULER;
  }
  return [x < 0 ? -si : si, ci];
}

function inverse(re: number, im: number): [number, number] {
  const m = re * re + im * im;
  return [re / m, -im / m];
}
