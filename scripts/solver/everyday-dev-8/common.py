"""Shared pieces of the eighth everyday development set: specs, the answer formatter, the answer parsers and
the comparisons. As ../everyday-dev-7/common.py loads the helpers of the earlier sets rather than copying them,
this file loads ../everyday-dev-7/common.py (which itself loads ../everyday-dev-3/common.py), so that the sets
are graded alike.

What this set changes: the four voices are new. Every question is written in one of them and the `Builder`
records which (`v='a'` story word problems from everyday life, `'b'` textbook exercise lists as pasted, `'c'`
wordings of different national curricula, `'d'` students asking for help with context about themselves).
check_answers.py requires three questions in each voice in every category.
"""

import importlib.util
import sys
from pathlib import Path

_dev7_spec = importlib.util.spec_from_file_location(
    "_everyday_dev_7_common", Path(__file__).resolve().parent.parent / "everyday-dev-7" / "common.py"
)
_dev7 = importlib.util.module_from_spec(_dev7_spec)
# Registered before it runs: the dataclasses it loads look their module up by name.
sys.modules[_dev7_spec.name] = _dev7
_dev7_spec.loader.exec_module(_dev7)
# Its public names (dev-3's helpers and dev-7's Builder); its own private names (_common, _spec) stay there.
globals().update({name: value for name, value in vars(_dev7).items() if not name.startswith("_")})

VOICES = {
    'a': 'story word problem from everyday life',
    'b': 'textbook exercise list as pasted (header and numbering before the item)',
    'c': 'national curriculum wording (US Common Core, UK GCSE/A-level, Indian CBSE/JEE, Australian/NZ)',
    'd': 'student asking for help, with context about themselves',
}


class Builder(_dev7.Builder):
    """dev-7's Builder (every question needs a voice, stored on the spec), checked against this set's voices."""

    def add(self, kind, problem, compute, check=None, v=None, **kw) -> None:
        if v not in VOICES:
            raise ValueError(f'no voice (v=a/b/c/d) for {problem!r}')
        super().add(kind, problem, compute, check, v=v, **kw)
