import json

doc = json.loads("""{
  "store": {
    "book": [
      {"category": "reference", "author": "Nigel Rees", "title": "Sayings of the Century", "price": 8.95},
      {"category": "fiction", "author": "Evelyn Waugh", "title": "Sword of Honour", "price": 12.99},
      {"category": "fiction", "author": "Herman Melville", "title": "Moby Dick", "isbn": "0-553-21311-3", "price": 8.99},
      {"category": "fiction", "author": "J. R. R. Tolkien", "title": "The Lord of the Rings", "isbn": "0-395-19395-8", "price": 22.99}
    ],
    "bicycle": {"color": "red", "price": 19.95}
  }
}""")


def get_path(obj, path, default=None):
    for part in path.split("."):
        if isinstance(obj, list):
            try:
                obj = obj[int(part)]
            except (ValueError, IndexError):
                return default
        elif isinstance(obj, dict) and part in obj:
            obj = obj[part]
        else:
            return default
    return obj


def find_all(obj, key):
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k == key:
                yield v
            yield from find_all(v, key)
    elif isinstance(obj, list):
        for v in obj:
            yield from find_all(v, key)


books = doc["store"]["book"]
(get_path(doc, "store.book.2.title"), get_path(doc, "store.book.9.title", "n/a"), get_path(doc, "store.bicycle.color"),
 sorted(find_all(doc, "price")), [b["title"] for b in books if "isbn" in b], round(sum(find_all(doc, "price")), 2),
 json.dumps(get_path(doc, "store.bicycle"), sort_keys=True))
