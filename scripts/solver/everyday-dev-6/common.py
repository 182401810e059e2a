"""Shared pieces of the sixth everyday development set: specs, the answer formatter, the answer parsers and
the comparisons. They are ../everyday-dev-3/common.py's own, loaded from there rather than copied, so that the sets
are graded alike.
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
