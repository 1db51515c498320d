from typing import Any, List

SCHEMA = {
    "type": "object",
    "required": ["id", "name", "tags", "owner"],
    "properties": {
        "id": {"type": "integer", "minimum": 1},
        "name": {"type": "string", "maxLength": 12},
        "tags": {"type": "array", "items": {"type": "string"}},
        "owner": {
            "type": "object",
            "required": ["email"],
            "properties": {"email": {"type": "string"}, "age": {"type": "integer", "minimum": 0}},
        },
    },
}
TYPES = {"object": dict, "array": list, "string": str, "integer": int, "number": (int, float)}


def validate(value: Any, schema: dict, path: str = "$") -> List[str]:
    errors: List[str] = []
    expected = TYPES[schema["type"]]
    if not isinstance(value, expected) or (schema["type"] == "integer" and isinstance(value, bool)):
        return [f"{path}: expected {schema['type']}, got {type(value).__name__}"]
    if schema["type"] == "object":
        for key in schema.get("required", []):
            if key not in value:
                errors.append(f"{path}: missing required property '{key}'")
        for key, sub in schema.get("properties", {}).items():
            if key in value:
                errors.extend(validate(value[key], sub, f"{path}.{key}"))
    elif schema["type"] == "array":
        for i, item in enumerate(value):
            errors.extend(validate(item, schema["items"], f"{path}[{i}]"))
    elif schema["type"] == "string" and len(value) > schema.get("maxLength", float("inf")):
        errors.append(f"{path}: longer than {schema['maxLength']} characters")
    elif schema["type"] == "integer" and value < schema.get("minimum", value):
        errors.append(f"{path}: below minimum {schema['minimum']}")
    return errors


docs = [
    {"id": 3, "name": "probe", "tags": ["a", "b"], "owner": {"email": "x@y.z", "age": 30}},
    {"id": 0, "name": "a very long name indeed", "tags": ["a", 7], "owner": {"age": -1}},
    {"id": True, "name": None, "tags": "oops"},
]
report = {}
for n, doc in enumerate(docs):
    errs = validate(doc, SCHEMA)
    report[n] = errs
    print(f"doc {n}: {'valid' if not errs else f'{len(errs)} error(s)'}")
    for e in errs:
        print("   ", e)
report
