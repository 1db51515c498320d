def tokenize(src):
    tokens, i = [], 0
    while i < len(src):
        ch = src[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit():
            j = i
            while j < len(src) and src[j].isdigit():
                j += 1
            tokens.append(("num", int(src[i:j])))
            i = j
        elif ch in "+-*/()":
            tokens.append(("op", ch))
            i += 1
        else:
            raise ValueError(f"bad char {ch!r}")
    return tokens


def evaluate(tokens):
    stack = []
    for tok in tokens:
        match tok:
            case ("num", value):
                stack.append(value)
            case ("op", "+" | "-" | "*" | "/" as op):
                b, a = stack.pop(), stack.pop()
                match op:
                    case "+":
                        stack.append(a + b)
                    case "-":
                        stack.append(a - b)
                    case "*":
                        stack.append(a * b)
                    case "/":
                        stack.append(a // b)
    return stack[-1]


[evaluate(tokenize(s)) for s in ("3 4 +", "10 2 8 * + 3 -", "100 7 /")]
