"""Build and verify the fifth everyday development set (questions.jsonl in this folder).

The checks are ../everyday-dev-4/check_answers.py's own (324 rows, 12 in each of the 27 categories, every answer
recomputed, checked a second way and altered answers rejected), run here for this folder's q_*.py modules, so that
the sets are built and verified alike. Same commands: --check, --stats.
"""

import sys
from pathlib import Path

HERE = Path(__file__).resolve()
SHARED = HERE.parent.parent / 'everyday-dev-4' / 'check_answers.py'

if __name__ == '__main__':
    # The shared script reads its folder from __file__: it is given this file, so it builds this set.
    code = compile(SHARED.read_text(encoding='utf-8'), str(SHARED), 'exec')
    exec(code, {'__name__': '__main__', '__file__': str(HERE)})
