"""Typed exports (issue 4) inside resumable and async runs (issue 5): the door's checks
apply to journaled, replayed and awaited calls alike, and the journal holds the checked,
plain result, so a run with typed host records survives a snapshot."""

from __future__ import annotations

import asyncio
import dataclasses

import pytest

import stockade

KEY = b"k" * 32


@dataclasses.dataclass
class Item:
    sku: str
    qty: int


class Store(stockade.Binding):
    """A store whose results are host dataclasses."""

    @stockade.export
    def item(self, sku: str) -> Item:
        """One item."""
        return Item(sku, len(sku))

    @stockade.export
    async def slow_item(self, sku: str) -> Item:
        """One item, fetched asynchronously."""
        await asyncio.sleep(0.01)
        return Item(sku, len(sku))


class Approver(stockade.Binding):
    """Stands for a human approval step (never given: its calls suspend)."""

    @stockade.export
    def approve(self, total: int) -> bool:
        """Approve a total."""
        raise AssertionError("not called on the host")


SOURCE = """
def main(skus):
    items = [store.item(s) for s in skus]
    total = sum(i["qty"] for i in items)
    ok = approver.approve(total)
    return {"items": items, "total": total, "ok": ok}

async def gathered(skus):
    items = await asyncio.gather(*(store.slow_item(s) for s in skus))
    return [i["qty"] for i in items]
"""


def program() -> stockade.Program:
    return stockade.compile("import asyncio\n" + SOURCE, bindings={"store": Store, "approver": Approver})


def test_typed_results_are_plain_in_the_journal_and_survive_a_snapshot() -> None:
    step = stockade.start(program(), "main", [["ab", "cde"]], bindings={"store": Store()})
    assert isinstance(step, stockade.Suspended)
    assert step.call.binding == "approver" and step.call.args == (5,)
    blob = step.dump(key=KEY)
    again = stockade.load(blob, key=KEY, bindings={"store": Store(), "approver": Approver})
    done = again.resume(True)
    assert isinstance(done, stockade.Completed)
    assert done.value == {"items": [{"sku": "ab", "qty": 2}, {"sku": "cde", "qty": 3}], "total": 5, "ok": True}


def test_a_resumed_value_of_the_wrong_type_is_refused_at_the_door() -> None:
    step = stockade.start(program(), "main", [["ab"]], bindings={"store": Store()})
    assert isinstance(step, stockade.Suspended)
    with pytest.raises(stockade.GuestError) as info:
        done = step.resume("yes")
        if isinstance(done, stockade.Completed):  # pragma: no cover - the refusal is the point
            pytest.fail(f"a str was accepted for a bool: {done.value!r}")
    assert "STK-B002" in str(info.value) or "bool" in str(info.value)


def test_async_typed_exports_are_checked_when_gathered() -> None:
    result = stockade.run(
        program(), "gathered", [["a", "bb", "ccc"]], bindings={"store": Store(), "approver": Approver()}
    )
    assert result.value == [1, 2, 3]
    assert [c.name for c in result.binding_calls] == ["store.slow_item"] * 3
