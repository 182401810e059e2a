#!/usr/bin/env python3
"""Build and verify the everyday development set (questions.jsonl in this folder).

    python3 check_answers.py            verify questions.jsonl against the specs (exit 1 on any mismatch)
    python3 check_answers.py --write    check every spec, then (re)write questions.jsonl
    python3 check_answers.py --stats    also print the rows per category and kind

Each question is a spec in q_*.py: the problem as a student types it, the answer written by hand in
the plain format of README.md, and a SymPy computation of the same answer. Verifying parses the
answer stored in questions.jsonl according to its kind and compares it with the SymPy result.

Adapted from ../everyday-holdout/check_answers.py. It also checks that the set covers exactly the
categories of the everyday set, and that every spec rejects deliberately altered answers: for each row,
the last whole number in the answer is raised by one, and one more alteration fitting the kind is made
(a value plus one, an antiderivative plus its variable, True/False swapped, ...). An altered answer that
still passes means the comparison for that row is too loose, and the check fails.
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
MIN_ROWS = 380
# The categories this set weights most; each needs at least this many rows.
HEAVY = {
    'sequences', 'number_theory', 'counting', 'rounding', 'number_bases', 'derivatives', 'word_problems',
    'functions', 'geometry', 'comparison', 'percent', 'time', 'probability', 'arithmetic',
}
MIN_HEAVY, MIN_OTHER = 22, 8
# The category names of ../everyday, so that the two sets are reported side by side.
CATEGORIES = {
    'arithmetic', 'percent', 'rounding', 'number_bases', 'number_theory', 'comparison', 'measurement', 'time',
    'sequences', 'counting', 'probability', 'statistics', 'equations', 'equations_other', 'systems',
    'inequalities', 'functions', 'coordinate_geometry', 'geometry', 'complex_numbers', 'matrices',
    'word_problems', 'simplify', 'derivatives', 'integrals', 'limits', 'graphs',
}


def all_specs() -> list[Spec]:
    specs: list[Spec] = []
    for module in (q_numbers, q_algebra, q_functions, q_calculus):
        for section in module.SECTIONS:
            builder = Builder(section.__name__.rstrip('_'))
            section(builder)
            specs.extend(builder.specs)
    return specs


def structural_problems(specs: list[Spec]) -> list[str]:
    seen = Counter(s.problem for s in specs)
    out = [f'duplicate problem: {p!r}' for p, k in seen.items() if k > 1]
    if len(specs) < MIN_ROWS:
        out.append(f'only {len(specs)} rows, want at least {MIN_ROWS}')
    categories = {s.category for s in specs}
    if categories != CATEGORIES:
        out.append(f'categories differ from ../everyday: extra {sorted(categories - CATEGORIES)}, '
                   f'missing {sorted(CATEGORIES - categories)}')
    per_category = Counter(s.category for s in specs)
    for category in sorted(CATEGORIES & per_category.keys()):
        least = MIN_HEAVY if category in HEAVY else MIN_OTHER
        if per_category[category] < least:
            out.append(f'only {per_category[category]} rows in {category}, want at least {least}')
    return out


SWAPS = {'True': 'False', 'False': 'True', 'even': 'odd', 'odd': 'even', 'neither': 'odd',
         'arithmetic': 'geometric', 'geometric': 'arithmetic', 'prime': 'composite', 'composite': 'prime',
         'all real numbers': 'no solution', 'no solution': 'all real numbers'}


def altered(spec: Spec) -> list[str]:
    """Answers that are wrong by one small step; every one must be rejected by the spec."""
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
        for wrong in altered(spec):
            try:
                ok, _ = check_answer(spec, wrong)
            except Exception:  # noqa: BLE001 - an answer that does not even parse is rejected
                ok = False
            if ok:
                out.append(f'ALTERED ANSWER ACCEPTED [{spec.category}/{spec.kind}] {spec.problem!r}: {wrong!r}')
    return out


def report(spec: Spec, answer: str, detail: str) -> str:
    return f'MISMATCH [{spec.category}/{spec.kind}] {spec.problem!r}\n  answer:   {answer}\n  computed: {detail}'


def write(specs: list[Spec]) -> int:
    failures = [report(s, s.answer, detail) for s in specs for ok, detail in [check_spec(s)] if not ok]
    failures += structural_problems(specs) + loose_specs(specs)
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
    rows = [json.loads(line) for line in OUT.read_text(encoding='utf-8').splitlines() if line.strip()]
    failures = structural_problems(specs)
    for row in rows:
        spec = by_problem.pop(row['problem'], None)
        if spec is None:
            failures.append(f'row not in the specs: {json.dumps(row, ensure_ascii=False)}')
            continue
        expected_row = spec.row()
        for key in ('kind', 'category', 'variable'):
            if row.get(key) != expected_row.get(key):
                failures.append(f'{key} differs for {row["problem"]!r}: {row.get(key)} vs {expected_row.get(key)}')
        ok, detail = check_spec(spec, row['answer'])
        if not ok:
            failures.append(report(spec, row['answer'], detail) + f'\n  row: {json.dumps(row, ensure_ascii=False)}')
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
    for category, count in by_category.items():
        print(f'  {category:22} {count}')
    print('rows per kind:', dict(by_kind.most_common()))
    print('total:', len(specs))


def main(argv: list[str]) -> int:
    specs = all_specs()
    if '--stats' in argv:
        stats(specs)
    return write(specs) if '--write' in argv else verify(specs)


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
