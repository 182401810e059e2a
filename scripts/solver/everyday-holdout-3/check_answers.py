#!/usr/bin/env python3
"""Build and verify the third everyday HELD-OUT set (questions.jsonl in this folder).

    python3 check_answers.py            check every spec, (re)write questions.jsonl, then verify the file
    python3 check_answers.py --check    only verify the existing questions.jsonl (exit 1 on any problem)
    python3 check_answers.py --stats    also print the rows per category and kind

This is a small wrapper: it runs ../everyday-dev-4/check_answers.py unchanged, but as if that file lived in
this folder, so that it imports this folder's common.py and q_*.py and reads and writes this folder's
questions.jsonl. See that file for what is verified (recomputed answers, the independent checks, the
`holds` tests, deliberately altered answers rejected, 27 categories x 12 rows, no duplicates).
"""
import sys
from pathlib import Path

HERE = Path(__file__).resolve()
SHARED = HERE.parent.parent / 'everyday-dev-4' / 'check_answers.py'

if __name__ == '__main__':
    code = compile(SHARED.read_text(encoding='utf-8'), str(SHARED), 'exec')
    exec(code, {'__name__': '__main__', '__file__': str(HERE), '__builtins__': __builtins__})
