#!/usr/bin/env python3
"""Build and verify the fourth everyday held-out set (questions.jsonl in this folder).

    python3 check_answers.py            check every spec, (re)write questions.jsonl, then verify the file
    python3 check_answers.py --check    only verify the existing questions.jsonl (exit 1 on any problem)
    python3 check_answers.py --stats    also print the rows per category, kind and voice

As in ../everyday-dev-8, this runs ../everyday-dev-4/check_answers.py for this folder (its code is shared, not
copied): the q_*.py modules and common.py here are the ones it imports, and questions.jsonl here is the file it
writes and verifies. That checker recomputes every answer, compares it with the independent check and the
`holds` test, requires deliberately altered answers to be rejected, and requires 324 rows: the 27 categories
with 12 rows each. Before that, this file checks what only this set has: every question has one of the eleven
voices of common.VOICES, every category uses at least MIN_VOICES different voices, and every voice is used
between VOICE_MIN and VOICE_MAX times over the whole set (about evenly). Any problem makes it exit 1.
"""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
SHARED = HERE.parent / 'everyday-dev-4' / 'check_answers.py'
MIN_VOICES = 6            # different voices in every category
VOICE_MIN, VOICE_MAX = 24, 36   # uses of each voice over the 324 rows (an even split is 29 or 30)
sys.path.insert(0, str(HERE))

from common import VOICES  # noqa: E402


def load_shared() -> dict:
    """../everyday-dev-4/check_answers.py as a module whose __file__ is this one, so HERE is this folder."""
    namespace = {'__name__': 'everyday_dev_4_check_answers', '__file__': str(Path(__file__).resolve())}
    exec(compile(SHARED.read_text(encoding='utf-8'), str(SHARED), 'exec'), namespace)
    return namespace


def voice_problems(specs) -> list[str]:
    out = []
    by_category: dict[str, Counter] = {}
    for spec in specs:
        by_category.setdefault(spec.category, Counter())[getattr(spec, 'voice', None)] += 1
    for category, voices in by_category.items():
        out += [f'unknown voice {v!r} in {category}' for v in voices if v not in VOICES]
        if len([v for v in voices if v in VOICES]) < MIN_VOICES:
            out.append(f'{category} uses {len(voices)} voices, want at least {MIN_VOICES}')
    totals = Counter(getattr(s, 'voice', None) for s in specs)
    for voice in VOICES:
        if not VOICE_MIN <= totals[voice] <= VOICE_MAX:
            out.append(f'voice {voice} is used {totals[voice]} times, want {VOICE_MIN} to {VOICE_MAX}')
    return out


def main(argv: list[str]) -> int:
    shared = load_shared()
    specs = shared['all_specs']()
    problems = voice_problems(specs)
    if '--stats' in argv:
        print('rows per voice:', dict(sorted(Counter(getattr(s, 'voice', None) for s in specs).items())))
        per_category = {}
        for s in specs:
            per_category.setdefault(s.category, set()).add(s.voice)
        print('voices per category:', {c: len(v) for c, v in per_category.items()})
    if problems:
        print('\n'.join(problems))
        print(f'\n{len(problems)} voice problem(s).')
        return 1
    return shared['main'](argv)


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
