# expect: raises AssertionError
def normalize(weights):
    total = sum(weights.values())
    assert total > 0, f"weights must sum to a positive number, got {total}"
    return {k: v / total for k, v in weights.items()}


print(normalize({"a": 1, "b": 3}))
normalize({"a": 0, "b": 0})
