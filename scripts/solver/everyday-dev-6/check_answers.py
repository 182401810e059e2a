#!/usr/bin/env python3
"""Build and verify the sixth everyday development set (questions.jsonl in this folder).

    python3 check_answers.py            check every spec, (re)write questions.jsonl, then verify the file
    python3 check_answers.py --check    only verify the existing questions.jsonl (exit 1 on any problem)
    python3 check_answers.py --stats    also print the rows per category and kind

Each question is a spec in q_*.py. Its answer is never typed: `compute` derives it and common.fmt writes it
in the plain answer format of ../everyday-dev. Verifying then, for every row:

- recomputes the answer and requires the stored answer to be exactly that text;
- parses the stored answer according to its kind and compares it with the spec's `check`, a second
  computation done another way (enumeration, Fraction arithmetic, repeated division, clock arithmetic,
  sympy.geometry, mpmath quadrature / differentiation / limits, the unsimplified expression, ...);
- runs the spec's `holds` test where there is one (roots substituted back, inequality sets sampled, ...);
- makes deliberately wrong answers (the last whole number raised by one, plus one change that fits the kind,
  as in ../everyday-dev-5) and requires every one of them to be rejected.

It also reports rows without a spec, specs missing from the file, changed kinds or categories, duplicate
problems, specs without an independent check, and checks that the categories are exactly the 27 of
../everyday-dev-5 with exactly PER_CATEGORY rows each (27 x 12 = 324 rows).
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import q_algebra  # noqa: E402
import q_calculus  # noqa: E402
import q_functions  # noqa: E402
import q_numbers  # noqa: E402
from common import Builder, Spec, check_answer, check_spec  # noqa: E402

OUT = HERE / 'questions.jsonl'
ROWS, PER_CATEGORY = 324, 12
CATEGORIES = {
    'arithmetic', 'percent', 'rounding', 'number_bases', 'number_theory', 'comparison', 'measurement', 'time',
    'sequences', 'counting', 'probability', 'statistics', 'equations', 'equations_other', 'systems',
    'inequalities', 'functions', 'coordinate_geometry', 'geometry', 'complex_numbers', 'matrices',
    'word_problems', 'simplify', 'derivatives', 'integrals', 'limits', 'graphs',
}
KEYS = {'problem', 'answer', 'kind', 'category'}


def all_specs() -> list[Spec]:
    specs: list[Spec] = []
    for module in (q_numbers, q_algebra, q_functions, q_calculus):
        styles = getattr(module, 'STYLE', {})
        for section in module.SECTIONS:
            category = section.__name__.rstrip('_')
            builder = Builder(category, styles.get(category))
            section(builder)
            specs.extend(builder.specs)
    return specs


def structural_problems(specs: list[Spec]) -> list[str]:
    seen = Counter(s.problem for s in specs)
    out = [f'duplicate problem: {p!r}' for p, c in seen.items() if c > 1]
    if len(specs) != ROWS:
        out.append(f'{len(specs)} rows, want {ROWS}')
    categories = {s.category for s in specs}
    if categories != CATEGORIES:
        out.append(f'categories differ: extra {sorted(categories - CATEGORIES)}, '
                   f'missing {sorted(CATEGORIES - categories)}')
    per_category = Counter(s.category for s in specs)
    for category in sorted(CATEGORIES & per_category.keys()):
        if per_category[category] != PER_CATEGORY:
            out.append(f'{per_category[category]} rows in {category}, want {PER_CATEGORY}')
    out += [f'no independent check: [{s.category}] {s.problem!r}' for s in specs if s.check is None]
    return out


SWAPS = {'True': 'False', 'False': 'True', 'even': 'odd', 'odd': 'even', 'neither': 'odd',
         'arithmetic': 'geometric', 'geometric': 'arithmetic', 'prime': 'composite', 'composite': 'prime',
         'all real numbers': 'no solution', 'no solution': 'all real numbers'}


def altered(spec: Spec) -> list[str]:
    """Answers that are wrong by one small step; every one must be rejected."""
    ans = spec.answer
    out = []
    numbers = list(re.finditer(r'\d+', ans))
    if numbers:
        last = numbers[-1]
        bumped = str(int(last.group()) + 1).zfill(len(last.group()))
        out.append(ans[:last.start()] + bumped + ans[last.end():])
    if ans in SWAPS:
        out.append(SWAPS[ans])
    first, _, rest = ans.partition(', ')
    if spec.kind in ('value', 'list'):
        out.append(f'({first}) + 1' + (', ' + rest if rest else ''))
    elif spec.kind in ('expression', 'graph') and ' if ' not in ans:
        out.append(f'({ans}) + 1')
    elif spec.kind == 'antiderivative':
        out.append(f'{ans} + {spec.variable}')
    elif spec.kind == 'text' and not numbers and ans not in SWAPS:
        out.append(ans[:-1] + ('0' if ans[-1] != '0' else '1'))
    return out


def loose_specs(specs: list[Spec]) -> list[str]:
    out = []
    for spec in specs:
        try:
            wrongs = altered(spec)
        except Exception:  # noqa: BLE001 - a spec whose compute fails is reported elsewhere
            continue
        for wrong in wrongs:
            try:
                ok, _ = check_answer(spec, wrong)
            except Exception:  # noqa: BLE001 - an answer that does not even parse is rejected
                ok = False
            if ok:
                out.append(f'ALTERED ANSWER ACCEPTED [{spec.category}/{spec.kind}] {spec.problem!r}: {wrong!r}')
    return out


def report(spec: Spec, answer: str, detail: str) -> str:
    return f'MISMATCH [{spec.category}/{spec.kind}] {spec.problem!r}\n  answer:   {answer}\n  check:    {detail}'


def spec_failures(specs: list[Spec]) -> list[str]:
    out = []
    for s in specs:
        try:
            ok, detail = check_spec(s)
        except Exception as err:  # noqa: BLE001 - e.g. compute itself fails
            ok, detail = False, f'{type(err).__name__}: {err}'
        if not ok:
            out.append(report(s, s._answer or '?', detail))
    return out


def write(specs: list[Spec]) -> int:
    failures = spec_failures(specs) + structural_problems(specs) + loose_specs(specs)
    if failures:
        print('\n'.join(failures))
        print(f'\n{len(failures)} problem(s); questions.jsonl not written.')
        return 1
    with OUT.open('w', encoding='utf-8') as fh:
        for s in specs:
            fh.write(json.dumps(s.row(), ensure_ascii=False) + '\n')
    print(f'wrote {len(specs)} rows to {OUT.relative_to(HERE.parents[2])}')
    return 0


def verify(specs: list[Spec]) -> int:
    if not OUT.exists():
        print(f'{OUT} is missing: run with --write first.')
        return 1
    by_problem = {s.problem: s for s in specs}
    rows = []
    failures = structural_problems(specs)
    for number, line in enumerate(OUT.read_text(encoding='utf-8').splitlines(), 1):
        try:
            row = json.loads(line)
        except json.JSONDecodeError as err:
            failures.append(f'line {number} is not JSON: {err}')
            continue
        rows.append(row)
        if not KEYS <= row.keys() or not set(row) <= KEYS | {'variable'}:
            failures.append(f'line {number} has keys {sorted(row)}')
            continue
        spec = by_problem.pop(row['problem'], None)
        if spec is None:
            failures.append(f'row not in the specs: {json.dumps(row, ensure_ascii=False)}')
            continue
        expected_row = spec.row()
        for key in ('answer', 'kind', 'category', 'variable'):
            if row.get(key) != expected_row.get(key):
                failures.append(f'{key} differs for {row["problem"]!r}: {row.get(key)!r} vs {expected_row.get(key)!r}')
        ok, detail = check_spec(spec, row['answer'])
        if not ok:
            failures.append(report(spec, row['answer'], detail))
    failures += [f'spec missing from questions.jsonl: {p!r}' for p in by_problem]
    failures += loose_specs(specs)
    if failures:
        print('\n'.join(failures))
        print(f'\n{len(failures)} problem(s) in {len(rows)} rows.')
        return 1
    print(f'all {len(rows)} rows verified.')
    return 0


def stats(specs: list[Spec]) -> None:
    by_category = Counter(s.category for s in specs)
    by_kind = Counter(s.kind for s in specs)
    print('rows per category:')
    for category, c in by_category.items():
        print(f'  {category:22} {c}')
    print('rows per kind:', dict(by_kind.most_common()))
    print('total:', len(specs))


def main(argv: list[str]) -> int:
    specs = all_specs()
    if '--stats' in argv:
        stats(specs)
    if '--check' in argv:
        return verify(specs)
    return write(specs) or verify(specs)


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
