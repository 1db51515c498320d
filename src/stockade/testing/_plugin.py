"""The pytest plugin of ``stockade.testing`` (registered through the ``pytest11`` entry point)."""

from __future__ import annotations

import pytest

from . import Sandbox


@pytest.fixture
def stockade_sandbox() -> Sandbox:
    """A fresh :class:`stockade.testing.Sandbox` with no bindings and default limits;
    build your own with ``Sandbox(bindings={...})`` for fakes."""
    return Sandbox()
