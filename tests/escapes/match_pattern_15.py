# expect: value 'ok'
# technique: star pattern over a huge range stand-in stays metered or is not a sequence
match range(10**12):
    case [a, b, *rest]:
        result = "unpacked"
    case _:
        result = "ok"
result
