from typing import Any, Dict, List, Tuple

contacts: List[Dict[str, Any]] = [
    {"email": "Ada@Example.com ", "name": "Ada Lovelace", "updated": 3},
    {"email": "ada@example.com", "name": "A. Lovelace", "updated": 7},
    {"email": "grace@navy.mil", "name": "Grace Hopper", "updated": 1},
    {"email": "  GRACE@navy.mil", "name": "Grace M. Hopper", "updated": 0},
    {"email": "alan@bletchley.uk", "name": "Alan Turing", "updated": 5},
    {"email": "", "name": "Nobody", "updated": 9},
]


def normalize(email: str) -> str:
    return email.strip().lower()


def dedupe(rows: List[Dict[str, Any]]) -> Tuple[List[Dict[str, Any]], int]:
    best: Dict[str, Dict[str, Any]] = {}
    skipped = 0
    for row in rows:
        key = normalize(row["email"])
        if not key:
            skipped += 1
            continue
        current = best.get(key)
        if current is None or row["updated"] > current["updated"]:
            best[key] = {**row, "email": key}
    return sorted(best.values(), key=lambda r: r["email"]), skipped


unique, skipped = dedupe(contacts)
print(f"{len(contacts)} in, {len(unique)} unique, {skipped} skipped")
for c in unique:
    print(f"  {c['email']:<22}{c['name']}")
[c["name"] for c in unique]
