"""Shared pieces of the fifth everyday held-out set: specs, the answer formatter, the answer parsers and the
comparisons, and the eleven voices.

Nothing is copied. This file loads ../everyday-holdout-4/common.py, which loads ../everyday-dev-8/common.py (and
through it ../everyday-dev-7/common.py and ../everyday-dev-3/common.py), so that this set is written and graded
exactly like the earlier sets. holdout-4 already has the eleven voices this set uses (`v='a'` to `v='k'`, see
VOICES) and a `Builder` that requires a voice for every question and stores it on the spec, so both are reused
as they are.
"""

import importlib.util
import sys
from pathlib import Path

_h4_spec = importlib.util.spec_from_file_location(
    "_everyday_holdout_4_common", Path(__file__).resolve().parent.parent / "everyday-holdout-4" / "common.py"
)
_h4 = importlib.util.module_from_spec(_h4_spec)
# Registered before it runs: the dataclasses it loads look their module up by name.
sys.modules[_h4_spec.name] = _h4
_h4_spec.loader.exec_module(_h4)
# Its public names: dev-3's helpers (Spec, fmt, parse, compare, check_spec, ...), VOICES and the Builder.
globals().update({name: value for name, value in vars(_h4).items() if not name.startswith("_")})
