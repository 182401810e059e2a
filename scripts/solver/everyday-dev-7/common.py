"""Shared pieces of the seventh everyday development set: specs, the answer formatter, the answer parsers and
the comparisons. As in ../everyday-dev-6/common.py they are ../everyday-dev-3/common.py's own, loaded from there
rather than copied, so that the sets are graded alike.

What this set adds: every question is written in one of four voices, and the `Builder` records which one
(`v='a'` voice dictation, `'b'` English as a second language, `'c'` exam and textbook phrasing with LaTeX, `'d'`
casual phone and chat typing). check_answers.py requires three questions in each voice in every category.
"""

import importlib.util
import sys
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "_everyday_dev_3_common", Path(__file__).resolve().parent.parent / "everyday-dev-3" / "common.py"
)
_common = importlib.util.module_from_spec(_spec)
# Registered before it runs: its dataclasses look their module up by name.
sys.modules[_spec.name] = _common
_spec.loader.exec_module(_common)
globals().update({name: value for name, value in vars(_common).items() if not name.startswith("__")})

VOICES = {
    'a': 'voice dictation transcript',
    'b': 'English as a second language',
    'c': 'exam and textbook phrasing, LaTeX as pasted from a PDF or an LMS',
    'd': 'casual phone and chat typing',
}


class Builder(_common.Builder):
    """The shared Builder, plus the voice of every question: `b.value(problem, compute, check, v='a')`."""

    def add(self, kind, problem, compute, check=None, v=None, **kw) -> None:
        if v not in VOICES:
            raise ValueError(f'no voice (v=a/b/c/d) for {problem!r}')
        super().add(kind, problem, compute, check, **kw)
        self.specs[-1].voice = v
