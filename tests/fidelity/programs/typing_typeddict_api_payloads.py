from typing import TypedDict, List, Optional, Dict


class Address(TypedDict):
    street: str
    city: str


class User(TypedDict, total=False):
    id: int
    name: str
    email: Optional[str]
    address: Address


UserPatch = TypedDict("UserPatch", {"name": str, "e-mail": str}, total=False)


def make_user(uid: int, name: str, city: str) -> User:
    return User(id=uid, name=name, email=None, address=Address(street="Main St 1", city=city))


def apply_patch(user: User, patch: UserPatch) -> User:
    updated: User = dict(user)  # type: ignore[assignment]
    if "name" in patch:
        updated["name"] = patch["name"]
    if "e-mail" in patch:
        updated["email"] = patch["e-mail"]
    return updated


users: List[User] = [make_user(1, "ana", "Porto"), make_user(2, "ben", "Oslo")]
patches: Dict[int, UserPatch] = {1: UserPatch(**{"e-mail": "ana@example.com"}), 2: {"name": "Benjamin"}}
users = [apply_patch(u, patches.get(u["id"], {})) for u in users]
for u in users:
    print(f"{u['id']}: {u['name']:<10} {u.get('email') or '-':<18} {u['address']['city']}")

print(User, Address, UserPatch)
print(type(users[0]) is dict, users[0] == {**make_user(1, "ana", "Porto"), "email": "ana@example.com"})
try:
    isinstance(users[0], User)
except TypeError as e:
    print("TypeError:", e)
by_city = {u["address"]["city"]: u["name"] for u in users}
by_city
