"""Shared pieces of the fourth everyday held-out set: specs, the answer formatter, the answer parsers and the
comparisons. As ../everyday-dev-8/common.py loads ../everyday-dev-7/common.py (which loads
../everyday-dev-3/common.py), this file loads ../everyday-dev-8/common.py rather than copying anything, so that
this set is graded exactly like the development sets.

What this set changes: the voices. Every question is written in one of eleven voices and the `Builder` records
which (`v='a'` to `v='k'`, see VOICES). dev-8's Builder only knows its own four voices, so the Builder here is a
subclass of the shared dev-3 Builder (found through dev-8's class hierarchy) that checks this set's voices and
stores the voice on the spec. check_answers.py requires at least six different voices in every category.
"""

import importlib.util
import sys
from pathlib import Path

_dev8_spec = importlib.util.spec_from_file_location(
    "_everyday_dev_8_common", Path(__file__).resolve().parent.parent / "everyday-dev-8" / "common.py"
)
_dev8 = importlib.util.module_from_spec(_dev8_spec)
# Registered before it runs: the dataclasses it loads look their module up by name.
sys.modules[_dev8_spec.name] = _dev8
_dev8_spec.loader.exec_module(_dev8)
# Its public names (dev-3's helpers and dev-8's Builder, replaced below); its private names stay there.
globals().update({name: value for name, value in vars(_dev8).items() if not name.startswith("_")})

VOICES = {
    'a': 'plain textbook imperative',
    'b': "student's chat message with typos and abbreviations",
    'c': "parent asking to check a child's answer",
    'd': 'voice dictation with the math in words',
    'e': 'English as a second language',
    'f': 'exam LaTeX pasted from a PDF',
    'g': 'homework-platform paste ("Question 3 of 10" chrome and a typing instruction)',
    'h': 'exercise heading with a numbered item',
    'i': 'short real-life story with names and units (sometimes one irrelevant number)',
    'j': 'first-person help request saying what the student tried and the wrong answer they got',
    'k': 'national curriculum wording (US, UK, India, Australia)',
}

# The shared Builder of ../everyday-dev-3/common.py, without dev-7's and dev-8's voice checks.
_SharedBuilder = next(cls for cls in _dev8.Builder.__mro__
                      if cls.__name__ == 'Builder' and cls.__module__ == '_everyday_dev_3_common')


class Builder(_SharedBuilder):
    """The shared Builder, plus this set's voice for every question: `b.value(problem, compute, check, v='k')`."""

    def add(self, kind, problem, compute, check=None, v=None, **kw) -> None:
        if v not in VOICES:
            raise ValueError(f'no voice (v=a..k) for {problem!r}')
        super().add(kind, problem, compute, check, **kw)
        self.specs[-1].voice = v
