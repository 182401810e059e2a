#!/usr/bin/env python3
"""Build and verify the eighth everyday development set (questions.jsonl in this folder).

    python3 check_answers.py            check every spec, (re)write questions.jsonl, then verify the file
    python3 check_answers.py --check    only verify the existing questions.jsonl (exit 1 on any problem)
    python3 check_answers.py --stats    also print the rows per category, kind and voice

As in ../everyday-dev-7, this runs ../everyday-dev-4/check_answers.py for this folder (its code is shared, not
copied): the q_*.py modules and common.py here are the ones it imports, and questions.jsonl here is the file it
writes and verifies. That checker recomputes every answer, compares it with the independent check and the
`holds` test, requires deliberately altered answers to be rejected, and requires 27 categories of 12 rows.
Before that, this file checks what only this set has: every category holds exactly three questions in each of
the four voices of common.VOICES. Any problem makes it exit 1.
"""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
SHARED = HERE.parent / 'everyday-dev-4' / 'check_answers.py'
PER_VOICE = 3
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
        for voice in VOICES:
            if voices[voice] != PER_VOICE:
                out.append(f'{voices[voice]} questions in voice {voice} in {category}, want {PER_VOICE}')
        out += [f'unknown voice {v!r} in {category}' for v in voices if v not in VOICES]
    return out


def main(argv: list[str]) -> int:
    shared = load_shared()
    specs = shared['all_specs']()
    problems = voice_problems(specs)
    if '--stats' in argv:
        print('rows per voice:', dict(sorted(Counter(getattr(s, 'voice', None) for s in specs).items())))
    if problems:
        print('\n'.join(problems))
        print(f'\n{len(problems)} voice problem(s).')
        return 1
    return shared['main'](argv)


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
