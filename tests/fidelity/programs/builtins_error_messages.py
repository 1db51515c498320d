probes = {
    "sum_str": lambda: sum(["a", "b"], ""),
    "sum_start": lambda: sum([1, 2], start=10),
    "min_empty": lambda: min([]),
    "max_default": lambda: max([], default="none"),
    "max_key": lambda: max(["aa", "b", "ccc"], key=len),
    "sorted_mixed": lambda: sorted([1, "a"]),
    "zip_strict": lambda: list(zip([1, 2], [3], strict=True)),
    "map_multi": lambda: list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])),
    "enumerate_start": lambda: list(enumerate("ab", start=5)),
    "range_zero_step": lambda: range(0, 10, 0),
    "range_float": lambda: range(2.5),
    "range_repr": lambda: (repr(range(3)), repr(range(1, 9, 2)), len(range(0, 100, 7)), range(10)[-1], list(range(10)[2:8:3])),
    "reversed_dict": lambda: list(reversed({"a": 1, "b": 2})),
    "pow3": lambda: (pow(3, 4, 5), pow(2, -1, 7), pow(2, 0.5)),
    "pow_neg_mod": lambda: pow(2, -1, 4),
    "round_neg": lambda: (round(1234.5678, -2), round(15, -1), round(25, -1), round(2.5), round(-0.5)),
    "int_base": lambda: (int("0x1f", 16), int("1f", 16), int("z", 36), int(" 42 "), int("1_000")),
    "int_bad": lambda: int("12", 1),
    "float_str": lambda: (str(1e16), str(1e-5), repr(0.1 + 0.2), float("inf"), float("-nan") != float("nan")),
    "divmod_float": lambda: divmod(7.5, 2),
    "chr_big": lambda: chr(0x110000),
    "ord_long": lambda: ord("ab"),
    "abs_str": lambda: abs("x"),
    "len_int": lambda: len(5),
    "isinstance_bad": lambda: isinstance(1, "int"),
    "hash_list": lambda: hash([1]),
    "format_spec": lambda: (format(3.14159, ".2f"), format(42, "08b"), format("x", "^5"), format(1234567, ",")),
    "format_bad": lambda: format(1, "q"),
    "bool_ops": lambda: (bool([]), bool("0"), True + True, True * 3, ~True, -False),
    "all_any_empty": lambda: (all([]), any([]), all([0, 1]), any([0, ""])),
    "next_default": lambda: next(iter([]), "done"),
    "next_empty": lambda: next(iter([])),
    "slice_obj": lambda: ([0, 1, 2, 3, 4][slice(1, None, 2)], "hello"[slice(None, None, -1)]),
    "filter_none": lambda: list(filter(None, [0, 1, "", "a", None, [], [0]])),
    "tuple_index": lambda: (1, 2, 3).index(4),
    "dict_update_bad": lambda: {}.update([1, 2]),
    "str_join_bad": lambda: ",".join([1, 2]),
    "unpack_many": lambda: [a for a, b in [(1, 2, 3)]],
    "list_mul_neg": lambda: [1, 2] * -1,
}
results = {}
for name, fn in probes.items():
    try:
        results[name] = ("ok", fn())
    except Exception as e:
        results[name] = ("error", str(e))
for k, v in results.items():
    print(f"{k:<16}{v}")
results
