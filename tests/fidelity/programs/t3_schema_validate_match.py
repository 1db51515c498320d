from typing import Any


def validate(value: Any, schema: dict, path: str = "$") -> list[str]:
    errors: list[str] = []
    match schema:
        case {"type": "object", "properties": props, **rest}:
            if not isinstance(value, dict):
                return [f"{path}: expected object, got {type(value).__name__}"]
            for key in rest.get("required", []):
                if key not in value:
                    errors.append(f"{path}: missing required key {key!r}")
            for key, sub in props.items():
                if key in value:
                    errors.extend(validate(value[key], sub, f"{path}.{key}"))
        case {"type": "array", "items": item_schema}:
            if not isinstance(value, list):
                return [f"{path}: expected array"]
            for i, item in enumerate(value):
                errors.extend(validate(item, item_schema, f"{path}[{i}]"))
        case {"type": "string", **opts}:
            match value:
                case str() if len(value) < opts.get("minLength", 0):
                    errors.append(f"{path}: shorter than {opts['minLength']}")
                case str():
                    pass
                case _:
                    errors.append(f"{path}: expected string")
        case {"type": "integer" | "number" as kind, **opts}:
            ok_types = (int,) if kind == "integer" else (int, float)
            if isinstance(value, bool) or not isinstance(value, ok_types):
                errors.append(f"{path}: expected {kind}")
            elif "minimum" in opts and value < opts["minimum"]:
                errors.append(f"{path}: {value} < minimum {opts['minimum']}")
        case {"enum": [*choices]}:
            if value not in choices:
                errors.append(f"{path}: {value!r} not one of {choices}")
        case _:
            raise ValueError(f"unsupported schema at {path}: {schema}")
    return errors


SCHEMA = {
    "type": "object",
    "required": ["id", "name", "tags"],
    "properties": {
        "id": {"type": "integer", "minimum": 1},
        "name": {"type": "string", "minLength": 2},
        "price": {"type": "number"},
        "status": {"enum": ["active", "archived"]},
        "tags": {"type": "array", "items": {"type": "string"}},
    },
}
docs = [
    {"id": 1, "name": "Pen", "price": 1.5, "status": "active", "tags": ["office"]},
    {"id": 0, "name": "X", "price": "cheap", "status": "deleted", "tags": ["a", 3]},
    {"id": True, "tags": "none"},
    ["not", "an", "object"],
]
for i, d in enumerate(docs):
    errs = validate(d, SCHEMA)
    print(f"doc {i}: {'valid' if not errs else f'{len(errs)} error(s)'}")
    for e in errs:
        print("   ", e)
try:
    validate(1, {"type": "null"})
except ValueError as e:
    print(e)
[len(validate(d, SCHEMA)) for d in docs]
