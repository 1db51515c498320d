import asyncio
from typing import AsyncIterator

ORDERS = [{"id": i, "customer": ["acme", "globex", "initech"][i % 3], "total": (i * 53) % 97 + 5} for i in range(1, 30)]


async def fetch_page(cursor: int, size: int) -> dict:
    await asyncio.sleep(0.01)  # the "network" round trip
    items = ORDERS[cursor:cursor + size]
    nxt = cursor + size if cursor + size < len(ORDERS) else None
    return {"items": items, "next": nxt}


async def iter_orders(page_size: int) -> AsyncIterator[dict]:
    cursor = 0
    pages = 0
    while cursor is not None:
        page = await fetch_page(cursor, page_size)
        pages += 1
        for item in page["items"]:
            yield item
        cursor = page["next"]
    print(f"stream finished after {pages} pages")


async def big_orders(source: AsyncIterator[dict], threshold: int) -> AsyncIterator[dict]:
    async for order in source:
        if order["total"] >= threshold:
            yield order


async def main() -> dict:
    per_customer: dict[str, int] = {}
    async for order in iter_orders(page_size=8):
        per_customer[order["customer"]] = per_customer.get(order["customer"], 0) + order["total"]
    print("revenue:", per_customer)

    large = [o["id"] async for o in big_orders(iter_orders(5), 80)]
    print("large orders:", large)

    first_three = []
    async for o in big_orders(iter_orders(4), 50):
        first_three.append(o["id"])
        if len(first_three) == 3:
            break
    print("first three >= 50:", first_three)
    return {"customers": sorted(per_customer), "large": len(large), "first": first_three}


result = asyncio.run(main())
print(result)
result
