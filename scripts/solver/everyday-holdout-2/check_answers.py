#!/usr/bin/env python3
"""Build and verify the second held-out everyday homework set (questions.jsonl in this folder).

    python3 check_answers.py            verify questions.jsonl against the specs (exit 1 on any mismatch)
    python3 check_answers.py --write    check every spec, then (re)write questions.jsonl
    python3 check_answers.py --stats    also print the rows per category and kind

Each question is a spec in q_*.py: the problem as a student types it, the answer written by hand in
the plain format of README.md, and a SymPy computation of the same answer. Verifying parses the
answer stored in questions.jsonl according to its kind and compares it with the SymPy result.

Adapted from ../everyday-holdout/check_answers.py. Besides comparing every answer with its spec it checks
that the set covers exactly the 27 categories of ../everyday with 11 or 12 rows each, and that deliberately
altered answers (`common.altered_answers`: the first number raised by one, plus one change per kind) are
rejected for every row, so that a check that passes is not passing vacuously.
"""
from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import q_algebra  # noqa: E402
import q_calculus  # noqa: E402
import q_functions  # noqa: E402
import q_numbers  # noqa: E402
from common import Builder, Spec, altered_answers, check_spec  # noqa: E402

OUT = HERE / 'questions.jsonl'
MIN_ROWS = 300
PER_CATEGORY = (11, 12)
# The category names of ../everyday (also compared with ../everyday/questions.jsonl when it is present).
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
    everyday = HERE.parent / 'everyday' / 'questions.jsonl'
    if everyday.exists():  # only the category field of ../everyday is read
        theirs = {json.loads(line)['category'] for line in everyday.read_text(encoding='utf-8').splitlines() if line.strip()}
        if theirs != CATEGORIES:
            out.append(f'CATEGORIES is out of date with ../everyday: {sorted(theirs ^ CATEGORIES)}')
    if categories != CATEGORIES:
        out.append(f'categories differ from ../everyday: extra {sorted(categories - CATEGORIES)}, '
                   f'missing {sorted(CATEGORIES - categories)}')
    counts = Counter(s.category for s in specs)
    out += [f'{cat}: {k} rows, want {PER_CATEGORY[0]} to {PER_CATEGORY[1]}' for cat, k in sorted(counts.items())
            if not PER_CATEGORY[0] <= k <= PER_CATEGORY[1]]
    return out


def altered_accepted(specs: list[Spec]) -> list[str]:
    """Rows whose check accepts a deliberately wrong answer (or that have no wrong answer to try)."""
    out = []
    for s in specs:
        wrong = altered_answers(s)
        if not wrong:
            out.append(f'no altered answer for {s.problem!r}')
        for answer in wrong:
            ok, _ = check_spec(s, answer)
            if ok:
                out.append(f'ALTERED ANSWER ACCEPTED [{s.category}/{s.kind}] {s.problem!r}: {answer!r}')
    return out


def report(spec: Spec, answer: str, detail: str) -> str:
    return f'MISMATCH [{spec.category}/{spec.kind}] {spec.problem!r}\n  answer:   {answer}\n  computed: {detail}'


def write(specs: list[Spec]) -> int:
    failures = [report(s, s.answer, detail) for s in specs for ok, detail in [check_spec(s)] if not ok]
    failures += structural_problems(specs)
    failures += altered_accepted(specs)
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
    failures += altered_accepted(specs)
    if failures:
        print('\n'.join(failures))
        print(f'\n{len(failures)} problem(s) in {len(rows)} rows.')
        return 1
    print(f'all {len(rows)} rows verified; altered answers rejected for every row.')
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
