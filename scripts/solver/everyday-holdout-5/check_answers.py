#!/usr/bin/env python3
"""Build and verify the fifth everyday held-out set (questions.jsonl in this folder).

    python3 check_answers.py            check every spec, (re)write questions.jsonl, then verify the file
    python3 check_answers.py --check    only verify the existing questions.jsonl (exit 1 on any problem)
    python3 check_answers.py --stats    also print the rows per category, kind and voice

Every spec in the q_*.py modules has a `compute` (the answer that is written) and a `check` (the same answer
derived a second, independent way). For every row this script writes the answer with `compute`, parses it back
and compares it with `check` and the `holds` test (common.check_spec: the grading rules of the shared
../everyday-dev-3/common.py), and requires a deliberately altered answer (the last whole number raised by one,
or a changed text) to be rejected. It also requires: 324 rows, the 27 categories with 12 rows each, no duplicate
problems, a check for every spec, one of the eleven voices on every question, at least MIN_VOICES different
voices in every category and every voice used between VOICE_MIN and VOICE_MAX times. Any problem: exit 1.
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from common import KINDS, VOICES, check_spec  # noqa: E402

MODULES = ['q_numbers', 'q_algebra', 'q_functions', 'q_calculus']
CATEGORIES = ['arithmetic', 'percent', 'rounding', 'number_bases', 'number_theory', 'comparison', 'measurement',
              'time', 'sequences', 'counting', 'probability', 'statistics', 'equations', 'equations_other',
              'systems', 'inequalities', 'functions', 'coordinate_geometry', 'geometry', 'complex_numbers',
              'matrices', 'word_problems', 'simplify', 'derivatives', 'integrals', 'limits', 'graphs']
PER_CATEGORY = 12
MIN_VOICES = 6
VOICE_MIN, VOICE_MAX = 24, 36
OUT = HERE / 'questions.jsonl'


def all_specs() -> list:
    specs = []
    for name in MODULES:
        module = __import__(name)
        specs += module.SPECS
    return specs


def altered(spec, answer: str) -> str:
    """A wrong answer of the same shape: the last whole number raised by one, or else a changed text."""
    numbers = list(re.finditer(r'\d+', answer))
    if numbers:
        m = numbers[-1]
        return answer[:m.start()] + str(int(m.group()) + 1) + answer[m.end():]
    if spec.kind == 'text':
        return answer + 'x'
    return f'({answer}) + 1'


def structure_problems(specs) -> list[str]:
    out = []
    cats = Counter(s.category for s in specs)
    if len(specs) != len(CATEGORIES) * PER_CATEGORY:
        out.append(f'{len(specs)} rows, want {len(CATEGORIES) * PER_CATEGORY}')
    for c in CATEGORIES:
        if cats[c] != PER_CATEGORY:
            out.append(f'{cats[c]} rows in {c}, want {PER_CATEGORY}')
    out += [f'unknown category {c}' for c in cats if c not in CATEGORIES]
    dup = [p for p, m in Counter(s.problem for s in specs).items() if m > 1]
    out += [f'duplicate problem {p[:60]!r}' for p in dup]
    for s in specs:
        if s.check is None:
            out.append(f'no independent check: {s.problem[:60]!r}')
        if s.kind not in KINDS:
            out.append(f'unknown kind {s.kind}')
        if getattr(s, 'voice', None) not in VOICES:
            out.append(f'no voice: {s.problem[:60]!r}')
    per_cat: dict[str, set] = {}
    for s in specs:
        per_cat.setdefault(s.category, set()).add(getattr(s, 'voice', None))
    for c, vs in per_cat.items():
        if len(vs & set(VOICES)) < MIN_VOICES:
            out.append(f'{c} uses {len(vs)} voices, want at least {MIN_VOICES}')
    totals = Counter(getattr(s, 'voice', None) for s in specs)
    for v in VOICES:
        if not VOICE_MIN <= totals[v] <= VOICE_MAX:
            out.append(f'voice {v} is used {totals[v]} times, want {VOICE_MIN} to {VOICE_MAX}')
    return out


def answer_problems(specs, answers: dict[str, str]) -> list[str]:
    out = []
    for s in specs:
        ans = answers.get(s.problem)
        if ans is None:
            out.append(f'no row for spec {s.problem[:60]!r}')
            continue
        try:
            fresh = s.answer
        except Exception as err:  # noqa: BLE001
            out.append(f'[{s.category}] compute fails ({type(err).__name__}: {err}): {s.problem[:60]!r}')
            continue
        if ans != fresh:
            out.append(f'[{s.category}] stored {ans!r} but computed {fresh!r}: {s.problem[:60]!r}')
            continue
        ok, detail = check_spec(s, ans)
        if not ok:
            out.append(f'[{s.category}] {ans!r} fails the check (want {detail}): {s.problem[:60]!r}')
            continue
        wrong = altered(s, ans)
        bad_ok, _ = check_spec(s, wrong)
        if bad_ok:
            out.append(f'[{s.category}] altered answer {wrong!r} is accepted too: {s.problem[:60]!r}')
    return out


def read_rows() -> tuple[list[dict], list[str]]:
    rows, out = [], []
    if not OUT.exists():
        return rows, ['questions.jsonl is missing']
    for no, line in enumerate(OUT.read_text(encoding='utf-8').splitlines(), 1):
        try:
            row = json.loads(line)
        except json.JSONDecodeError as err:
            out.append(f'line {no}: bad JSON ({err})')
            continue
        keys = set(row)
        want = {'problem', 'answer', 'kind', 'category'} | ({'variable'} if row.get('kind') == 'antiderivative' else set())
        if keys != want:
            out.append(f'line {no}: keys {sorted(keys)}, want {sorted(want)}')
        rows.append(row)
    return rows, out


def main(argv: list[str]) -> int:
    specs = all_specs()
    problems = structure_problems(specs)
    if '--check' not in argv and not problems:
        with OUT.open('w', encoding='utf-8') as fh:
            for s in specs:
                fh.write(json.dumps(s.row(), ensure_ascii=False) + '\n')
    rows, file_problems = read_rows()
    problems += file_problems
    by_problem = {r['problem']: r for r in rows}
    spec_problems = {s.problem for s in specs}
    problems += [f'row without a spec: {p[:60]!r}' for p in by_problem if p not in spec_problems]
    for s in specs:
        r = by_problem.get(s.problem)
        if r and (r.get('kind') != s.kind or r.get('category') != s.category or r.get('variable') != s.variable):
            problems.append(f'kind, category or variable differ for {s.problem[:60]!r}')
    problems += answer_problems(specs, {p: r['answer'] for p, r in by_problem.items()})
    if '--stats' in argv:
        print('rows per voice:', dict(sorted(Counter(s.voice for s in specs).items())))
        print('rows per category:', dict(Counter(s.category for s in specs)))
        print('voices per category:', {c: len({s.voice for s in specs if s.category == c}) for c in CATEGORIES})
        print('rows per kind:', dict(Counter(s.kind for s in specs).most_common()))
    if problems:
        print('\n'.join(problems))
        print(f'\n{len(problems)} problem(s).')
        return 1
    print(f'{len(rows)} rows: every answer agrees with its independent check; altered answers are rejected.')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
