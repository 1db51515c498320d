import re
import operator

TOKEN = re.compile(r"\s*(?:(\d+\.?\d*)|(.))")
OPS = {"+": (1, operator.add), "-": (1, operator.sub), "*": (2, operator.mul), "/": (2, operator.truediv), "^": (3, operator.pow)}


def tokenize(expr):
    tokens = []
    for number, op in TOKEN.findall(expr):
        if number:
            tokens.append(float(number) if "." in number else int(number))
        elif op.strip():
            tokens.append(op)
    return tokens


def to_rpn(tokens):
    out, stack = [], []
    for tok in tokens:
        if isinstance(tok, (int, float)):
            out.append(tok)
        elif tok in OPS:
            while stack and stack[-1] in OPS and (
                OPS[stack[-1]][0] > OPS[tok][0] or (OPS[stack[-1]][0] == OPS[tok][0] and tok != "^")
            ):
                out.append(stack.pop())
            stack.append(tok)
        elif tok == "(":
            stack.append(tok)
        elif tok == ")":
            while stack and stack[-1] != "(":
                out.append(stack.pop())
            if not stack:
                raise SyntaxError("unbalanced parenthesis")
            stack.pop()
        else:
            raise ValueError(f"unexpected token {tok!r}")
    while stack:
        if stack[-1] == "(":
            raise SyntaxError("unbalanced parenthesis")
        out.append(stack.pop())
    return out


def evaluate(expr):
    stack = []
    for tok in to_rpn(tokenize(expr)):
        if tok in OPS:
            b, a = stack.pop(), stack.pop()
            stack.append(OPS[tok][1](a, b))
        else:
            stack.append(tok)
    return stack[0]


exprs = ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "10 / 4 - 1.5", "7 / (3 - 3)", "2 * (3 + 4", "4 $ 4"]
results = {}
for e in exprs:
    try:
        results[e] = evaluate(e)
    except ZeroDivisionError as err:
        results[e] = f"error: {err}"
    except (SyntaxError, ValueError) as err:
        results[e] = f"{type(err).__name__}: {err}"
    print(f"{e:<14} = {results[e]}")
results
