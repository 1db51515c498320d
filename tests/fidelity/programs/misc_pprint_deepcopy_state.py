import copy
import pprint

default_state = {
    "users": [
        {"id": 1, "name": "ada", "roles": ["admin", "dev"], "prefs": {"theme": "dark", "notify": True}},
        {"id": 2, "name": "linus", "roles": ["dev"], "prefs": {"theme": "light", "notify": False}},
    ],
    "settings": {"max_sessions": 3, "regions": ("eu", "us"), "flags": {"beta", "audit"}},
    "version": 7,
}

shallow = copy.copy(default_state)
deep = copy.deepcopy(default_state)

shallow["users"][0]["roles"].append("owner")
deep["users"][1]["prefs"]["theme"] = "solarized"
deep["version"] += 1

print("original roles:", default_state["users"][0]["roles"])
print("deep roles:", deep["users"][0]["roles"])
print("original theme:", default_state["users"][1]["prefs"]["theme"])
print(shallow["users"] is default_state["users"], deep["users"] is default_state["users"])

pprint.pprint(default_state, width=60, sort_dicts=True)
print(pprint.pformat(deep["settings"], width=30))
pprint.pprint(list(range(30)), compact=True, width=50)

class Node:
    def __init__(self, value, children=None):
        self.value = value
        self.children = children or []
    def __repr__(self):
        return f"Node({self.value!r}, {self.children!r})"

tree = Node(1, [Node(2), Node(3, [Node(4)])])
clone = copy.deepcopy(tree)
clone.children[1].children[0].value = 40
print(tree)
print(clone)
shared = [1, 2]
pair = [shared, shared]
pair_copy = copy.deepcopy(pair)
pair_copy[0] is pair_copy[1], pair_copy[0] is shared
