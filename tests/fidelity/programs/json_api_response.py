import json

RESPONSE = """{
  "data": [
    {"id": "u1", "attributes": {"name": "Ada", "score": 98.5, "roles": ["admin", "dev"]}, "rel": {"team": "t1"}},
    {"id": "u2", "attributes": {"name": "Bo", "score": 71, "roles": ["dev"]}, "rel": {"team": "t2"}},
    {"id": "u3", "attributes": {"name": "Cy", "score": null, "roles": []}, "rel": {"team": "t1"}}
  ],
  "included": [
    {"id": "t1", "type": "team", "name": "Platform"},
    {"id": "t2", "type": "team", "name": "Growth"}
  ],
  "meta": {"page": 1, "pages": 3}
}"""


def denormalize(doc):
    teams = {inc["id"]: inc["name"] for inc in doc["included"] if inc["type"] == "team"}
    users = []
    for item in doc["data"]:
        attrs = item["attributes"]
        users.append({
            "id": item["id"],
            "name": attrs["name"],
            "score": attrs.get("score") or 0,
            "team": teams.get(item["rel"]["team"], "?"),
            "is_admin": "admin" in attrs["roles"],
        })
    return users


doc = json.loads(RESPONSE)
users = denormalize(doc)
by_team = {}
for u in users:
    by_team.setdefault(u["team"], []).append(u["name"])
has_more = doc["meta"]["page"] < doc["meta"]["pages"]
out = json.dumps({"users": users, "by_team": by_team, "has_more": has_more}, indent=1, sort_keys=True)
print(out)
json.loads(out)["by_team"]
